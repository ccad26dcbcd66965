import { randomUUID } from 'node:crypto';
import { link, notFound } from '../hal.ts';
import type { BankEvent, BankStore } from '../state.ts';
import type { Body } from './input.ts';
import type { BankUrls } from './urls.ts';

/** What happened at the bank: each event recorded, with one signed delivery queued to each active subscription. */
export class Events {
  readonly #store: BankStore;
  readonly #urls: BankUrls;
  readonly #afterEmit: () => void;

  /** afterEmit runs once an event is recorded (the bank's clock: deliveries start at once). */
  constructor(store: BankStore, urls: BankUrls, afterEmit: () => void) {
    this.#store = store;
    this.#urls = urls;
    this.#afterEmit = afterEmit;
  }

  find(id: string): BankEvent {
    const event = this.#store.state.events.find((candidate) => candidate.id === id);
    if (event === undefined) throw notFound();
    return event;
  }

  resource(event: BankEvent): Body {
    return {
      _links: {
        self: link(this.#urls.url('events', event.id), 'event'),
        account: this.#urls.accountLink(),
        resource: { href: event.resourceHref },
        ...(event.customerHref === undefined ? {} : { customer: link(event.customerHref, 'customer') }),
      },
      id: event.id,
      created: event.created,
      timestamp: event.created,
      topic: event.topic,
      resourceId: event.resourceId,
    };
  }

  /** `GET /events`: newest first, a page of them. */
  list(query: URLSearchParams): Body {
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 25) || 25, 1), 200);
    const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
    const newestFirst = [...this.#store.state.events].reverse();
    return {
      _links: { self: link(this.#urls.url('events'), 'event') },
      _embedded: { events: newestFirst.slice(offset, offset + limit).map((event) => this.resource(event)) },
      total: newestFirst.length,
    };
  }

  /** Records an event and queues one signed delivery to each active subscription. */
  emit(topic: string, resourceId: string, resourceHref: string, customerId?: string): BankEvent {
    const state = this.#store.state;
    const event: BankEvent = {
      id: randomUUID(),
      topic,
      resourceId,
      resourceHref,
      ...(customerId === undefined ? {} : { customerHref: this.#urls.url('customers', customerId) }),
      created: new Date().toISOString(),
    };
    state.events.push(event);
    for (const subscription of state.subscriptions.filter((candidate) => !candidate.paused)) {
      state.deliveries.push({
        id: randomUUID(),
        subscriptionId: subscription.id,
        eventId: event.id,
        attempts: [],
        nextAttemptAt: Date.now(),
        delivered: false,
      });
    }
    this.#store.save();
    this.#afterEmit();
    return event;
  }
}

import { randomUUID } from 'node:crypto';
import { link, notFound, validationError, type EmbeddedError } from '../hal.ts';
import type { BankStore, Subscription } from '../state.ts';
import { isRecord, required, text, type Body } from './input.ts';
import type { BankUrls } from './urls.ts';

/** Webhook subscriptions: where the bank sends its events, and what it has sent each one. */
export class Subscriptions {
  readonly #store: BankStore;
  readonly #urls: BankUrls;

  constructor(store: BankStore, urls: BankUrls) {
    this.#store = store;
    this.#urls = urls;
  }

  find(id: string): Subscription {
    const subscription = this.#store.state.subscriptions.find((candidate) => candidate.id === id);
    if (subscription === undefined) throw notFound();
    return subscription;
  }

  resource(subscription: Subscription): Body {
    return {
      _links: {
        self: link(this.#urls.url('webhook-subscriptions', subscription.id), 'webhook-subscription'),
        webhooks: link(this.#urls.url('webhook-subscriptions', subscription.id, 'webhooks'), 'webhook'),
      },
      id: subscription.id,
      url: subscription.url,
      paused: subscription.paused,
      created: subscription.created,
    };
  }

  list(): Body {
    const subscriptions = this.#store.state.subscriptions;
    return {
      _links: { self: link(this.#urls.url('webhook-subscriptions'), 'webhook-subscription') },
      _embedded: { 'webhook-subscriptions': subscriptions.map((item) => this.resource(item)) },
      total: subscriptions.length,
    };
  }

  create(body: unknown): Subscription {
    const input = isRecord(body) ? body : {};
    const url = text(input, 'url');
    const secret = text(input, 'secret');
    const errors: EmbeddedError[] = [];
    const parsed = url === undefined ? null : URL.parse(url);
    if (url === undefined) errors.push(required('url'));
    else if (parsed === null || !['http:', 'https:'].includes(parsed.protocol))
      errors.push({ code: 'InvalidFormat', message: 'Url invalid.', path: '/url' });
    if (secret === undefined) errors.push(required('secret'));
    else if (secret.length > 128)
      errors.push({ code: 'InvalidFormat', message: 'Secret must be 128 characters or fewer.', path: '/secret' });
    if (errors.length > 0 || url === undefined || secret === undefined) throw validationError(errors);
    const subscription: Subscription = {
      id: randomUUID(),
      url,
      secret,
      paused: false,
      created: new Date().toISOString(),
    };
    this.#store.state.subscriptions.push(subscription);
    this.#store.save();
    return subscription;
  }

  delete(id: string): Subscription {
    const subscription = this.find(id);
    const state = this.#store.state;
    state.subscriptions = state.subscriptions.filter((candidate) => candidate.id !== id);
    state.deliveries = state.deliveries.filter((delivery) => delivery.subscriptionId !== id);
    this.#store.save();
    return subscription;
  }

  /** `GET /webhook-subscriptions/{id}/webhooks`: each delivery with its attempts. */
  deliveriesOf(subscriptionId: string): Body {
    this.find(subscriptionId);
    const state = this.#store.state;
    const url = this.#urls.url.bind(this.#urls);
    const deliveries = state.deliveries.filter((delivery) => delivery.subscriptionId === subscriptionId);
    return {
      _links: { self: link(url('webhook-subscriptions', subscriptionId, 'webhooks'), 'webhook') },
      _embedded: {
        webhooks: deliveries.map((delivery) => ({
          _links: {
            self: link(url('webhooks', delivery.id), 'webhook'),
            subscription: link(url('webhook-subscriptions', subscriptionId), 'webhook-subscription'),
            event: link(url('events', delivery.eventId), 'event'),
          },
          id: delivery.id,
          topic: state.events.find((event) => event.id === delivery.eventId)?.topic ?? 'unknown',
          eventId: delivery.eventId,
          subscriptionId,
          attempts: delivery.attempts.map((attempt) => ({
            request: { timestamp: attempt.at },
            response: attempt.status === undefined ? { error: attempt.error } : { statusCode: attempt.status },
          })),
        })),
      },
      total: deliveries.length,
    };
  }
}

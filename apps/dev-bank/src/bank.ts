import type { BankConfig } from './config.ts';
import { Customers } from './bank/customers.ts';
import { WebhookDeliveries } from './bank/deliveries.ts';
import { Events } from './bank/events.ts';
import { FundingSources } from './bank/funding-sources.ts';
import { IdempotentAnswers } from './bank/idempotency.ts';
import { Subscriptions } from './bank/subscriptions.ts';
import { Tokens } from './bank/tokens.ts';
import { Transfers } from './bank/transfers.ts';
import { BankUrls } from './bank/urls.ts';
import type { BankState, BankStore, Transfer } from './state.ts';

/**
 * The bank stand-in's behaviour, apart from HTTP, one part per resource (src/bank/): tokens, idempotent answers,
 * customers, funding sources, transfers and their states, events, webhook subscriptions and their signed deliveries
 * with retries. A Dwolla-compatible subset (DESIGN.md section 8). This class builds the parts and runs the clock.
 */
export class Bank {
  readonly config: BankConfig;
  readonly #store: BankStore;
  readonly urls: BankUrls;
  readonly tokens: Tokens;
  readonly idempotency: IdempotentAnswers;
  readonly events: Events;
  readonly deliveries: WebhookDeliveries;
  readonly customers: Customers;
  readonly fundingSources: FundingSources;
  readonly transfers: Transfers;
  readonly subscriptions: Subscriptions;
  #timer: NodeJS.Timeout | undefined;

  constructor(config: BankConfig, store: BankStore) {
    this.config = config;
    this.#store = store;
    this.urls = new BankUrls(config, store.state);
    this.tokens = new Tokens(config, store);
    this.idempotency = new IdempotentAnswers(store);
    this.events = new Events(store, this.urls, () => {
      this.#tick();
    });
    this.deliveries = new WebhookDeliveries(config, store, this.events);
    this.customers = new Customers(store, this.urls, this.events);
    this.fundingSources = new FundingSources(store, this.urls, this.events, this.customers);
    this.transfers = new Transfers(store, this.urls, this.events, this.fundingSources);
    this.subscriptions = new Subscriptions(store, this.urls);
  }

  get state(): BankState {
    return this.#store.state;
  }

  /** The dev page's Process button, as the tests press it. */
  processTransfer(id: string): Transfer {
    return this.transfers.process(id);
  }

  /** Runs what is due: webhook deliveries and, when configured, the processing of old pending transfers. */
  #tick(): void {
    const now = Date.now();
    this.deliveries.deliverDue(now);
    const seconds = this.config.transferProcessSeconds;
    if (seconds > 0) this.transfers.processDue(now, seconds);
  }

  start(): void {
    this.#timer ??= setInterval(() => {
      this.#tick();
    }, 200);
    this.#timer.unref();
  }

  /** Stops the clock and waits for deliveries under way. */
  async stop(): Promise<void> {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.deliveries.finishInFlight(Date.now() + 3000);
  }

  /** Waits until no webhook is due or under way (for tests). */
  async settled(timeoutMs = 5000): Promise<void> {
    await this.deliveries.settled(timeoutMs);
  }
}

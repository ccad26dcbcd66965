import type { BankConfig } from '../config.ts';
import type { BankStore, Delivery } from '../state.ts';
import { SIGNATURE_HEADER, signWebhookBody } from '../webhook-signature.ts';
import type { Events } from './events.ts';

/** Sends the queued webhooks, signed, and retries a failed one later, each wait twice the one before. */
export class WebhookDeliveries {
  readonly #config: BankConfig;
  readonly #store: BankStore;
  readonly #events: Events;
  readonly #inFlight = new Set<string>();

  constructor(config: BankConfig, store: BankStore, events: Events) {
    this.#config = config;
    this.#store = store;
    this.#events = events;
  }

  /** Starts every delivery that is due and not under way. */
  deliverDue(now: number): void {
    const due = this.#store.state.deliveries.filter(
      (delivery) =>
        delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now && !this.#inFlight.has(delivery.id),
    );
    for (const delivery of due) {
      this.#inFlight.add(delivery.id);
      void this.#deliver(delivery).finally(() => {
        this.#inFlight.delete(delivery.id);
        this.#store.save();
      });
    }
  }

  async #deliver(delivery: Delivery): Promise<void> {
    const state = this.#store.state;
    const subscription = state.subscriptions.find((candidate) => candidate.id === delivery.subscriptionId);
    const event = state.events.find((candidate) => candidate.id === delivery.eventId);
    if (subscription === undefined || event === undefined) {
      delivery.nextAttemptAt = null;
      return;
    }
    const body = JSON.stringify(this.#events.resource(event));
    const attempt: Delivery['attempts'][number] = { at: new Date().toISOString() };
    try {
      const response = await fetch(subscription.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signWebhookBody(subscription.secret, body),
          'X-Dwolla-Topic': event.topic,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      attempt.status = response.status;
    } catch (error) {
      attempt.error = error instanceof Error ? error.message : String(error);
    }
    delivery.attempts.push(attempt);
    const ok = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
    delivery.delivered = ok;
    const attempts = delivery.attempts.length;
    delivery.nextAttemptAt =
      ok || attempts >= this.#config.webhookMaxAttempts
        ? null
        : Date.now() + this.#config.webhookRetryBaseMs * 2 ** (attempts - 1);
  }

  /** Waits for the deliveries under way, at most until the deadline. */
  async finishInFlight(deadline: number): Promise<void> {
    while (this.#inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Waits until no webhook is due or under way (for tests). */
  async settled(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const pending = this.#store.state.deliveries.some(
        (delivery) => delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= Date.now() + 50,
      );
      if (!pending && this.#inFlight.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

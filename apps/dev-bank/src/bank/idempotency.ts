import type { BankStore } from '../state.ts';

const IDEMPOTENCY_MS = 24 * 60 * 60 * 1000;

/** The answers to POSTs sent with an Idempotency-Key, replayed for a day as Dwolla does. */
export class IdempotentAnswers {
  readonly #store: BankStore;

  constructor(store: BankStore) {
    this.#store = store;
  }

  remembered(key: string): { status: number; location?: string; body: unknown } | undefined {
    return this.#store.state.idempotency.find((answer) => answer.key === key && answer.expiresAt > Date.now());
  }

  remember(key: string, status: number, location: string | undefined, body: unknown): void {
    this.#store.state.idempotency.push({ key, status, location, body, expiresAt: Date.now() + IDEMPOTENCY_MS });
    this.#store.save();
  }
}

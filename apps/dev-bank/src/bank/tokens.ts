import { randomBytes } from 'node:crypto';
import type { BankConfig } from '../config.ts';
import { expiredAccessToken, invalidAccessToken } from '../hal.ts';
import { hashToken, type BankStore, type IssuedToken } from '../state.ts';

/** Access tokens: the application's own (client credentials) and the short-lived customer-scoped ones. */
export class Tokens {
  readonly #config: BankConfig;
  readonly #store: BankStore;

  constructor(config: BankConfig, store: BankStore) {
    this.#config = config;
    this.#store = store;
  }

  #issue(kind: IssuedToken['kind'], seconds: number, customerId?: string): string {
    const token = randomBytes(32).toString('base64url');
    this.#store.state.tokens.push({ hash: hashToken(token), kind, customerId, expiresAt: Date.now() + seconds * 1000 });
    this.#store.save();
    return token;
  }

  issueApplicationToken(): { access_token: string; token_type: 'bearer'; expires_in: number } {
    const seconds = this.#config.accessTokenSeconds;
    return { access_token: this.#issue('application', seconds), token_type: 'bearer', expires_in: seconds };
  }

  /** A short-lived token that lets a browser add a bank to one customer, and do nothing else. */
  issueCustomerToken(kind: 'funding-sources' | 'client', customerId: string): string {
    return this.#issue(kind, this.#config.customerTokenSeconds, customerId);
  }

  check(token: string | undefined): IssuedToken {
    if (token === undefined) throw invalidAccessToken();
    const hash = hashToken(token);
    const issued = this.#store.state.tokens.find((candidate) => candidate.hash === hash);
    if (issued === undefined) throw invalidAccessToken();
    if (issued.expiresAt <= Date.now()) throw expiredAccessToken();
    return issued;
  }
}

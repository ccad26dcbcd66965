import type { BankConfig } from '../config.ts';
import { link, type Link } from '../hal.ts';
import type { BankState } from '../state.ts';

/** The bank's URLs, built on the origin the portal reaches it through (HAL links name them in full). */
export class BankUrls {
  readonly #config: BankConfig;
  readonly #state: BankState;

  constructor(config: BankConfig, state: BankState) {
    this.#config = config;
    this.#state = state;
  }

  get apiUrl(): string {
    return `${this.#config.publicUrl}${this.#config.basePath}`;
  }

  url(...segments: string[]): string {
    return [this.apiUrl, ...segments.map((segment) => encodeURIComponent(segment))].join('/');
  }

  /** The programme's own account (Dwolla's master account). */
  accountLink(): Link {
    return link(this.url('accounts', this.#state.account.id), 'account');
  }
}

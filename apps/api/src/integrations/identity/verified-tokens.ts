import type { Identity } from './token-verifier.ts';

/** How many verified tokens are remembered: beyond it, the oldest is forgotten first. */
const CAPACITY = 10_000;
/** How long a verified token is remembered at most, however long it is valid. */
const REMEMBER_MS = 60_000;

export interface VerifiedTokens {
  /** The identity of a token verified before and still unexpired, else undefined. */
  get(token: string): Identity | undefined;
  /** Remembers a token that passed verification until it expires (`expiresAtMs`), for REMEMBER_MS at most. */
  remember(token: string, identity: Identity, expiresAtMs: number): void;
}

/**
 * Tokens that passed signature, issuer, audience and claim checks, with their identity: a client sends the same token
 * with every request until it expires, and checking its signature again each time is most of what the API does for
 * a small answer. Expiry is checked on every request, as the signature check would.
 */
export function createVerifiedTokens(now: () => number = Date.now): VerifiedTokens {
  const entries = new Map<string, { identity: Identity; untilMs: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (entry === undefined) return undefined;
      if (entry.untilMs > now()) return entry.identity;
      entries.delete(token);
      return undefined;
    },
    remember(token, identity, expiresAtMs) {
      const untilMs = Math.min(expiresAtMs, now() + REMEMBER_MS);
      if (untilMs <= now()) return;
      if (entries.size >= CAPACITY) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(token, { identity: Object.freeze(identity), untilMs });
    },
  };
}

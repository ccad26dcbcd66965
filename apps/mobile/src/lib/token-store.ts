import { tokensSchema, type Tokens } from '@ace/app-core/access-token';
import { createExternalStore } from '@ace/app-core/external-store';
import { readSecure, removeSecure, writeSecure } from './secure-storage';
import { readStoredJson } from './stored-json';

/** The credentials of the signed-in person, in the platform's secure storage (spec section 1: stored credentials). */
export const TOKENS_KEY = 'ace.tokens';

export const tokenStore = createExternalStore<Tokens | null>(null, (tokens) => {
  if (tokens === null) void removeSecure(TOKENS_KEY);
  else void writeSecure(TOKENS_KEY, JSON.stringify(tokens));
});

export function readStoredTokens(): Promise<Tokens | null> {
  return readStoredJson(TOKENS_KEY, tokensSchema, readSecure, removeSecure);
}

import { tokensSchema, type Tokens } from '@ace/app-core/access-token';
import { createExternalStore } from '@ace/app-core/external-store';
import { readStored, removeStored, writeStored } from './storage.ts';
import { TOKENS_KEY } from './storage-keys.ts';

/** The tokens of the signed-in person, kept in local storage (spec section 9) and read before the first render. */
export const tokenStore = createExternalStore<Tokens | null>(readStored(TOKENS_KEY, tokensSchema), (tokens) => {
  if (tokens === null) removeStored(TOKENS_KEY);
  else writeStored(TOKENS_KEY, tokens);
});

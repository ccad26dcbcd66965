import { z } from 'zod';
import { createExternalStore } from '../../lib/external-store.ts';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';

/** The tokens of the signed-in person, kept in local storage (spec section 9) and read before the first render. */
const tokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).nullable(),
  /** When the access token stops being accepted, in epoch milliseconds. */
  expiresAt: z.number(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const TOKENS_KEY = 'ace.tokens';

export const tokenStore = createExternalStore<Tokens | null>(readStored(TOKENS_KEY, tokensSchema), (tokens) => {
  if (tokens === null) removeStored(TOKENS_KEY);
  else writeStored(TOKENS_KEY, tokens);
});

/** The claims of an access token that the portal reads (agentID and entityID, spec section 3). */
export interface AccessTokenClaims {
  agentId: string;
  entityId: string;
  email: string | null;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

const accessClaimsSchema = z.object({
  agentID: z.string().min(1),
  entityID: z.string().min(1),
  email: z.string().optional(),
});

/**
 * The agent and entity of an access token. Its signature is the API's and Merit's to check; the app only reads
 * whom it acts for.
 */
export function readAccessToken(token: string): AccessTokenClaims {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('The access token is not a JWT');
  const claims = accessClaimsSchema.parse(decodeSegment(payload));
  return { agentId: claims.agentID, entityId: claims.entityID, email: claims.email ?? null };
}

import { z } from 'zod';

/** The tokens of the signed-in person, as both apps keep them. */
export const tokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).nullable(),
  /** When the access token stops being accepted, in epoch milliseconds. */
  expiresAt: z.number(),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** The claims of an access token that the portal reads (agentID and entityID, spec section 3). */
export interface AccessTokenClaims {
  agentId: string;
  entityId: string;
  email: string | null;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A base64url segment as UTF-8 text, without atob or TextDecoder: React Native's engine has neither everywhere.
 */
export function decodeBase64UrlText(segment: string): string {
  let bits = 0;
  let buffer = 0;
  let encoded = '';
  for (const char of segment.replace(/=+$/, '')) {
    const value = BASE64URL.indexOf(char === '+' ? '-' : char === '/' ? '_' : char);
    if (value < 0) throw new Error('Not base64url');
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      encoded += `%${((buffer >> bits) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  return decodeURIComponent(encoded);
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
  const claims = accessClaimsSchema.parse(JSON.parse(decodeBase64UrlText(payload)));
  return { agentId: claims.agentID, entityId: claims.entityID, email: claims.email ?? null };
}

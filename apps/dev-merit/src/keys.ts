import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '@ace/dev-kit';
import type { JWK } from 'oidc-provider';
import { z } from 'zod';

/**
 * The signing key (RS256) and the cookie secrets, generated on first start and kept in the state directory, so
 * tokens and sessions issued before a restart still verify after it.
 */
const jwkSchema = z.custom<JWK>(
  (value) => typeof value === 'object' && value !== null && 'kty' in value && 'kid' in value && 'd' in value,
);
const keysSchema = z.object({ signingKeys: z.array(jwkSchema).min(1), cookieKeys: z.array(z.string()).min(1) });
export type ProviderKeys = z.infer<typeof keysSchema>;

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export function loadOrCreateKeys(stateDir: string): ProviderKeys {
  const path = join(stateDir, 'keys.json');
  const existing = readJsonFile(path, (value) => keysSchema.parse(value));
  if (existing !== undefined) return existing;
  const created: ProviderKeys = { signingKeys: [newSigningKey()], cookieKeys: [randomBytes(32).toString('base64url')] };
  writeJsonFile(path, created);
  return created;
}

/** The public half of each (RSA) signing key, as the provider's JWKS endpoint publishes it. */
export interface PublicJwk {
  kty: string;
  kid?: string | undefined;
  alg?: string | undefined;
  use?: string | undefined;
  n?: string | undefined;
  e?: string | undefined;
}

export function publicKeys(keys: readonly JWK[]): PublicJwk[] {
  return keys.map(({ kty, kid, alg, use, n, e }) => ({ kty: kty ?? 'RSA', kid, alg, use, n, e }));
}

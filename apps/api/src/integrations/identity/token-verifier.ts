import { translate } from '@ace/domain';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { ServiceUnavailableError, UnauthorizedError } from '../../errors.ts';
import { createVerifiedTokens } from './verified-tokens.ts';

/** Who the bearer token says the caller is. */
export interface Identity {
  /** The portal's agent for this person at the identity provider. */
  agentId: string;
  /** The person's entity at the identity provider. */
  entityId: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  /** The raw token, for calls the API makes on the person's behalf (their merits). */
  token: string;
}

export interface TokenVerifier {
  verify(token: string): Promise<Identity>;
}

/** The header type of a JWT access token (RFC 9068). */
const ACCESS_TOKEN_TYPE = 'at+jwt';

const claimsSchema = z.object({
  exp: z.number(),
  agentID: z.string().min(1),
  entityID: z.string().min(1),
  email: z.string().min(1),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * Verifies access tokens as DESIGN.md section 5 says: a JWT signed with a key of the issuer's JWKS (found through
 * OIDC discovery, fetched once and refreshed by jose when a new key id appears), for this API's audience, unexpired,
 * carrying agentID and entityID. A token must say when it was issued and when it expires (one without an expiry
 * would be good for ever) and be typed an access token (`at+jwt`, RFC 9068, as the identity provider types its
 * access tokens), so that no other JWT the issuer signs passes for one.
 */
export function createTokenVerifier(options: { issuer: string; audience: string }): TokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined;

  async function discover(): Promise<JWTVerifyGetKey> {
    const url = `${options.issuer}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
    const discovery = discoverySchema.parse(await response.json());
    if (discovery.issuer !== options.issuer) {
      throw new Error(`OIDC discovery names issuer ${discovery.issuer}, expected ${options.issuer}`);
    }
    return createRemoteJWKSet(new URL(discovery.jwks_uri));
  }

  function jwks(): Promise<JWTVerifyGetKey> {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  }

  const verified = createVerifiedTokens();

  return {
    async verify(token) {
      const known = verified.get(token);
      if (known !== undefined) return known;
      let getKey: JWTVerifyGetKey;
      try {
        getKey = await jwks();
      } catch {
        throw new ServiceUnavailableError('IDENTITY_PROVIDER_UNAVAILABLE', translate('api.identityUnavailable'));
      }
      try {
        const { payload } = await jwtVerify(token, getKey, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
          requiredClaims: ['exp', 'iat'],
          typ: ACCESS_TOKEN_TYPE,
        });
        const claims = claimsSchema.parse(payload);
        const identity: Identity = {
          agentId: claims.agentID,
          entityId: claims.entityID,
          email: claims.email.toLowerCase(),
          emailVerified: claims.email_verified === true,
          name: claims.name,
          token,
        };
        verified.remember(token, identity, claims.exp * 1000);
        return identity;
      } catch (error) {
        if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
          throw new ServiceUnavailableError('IDENTITY_PROVIDER_UNAVAILABLE', translate('api.identityUnavailable'));
        }
        throw new UnauthorizedError();
      }
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors.ts';
import type { Identity, TokenVerifier } from '../integrations/identity/token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identityOrNull: Identity | null;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError();
  return match[1];
}

/** Every route registered in `scope` needs a valid bearer token; its identity is on the request. */
export function requireAuthentication(scope: FastifyInstance, verifier: TokenVerifier) {
  // The OpenAPI document says so of each of them (plugins/api-docs.ts reads it).
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });
  scope.decorateRequest('identityOrNull', null);
  scope.addHook('onRequest', async (request) => {
    request.identityOrNull = await verifier.verify(bearerToken(request));
  });
}

/** The identity of a request that may or may not carry a bearer token (review links): null without one. */
export async function optionalIdentity(request: FastifyRequest, verifier: TokenVerifier): Promise<Identity | null> {
  if (request.headers.authorization === undefined) return null;
  return verifier.verify(bearerToken(request));
}

/** The signed-in identity of a request that passed requireAuthentication. */
export function identityOf(request: FastifyRequest): Identity {
  if (request.identityOrNull === null) throw new UnauthorizedError();
  return request.identityOrNull;
}

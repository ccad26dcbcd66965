import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, UnauthorizedError } from '../../errors.ts';
import { identityOf } from '../../plugins/authentication.ts';
import type { UserRow } from '../callers/callers.repository.ts';
import type { ProviderRow } from './providers.repository.ts';
import { providerNotFound, requireMembership, type MembershipDependencies } from './providers.service.ts';

/** A signed-in member of an organisation, and the organisation's provider: what `memberOnly` finds. */
export interface ProviderMember {
  user: UserRow;
  provider: ProviderRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of a request that passed `memberOnly`: looked up once, there. */
    memberOrNull: ProviderMember | null;
  }
}

/** Makes room on the signed-in scope's requests for the member `memberOnly` finds. */
export function decorateMembers(scope: FastifyInstance) {
  scope.decorateRequest('memberOrNull', null);
}

/** The longest organisation id a route's path takes (the routes' own params schemas say the same). */
const ORGANISATION_ID_MAX = 200;

/**
 * A route hook (preHandler: after the path and query are read as every route reads them, so a malformed query is a
 * 400 for anyone) that lets through only a member of the organisation the path names (param `param`): anyone else
 * gets the 404 `refusal` gives (by default the provider's), so a refusal teaches nothing about other organisations.
 * The member found is kept on the request (`memberOf`).
 */
export function memberOnly(
  deps: MembershipDependencies,
  param: 'id' | 'orgId',
  refusal: () => Error = providerNotFound,
) {
  return async (request: FastifyRequest) => {
    const organisationId = (request.params as Record<string, unknown>)[param];
    if (typeof organisationId !== 'string' || organisationId === '' || organisationId.length > ORGANISATION_ID_MAX) {
      throw refusal();
    }
    try {
      request.memberOrNull = await requireMembership(deps, identityOf(request), organisationId);
    } catch (error) {
      throw error instanceof NotFoundError ? refusal() : error;
    }
  };
}

/** The member of a request that passed `memberOnly`. */
export function memberOf(request: FastifyRequest): ProviderMember {
  if (request.memberOrNull === null) throw new UnauthorizedError();
  return request.memberOrNull;
}

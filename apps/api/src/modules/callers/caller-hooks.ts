import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { UnauthorizedError } from '../../errors.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { findParentByIdentity, type ParentRow, type UserRow } from './callers.repository.ts';
import { notRegisteredError, requireUser } from './callers.ts';

/** A signed-in parent: their user row and their parent row (bank flags, language), found in one query. */
export interface SignedInParent {
  user: UserRow;
  parent: ParentRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The parent of a request that passed `parentOnly`: looked up once, there. */
    parentOrNull: SignedInParent | null;
    /** The support-staff member of a request that passed `staffOnly`. */
    staffOrNull: UserRow | null;
  }
}

/** Makes room on the signed-in scope's requests for the person each route's hook finds. */
export function decorateCallers(scope: FastifyInstance) {
  scope.decorateRequest('parentOrNull', null);
  scope.decorateRequest('staffOrNull', null);
}

/**
 * A route hook that lets only a registered parent through, before the body is even read: anyone else gets 403
 * whatever they send. The parent found is kept on the request (`parentOf`).
 */
export function parentOnly(db: Executor) {
  return async (request: FastifyRequest) => {
    const found = await findParentByIdentity(db, identityOf(request));
    if (!found) throw notRegisteredError('Parent');
    request.parentOrNull = found;
  };
}

/** A route hook that lets only registered support staff through; the staff member is kept on the request (`staffOf`). */
export function staffOnly(db: Executor) {
  return async (request: FastifyRequest) => {
    request.staffOrNull = await requireUser(db, 'MeritCS', identityOf(request));
  };
}

/** The parent of a request that passed `parentOnly`. */
export function parentOf(request: FastifyRequest): SignedInParent {
  if (request.parentOrNull === null) throw new UnauthorizedError();
  return request.parentOrNull;
}

/** The support-staff member of a request that passed `staffOnly`. */
export function staffOf(request: FastifyRequest): UserRow {
  if (request.staffOrNull === null) throw new UnauthorizedError();
  return request.staffOrNull;
}

import type { FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../app-dependencies.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { requireUser } from '../users/users.service.ts';
import type { Reader } from './staff-reads.ts';

/** The staff member behind a request and the client's address as Fastify sees it (TRUST_PROXY): who read. */
export async function readerOf(deps: AppDependencies, request: FastifyRequest): Promise<Reader> {
  const staff = await requireUser(deps.db, 'MeritCS', identityOf(request));
  return { staffUserId: staff.id, address: request.ip };
}

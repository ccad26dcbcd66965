import type { FastifyRequest } from 'fastify';
import { staffOf } from '../callers/caller-hooks.ts';
import type { Reader } from './staff-reads.ts';

/**
 * Who read, on a route behind `staffOnly`: the staff member it found and the client's address as Fastify sees it
 * (TRUST_PROXY).
 */
export function readerOf(request: FastifyRequest): Reader {
  return { staffUserId: staffOf(request).id, address: request.ip };
}

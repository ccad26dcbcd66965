import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** An id another service may hand on: letters, digits, `_` and `-`, at most 100 (it goes on every log line). */
const WELL_FORMED = /^[\w-]{1,100}$/;

/**
 * Fastify's genReqId. A request's X-Request-Id names it (in the log, X-Request-Id and the failure envelope) only
 * when it is well formed and the request comes straight from a proxy TRUST_PROXY names, the list X-Forwarded-For is
 * believed by: that proxy sets or checks the id. Anyone else gets a fresh id, so a client cannot name its request
 * after another's in the log, nor plant a text on every line of it.
 */
export function requestIdGenerator(trustProxy: string): (request: IncomingMessage) => string {
  // Compiled as Fastify compiles the same setting for trustProxy.
  const isTrustedProxy = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given !== 'string' || !WELL_FORMED.test(given)) return randomUUID();
    // The peer's address is parsed only for a request that names itself: most do not.
    const peer = request.socket.remoteAddress;
    return peer !== undefined && isTrustedProxy(peer, 0) ? given : randomUUID();
  };
}

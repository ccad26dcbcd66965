import type { IncomingMessage } from 'node:http';
import { BYTES_PER_MIB } from '@ace/domain';
import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * The most of a refused body read before the answer goes: above the largest claim an app sends (five files under
 * 10 MiB and their fields). Beyond it the connection is closed at once, and the client may not see the answer.
 */
export const MAX_DRAINED_BYTES = 64 * BYTES_PER_MIB;

/**
 * Two rules for bodies the API refuses, so that the person reads why:
 *
 * - A body declared larger than its route accepts is refused as too large before anything else is looked at,
 *   whatever its type (too large is what the sender has to change first).
 * - An answer given before the body was read (too large, not signed in, a file refused halfway) goes only once the
 *   rest of the body has been read and dropped. A server that closes a connection with bytes still unread resets
 *   it (TCP RST): the client, or the proxy in front (the local gateway, a load balancer), is still sending, gets
 *   EPIPE or ECONNRESET, and the answer is lost (a proxy reports 502, a browser a network failure). Reading is
 *   bounded by MAX_DRAINED_BYTES and by the request timeout.
 */
export function guardRequestBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = Number(request.headers['content-length']);
    // Multipart bodies (claim files) have limits of their own, checked as they stream (app.ts).
    const multipart = request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true;
    if (declared > request.routeOptions.bodyLimit && !multipart) {
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete || request.raw.destroyed) return payload;
    const declared = Number(request.headers['content-length']);
    if (declared > MAX_DRAINED_BYTES || !(await readToEnd(request.raw, MAX_DRAINED_BYTES))) {
      reply.header('connection', 'close');
    }
    return payload;
  });
}

/** Reads what is left of a request and drops it; true once it has all been read, false when it was too much. */
function readToEnd(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  // A stream the body was piped into (a multipart parser that gave up) gets no more of it.
  raw.unpipe();
  return new Promise((resolve) => {
    let read = 0;
    const settle = (complete: boolean) => {
      raw.off('data', count);
      raw.off('end', ended);
      raw.off('close', closed);
      raw.pause();
      resolve(complete);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) settle(false);
    };
    const ended = () => {
      settle(true);
    };
    const closed = () => {
      settle(raw.complete);
    };
    raw.on('data', count);
    raw.once('end', ended);
    raw.once('close', closed);
    raw.resume();
  });
}

/** A byte limit as a person reads it: "1 MB", "64 KB". */
export function describeByteLimit(bytes: number): string {
  if (bytes >= BYTES_PER_MIB) return `${String(Math.round((bytes / BYTES_PER_MIB) * 10) / 10)} MB`;
  return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

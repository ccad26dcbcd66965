import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import { html, page } from '@ace/dev-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Upstream } from './config.ts';

/** The owner of a path: the longest prefix that is the path itself or a parent of it. */
export function upstreamFor(pathname: string, upstreams: readonly Upstream[]): Upstream | undefined {
  return upstreams
    .filter((upstream) => pathname === upstream.prefix || pathname.startsWith(`${upstream.prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

function sendBadGateway(request: FastifyRequest, reply: FastifyReply, upstream: Upstream): void {
  const message = `${upstream.name} is not running or not answering. If you started the stack with npm start, look at its log in the terminal.`;
  reply.code(502).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (upstream.prefix === '/api' || !(request.headers.accept ?? '').includes('text/html')) {
    // The API's own error envelope (DESIGN.md section 6), so the apps show it like any other failure.
    void reply.send({ success: false, error: message, message, code: 'BAD_GATEWAY' });
    return;
  }
  void reply.type('text/html; charset=utf-8').send(
    page({
      title: `${upstream.name} is not available`,
      service: 'ACE Portal local stack',
      narrow: true,
      body: html`<h1>${upstream.name} is not available</h1>
        <p>${message}</p>
        <p><a href="/">Back to the start page</a></p>`,
    }),
  );
}

/** The headers a service sees: the client's, with the gateway's host kept and X-Forwarded-For, -Proto and -Host. */
function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const host = request.headers.host;
  const remote = request.socket.remoteAddress ?? '';
  const priorFor = request.headers['x-forwarded-for'];
  return {
    ...headers,
    ...(host === undefined ? {} : { host, 'x-forwarded-host': host }),
    'x-forwarded-for': priorFor === undefined ? remote : `${String(priorFor)}, ${remote}`,
    'x-forwarded-proto': 'http',
  };
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function hasNoBody(request: FastifyRequest): boolean {
  return (request.headers['content-length'] ?? '0') === '0' && request.headers['transfer-encoding'] === undefined;
}

function causeCode(error: Error): string | undefined {
  const cause: unknown = error.cause;
  return typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
    ? cause.code
    : undefined;
}

/**
 * Whether a failed attempt may go to the next copy of the service: only when that copy cannot have seen the
 * request. A refused connection (a copy stopped or stopping) took none of it: the body is only sent once connected.
 * A connection the copy closed as the request went out (it was stopping) may have carried it, so it is tried again
 * only for a request without a body that may be repeated.
 */
function mayTryNextCopy(error: Error, request: FastifyRequest): boolean {
  const code = causeCode(error);
  if (code === 'ECONNREFUSED') return true;
  return (
    (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') && IDEMPOTENT_METHODS.has(request.method) && hasNoBody(request)
  );
}

/**
 * The client's body for one attempt, read from the client only once the service asks for it: a copy that refuses the
 * connection has taken none of it, and the next copy gets all of it. The service closing its end early (an answer
 * before the whole body) ends this stream, not the client's connection.
 */
function bodyForOneAttempt(req: IncomingMessage): Readable {
  const onData = (chunk: Buffer) => {
    if (!body.push(chunk)) req.pause();
  };
  const onEnd = () => body.push(null);
  const body: Readable = new Readable({
    read() {
      if (req.listenerCount('data') === 0) {
        req.on('data', onData);
        req.once('end', onEnd);
      }
      req.resume();
    },
    destroy(error, callback) {
      req.off('data', onData);
      req.off('end', onEnd);
      callback(error);
    },
  });
  return body;
}

/**
 * A service may answer before it has read the whole body (the API refusing one as too large) and close its
 * connection. Its answer is passed on, and the rest of the client's body is read and dropped before the answer ends,
 * on a connection kept open (not the `Connection: close` reply-from sets): a server that ends an answer before the
 * body closes the connection, and the client, still sending, would read a reset instead of the answer.
 */
function endingAfterTheBody(request: FastifyRequest, reply: FastifyReply, answer: Readable): Readable {
  if (request.raw.complete) return answer;
  reply.removeHeader('connection');
  const bodyRead = new Promise((resolve) => request.raw.once('end', resolve));
  request.raw.resume();
  const relayed = new PassThrough();
  answer.pipe(relayed, { end: false });
  answer.once('end', () => void bodyRead.then(() => relayed.end()));
  // The service went away in the middle of its answer: the client must not take half of it for all of it.
  answer.once('error', (error) => relayed.destroy(error));
  return relayed;
}

/**
 * Forwards every request under a service's prefix with @fastify/http-proxy: method, path and query as they came,
 * headers as forwardedHeaders says, bodies streamed both ways. Answers 502 when the service cannot be reached.
 *
 * A service with several copies (API_URL=a,b) gets requests in turn; a copy that refuses the connection is passed
 * over for the next, so stopping one copy loses no request (mayTryNextCopy); an answer before the whole body is passed
 * on (endingAfterTheBody).
 */
export async function registerUpstream(
  app: FastifyInstance,
  upstream: Upstream,
  options: { websocket?: boolean } = {},
): Promise<void> {
  const targets = upstream.targets;
  let turn = 0;
  const nextInTurn = (): string => {
    const target = targets[turn] ?? '';
    turn = (turn + 1) % targets.length;
    return target;
  };
  const websocket =
    options.websocket === true
      ? { websocket: true as const, wsUpstream: targets[0] ?? '' }
      : { websocket: false as const };
  await app.register(async (scope) => {
    // Bodies pass through unread, whatever their type (Fastify would otherwise parse text/plain up to its 1 MB limit).
    scope.removeAllContentTypeParsers();
    scope.addHook('onSend', async (request, reply, payload) =>
      payload instanceof Readable ? endingAfterTheBody(request, reply, payload) : payload,
    );
    await scope.register(fastifyHttpProxy, {
      // No fixed upstream: each request is given its copy (with one, reply-from sends every request to it).
      upstream: '',
      replyOptions: { getUpstream: nextInTurn },
      prefix: upstream.prefix,
      rewritePrefix: upstream.prefix,
      internalRewriteLocationHeader: false,
      disableRequestLogging: true,
      ...websocket,
      handler: (request, reply, dest, replyOptions) => {
        const first = targets.indexOf(replyOptions.getUpstream?.(request, '') ?? '');
        const attempt = (tried: number): FastifyReply => {
          if (!hasNoBody(request)) request.body = bodyForOneAttempt(request.raw);
          return reply.from(dest, {
            ...replyOptions,
            getUpstream: () => targets[(first + tried) % targets.length] ?? '',
            rewriteRequestHeaders: (_request, headers) => forwardedHeaders(request, headers),
            onError: (_reply, { error }) => {
              if (tried + 1 < targets.length && mayTryNextCopy(error, request)) attempt(tried + 1);
              else sendBadGateway(request, reply, upstream);
            },
          });
        };
        return attempt(0);
      },
    });
  });
}

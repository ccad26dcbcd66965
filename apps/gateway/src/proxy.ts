import {
  request,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { html, page, sendHtml, sendJson } from '@ace/dev-kit';
import type { Upstream } from './config.ts';

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const listed = new Set((headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !listed.has(name)));
}

/** The owner of a path: the longest prefix that is the path itself or a parent of it. */
export function upstreamFor(pathname: string, upstreams: readonly Upstream[]): Upstream | undefined {
  return upstreams
    .filter((upstream) => pathname === upstream.prefix || pathname.startsWith(`${upstream.prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

function sendBadGateway(req: IncomingMessage, res: ServerResponse, upstream: Upstream): void {
  const message = `${upstream.name} is not running or not answering. If you started the stack with npm start, look at its log in the terminal.`;
  if (upstream.prefix === '/api' || !(req.headers.accept ?? '').includes('text/html')) {
    // The API's own error envelope (DESIGN.md section 6), so the apps show it like any other failure.
    sendJson(res, 502, { success: false, error: message, message, code: 'BAD_GATEWAY' });
    return;
  }
  sendHtml(
    res,
    502,
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

/** Whose turn it is next, per service with several copies. */
const turns = new WeakMap<Upstream, number>();

function nextTurn(upstream: Upstream): number {
  const turn = turns.get(upstream) ?? 0;
  turns.set(upstream, (turn + 1) % upstream.targets.length);
  return turn;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function hasNoBody(req: IncomingMessage): boolean {
  return (req.headers['content-length'] ?? '0') === '0' && req.headers['transfer-encoding'] === undefined;
}

/**
 * Whether a failed attempt may go to the next copy of the service: only when that copy cannot have seen the
 * request. A refused connection (a copy stopped or stopping) took none of it: the body is only sent once connected.
 * A kept-alive connection the copy closed as the request went out (it was stopping) may have carried it, so it
 * is tried again only for a request without a body that may be repeated.
 */
function mayTryNextCopy(error: NodeJS.ErrnoException, outgoing: ClientRequest, req: IncomingMessage): boolean {
  if (error.code === 'ECONNREFUSED') return true;
  return (
    error.code === 'ECONNRESET' && outgoing.reusedSocket && IDEMPOTENT_METHODS.has(req.method ?? '') && hasNoBody(req)
  );
}

/**
 * Forwards one request to a service: method, path and headers as they came (plus X-Forwarded-For, -Proto and
 * -Host), bodies streamed both ways. Answers 502 when the service cannot be reached.
 *
 * A service with several copies (API_URL=a,b) gets requests in turn; a copy that refuses the connection is passed
 * over for the next, so stopping one copy loses no request (mayTryNextCopy).
 *
 * A service may answer before it has read the whole body (the API refusing one as too large) and close the
 * connection: sending the rest of the body then fails (EPIPE, ECONNRESET), but the answer has come and is passed
 * on, and the rest of the client's body is read and dropped before the answer ends, so that the client, still
 * sending, reads the answer instead of a reset connection.
 */
export function forward(req: IncomingMessage, res: ServerResponse, upstream: Upstream): void {
  const headers = endToEnd(req.headers);
  const remote = req.socket.remoteAddress ?? '';
  const priorFor = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = priorFor === undefined ? remote : `${String(priorFor)}, ${remote}`;
  headers['x-forwarded-proto'] = 'http';
  const first = nextTurn(upstream);
  let current: ClientRequest | undefined;
  res.on('close', () => {
    if (!res.writableFinished) current?.destroy();
  });

  const attempt = (tried: number) => {
    const target = new URL(upstream.targets[(first + tried) % upstream.targets.length] ?? '');
    headers['x-forwarded-host'] = req.headers.host ?? target.host;
    let answered = false;
    const outgoing = request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (incoming) => {
        answered = true;
        res.writeHead(incoming.statusCode ?? 502, incoming.statusMessage, endToEnd(incoming.headers));
        incoming.pipe(res, { end: false });
        incoming.on('end', () => {
          if (req.complete) {
            res.end();
            return;
          }
          // Answered before the body was all sent: the service wants no more of it.
          req.unpipe(outgoing);
          outgoing.destroy();
          req.once('end', () => res.end());
          req.resume();
        });
        // The service went away in the middle of its answer: the client must not take half of it for all of it.
        incoming.on('error', () => res.destroy());
      },
    );
    current = outgoing;
    const sendBody = () => req.pipe(outgoing);
    // The body waits for the connection, so that a copy refusing it has taken none of the body.
    outgoing.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', sendBody);
      else sendBody();
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // Once the answer has begun, only how it ends matters (above): a failure to send the rest of the body does not.
      if (answered || res.destroyed) return;
      if (tried + 1 < upstream.targets.length && mayTryNextCopy(error, outgoing, req)) {
        req.unpipe(outgoing);
        attempt(tried + 1);
        return;
      }
      if (res.headersSent) res.destroy();
      else sendBadGateway(req, res, upstream);
    });
  };
  attempt(0);
}

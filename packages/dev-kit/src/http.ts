import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export class BodyTooLargeError extends Error {
  constructor(limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** The whole request body, refusing (without buffering it) one larger than the limit. */
export async function readBody(req: IncomingMessage, limitBytes = 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limitBytes) {
      req.resume();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
}

/** The parsed JSON body, or undefined when it is not JSON. */
export async function readJson(req: IncomingMessage, limitBytes?: number): Promise<unknown> {
  const text = (await readBody(req, limitBytes)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The headers of every JSON answer of the stand-ins and the gateway. */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(payload),
    ...JSON_HEADERS,
    ...headers,
  });
  res.end(payload);
}

/**
 * Pages allow their own inline styles and nothing else: no script, no frames of them. Their Referer stays on this
 * origin (same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` on the pages' own form posts,
 * and isCrossOriginRequest could not tell them from another site's).
 */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";

/** The headers of every page of the stand-ins and the gateway. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': PAGE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

export function sendHtml(
  res: ServerResponse,
  status: number,
  markup: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(markup),
    ...PAGE_HEADERS,
    ...headers,
  });
  res.end(markup);
}

export function redirect(res: ServerResponse, location: string, status = 303): void {
  res.writeHead(status, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}

/** Whether a path is the base path itself or below it (`/merit`, `/merit/x`, never `/meritx`). */
export function isUnder(pathname: string, basePath: string): boolean {
  if (basePath === '' || basePath === '/') return true;
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/** Listens and answers the port actually bound (useful with port 0). */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** Stops accepting connections and ends the idle keep-alive ones, so the process can exit at once. */
export async function closeServer(server: Server): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve, reject) => {
    server.close((error) => {
      if (error) reject(error);
      else resolve();
    });
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, 2000).unref();
  await closed;
}

/** CORS for the browser origins a stand-in trusts (the web app's); others get no CORS headers at all. */
export function allowCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: Iterable<string>,
  { methods, headers, expose = [] }: { methods: string[]; headers: string[]; expose?: string[] },
): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin === undefined || !new Set(allowedOrigins).has(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Headers', headers.join(', '));
  res.setHeader('Access-Control-Allow-Methods', [...methods, 'OPTIONS'].join(', '));
  if (expose.length > 0) res.setHeader('Access-Control-Expose-Headers', expose.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
}

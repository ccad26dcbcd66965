import type { IncomingMessage } from 'node:http';

function firstValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Whether a request that changes something was sent by a page of another origin, decided as Go's
 * CrossOriginProtection decides (https://words.filippo.io/csrf/): the browser's `Sec-Fetch-Site` when it sends one
 * (only `same-origin`, or `none` for what the person did themselves, pass); otherwise the `Origin` header, which must
 * name this host (behind the gateway, the host it was asked for). `Origin: null` (a sandboxed frame, a page sent
 * with `Referrer-Policy: no-referrer`) passes for no one. A request with neither header comes from no browser page (a
 * script, a test) and is not a cross-site form post.
 */
export function isCrossOriginRequest(req: IncomingMessage): boolean {
  const site = firstValue(req.headers['sec-fetch-site']);
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host;
  return host === undefined || URL.parse(origin)?.host !== host;
}

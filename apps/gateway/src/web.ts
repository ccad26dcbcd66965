import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { demoAccountTables, html, page, sendHtml } from '@ace/dev-kit';

/** Shown at every web path until apps/web is built: what runs, where, and who can sign in. */
export function placeholderPage(): string {
  const body = html`<h1>ACE Portal</h1>
    <p>
      <strong>The web portal is being built.</strong> Its pages will appear here, at this address, once the web app
      lands in <code>apps/web</code>. Everything behind it is already running:
    </p>
    <ul>
      <li><a href="/api/docs">The API and its documentation</a> (<code>/api</code>)</li>
      <li>
        <a href="/merit">The Merit identity provider stand-in</a> (<code>/merit</code>): sign-in and the agent API
      </li>
      <li><a href="/mail">The mail catcher</a> (<code>/mail</code>): every e-mail the portal sends</li>
      <li><a href="/bank/dev">The bank stand-in</a> (<code>/bank</code>): customers, bank accounts and payouts</li>
    </ul>
    <h2>Demo accounts</h2>
    ${demoAccountTables('')}`;
  return page({ title: 'ACE Portal: the web portal is being built', service: 'ACE Portal (local stack)', body });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean): void {
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * The web app: the built files of apps/web (hashed assets cached for good, index.html for every other path so the
 * app's router decides), or the placeholder page while there is no build.
 */
export function serveWeb(req: IncomingMessage, res: ServerResponse, distDir: string): void {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) {
    sendHtml(res, 200, placeholderPage());
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname);
  const candidate = normalize(join(distDir, pathname));
  const inside = candidate.startsWith(distDir + sep);
  if (inside && existsSync(candidate) && statSync(candidate).isFile()) {
    sendFile(req, res, candidate, pathname.startsWith('/assets/'));
    return;
  }
  if (extname(pathname) !== '' && pathname.startsWith('/assets/')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  sendFile(req, res, index, false);
}

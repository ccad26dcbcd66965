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

/** A built app: its directory, where it is mounted ('' for the root), and the headers of its pages (page-headers.ts). */
export interface Build {
  distDir: string;
  mount: string;
  pageHeaders: Record<string, string>;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean, build: Build): void {
  const extension = extname(file).toLowerCase();
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(extension === '.html' ? build.pageHeaders : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * A built single-page app under its mount: its files (hashed assets cached for good), index.html for every other
 * path so the app's router decides. False when there is no build to serve.
 */
function serveBuild(req: IncomingMessage, res: ServerResponse, build: Build): boolean {
  const { distDir, mount } = build;
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return true;
  }
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname).slice(mount.length) || '/';
  const hashed = pathname.startsWith('/assets/') || pathname.startsWith('/_expo/');
  const candidate = normalize(join(distDir, pathname));
  const inside = candidate.startsWith(distDir + sep);
  if (inside && existsSync(candidate) && statSync(candidate).isFile()) {
    sendFile(req, res, candidate, hashed, build);
    return true;
  }
  if (extname(pathname) !== '' && hashed) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return true;
  }
  sendFile(req, res, index, false, build);
  return true;
}

/** The web app: the built files of apps/web, or the placeholder page while there is no build. */
export function serveWeb(req: IncomingMessage, res: ServerResponse, build: Build): void {
  if (!serveBuild(req, res, build)) sendHtml(res, 200, placeholderPage());
}

/** The native app's web build under its prefix, or a page that says how to build it. */
export function serveMobileWeb(req: IncomingMessage, res: ServerResponse, build: Build): void {
  if (serveBuild(req, res, build)) return;
  const body = html`<h1>The app's web build is not built</h1>
    <p>Build it with <code>npm run build:web --prefix apps/mobile</code> (npm start builds it too).</p>`;
  sendHtml(res, 404, page({ title: "The app's web build is not built", service: 'ACE Portal (local stack)', body }));
}

import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { demoAccountTables, html, page, replyHtml } from '@ace/dev-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** A built app: its directory, where it is mounted ('' for the root), and the headers of its pages (page-headers.ts). */
export interface Build {
  distDir: string;
  mount: string;
  pageHeaders: Record<string, string>;
}

/** What the gateway shows at a build's paths while the build is not there. */
interface Missing {
  status: number;
  markup: string;
}

/** Scripts are text/javascript (RFC 9239), where @fastify/static's mime table still says application/javascript. */
const JAVASCRIPT = new Set(['.js', '.mjs']);

/** The file at a request's path inside the build, if there is one; never a path outside it. */
function fileInBuild(distDir: string, pathname: string): string | undefined {
  const candidate = normalize(join(distDir, pathname));
  if (!candidate.startsWith(distDir + sep)) return undefined;
  try {
    return statSync(candidate).isFile() ? relative(distDir, candidate) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A built single-page app under its mount, with @fastify/static: its files (hashed assets cached for good), index.html
 * for every other path so the app's router decides, and `missing` while there is no build (it may appear while the
 * gateway runs: npm start builds beside it).
 */
export async function registerBuild(app: FastifyInstance, build: Build, missing: Missing): Promise<void> {
  const distDir = normalize(build.distDir);
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: distDir, serve: false });
    // Nothing the gateway itself serves takes a body: it is left unread, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null);
    });
    const serve = (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply): FastifyReply => {
      if (!existsSync(join(distDir, 'index.html'))) return replyHtml(reply, missing.status, missing.markup);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(405).header('allow', 'GET, HEAD').send();
      }
      const pathname = `/${request.params['*'] ?? ''}`;
      const hashed = pathname.startsWith('/assets/') || pathname.startsWith('/_expo/');
      const file = fileInBuild(distDir, pathname);
      reply.header('x-content-type-options', 'nosniff');
      if (file === undefined && hashed && extname(pathname) !== '') {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const served = file ?? 'index.html';
      reply.header('cache-control', file !== undefined && hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (extname(served) === '.html') reply.headers(build.pageHeaders);
      if (JAVASCRIPT.has(extname(served))) {
        return reply
          .type('text/javascript; charset=utf-8')
          .sendFile(served, { cacheControl: false, contentType: false });
      }
      return reply.sendFile(served, { cacheControl: false });
    };
    scope.all(`${build.mount}/*`, serve);
    if (build.mount !== '') scope.all(build.mount, serve);
  });
}

/** The web app: the built files of apps/web, or the placeholder page while there is no build. */
export function registerWeb(app: FastifyInstance, build: Build): Promise<void> {
  return registerBuild(app, build, { status: 200, markup: placeholderPage() });
}

/** The native app's web build under its prefix, or a page that says how to build it. */
export function registerMobileWeb(app: FastifyInstance, build: Build): Promise<void> {
  const body = html`<h1>The app's web build is not built</h1>
    <p>Build it with <code>npm run build:web --prefix apps/mobile</code> (npm start builds it too).</p>`;
  return registerBuild(app, build, {
    status: 404,
    markup: page({ title: "The app's web build is not built", service: 'ACE Portal (local stack)', body }),
  });
}

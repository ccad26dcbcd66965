import { statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { pageHeaders } from '@ace/domain';
import type { FastifyInstance } from 'fastify';

/** The built web app the production start serves beside the API. */
export interface WebApp {
  /** apps/web/dist: index.html and the hashed files under assets/. */
  distDir: string;
  /** The addresses the build calls that may be on other origins, for its pages' connect-src. */
  connectTo: string[];
}

/** Vite names the files under assets/ by their content: a new build gives new names, so they are kept for good. */
const HASHED_DIRECTORY = '/assets/';

/** As the API's own answers have it (helmet's default): the portal is only ever reached over HTTPS in production. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

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
 * Serves the built web app on the API's origin, as the local gateway does (apps/gateway/src/web.ts): its files, with
 * hashed assets cached for good and everything else revalidated; index.html for every other path, so the app's router
 * decides; the pages with the headers of packages/domain's page-headers.ts. Paths under /api stay the API's. Helmet's
 * headers are not sent on these answers: its Cross-Origin-Opener-Policy would cut the sign-in window off from the
 * page that opened it, and the page headers say the rest.
 */
export async function serveWebApp(app: FastifyInstance, web: WebApp): Promise<void> {
  const distDir = normalize(web.distDir);
  const headers = { ...pageHeaders(web.connectTo), 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY };
  await app.register(fastifyStatic, { root: distDir, serve: false });
  app.get<{ Params: { '*': string } }>('/*', { helmet: false, schema: { hide: true } }, async (request, reply) => {
    const pathname = `/${request.params['*']}`;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      reply.callNotFound();
      return reply;
    }
    const hashed = pathname.startsWith(HASHED_DIRECTORY);
    const file = fileInBuild(distDir, pathname);
    reply.header('x-content-type-options', 'nosniff');
    if (file === undefined && hashed) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const served = file ?? 'index.html';
    reply.header('cache-control', file !== undefined && hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (extname(served) === '.html') reply.headers(headers);
    return reply.sendFile(served, { cacheControl: false });
  });
}

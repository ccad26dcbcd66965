import { replyJson } from '@ace/dev-kit';
import { pageHeaders } from '@ace/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { MOBILE_WEB_PREFIX, type GatewayConfig } from './config.ts';
import { registerUpstream } from './proxy.ts';
import { registerMobileWeb, registerWeb } from './web.ts';

/**
 * One origin for the whole local stack: /api, /merit, /bank and /mail go to their services, paths unchanged;
 * /mobile is the native app's web build; everything else is the web app (its build, or a dev server with its
 * websocket for hot reload). Not listening yet: the caller listens.
 */
export async function createGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, exposeHeadRoutes: false });
  const headers = pageHeaders(config.connectTo);
  app.get('/__gateway/health', (_request, reply) => replyJson(reply, 200, { status: 'ok', service: 'gateway' }));
  for (const upstream of config.upstreams) await registerUpstream(app, upstream);
  await registerMobileWeb(app, { distDir: config.mobileWebDistDir, mount: MOBILE_WEB_PREFIX, pageHeaders: headers });
  if (config.webUrl === undefined) {
    await registerWeb(app, { distDir: config.webDistDir, mount: '', pageHeaders: headers });
  } else {
    const devServer = { prefix: '/', targets: [config.webUrl], name: 'The web app dev server' };
    await registerUpstream(app, devServer, { websocket: true });
  }
  return app;
}

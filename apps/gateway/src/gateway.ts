import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '@ace/dev-kit';
import { pageHeaders } from '@ace/domain';
import { MOBILE_WEB_PREFIX, type GatewayConfig } from './config.ts';
import { forward, upstreamFor } from './proxy.ts';
import { serveMobileWeb, serveWeb, type Build } from './web.ts';

/**
 * One origin for the whole local stack: /api, /merit, /bank and /mail go to their services, paths unchanged;
 * /mobile is the native app's web build; everything else is the web app.
 */
export function createGatewayHandler(config: GatewayConfig) {
  const web =
    config.webUrl === undefined ? undefined : { prefix: '/', targets: [config.webUrl], name: 'The web app dev server' };
  const headers = pageHeaders(config.connectTo);
  const webBuild: Build = { distDir: config.webDistDir, mount: '', pageHeaders: headers };
  const mobileBuild: Build = { distDir: config.mobileWebDistDir, mount: MOBILE_WEB_PREFIX, pageHeaders: headers };
  return (req: IncomingMessage, res: ServerResponse): void => {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    } catch {
      sendJson(res, 400, { error: 'bad_request', message: 'The request path is not valid.' });
      return;
    }
    if (pathname === '/__gateway/health') {
      sendJson(res, 200, { status: 'ok', service: 'gateway' });
      return;
    }
    const upstream = upstreamFor(pathname, config.upstreams);
    if (upstream !== undefined) forward(req, res, upstream);
    else if (pathname === MOBILE_WEB_PREFIX || pathname.startsWith(`${MOBILE_WEB_PREFIX}/`))
      serveMobileWeb(req, res, mobileBuild);
    else if (web !== undefined) forward(req, res, web);
    else serveWeb(req, res, webBuild);
  };
}

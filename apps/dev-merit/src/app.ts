import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import { allowCors, BodyTooLargeError, isUnder, sendHtml, sendJson } from '@ace/dev-kit';
import { AccountStore } from './accounts.ts';
import { createAgentApi } from './agent-api.ts';
import { clientOrigins, portalClients } from './clients.ts';
import { issuerOf, type MeritConfig } from './config.ts';
import { createInteractionRoutes } from './interactions.ts';
import { loadOrCreateKeys, publicKeys } from './keys.ts';
import { OidcStore } from './oidc-store.ts';
import { landingPage, messagePage } from './pages.ts';
import { createProvider } from './provider.ts';

export interface DevMerit {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  accounts: AccountStore;
}

/**
 * The identity stand-in as one request handler: its own pages and the agent API under the base path, everything
 * else handed to oidc-provider with the base path taken off (the provider finds its mount path from
 * `req.originalUrl`, so the URLs it prints carry the prefix).
 */
export async function createDevMerit(config: MeritConfig): Promise<DevMerit> {
  mkdirSync(config.stateDir, { recursive: true });
  const accounts = await AccountStore.open(config.stateDir);
  const keys = loadOrCreateKeys(config.stateDir);
  const store = new OidcStore(config.stateDir);
  const provider = createProvider({ config, accounts, store, keys });
  const issuer = issuerOf(config);
  const clients = portalClients(config.publicUrl);
  const corsOrigins = new Set([...clientOrigins(clients), ...config.extraCorsOrigins]);
  const interactions = createInteractionRoutes({ config, provider, accounts });
  const agentApi = createAgentApi({
    accounts,
    issuer,
    audience: config.apiAudience,
    publicKeys: publicKeys(keys.signingKeys),
  });
  const oidcCallback = provider.callback();
  const base = config.basePath;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    if (!isUnder(url.pathname, base)) {
      sendHtml(res, 404, messagePage('Not found', `The identity stand-in lives under ${base || '/'}.`));
      return;
    }
    const path = url.pathname.slice(base.length) || '/';

    if (path === '/health') {
      sendJson(res, 200, { status: 'ok', service: 'dev-merit' });
      return;
    }
    if (path === '/' && method === 'GET') {
      sendHtml(
        res,
        200,
        landingPage({
          issuer,
          basePath: base,
          publicUrl: config.publicUrl,
          devMode: config.devMode,
          clients: clients.map((client) => ({
            id: client.client_id,
            name: typeof client.client_name === 'string' ? client.client_name : client.client_id,
            redirects: client.redirect_uris ?? [],
          })),
        }),
      );
      return;
    }
    const interaction = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/.exec(path);
    if (interaction?.[1] !== undefined) {
      const uid = interaction[1];
      if (method === 'GET' && interaction[2] === undefined) await interactions.show(req, res, uid);
      else if (method === 'POST' && interaction[2] === '/login') await interactions.login(req, res, uid);
      else if (method === 'POST' && interaction[2] === '/abort') await interactions.abort(req, res, uid);
      else sendHtml(res, 405, messagePage('Not allowed', 'This address does not take that kind of request.'));
      return;
    }
    if (path.startsWith('/v1/agents/')) {
      allowCors(req, res, corsOrigins, { methods: ['GET', 'POST', 'PUT'], headers: ['Authorization', 'Content-Type'] });
      if (method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      await agentApi(req, res, { method, rest: path.slice('/v1/agents/'.length) });
      return;
    }
    // oidc-provider: discovery, JWKS, authorize, token, revocation, end session…
    const originalUrl = req.url ?? '/';
    Object.assign(req, { originalUrl, url: `${path}${url.search}` });
    await oidcCallback(req, res);
  }

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, { error: 'too_large', message: error.message });
        return;
      }
      console.error('dev-merit: request failed', error);
      if (!res.headersSent) sendHtml(res, 500, messagePage('Something went wrong', 'The identity stand-in failed.'));
      else res.destroy();
    });
  };
  return { handler, accounts };
}

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import { allowCors, BodyTooLargeError, isUnder, replyHtml, replyJson, sendHtml, sendJson } from '@ace/dev-kit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { AccountStore } from './accounts.ts';
import { registerAgentApi } from './agent-api.ts';
import { clientOrigins, portalClients } from './clients.ts';
import { issuerOf, type MeritConfig } from './config.ts';
import { createInteractionRoutes } from './interactions.ts';
import { loadOrCreateKeys, publicKeys } from './keys.ts';
import { OidcStore } from './oidc-store.ts';
import { landingPage, messagePage } from './pages.ts';
import { createProvider } from './provider.ts';

export interface DevMerit {
  app: FastifyInstance;
  accounts: AccountStore;
}

/** A request that failed: an oversized form is a 413, anything else the error page (or a cut connection). */
function answerFailure(res: ServerResponse, error: unknown): void {
  if (error instanceof BodyTooLargeError) {
    sendJson(res, 413, { error: 'too_large', message: error.message });
    return;
  }
  console.error('dev-merit: request failed', error);
  if (!res.headersSent) sendHtml(res, 500, messagePage('Something went wrong', 'The identity stand-in failed.'));
  else res.destroy();
}

/** Hands the request's own req and res to code written for them (oidc-provider and what calls it). */
function handOver(reply: FastifyReply, run: () => Promise<void>): void {
  reply.hijack();
  run().catch((error: unknown) => {
    answerFailure(reply.raw, error);
  });
}

/**
 * The identity stand-in on a server that already listens (its port makes the issuer when PUBLIC_URL is left to
 * default): its own pages and the agent API as Fastify routes under the base path, everything else handed to
 * oidc-provider with the base path taken off (the provider finds its mount path from `req.originalUrl`, so the URLs
 * it prints carry the prefix).
 */
export async function createDevMerit(config: MeritConfig, server: Server): Promise<DevMerit> {
  mkdirSync(config.stateDir, { recursive: true });
  const accounts = await AccountStore.open(config.stateDir);
  const keys = loadOrCreateKeys(config.stateDir);
  const store = new OidcStore(config.stateDir);
  const provider = createProvider({ config, accounts, store, keys });
  const issuer = issuerOf(config);
  const clients = portalClients(config.publicUrl);
  const corsOrigins = new Set([...clientOrigins(clients), ...config.extraCorsOrigins]);
  const interactions = createInteractionRoutes({ config, provider, accounts });
  const oidcCallback = provider.callback();
  const base = config.basePath;

  const app = Fastify({
    logger: false,
    exposeHeadRoutes: false,
    serverFactory: (handler) => server.on('request', handler),
  });
  // Bodies are read by whoever answers: the sign-in form, or oidc-provider's own parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null);
  });
  app.setErrorHandler((error, _request, reply) => {
    reply.hijack();
    answerFailure(reply.raw, error);
  });
  // The agent API is called from the web app in a browser.
  app.addHook('onRequest', async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://stand-in');
    if (!isUnder(pathname, base) || !pathname.slice(base.length).startsWith('/v1/agents/')) return undefined;
    allowCors(request.raw, reply.raw, corsOrigins, {
      methods: ['GET', 'POST', 'PUT'],
      headers: ['Authorization', 'Content-Type'],
    });
    return request.method === 'OPTIONS' ? reply.code(204).send() : undefined;
  });

  // oidc-provider: discovery, JWKS, authorize, token, revocation, end session…
  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://stand-in');
    if (!isUnder(url.pathname, base)) {
      return replyHtml(reply, 404, messagePage('Not found', `The identity stand-in lives under ${base || '/'}.`));
    }
    const req = request.raw;
    Object.assign(req, { originalUrl: request.url, url: `${url.pathname.slice(base.length) || '/'}${url.search}` });
    handOver(reply, () => oidcCallback(req, reply.raw));
    return reply;
  });
  await app.register(
    (routes, _options, done) => {
      routes.all('/health', (_request, reply) => replyJson(reply, 200, { status: 'ok', service: 'dev-merit' }));
      routes.get('/', (_request, reply) =>
        replyHtml(
          reply,
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
        ),
      );
      const notAllowed = (reply: FastifyReply) =>
        replyHtml(reply, 405, messagePage('Not allowed', 'This address does not take that kind of request.'));
      const interaction = (
        suffix: string,
        method: string,
        run: (req: IncomingMessage, res: ServerResponse, uid: string) => Promise<void>,
      ): void => {
        routes.all<{ Params: { uid: string } }>(`/interaction/:uid([A-Za-z0-9_-]+)${suffix}`, (request, reply) => {
          if (request.method !== method) return notAllowed(reply);
          handOver(reply, () => run(request.raw, reply.raw, request.params.uid));
          return reply;
        });
      };
      interaction('', 'GET', (req, res, uid) => interactions.show(req, res, uid));
      interaction('/login', 'POST', (req, res, uid) => interactions.login(req, res, uid));
      interaction('/abort', 'POST', (req, res, uid) => interactions.abort(req, res, uid));
      registerAgentApi(routes, {
        accounts,
        issuer,
        audience: config.apiAudience,
        publicKeys: publicKeys(keys.signingKeys),
      });
      done();
    },
    { prefix: base },
  );
  await app.ready();
  return { app, accounts };
}

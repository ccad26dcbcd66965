import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { allowCors, BodyTooLargeError, replyJson } from '@ace/dev-kit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { registerApiRoutes, registerTokenRoute } from './api-routes.ts';
import { Bank } from './bank.ts';
import type { BankConfig } from './config.ts';
import { registerDevPage } from './dev-page.ts';
import { DwollaError, notFound, replyHal } from './hal.ts';
import { pathBelow } from './paths.ts';
import { BankStore } from './state.ts';

export interface DevBank {
  bank: Bank;
  app: FastifyInstance;
  /** Stops the clock and the routes; the server itself is closed by whoever made it. */
  stop: () => Promise<void>;
}

function replyError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof DwollaError) return replyHal(reply, error.status, error.toJSON());
  if (error instanceof BodyTooLargeError) {
    return replyHal(reply, 413, { code: 'RequestTooLarge', message: error.message });
  }
  console.error('dev-bank: request failed', error);
  return replyHal(reply, 500, { code: 'ServerError', message: 'A server error occurred.' });
}

/**
 * The bank stand-in on a server that already listens: its port decides the HAL links when PUBLIC_URL is left to
 * default, so the server is made (and bound) first and Fastify answers its requests.
 */
export async function createDevBank(config: BankConfig, server: Server): Promise<DevBank> {
  mkdirSync(config.stateDir, { recursive: true });
  const bank = new Bank(config, new BankStore(config.stateDir));
  bank.start();

  const app = Fastify({
    logger: false,
    exposeHeadRoutes: false,
    serverFactory: (handler) => server.on('request', handler),
  });
  // Each route reads its body itself, after its checks (Accept, token, idempotent replay), with its own limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null);
  });
  app.setNotFoundHandler((_request, reply) => replyError(reply, notFound()));
  app.setErrorHandler((error, _request, reply) => replyError(reply, error));

  // The client-side calls come from the web app in a browser.
  app.addHook('onRequest', async (request, reply) => {
    const path = pathBelow(request.url, config.basePath);
    if (path !== '/funding-sources' && !/^\/customers\/[^/]+\/funding-sources$/.test(path ?? '')) return undefined;
    allowCors(request.raw, reply.raw, config.corsOrigins, {
      methods: ['GET', 'POST'],
      headers: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
      expose: ['Location'],
    });
    return request.method === 'OPTIONS' ? reply.code(204).send() : undefined;
  });

  await app.register(
    (routes, _options, done) => {
      routes.all('/health', (_request, reply) => replyJson(reply, 200, { status: 'ok', service: 'dev-bank' }));
      registerDevPage(routes, bank);
      registerTokenRoute(routes, bank);
      registerApiRoutes(routes, bank);
      done();
    },
    { prefix: config.basePath },
  );
  await app.ready();
  return {
    bank,
    app,
    stop: async () => {
      await app.close();
      await bank.stop();
    },
  };
}

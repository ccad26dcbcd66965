import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import { allowCors, BodyTooLargeError, isCrossOriginRequest, isUnder, sendJson } from '@ace/dev-kit';
import { handleApi, handleToken } from './api-routes.ts';
import { Bank } from './bank.ts';
import type { BankConfig } from './config.ts';
import { handleDevAction, sendDevPage } from './dev-page.ts';
import { DwollaError, notFound, sendHal } from './hal.ts';
import { BankStore } from './state.ts';

export interface DevBank {
  bank: Bank;
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  stop: () => Promise<void>;
}

export function createDevBank(config: BankConfig): DevBank {
  mkdirSync(config.stateDir, { recursive: true });
  const bank = new Bank(config, new BankStore(config.stateDir));
  bank.start();

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (!isUnder(url.pathname, config.basePath)) throw notFound();
    const path = url.pathname.slice(config.basePath.length) || '/';
    const method = req.method ?? 'GET';

    if (path === '/health') {
      sendJson(res, 200, { status: 'ok', service: 'dev-bank' });
      return;
    }
    if (path === '/dev' && method === 'GET') {
      sendDevPage(bank, res, url.searchParams);
      return;
    }
    if (path.startsWith('/dev/') && method === 'POST') {
      // A form post from another site must not drive the dev page's buttons.
      if (isCrossOriginRequest(req)) {
        sendJson(res, 403, { code: 'Forbidden', message: 'The dev page only takes its own form posts.' });
        return;
      }
      if (await handleDevAction(bank, req, res, path)) return;
      throw notFound();
    }
    if (path === '/token' && method === 'POST') {
      await handleToken(bank, req, res);
      return;
    }
    // The client-side calls come from the web app in a browser.
    if (path === '/funding-sources' || /^\/customers\/[^/]+\/funding-sources$/.test(path)) {
      allowCors(req, res, config.corsOrigins, {
        methods: ['GET', 'POST'],
        headers: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
        expose: ['Location'],
      });
      if (method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    await handleApi(bank, req, res, path, url.searchParams);
  }

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof DwollaError) {
        sendHal(res, error.status, error.toJSON());
        return;
      }
      if (error instanceof BodyTooLargeError) {
        sendHal(res, 413, { code: 'RequestTooLarge', message: error.message });
        return;
      }
      console.error('dev-bank: request failed', error);
      if (res.headersSent) res.destroy();
      else sendHal(res, 500, { code: 'ServerError', message: 'A server error occurred.' });
    });
  };
  return { bank, handler, stop: () => bank.stop() };
}

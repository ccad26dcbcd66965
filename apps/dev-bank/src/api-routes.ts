import { readBody, replyJson } from '@ace/dev-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Bank } from './bank.ts';
import { isRecord } from './bank/input.ts';
import { DwollaError, forbidden, HAL_MEDIA_TYPE, link, notFound, replyCreated, replyHal } from './hal.ts';
import { ID, pathBelow, queryOf } from './paths.ts';
import type { IssuedToken } from './state.ts';

type Answer = { status: 200; body: unknown } | { status: 201; location: string };

interface Call {
  bank: Bank;
  token: IssuedToken;
  /** The path's id ('' for a path without one). */
  id: string;
  body: unknown;
  query: URLSearchParams;
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path below the base path, in Fastify's syntax. */
  url: string;
  /** Which tokens open it: the application's own, or a customer-scoped one (funding-sources or client token). */
  access: 'application' | 'customer' | 'application-or-customer';
  run: (call: Call) => Answer;
}

function ok(body: unknown): Answer {
  return { status: 200, body };
}

function mustBeRecord(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : {};
}

/** A customer-scoped token opens only its own customer. */
function customerOf(call: Call, customerId: string): string {
  if (call.token.kind !== 'application' && call.token.customerId !== customerId) throw forbidden();
  return customerId;
}

const apiRoutes: Route[] = [
  {
    method: 'GET',
    url: '/',
    access: 'application',
    run: ({ bank }) =>
      ok({
        _links: {
          self: link(bank.urls.url(), 'root'),
          account: link(bank.urls.url('accounts', bank.state.account.id), 'account'),
          customers: link(bank.urls.url('customers'), 'customer'),
          events: link(bank.urls.url('events'), 'event'),
          'webhook-subscriptions': link(bank.urls.url('webhook-subscriptions'), 'webhook-subscription'),
        },
      }),
  },
  {
    method: 'GET',
    url: `/accounts/${ID}`,
    access: 'application',
    run: ({ bank, id }) => {
      if (id !== bank.state.account.id) throw notFound();
      return ok({
        _links: {
          self: link(bank.urls.url('accounts', id), 'account'),
          'funding-sources': link(bank.urls.url('accounts', id, 'funding-sources'), 'funding-source'),
        },
        id,
        name: bank.state.account.name,
      });
    },
  },
  {
    method: 'GET',
    url: `/accounts/${ID}/funding-sources`,
    access: 'application',
    run: ({ bank, id, query }) => {
      if (id !== bank.state.account.id) throw notFound();
      return ok(bank.fundingSources.of(null, query.get('removed') !== 'false'));
    },
  },
  {
    method: 'POST',
    url: '/customers',
    access: 'application',
    run: ({ bank, body }) => ({ status: 201, location: bank.urls.url('customers', bank.customers.create(body).id) }),
  },
  {
    method: 'GET',
    url: '/customers',
    access: 'application',
    run: ({ bank, query }) => ok(bank.customers.list(query)),
  },
  {
    method: 'GET',
    url: `/customers/${ID}`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.customers.resource(bank.customers.find(id))),
  },
  {
    method: 'POST',
    url: `/customers/${ID}/funding-sources-token`,
    access: 'application',
    run: ({ bank, id }) => {
      const customer = bank.customers.find(id);
      return ok({
        _links: {
          self: link(bank.urls.url('customers', customer.id, 'funding-sources-token'), 'funding-sources-token'),
        },
        token: bank.tokens.issueCustomerToken('funding-sources', customer.id),
      });
    },
  },
  {
    method: 'GET',
    url: `/customers/${ID}/funding-sources`,
    access: 'application',
    run: ({ bank, id, query }) =>
      ok(bank.fundingSources.of(bank.customers.find(id).id, query.get('removed') !== 'false')),
  },
  {
    method: 'POST',
    url: `/customers/${ID}/funding-sources`,
    access: 'application-or-customer',
    run: (call) => {
      const source = call.bank.fundingSources.add(customerOf(call, call.id), call.body);
      return { status: 201, location: call.bank.urls.url('funding-sources', source.id) };
    },
  },
  {
    method: 'GET',
    url: `/customers/${ID}/transfers`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.transfers.of(bank.customers.find(id).id)),
  },
  {
    method: 'POST',
    url: '/client-tokens',
    access: 'application',
    run: ({ bank, body }) => {
      const input = mustBeRecord(body);
      const links = mustBeRecord(input._links);
      const href = mustBeRecord(links.customer).href;
      const customerId =
        typeof href === 'string'
          ? /\/customers\/([0-9a-f-]{36})\/?$/.exec(URL.parse(href)?.pathname ?? '')?.[1]
          : undefined;
      const errors = [];
      if (input.action !== 'customer.fundingsources.create') {
        errors.push({
          code: 'Invalid',
          message: 'Action must be customer.fundingsources.create in this stand-in.',
          path: '/action',
        });
      }
      if (customerId === undefined)
        errors.push({ code: 'Required', message: 'Customer link required.', path: '/_links/customer/href' });
      if (errors.length > 0 || customerId === undefined) {
        throw new DwollaError(
          400,
          'ValidationError',
          'Validation error(s) present. See embedded errors list for more details.',
          { errors },
        );
      }
      return ok({ token: bank.tokens.issueCustomerToken('client', bank.customers.find(customerId).id) });
    },
  },
  {
    // The specification's client-side call: a browser posts the account with a funding-sources token.
    method: 'POST',
    url: '/funding-sources',
    access: 'customer',
    run: ({ bank, token, body }) => {
      const source = bank.fundingSources.add(token.customerId ?? '', body);
      return { status: 201, location: bank.urls.url('funding-sources', source.id) };
    },
  },
  {
    method: 'GET',
    url: `/funding-sources/${ID}`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.fundingSources.resource(bank.fundingSources.find(id))),
  },
  {
    method: 'POST',
    url: `/funding-sources/${ID}`,
    access: 'application',
    run: ({ bank, id, body }) => {
      const input = mustBeRecord(body);
      if (input.removed !== true) {
        throw new DwollaError(
          400,
          'ValidationError',
          'Validation error(s) present. See embedded errors list for more details.',
          {
            errors: [
              { code: 'Invalid', message: 'Only { "removed": true } is supported by this stand-in.', path: '/removed' },
            ],
          },
        );
      }
      return ok(bank.fundingSources.resource(bank.fundingSources.remove(id)));
    },
  },
  {
    method: 'POST',
    url: '/transfers',
    access: 'application',
    run: ({ bank, body }) => ({ status: 201, location: bank.urls.url('transfers', bank.transfers.create(body).id) }),
  },
  {
    method: 'GET',
    url: `/transfers/${ID}`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.transfers.resource(bank.transfers.find(id))),
  },
  {
    method: 'POST',
    url: `/transfers/${ID}`,
    access: 'application',
    run: ({ bank, id, body }) => {
      if (mustBeRecord(body).status !== 'cancelled') {
        throw new DwollaError(
          400,
          'ValidationError',
          'Validation error(s) present. See embedded errors list for more details.',
          {
            errors: [{ code: 'Invalid', message: 'Status must be cancelled.', path: '/status' }],
          },
        );
      }
      return ok(bank.transfers.resource(bank.transfers.cancel(id)));
    },
  },
  {
    method: 'GET',
    url: `/transfers/${ID}/failure`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.transfers.failureResource(bank.transfers.find(id))),
  },
  {
    method: 'POST',
    url: '/webhook-subscriptions',
    access: 'application',
    run: ({ bank, body }) => ({
      status: 201,
      location: bank.urls.url('webhook-subscriptions', bank.subscriptions.create(body).id),
    }),
  },
  {
    method: 'GET',
    url: '/webhook-subscriptions',
    access: 'application',
    run: ({ bank }) => ok(bank.subscriptions.list()),
  },
  {
    method: 'GET',
    url: `/webhook-subscriptions/${ID}`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.subscriptions.resource(bank.subscriptions.find(id))),
  },
  {
    method: 'DELETE',
    url: `/webhook-subscriptions/${ID}`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.subscriptions.resource(bank.subscriptions.delete(id))),
  },
  {
    method: 'GET',
    url: `/webhook-subscriptions/${ID}/webhooks`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.subscriptions.deliveriesOf(id)),
  },
  {
    method: 'GET',
    url: '/events',
    access: 'application',
    run: ({ bank, query }) => ok(bank.events.list(query)),
  },
  {
    method: 'GET',
    url: `/events/${ID}`,
    access: 'application',
    run: ({ bank, id }) => ok(bank.events.resource(bank.events.find(id))),
  },
];

function bearer(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

async function parseBody(request: FastifyRequest): Promise<unknown> {
  const raw = (await readBody(request.raw)).toString('utf8');
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new DwollaError(400, 'BadRequest', 'The request body contains bad syntax or is incomplete.');
  }
}

/** `POST /token`: OAuth client credentials, with the client id and secret in Basic auth or in the form. */
export function registerTokenRoute(routes: FastifyInstance, bank: Bank): void {
  routes.post('/token', async (request, reply) => {
    const form = new URLSearchParams((await readBody(request.raw, 16 * 1024)).toString('utf8'));
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic === undefined ? [] : Buffer.from(basic, 'base64').toString('utf8').split(':');
    const clientId = basicId ?? form.get('client_id');
    const clientSecret = basicSecret ?? form.get('client_secret');
    if (form.get('grant_type') !== 'client_credentials') {
      return replyJson(reply, 400, {
        error: 'unsupported_grant_type',
        error_description: 'grant_type must be client_credentials.',
      });
    }
    if (clientId !== bank.config.clientId || clientSecret !== bank.config.clientSecret) {
      return replyJson(reply, 401, { error: 'invalid_client', error_description: 'Invalid client credentials.' });
    }
    return replyJson(reply, 200, bank.tokens.issueApplicationToken());
  });
}

/**
 * Every Dwolla API call below the base path: one Fastify route per path, answering a method it does not know with
 * 405; then the Accept check, the token, an idempotent replay, and only then the body.
 */
export function registerApiRoutes(routes: FastifyInstance, bank: Bank): void {
  for (const url of new Set(apiRoutes.map((route) => route.url))) {
    const candidates = apiRoutes.filter((route) => route.url === url);
    routes.all<{ Params: { id?: string } }>(url, async (request, reply) => {
      const route = candidates.find((candidate) => candidate.method === request.method);
      if (route === undefined) throw new DwollaError(405, 'MethodNotAllowed', 'Method not allowed.');
      if (!(request.headers.accept ?? '').includes(HAL_MEDIA_TYPE)) {
        throw new DwollaError(406, 'InvalidVersion', `Missing or invalid API version. Send Accept: ${HAL_MEDIA_TYPE}.`);
      }
      const token = bank.tokens.check(bearer(request));
      const allowed =
        route.access === 'application-or-customer' ||
        (route.access === 'application' ? token.kind === 'application' : token.kind !== 'application');
      if (!allowed) throw invalidAccessToken(route.access);

      const path = pathBelow(request.url, bank.config.basePath) ?? '';
      const idempotencyKey = request.headers['idempotency-key'];
      const replayKey =
        route.method === 'POST' && typeof idempotencyKey === 'string'
          ? `${token.kind}:${path}:${idempotencyKey}`
          : undefined;
      const remembered = replayKey === undefined ? undefined : bank.idempotency.remembered(replayKey);
      if (remembered !== undefined) {
        return remembered.status === 201 && remembered.location !== undefined
          ? replyCreated(reply, remembered.location)
          : replyHal(reply, remembered.status, remembered.body);
      }

      const body = route.method === 'POST' ? await parseBody(request) : undefined;
      const answer = route.run({ bank, token, id: request.params.id ?? '', body, query: queryOf(request.url) });
      if (answer.status === 201) {
        if (replayKey !== undefined) bank.idempotency.remember(replayKey, 201, answer.location, undefined);
        return replyCreated(reply, answer.location);
      }
      if (replayKey !== undefined) bank.idempotency.remember(replayKey, answer.status, undefined, answer.body);
      return replyHal(reply, answer.status, answer.body);
    });
  }
}

function invalidAccessToken(access: Route['access']): DwollaError {
  return new DwollaError(
    401,
    'InvalidAccessToken',
    access === 'customer'
      ? 'Invalid access token. This call takes a funding-sources or client token.'
      : 'Invalid access token. This call takes an application access token.',
  );
}

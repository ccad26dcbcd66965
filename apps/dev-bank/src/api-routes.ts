import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '@ace/dev-kit';
import type { Bank } from './bank.ts';
import { isRecord } from './bank/input.ts';
import { DwollaError, forbidden, HAL_MEDIA_TYPE, link, notFound, sendCreated, sendHal } from './hal.ts';
import type { IssuedToken } from './state.ts';

type Answer = { status: 200; body: unknown } | { status: 201; location: string };

interface Call {
  bank: Bank;
  token: IssuedToken;
  params: string[];
  body: unknown;
  query: URLSearchParams;
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  /** Which tokens open it: the application's own, or a customer-scoped one (funding-sources or client token). */
  access: 'application' | 'customer' | 'application-or-customer';
  run: (call: Call) => Answer;
}

const ID = '([0-9a-f-]{36})';

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

const routes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/$/,
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
    pattern: new RegExp(`^/accounts/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id] }) => {
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
    pattern: new RegExp(`^/accounts/${ID}/funding-sources$`),
    access: 'application',
    run: ({ bank, params: [id], query }) => {
      if (id !== bank.state.account.id) throw notFound();
      return ok(bank.fundingSources.of(null, query.get('removed') !== 'false'));
    },
  },
  {
    method: 'POST',
    pattern: /^\/customers$/,
    access: 'application',
    run: ({ bank, body }) => ({ status: 201, location: bank.urls.url('customers', bank.customers.create(body).id) }),
  },
  {
    method: 'GET',
    pattern: /^\/customers$/,
    access: 'application',
    run: ({ bank, query }) => ok(bank.customers.list(query)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/customers/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.customers.resource(bank.customers.find(id))),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/customers/${ID}/funding-sources-token$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => {
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
    pattern: new RegExp(`^/customers/${ID}/funding-sources$`),
    access: 'application',
    run: ({ bank, params: [id = ''], query }) =>
      ok(bank.fundingSources.of(bank.customers.find(id).id, query.get('removed') !== 'false')),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/customers/${ID}/funding-sources$`),
    access: 'application-or-customer',
    run: (call) => {
      const source = call.bank.fundingSources.add(customerOf(call, call.params[0] ?? ''), call.body);
      return { status: 201, location: call.bank.urls.url('funding-sources', source.id) };
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/customers/${ID}/transfers$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.transfers.of(bank.customers.find(id).id)),
  },
  {
    method: 'POST',
    pattern: /^\/client-tokens$/,
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
    pattern: /^\/funding-sources$/,
    access: 'customer',
    run: ({ bank, token, body }) => {
      const source = bank.fundingSources.add(token.customerId ?? '', body);
      return { status: 201, location: bank.urls.url('funding-sources', source.id) };
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/funding-sources/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.fundingSources.resource(bank.fundingSources.find(id))),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/funding-sources/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id = ''], body }) => {
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
    pattern: /^\/transfers$/,
    access: 'application',
    run: ({ bank, body }) => ({ status: 201, location: bank.urls.url('transfers', bank.transfers.create(body).id) }),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/transfers/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.transfers.resource(bank.transfers.find(id))),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/transfers/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id = ''], body }) => {
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
    pattern: new RegExp(`^/transfers/${ID}/failure$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.transfers.failureResource(bank.transfers.find(id))),
  },
  {
    method: 'POST',
    pattern: /^\/webhook-subscriptions$/,
    access: 'application',
    run: ({ bank, body }) => ({
      status: 201,
      location: bank.urls.url('webhook-subscriptions', bank.subscriptions.create(body).id),
    }),
  },
  {
    method: 'GET',
    pattern: /^\/webhook-subscriptions$/,
    access: 'application',
    run: ({ bank }) => ok(bank.subscriptions.list()),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/webhook-subscriptions/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.subscriptions.resource(bank.subscriptions.find(id))),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/webhook-subscriptions/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.subscriptions.resource(bank.subscriptions.delete(id))),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/webhook-subscriptions/${ID}/webhooks$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.subscriptions.deliveriesOf(id)),
  },
  {
    method: 'GET',
    pattern: /^\/events$/,
    access: 'application',
    run: ({ bank, query }) => ok(bank.events.list(query)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/events/${ID}$`),
    access: 'application',
    run: ({ bank, params: [id = ''] }) => ok(bank.events.resource(bank.events.find(id))),
  },
];

function bearer(req: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

async function parseBody(req: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new DwollaError(400, 'BadRequest', 'The request body contains bad syntax or is incomplete.');
  }
}

/** `POST /token`: OAuth client credentials, with the client id and secret in Basic auth or in the form. */
export async function handleToken(bank: Bank, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const [basicId, basicSecret] = basic === undefined ? [] : Buffer.from(basic, 'base64').toString('utf8').split(':');
  const clientId = basicId ?? form.get('client_id');
  const clientSecret = basicSecret ?? form.get('client_secret');
  if (form.get('grant_type') !== 'client_credentials') {
    sendJson(res, 400, {
      error: 'unsupported_grant_type',
      error_description: 'grant_type must be client_credentials.',
    });
    return;
  }
  if (clientId !== bank.config.clientId || clientSecret !== bank.config.clientSecret) {
    sendJson(res, 401, { error: 'invalid_client', error_description: 'Invalid client credentials.' });
    return;
  }
  sendJson(res, 200, bank.tokens.issueApplicationToken());
}

/** Every Dwolla API call below the base path, from the Accept check to the answer (or the error). */
export async function handleApi(
  bank: Bank,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const method = req.method ?? 'GET';
  const matches = routes
    .map((route) => ({ route, match: route.pattern.exec(path) }))
    .filter((candidate) => candidate.match !== null);
  const found = matches.find((candidate) => candidate.route.method === method);
  if (found?.match == null) {
    throw matches.length > 0 ? new DwollaError(405, 'MethodNotAllowed', 'Method not allowed.') : notFound();
  }
  if (!(req.headers.accept ?? '').includes(HAL_MEDIA_TYPE)) {
    throw new DwollaError(406, 'InvalidVersion', `Missing or invalid API version. Send Accept: ${HAL_MEDIA_TYPE}.`);
  }
  const token = bank.tokens.check(bearer(req));
  const { route } = found;
  const allowed =
    route.access === 'application-or-customer' ||
    (route.access === 'application' ? token.kind === 'application' : token.kind !== 'application');
  if (!allowed) throw invalidAccessToken(route.access);

  const idempotencyKey = req.headers['idempotency-key'];
  const replayKey =
    method === 'POST' && typeof idempotencyKey === 'string' ? `${token.kind}:${path}:${idempotencyKey}` : undefined;
  const remembered = replayKey === undefined ? undefined : bank.idempotency.remembered(replayKey);
  if (remembered !== undefined) {
    if (remembered.status === 201 && remembered.location !== undefined) sendCreated(res, remembered.location);
    else sendHal(res, remembered.status, remembered.body);
    return;
  }

  const body = method === 'POST' ? await parseBody(req) : undefined;
  const answer = route.run({ bank, token, params: found.match.slice(1).map((part) => part), body, query });
  if (answer.status === 201) {
    if (replayKey !== undefined) bank.idempotency.remember(replayKey, 201, answer.location, undefined);
    sendCreated(res, answer.location);
    return;
  }
  if (replayKey !== undefined) bank.idempotency.remember(replayKey, answer.status, undefined, answer.body);
  sendHal(res, answer.status, answer.body);
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

import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseMoney, text } from '@ace/domain';
import { z } from 'zod';
import { linkTokenRequest, type BankLinkFlow } from './bank-link-token.ts';
import {
  BankRefusedError,
  BankUnavailableError,
  type BankEvent,
  type BankFieldError,
  type BankFundingSource,
  type BankProvider,
  type BankRef,
  type BankTransfer,
} from './bank-provider.ts';

/** Dwolla's media type: every request accepts it and every body is sent as it. */
export const DWOLLA_MEDIA_TYPE = 'application/vnd.dwolla.v1.hal+json';

export interface DwollaOptions {
  /** `https://api.dwolla.com`, `https://api-sandbox.dwolla.com`, or the local stand-in (`…/bank`). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  linkFlow: BankLinkFlow;
  /** The programme's funding source; when unset, the account's verified bank is looked up once. */
  programmeFundingSource?: BankRef | undefined;
  timeoutMs?: number;
}

const link = z.object({ href: z.string() });
const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  _embedded: z
    .object({
      errors: z.array(
        z.object({
          code: z.string(),
          message: z.string(),
          path: z.string().default(''),
          _links: z.object({ about: link.optional() }).optional(),
        }),
      ),
    })
    .optional(),
  _links: z.object({ about: link.optional() }).optional(),
});
const tokenBody = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const fundingSourceBody = z.object({
  _links: z.object({ self: link, customer: link.optional() }),
  type: z.string(),
  status: z.string(),
  removed: z.boolean(),
  name: z.string(),
  bankAccountType: z.string().optional(),
  bankName: z.string().optional(),
  created: z.string(),
});
const fundingSourcesBody = z.object({ _embedded: z.object({ 'funding-sources': z.array(fundingSourceBody) }) });
const transferBody = z.object({
  _links: z.object({ self: link, failure: link.optional() }),
  status: z.enum(['pending', 'processed', 'failed', 'cancelled']),
  amount: z.object({ value: z.string(), currency: z.literal('USD') }),
  metadata: z.record(z.string(), z.string()).optional(),
});
const failureBody = z.object({ code: z.string(), description: z.string() });
const subscriptionsBody = z.object({
  _links: z.object({}).loose(),
  _embedded: z.object({
    'webhook-subscriptions': z.array(
      z.object({ _links: z.object({ self: link }), url: z.string(), paused: z.boolean() }),
    ),
  }),
});
const rootBody = z.object({ _links: z.object({ account: link }) });
/** A webhook's event: its texts are looked up in the database, so they follow the portal's rule for texts. */
const eventLink = z.object({ href: text() });
const eventBody = z.object({
  id: text(),
  topic: text(),
  _links: z.object({ resource: eventLink, customer: eventLink.optional() }),
});

interface Answer {
  status: number;
  location: string | null;
  body: unknown;
}

/** Dwolla wants an amount as text with two decimals. */
function amountValue(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function toFundingSource(body: z.infer<typeof fundingSourceBody>): BankFundingSource {
  return {
    ref: body._links.self.href,
    customerRef: body._links.customer?.href ?? null,
    type: body.type === 'balance' ? 'balance' : 'bank',
    status: body.status === 'verified' ? 'verified' : 'unverified',
    removed: body.removed,
    name: body.name,
    accountType:
      body.bankAccountType === 'checking' || body.bankAccountType === 'savings' ? body.bankAccountType : null,
    bankName: body.bankName ?? null,
    created: body.created,
  };
}

/**
 * A thin fetch client of Dwolla's API v2: OAuth client credentials (the token kept until shortly before it
 * expires), HAL links and Location answers, Dwolla's error bodies as typed errors, Idempotency-Key on transfers.
 * It follows only links that lie inside the configured API, so the application's token never leaves for another
 * host, whatever a response or a webhook names.
 */
export function createDwollaBankProvider(options: DwollaOptions): BankProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; expiresAt: number } | undefined;
  let fetchingToken: Promise<string> | undefined;
  let programmeSource = options.programmeFundingSource;

  function isInsideApi(url: string): boolean {
    return url.startsWith(`${apiUrl}/`) && URL.parse(url) !== null;
  }

  function insideApi(url: string): string {
    if (!isInsideApi(url)) throw new BankUnavailableError(`The bank named a link outside its API: ${url}`);
    return url;
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new BankUnavailableError(`The bank could not be reached (${init.method ?? 'GET'} ${url})`, {
        cause: error,
      });
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new BankUnavailableError(`The bank answered ${response.status} with a body that is not JSON`, {
        cause: error,
      });
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send(`${apiUrl}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = await readJson(response);
    if (response.status === 400 || response.status === 401) {
      throw new BankRefusedError(response.status, 'InvalidClient', 'The bank refused the client credentials');
    }
    const parsed = tokenBody.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw new BankUnavailableError(`The bank answered ${response.status} for an access token`);
    }
    // A minute early, so that a token is never used at the moment it expires.
    const lifetimeMs = Math.max(parsed.data.expires_in - 60, 1) * 1000;
    token = { value: parsed.data.access_token, expiresAt: Date.now() + lifetimeMs };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token !== undefined && token.expiresAt > Date.now()) return token.value;
    fetchingToken ??= fetchToken().finally(() => {
      fetchingToken = undefined;
    });
    return fetchingToken;
  }

  function refusal(status: number, body: unknown): BankRefusedError {
    const parsed = errorBody.safeParse(body);
    if (!parsed.success) return new BankRefusedError(status, 'Unknown', `The bank refused the request (${status})`);
    const errors: BankFieldError[] = (parsed.data._embedded?.errors ?? []).map((error) => ({
      code: error.code,
      message: error.message,
      path: error.path,
      ...(error._links?.about ? { aboutRef: error._links.about.href } : {}),
    }));
    const about = parsed.data._links?.about?.href;
    if (about !== undefined)
      errors.push({ code: parsed.data.code, message: parsed.data.message, path: '', aboutRef: about });
    return new BankRefusedError(status, parsed.data.code, parsed.data.message, errors);
  }

  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    retried = false,
  ): Promise<Answer> {
    const response = await send(insideApi(url), {
      method,
      headers: {
        accept: DWOLLA_MEDIA_TYPE,
        authorization: `Bearer ${await accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': DWOLLA_MEDIA_TYPE }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await readJson(response);
    if (response.status === 401 && !retried) {
      // Revoked or expired early: one fresh token, once.
      token = undefined;
      return call(method, url, body, headers, true);
    }
    if (response.status === 429 || response.status >= 500) {
      throw new BankUnavailableError(`The bank answered ${response.status} (${method} ${url})`);
    }
    if (!response.ok) throw refusal(response.status, answer);
    return { status: response.status, location: response.headers.get('location'), body: answer };
  }

  function parse<Schema extends z.ZodType>(schema: Schema, answer: Answer, what: string): z.infer<Schema> {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new BankUnavailableError(`The bank answered an unexpected ${what}`);
    return parsed.data;
  }

  async function create(url: string, body: unknown, headers: Record<string, string> = {}): Promise<BankRef> {
    const answer = await call('POST', url, body, headers);
    if (answer.status !== 201 || answer.location === null) {
      throw new BankUnavailableError(`The bank created nothing at ${url} (${answer.status})`);
    }
    return insideApi(answer.location);
  }

  /** The existing resource a refusal points at (`_links.about`), when it is a duplicate of one. */
  function duplicateOf(error: unknown, codes: readonly string[]): BankRef | undefined {
    if (!(error instanceof BankRefusedError)) return undefined;
    const about = error.errors.find((item) => codes.includes(item.code) && item.aboutRef !== undefined)?.aboutRef;
    return about === undefined ? undefined : insideApi(about);
  }

  /** A transfer as the bank describes it, with the reason of a failed one. */
  async function toTransfer(body: z.infer<typeof transferBody>): Promise<BankTransfer> {
    const amountCents = parseMoney(body.amount.value);
    if (amountCents === null) throw new BankUnavailableError(`The bank answered an amount of ${body.amount.value}`);
    const failureLink = body.status === 'failed' ? body._links.failure?.href : undefined;
    const failure =
      failureLink === undefined ? null : parse(failureBody, await call('GET', failureLink), 'transfer failure');
    return {
      ref: insideApi(body._links.self.href),
      status: body.status,
      amountCents,
      metadata: body.metadata ?? {},
      failure: failure === null ? null : { code: failure.code, description: failure.description },
    };
  }

  async function listFundingSources(url: string): Promise<BankFundingSource[]> {
    const body = parse(fundingSourcesBody, await call('GET', url), 'list of funding sources');
    return body._embedded['funding-sources'].map(toFundingSource);
  }

  function hex(value: string | undefined): Buffer {
    return value !== undefined && /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.alloc(0);
  }

  return {
    async createCustomer(details) {
      try {
        const ref = await create(`${apiUrl}/customers`, { ...details, type: 'receive-only' });
        return { ref, existing: false };
      } catch (error) {
        const existing = duplicateOf(error, ['Duplicate']);
        if (existing === undefined) throw error;
        return { ref: existing, existing: true };
      }
    },

    async createLinkToken(customerRef) {
      const request = linkTokenRequest(options.linkFlow, apiUrl, insideApi(customerRef));
      const body = parse(
        z.object({ token: z.string().min(1) }),
        await call('POST', request.url, request.body),
        'token',
      );
      return body.token;
    },

    async listFundingSources(customerRef) {
      return listFundingSources(`${insideApi(customerRef)}/funding-sources`);
    },

    async addFundingSource(customerRef, account) {
      try {
        return await create(`${insideApi(customerRef)}/funding-sources`, account);
      } catch (error) {
        const existing = duplicateOf(error, ['DuplicateResource']);
        if (existing === undefined) throw error;
        return existing;
      }
    },

    async removeFundingSource(fundingSourceRef) {
      await call('POST', fundingSourceRef, { removed: true });
    },

    async programmeFundingSource() {
      if (programmeSource !== undefined) return programmeSource;
      const root = parse(rootBody, await call('GET', `${apiUrl}/`), 'API root');
      const sources = await listFundingSources(`${root._links.account.href}/funding-sources?removed=false`);
      const bank = sources.find((source) => source.type === 'bank' && source.status === 'verified' && !source.removed);
      if (bank === undefined) throw new BankUnavailableError("The programme's account has no verified bank");
      programmeSource = bank.ref;
      return bank.ref;
    },

    async createTransfer(transfer) {
      return create(
        `${apiUrl}/transfers`,
        {
          _links: { source: { href: transfer.sourceRef }, destination: { href: transfer.destinationRef } },
          amount: { currency: 'USD', value: amountValue(transfer.amountCents) },
          metadata: transfer.metadata,
          correlationId: transfer.correlationId,
        },
        { 'idempotency-key': transfer.idempotencyKey },
      );
    },

    async getTransfer(transferRef): Promise<BankTransfer> {
      return toTransfer(parse(transferBody, await call('GET', transferRef), 'transfer'));
    },

    async cancelTransfer(transferRef): Promise<BankTransfer> {
      return toTransfer(parse(transferBody, await call('POST', transferRef, { status: 'cancelled' }), 'transfer'));
    },

    async ensureWebhookSubscription(url, secret) {
      const list = parse(subscriptionsBody, await call('GET', `${apiUrl}/webhook-subscriptions`), 'subscriptions');
      const mine = list._embedded['webhook-subscriptions'].filter((subscription) => subscription.url === url);
      if (mine.some((subscription) => !subscription.paused)) return 'existing';
      if (mine.length > 0) return 'paused';
      await create(`${apiUrl}/webhook-subscriptions`, { url, secret });
      return 'created';
    },

    async check() {
      parse(rootBody, await call('GET', `${apiUrl}/`), 'API root');
    },

    verifyWebhookSignature(rawBody, signature) {
      const expected = createHmac('sha256', options.webhookSecret).update(rawBody).digest();
      const given = hex(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    parseWebhookEvent(rawBody): BankEvent | undefined {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return undefined;
      }
      const parsed = eventBody.safeParse(json);
      // An event that names a link outside the bank's API is malformed, not a sign that the bank is down.
      const links = parsed.success ? [parsed.data._links.resource, parsed.data._links.customer] : [];
      if (!parsed.success || !links.every((link) => link === undefined || isInsideApi(link.href))) return undefined;
      return {
        id: parsed.data.id,
        topic: parsed.data.topic,
        resourceRef: parsed.data._links.resource.href,
        customerRef: parsed.data._links.customer?.href ?? null,
      };
    },
  };
}

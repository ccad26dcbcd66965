import { randomInt } from 'node:crypto';
import { translatorFor } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertParent, personFor } from '../../test/factories.ts';
import type { TestPerson } from '../../test/identity-provider.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** Redis for the shared limits: TEST_REDIS_URL (.ci/run sets it where a Redis server answers). */
const redisUrl = process.env.TEST_REDIS_URL;

const unknownReview = `/api/review-claim/${'y'.repeat(43)}`;

/** An address of its own, so that no other test or run shares its count. */
function someAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A client address of its own (the API trusts X-Forwarded-For from its proxy), so no other run shares its count. */
function someClient(): Record<string, string> {
  return { 'x-forwarded-for': someAddress() };
}

/** A request's status, whatever its body (an archive is a zip). */
async function statusOf(
  api: TestApp,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: FormData,
): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(`${api.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * The ways one person can write their sign-in: their token, the same token in other words (the scheme in lower
 * case, two spaces), a token minted afresh for them; each from another address, as a proxy would tell it.
 */
async function signInsOf(api: TestApp, person: TestPerson): Promise<Record<string, string>[]> {
  const token = await api.tokenFor(person);
  const fresh = await api.tokenFor(person, { expiresInSeconds: 1800 });
  return [
    { authorization: `Bearer ${token}`, ...someClient() },
    { authorization: `bearer  ${token}`, ...someClient() },
    { authorization: `Bearer ${fresh}`, ...someClient() },
  ];
}

describe.skipIf(redisUrl === undefined)('rate limits shared in Redis', () => {
  it('count one client across two copies of the API, and each client apart', async () => {
    const copies: TestApp[] = [];
    try {
      for (let copy = 0; copy < 2; copy += 1) {
        copies.push(await startTestApp({ REVIEW_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redisUrl ?? '' }));
      }
      const [first, second] = copies;
      if (first === undefined || second === undefined) throw new Error('Two copies of the API did not start');
      const client = someClient();
      const statuses = [];
      for (const copy of [first, second, first, second]) {
        statuses.push((await copy.request('GET', unknownReview, { headers: client })).status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect((await first.request('GET', unknownReview, { headers: someClient() })).status).toBe(404);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
    }
  });

  it("count one person's sign-ins across two copies, and leave the readiness check to each copy", async () => {
    const copies: TestApp[] = [];
    try {
      for (let copy = 0; copy < 2; copy += 1) {
        copies.push(
          await startTestApp({ LOGINS_PER_MINUTE: '2', READINESS_CHECKS_PER_MINUTE: '1', REDIS_URL: redisUrl ?? '' }),
        );
      }
      const [first, second] = copies;
      if (first === undefined || second === undefined) throw new Error('Two copies of the API did not start');
      // One person, registered with each copy and signed in by each copy's identity provider.
      const email = `shared${String(randomInt(1_000_000))}@example.com`;
      const person = personFor(email);
      for (const copy of copies) await insertParent(copy.db, { email });
      const statuses = [];
      for (const copy of [first, second, first]) {
        const token = await copy.tokenFor(person);
        statuses.push((await copy.request('POST', '/api/login/parent/login/success', { token })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      // An orchestrator asks each copy about itself, from one address.
      const prober = someClient();
      const ready = [];
      for (const copy of [first, second, first]) {
        ready.push((await copy.request('GET', '/api/health/ready', { headers: prober })).status);
      }
      expect(ready).toEqual([200, 200, 429]);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
    }
  });

  it('let requests through while Redis cannot be reached, rather than refusing everyone', async () => {
    const app = await startTestApp({ REVIEW_RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const client = someClient();
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await app.request('GET', unknownReview, { headers: client })).status);
      }
      expect(statuses).toEqual([404, 404, 404]);
    } finally {
      await app.close();
    }
  });
});

describe('the limits of the routes, and whose requests count together', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({
      REVIEW_RATE_LIMIT_PER_MINUTE: '2',
      CLAIM_SUBMISSIONS_PER_MINUTE: '2',
      RECEIPT_READINGS_PER_MINUTE: '2',
      RECEIPT_NUMBER_CHECKS_PER_MINUTE: '2',
      DATA_ARCHIVES_PER_HOUR: '2',
      LOGINS_PER_MINUTE: '2',
      READINESS_CHECKS_PER_MINUTE: '2',
    });
  });
  afterAll(() => api.close());

  const anyForm = () => {
    const form = new FormData();
    form.append('note', 'not a claim');
    return form;
  };

  const signedInRoutes: { route: string; send: (headers: Record<string, string>) => ReturnType<typeof statusOf> }[] = [
    { route: 'POST /api/user/claim', send: (headers) => statusOf(api, 'POST', '/api/user/claim', headers, anyForm()) },
    {
      route: 'POST /api/user/claim/receipt-reading',
      send: (headers) => statusOf(api, 'POST', '/api/user/claim/receipt-reading', headers, anyForm()),
    },
    {
      route: 'GET /api/user/claim/receipt-number',
      send: (headers) => statusOf(api, 'GET', '/api/user/claim/receipt-number?number=INV7731', headers),
    },
    { route: 'GET /api/user/data-archive', send: (headers) => statusOf(api, 'GET', '/api/user/data-archive', headers) },
    {
      route: 'POST /api/user/data-archive/link',
      send: (headers) => statusOf(api, 'POST', '/api/user/data-archive/link', headers),
    },
    {
      route: 'POST /api/login/parent/login/success',
      send: (headers) => statusOf(api, 'POST', '/api/login/parent/login/success', headers),
    },
    {
      route: 'POST /api/login/merit-cs/login/success',
      send: (headers) => statusOf(api, 'POST', '/api/login/merit-cs/login/success', headers),
    },
    {
      route: 'POST /api/login/service-provider/:id/login/success',
      send: (headers) => statusOf(api, 'POST', '/api/login/service-provider/org-1/login/success', headers),
    },
  ];

  it("counts a review link's client by the address the proxy saw, whatever a client writes into X-Forwarded-For before it", async () => {
    // The test talks to the API from loopback, the trusted proxy; the last entry is the address it saw.
    const seen = someAddress();
    const statuses = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const headers = { 'x-forwarded-for': `${spoofed}, ${seen}` };
      statuses.push((await api.request('GET', unknownReview, { headers })).status);
    }
    expect(statuses).toEqual([404, 404, 429]);
  });

  it.each(signedInRoutes)(
    '$route counts per person, however their sign-in is written, and another person is not held back',
    async ({ send }) => {
      const one = (await insertParent(api.db)).person;
      const statuses = [];
      for (const headers of await signInsOf(api, one)) statuses.push((await send(headers)).status);
      expect(statuses[0]).not.toBe(429);
      expect(statuses[1]).not.toBe(429);
      expect(statuses[2]).toBe(429);
      const [other] = await signInsOf(api, (await insertParent(api.db)).person);
      expect((await send(other ?? {})).status).not.toBe(429);
    },
  );

  it('answers 429 in the envelope, in the reader’s language, with Retry-After', async () => {
    const [headers = {}] = await signInsOf(api, (await insertParent(api.db)).person);
    const send = (language: string) =>
      statusOf(api, 'POST', '/api/user/claim', { ...headers, 'accept-language': language }, anyForm());
    await send('en');
    await send('en');
    const [en, es] = [await send('en'), await send('es')];
    for (const [answer, locale] of [
      [en, 'en'],
      [es, 'es'],
    ] as const) {
      const text = translatorFor(locale)('api.rateLimited');
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        error: text,
        message: text,
      });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
  });

  it('says how many minutes to wait when the wait is longer than a minute', async () => {
    const [headers = {}] = await signInsOf(api, (await insertParent(api.db)).person);
    for (let archive = 0; archive < 2; archive += 1) await statusOf(api, 'GET', '/api/user/data-archive', headers);
    const en = await statusOf(api, 'GET', '/api/user/data-archive', { ...headers, 'accept-language': 'en' });
    const es = await statusOf(api, 'GET', '/api/user/data-archive', { ...headers, 'accept-language': 'es' });
    const wait = Number(en.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    const minutes = Math.ceil(wait / 60);
    expect(JSON.parse(en.body)).toMatchObject({
      code: 'RATE_LIMITED',
      error: translatorFor('en')('api.rateLimitedMinutes', { count: minutes }),
    });
    expect(JSON.parse(es.body)).toMatchObject({
      code: 'RATE_LIMITED',
      error: translatorFor('es')('api.rateLimitedMinutes', {
        count: Math.ceil(Number(es.headers.get('retry-after')) / 60),
      }),
    });
  });

  it('counts an archive fetched through its link against the parent the link names, from wherever it is fetched', async () => {
    const link = async (headers: Record<string, string>) => {
      const answer = await statusOf(api, 'POST', '/api/user/data-archive/link', headers);
      // The link names the portal's public origin; the test asks the API itself.
      const { pathname, search } = new URL((JSON.parse(answer.body) as { data: { url: string } }).data.url);
      return `${pathname}${search}`;
    };
    const [first = {}, second = {}] = await signInsOf(api, (await insertParent(api.db)).person);
    const links = [await link(first), await link(second)];
    const statuses = [];
    for (const url of [links[0], links[0], links[1]])
      statuses.push((await statusOf(api, 'GET', url ?? '', someClient())).status);
    expect(statuses).toEqual([200, 200, 429]);
    // Another family's link, and a forged link naming the first parent (which must not use up their count).
    const [other = {}] = await signInsOf(api, (await insertParent(api.db)).person);
    expect((await statusOf(api, 'GET', await link(other), someClient())).status).toBe(200);
    const forged = (links[0] ?? '').replace(/signature=[^&]+/, `signature=${'x'.repeat(43)}`);
    expect((await statusOf(api, 'GET', forged, someClient())).status).toBe(404);
  });

  it('counts the readiness check, which needs no sign-in, per client address, whatever else the request says', async () => {
    const seen = someAddress();
    const statuses = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const headers = { 'x-forwarded-for': `${spoofed}, ${seen}`, authorization: `Bearer ${spoofed}` };
      statuses.push((await statusOf(api, 'GET', '/api/health/ready', headers)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await statusOf(api, 'GET', '/api/health/ready', someClient())).status).toBe(200);
    // Liveness asks nothing of the dependencies: it stays unlimited.
    expect((await statusOf(api, 'GET', '/api/health/live', { 'x-forwarded-for': seen })).status).toBe(200);
  });
});

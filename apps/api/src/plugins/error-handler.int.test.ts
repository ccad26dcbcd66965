import { translate, translatorFor, type Locale } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertParent } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const invalid = { success: false, code: 'INVALID_REQUEST', error: translate('api.invalidRequest') };

describe('errors met before a route is chosen', () => {
  it('answer a path whose percent-encoding is not UTF-8 in the envelope, not with the path', async () => {
    for (const path of ['/api/review-claim/%ED%A0%80', '/api/claim/%FF/events']) {
      const answer = await api.request('GET', path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 400,
        body: { ...invalid, message: invalid.error, requestId: answer.headers.get('x-request-id') },
      });
    }
  });

  it('answer a path parameter longer than any id with 414 in the envelope', async () => {
    const answer = await api.request('GET', `/api/review-claim/${'a'.repeat(101)}`);
    expect(answer).toMatchObject({ status: 414, body: invalid });
  });
});

describe('the request id', () => {
  it('is in the envelope of a failure and its X-Request-Id header, so a screenshot of the error can be traced', async () => {
    const answer = await api.request('GET', '/api/no-such-route');
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', requestId } });
  });

  it("is the caller's own id when it sent a well-formed one, and a fresh one otherwise", async () => {
    const given = await api.request('GET', '/api/no-such-route', { headers: { 'x-request-id': 'gateway-42' } });
    expect(given.body).toMatchObject({ requestId: 'gateway-42' });
    const malformed = await api.request('GET', '/api/no-such-route', { headers: { 'x-request-id': 'a b\u00e9' } });
    expect(malformed.body).not.toMatchObject({ requestId: 'a b\u00e9' });
    expect(malformed.body).toMatchObject({ requestId: malformed.headers.get('x-request-id') });
  });
});

describe("the request's language", () => {
  const [en, es] = [translatorFor('en'), translatorFor('es')];
  const inSpanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };
  const approve = `/api/review-claim/${'x'.repeat(43)}/approve`;

  it('is the first language of Accept-Language that the portal speaks, English otherwise', async () => {
    const refusal = async (headers: Record<string, string>) =>
      (await api.request('GET', '/api/user/', { headers })).body;
    expect(es('api.unauthorized')).not.toBe(en('api.unauthorized'));
    expect(await refusal({ 'accept-language': 'es-MX' })).toMatchObject({
      code: 'UNAUTHORIZED',
      error: es('api.unauthorized'),
    });
    expect(await refusal({ 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' })).toMatchObject({
      error: es('api.unauthorized'),
    });
    expect(await refusal({ 'accept-language': 'fr-FR' })).toMatchObject({ error: en('api.unauthorized') });
    expect(await refusal({})).toMatchObject({ error: en('api.unauthorized') });
  });

  it("says a field's problem in it: route schemas, bodies read first, checks without words of their own", async () => {
    // A body: checked once it is read, by the route's schema built at start-up.
    expect(await api.request('POST', approve, { json: { reviewerName: ' ' }, headers: inSpanish })).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        error: es('review.reviewerName.required'),
        issues: [{ path: 'reviewerName', message: es('review.reviewerName.required') }],
      },
    });
    expect(es('review.reviewerName.required')).not.toBe(en('review.reviewerName.required'));
    expect((await api.request('POST', approve, { json: { reviewerName: ' ' } })).body).toMatchObject({
      issues: [{ path: 'reviewerName', message: en('review.reviewerName.required') }],
    });
    // A body that arrives in pieces is read in the request's language too.
    const pieces = ['{"reviewerName":', '" "}'];
    const slowly = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const piece = pieces.shift();
        if (piece === undefined) {
          controller.close();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.enqueue(new TextEncoder().encode(piece));
      },
    });
    const streamed = await fetch(`${api.url}${approve}`, {
      method: 'POST',
      body: slowly,
      headers: { ...inSpanish, 'content-type': 'application/json' },
      duplex: 'half',
    });
    expect(await streamed.json()).toMatchObject({ error: es('review.reviewerName.required') });
    // A path parameter with a message of its own, and a query parameter without one (never zod's English).
    expect(
      (await api.request('GET', '/api/version/abc/update?platform=ios', { headers: inSpanish })).body,
    ).toMatchObject({ issues: [{ path: 'id', message: es('api.versionInvalid') }] });
    expect(
      (await api.request('GET', '/api/version/1.0.0/update?platform=windows', { headers: inSpanish })).body,
    ).toMatchObject({ issues: [{ path: 'platform', message: es('api.invalidRequest') }] });
    // A schema of the domain whose words are written when it refuses.
    const token = await api.tokenFor((await insertParent(api.db)).person);
    expect(
      await api.request('PUT', '/api/user/language', { token, json: { language: 'fr' }, headers: inSpanish }),
    ).toMatchObject({ status: 400, body: { error: es('app.language.invalid') } });
    // A form a service checks itself: an unknown field has no words of its own either.
    const form = new FormData();
    form.append('surprise', 'x');
    const claim = await api.request('POST', '/api/user/claim', { token, body: form, headers: inSpanish });
    expect(claim.status).toBe(400);
    expect((claim.body as { issues: { message: string }[] }).issues.map((issue) => issue.message)).toContain(
      es('api.invalidRequest'),
    );
    // A body that is not JSON, and a route that does not exist.
    expect(
      await api.request('POST', approve, {
        body: '{"reviewerName":',
        headers: { ...inSpanish, 'content-type': 'application/json' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_JSON', error: es('api.invalidRequest') } });
    expect((await api.request('GET', '/api/no-such-route', { headers: inSpanish })).body).toMatchObject({
      error: es('api.notFound'),
    });
  });

  it("is each request's own while requests in both languages run at once", async () => {
    const languages = Array.from({ length: 24 }, (_, index): Locale => (index % 3 === 0 ? 'en' : 'es'));
    const answers = await Promise.all(
      languages.map((language) =>
        api.request('POST', approve, { json: { reviewerName: '' }, headers: { 'accept-language': language } }),
      ),
    );
    expect(answers.map((answer) => (answer.body as { error: string }).error)).toEqual(
      languages.map((language) => translatorFor(language)('review.reviewerName.required')),
    );
  });
});

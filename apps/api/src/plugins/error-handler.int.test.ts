import { translate } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

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
        body: { ...invalid, message: invalid.error },
      });
    }
  });

  it('answer a path parameter longer than any id with 414 in the envelope', async () => {
    const answer = await api.request('GET', `/api/review-claim/${'a'.repeat(101)}`);
    expect(answer).toMatchObject({ status: 414, body: invalid });
  });
});

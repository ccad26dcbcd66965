import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMeritCs, insertParent, personFor } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({}, (app) => {
    app.get('/api/test-explodes', () => {
      throw new Error('database password is hunter2');
    });
  });
});
afterAll(() => api.close());

const unauthorized = {
  success: false,
  code: 'UNAUTHORIZED',
  error: 'Please sign in again',
  message: 'Please sign in again',
};

describe('bearer tokens', () => {
  it('lets a valid token through', async () => {
    const { person } = await insertParent(api.db);
    const response = await api.request('GET', '/api/user/parent', { token: await api.tokenFor(person) });
    expect(response.status).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expect(await api.request('GET', '/api/user/parent')).toMatchObject({ status: 401, body: unauthorized });
    const malformed = await api.request('GET', '/api/user/parent', { headers: { authorization: 'Basic abc' } });
    expect(malformed).toMatchObject({ status: 401, body: unauthorized });
  });

  it('refuses a token signed with a key the issuer does not publish', async () => {
    const token = await api.tokenFor(personFor('a@example.com'), { forged: true });
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401, body: unauthorized });
  });

  it('refuses a token for another audience', async () => {
    const token = await api.tokenFor(personFor('a@example.com'), { audience: 'another-api' });
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401 });
  });

  it('refuses a token from another issuer', async () => {
    const token = await api.tokenFor(personFor('a@example.com'), { issuer: 'https://evil.example.com' });
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401 });
  });

  it('refuses an expired token', async () => {
    const token = await api.tokenFor(personFor('a@example.com'), { expiresInSeconds: -120 });
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401 });
  });

  it('refuses a token once it has expired, though it was let through before', async () => {
    const { person } = await insertParent(api.db);
    const token = await api.tokenFor(person, { expiresInSeconds: 2 });
    expect((await api.request('GET', '/api/user/parent', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401, body: unauthorized });
  });

  it('refuses a token without an expiry time', async () => {
    const { person } = await insertParent(api.db);
    const token = await api.tokenFor(person, { omit: ['exp'] });
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401, body: unauthorized });
  });

  it('refuses a token without an issue time', async () => {
    const { person } = await insertParent(api.db);
    const token = await api.tokenFor(person, { omit: ['iat'] });
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401, body: unauthorized });
  });

  it('refuses a token of another type than an access token (an ID token, say)', async () => {
    const { person } = await insertParent(api.db);
    const token = await api.tokenFor(person, { typ: 'JWT' });
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401, body: unauthorized });
  });

  it('refuses a token without agentID or entityID', async () => {
    const token = await api.tokenFor(personFor('a@example.com'), { omit: ['entityID'] });
    expect(await api.request('GET', '/api/user/parent', { token })).toMatchObject({ status: 401 });
  });

  it('refuses a token whose text was altered', async () => {
    const token = await api.tokenFor(personFor('a@example.com'));
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}x.${signature}`;
    expect(await api.request('GET', '/api/user/parent', { token: altered })).toMatchObject({ status: 401 });
  });
});

describe('the error envelope', () => {
  it('answers an unknown route with 404 and a sentence', async () => {
    expect(await api.request('GET', '/api/no-such-thing')).toMatchObject({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', error: 'This page or resource does not exist' },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const { person } = await insertMeritCs(api.db);
    const response = await api.request('PATCH', '/api/service-provider/status', {
      token: await api.tokenFor(person),
      body: '{"number":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response).toMatchObject({ status: 400, body: { success: false, code: 'INVALID_JSON' } });
  });

  it('answers an oversized body with 413', async () => {
    const { person } = await insertMeritCs(api.db);
    const response = await api.request('PATCH', '/api/service-provider/status', {
      token: await api.tokenFor(person),
      json: { number: '123456', status: 'Active', padding: 'x'.repeat(1_100_000) },
    });
    expect(response).toMatchObject({
      status: 413,
      body: {
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        error: 'What you sent is larger than the 1 MB the portal accepts at once. Please shorten it and try again.',
      },
    });
  });

  it('answers an unaccepted body type with 415', async () => {
    const { person } = await insertMeritCs(api.db);
    const response = await api.request('PATCH', '/api/service-provider/status', {
      token: await api.tokenFor(person),
      body: 'number=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response).toMatchObject({ status: 415, body: { success: false, code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('hides the details of a server error and gives the request id', async () => {
    const response = await api.request('GET', '/api/test-explodes', { headers: { 'x-request-id': 'req-42' } });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      success: false,
      code: 'INTERNAL',
      error: 'Something went wrong on our side. Please try again.',
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'req-42',
    });
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    expect(response.headers.get('x-request-id')).toBe('req-42');
  });
});

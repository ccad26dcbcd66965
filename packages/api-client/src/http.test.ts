import { defaultLocale, setLocaleSource, submittedClaimSchema, type Locale } from '@ace/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createHttp } from './http.ts';

describe('the http client', () => {
  it('tells a person their upload is too large when a proxy in front refuses it with a page of its own', async () => {
    // What nginx answers past its client_max_body_size: no envelope of the API's.
    const proxyPage = new Response('<html><body><h1>413 Request Entity Too Large</h1></body></html>', {
      status: 413,
      headers: { 'content-type': 'text/html' },
    });
    const http = createHttp({
      baseUrl: 'https://portal.test',
      platform: 'web',
      getToken: () => 'token',
      fetch: () => Promise.resolve(proxyPage),
    });
    const form = new FormData();
    form.append('file1', new Blob([new Uint8Array(1024)], { type: 'application/pdf' }), 'scan.pdf');
    const refused = await http
      .call('POST', '/user/claim', submittedClaimSchema, { form })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'What you sent is too large for the portal. Please send less, or smaller files, and try again.',
    });
  });

  it("keeps the API's request id of a failure, from its envelope or else from its X-Request-Id header", async () => {
    const answers = [
      Response.json(
        { success: false, error: 'Not found.', message: 'Not found.', code: 'NOT_FOUND', requestId: 'req-envelope' },
        { status: 404, headers: { 'x-request-id': 'req-envelope' } },
      ),
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'x-request-id': 'req-header' } }),
    ];
    const http = createHttp({
      baseUrl: 'https://portal.test',
      platform: 'web',
      getToken: () => null,
      fetch: () => Promise.resolve(answers.shift() ?? new Response(null, { status: 500 })),
    });
    const fail = () => http.call('GET', '/user/claim', submittedClaimSchema).catch((error: unknown) => error);
    expect(await fail()).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: 'req-envelope' });
    expect(await fail()).toMatchObject({ status: 502, code: 'UNEXPECTED', requestId: 'req-header' });
  });

  describe('the language it asks the API to answer in', () => {
    afterEach(() => {
      setLocaleSource(() => defaultLocale);
    });

    it("is the app's language of the moment, on every call", async () => {
      const asked: (string | undefined)[] = [];
      const http = createHttp({
        baseUrl: 'https://portal.test',
        platform: 'web',
        getToken: () => 'token',
        fetch: (_url, init) => {
          asked.push(init.headers['accept-language']);
          return Promise.resolve(Response.json({ success: true, data: { id: 1 } }));
        },
      });
      let language: Locale = 'es';
      setLocaleSource(() => language);
      await http.call('GET', '/user/claim', submittedClaimSchema).catch(() => undefined);
      await http.csv('/merit-cs/claims/csv');
      language = 'en';
      await http.call('GET', '/user/claim', submittedClaimSchema).catch(() => undefined);
      expect(asked).toEqual(['es', 'es', 'en']);
    });
  });
});

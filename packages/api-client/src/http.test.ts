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
    const scan = new Blob([new Uint8Array(1024)], { type: 'application/pdf' });
    const refused = await http
      .call('POST', '/api/user/claim', submittedClaimSchema, {
        form: { childId: '3', amount: '12.50', file1: { body: scan, name: 'scan.pdf' } },
      })
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
    const fail = () => http.call('GET', '/api/user/parent', submittedClaimSchema).catch((error: unknown) => error);
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
      await http.call('GET', '/api/user/parent', submittedClaimSchema).catch(() => undefined);
      await http.csv('/api/merit-cs/claims/csv', { query: { q: 'Ada' } });
      language = 'en';
      await http.call('GET', '/api/user/parent', submittedClaimSchema).catch(() => undefined);
      expect(asked).toEqual(['es', 'es', 'en']);
    });
  });

  describe('its calls, typed by the OpenAPI document', () => {
    function recording() {
      const sent: { url: string; body: string | FormData | undefined }[] = [];
      const http = createHttp({
        baseUrl: 'https://portal.test',
        platform: 'web',
        getToken: () => 'token',
        fetch: (url, init) => {
          sent.push({ url, body: init.body });
          return Promise.resolve(Response.json({ success: true, data: { id: 1 } }));
        },
      });
      return { http, sent };
    }

    it('fill the path parameters in, encoded, and send the query without its blank values', async () => {
      const { http, sent } = recording();
      await http
        .call('GET', '/api/claim/service-provider/{claimId}/{orgId}', submittedClaimSchema, {
          path: { claimId: '7', orgId: 'org/1 b' },
        })
        .catch(() => undefined);
      await http
        .call('GET', '/api/merit-cs/claims', submittedClaimSchema, { query: { q: 'Ada L', cursor: '', limit: 20 } })
        .catch(() => undefined);
      expect(sent.map(({ url }) => url)).toEqual([
        'https://portal.test/api/claim/service-provider/7/org%2F1%20b',
        'https://portal.test/api/merit-cs/claims?q=Ada+L&limit=20',
      ]);
    });

    it('send a multipart body: its text parts as they are, its files with their names', async () => {
      const { http, sent } = recording();
      const scan = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      await http
        .call('POST', '/api/user/claim', submittedClaimSchema, {
          form: { childId: '3', amount: '12.50', file1: { body: scan, name: 'scan.pdf' } },
        })
        .catch(() => undefined);
      const form = sent[0]?.body;
      if (!(form instanceof FormData)) throw new Error('No multipart body');
      expect(form.get('childId')).toBe('3');
      expect(form.get('amount')).toBe('12.50');
      expect(form.get('file1')).toMatchObject({ name: 'scan.pdf', type: 'application/pdf' });
    });

    it('do not compile when a call and the document disagree', async () => {
      const { http, sent } = recording();
      const claimText = { childId: '3', amount: '1' };
      const refusedByTheCompiler = [
        // @ts-expect-error -- an undocumented path
        () => http.call('GET', '/api/user/claims', submittedClaimSchema),
        // @ts-expect-error -- a documented path, but not for this method
        () => http.call('DELETE', '/api/user/claim', submittedClaimSchema),
        // @ts-expect-error -- its path parameter left out
        () => http.call('GET', '/api/user/claim/{claimId}', submittedClaimSchema),
        // @ts-expect-error -- a path parameter it does not have
        () => http.call('GET', '/api/user/claim/{claimId}', submittedClaimSchema, { path: { id: 7 } }),
        // @ts-expect-error -- a query parameter the route does not read
        () => http.call('GET', '/api/merit-cs/claims', submittedClaimSchema, { query: { q: 'Ada', page: 2 } }),
        // @ts-expect-error -- its required query parameter left out
        () => http.call('GET', '/api/user/claim/receipt-number', submittedClaimSchema, { query: {} }),
        // @ts-expect-error -- a JSON body field it does not read
        () => http.call('PUT', '/api/user/language', submittedClaimSchema, { json: { language: 'es', theme: 'dark' } }),
        // @ts-expect-error -- a JSON body where the route reads a multipart one
        () => http.call('POST', '/api/user/claim', submittedClaimSchema, { json: { childId: '3' } }),
        // @ts-expect-error -- a text part where the document declares a file
        () => http.call('POST', '/api/user/claim', submittedClaimSchema, { form: { ...claimText, file1: 'x' } }),
        // @ts-expect-error -- a required text part (the amount) left out
        () => http.call('POST', '/api/user/claim', submittedClaimSchema, { form: { childId: '3' } }),
      ];
      // The compiler refuses them; run anyway, only a missing path parameter is caught before the request.
      const outcomes = await Promise.all(refusedByTheCompiler.map((call) => call().catch((error: unknown) => error)));
      const noClaimId = new Error('No value for {claimId} of /api/user/claim/{claimId}');
      expect(outcomes.slice(2, 4)).toEqual([noClaimId, noClaimId]);
      expect(sent).toHaveLength(refusedByTheCompiler.length - 2);
    });
  });
});

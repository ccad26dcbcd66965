import { submittedClaimSchema } from '@ace/domain';
import { describe, expect, it } from 'vitest';
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
});

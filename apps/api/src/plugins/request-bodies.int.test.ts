import { sendWholeBody } from '@ace/dev-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertMeritCs, insertParent } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// More than the socket buffers of both ends hold, so a server that closes without reading the body resets a
// connection the client is still writing to (EPIPE, ECONNRESET): what a proxy in front reports as a 502.
const TWENTY_MB = 20 * 1_048_576;
const CHUNK = 64 * 1024;

let api: TestApp;
let staffToken: string;
let parentToken: string;
let childId: number;
beforeAll(async () => {
  api = await startTestApp();
  staffToken = await api.tokenFor((await insertMeritCs(api.db)).person);
  const parent = await insertParent(api.db);
  parentToken = await api.tokenFor(parent.person);
  childId = (await insertChild(api.db, parent.user.id)).id;
});
afterAll(() => api.close());

/** One request over a raw socket, sending its whole body as a proxy does, then reading the answer to the close. */
function exchange(method: string, path: string, headers: Record<string, string>, body: Uint8Array) {
  return sendWholeBody(api.url, { method, path, headers: { host: 'api.test', ...headers }, body });
}

function chunked(body: Uint8Array): Uint8Array {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += CHUNK) {
    const part = body.subarray(at, at + CHUNK);
    parts.push(Buffer.from(`${part.length.toString(16)}\r\n`), Buffer.from(part), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

async function claimForm(fileBytes: number): Promise<{ type: string; body: Uint8Array }> {
  const form = new FormData();
  form.append('childId', String(childId));
  form.append('amount', '10');
  const pdf = new Uint8Array(fileBytes);
  pdf.set(new TextEncoder().encode('%PDF-1.7\n'));
  form.append('file1', new Blob([pdf], { type: 'application/pdf' }), 'scan.pdf');
  const encoded = new Response(form);
  return { type: encoded.headers.get('content-type') ?? '', body: new Uint8Array(await encoded.arrayBuffer()) };
}

const tooLargeText =
  'What you sent is larger than the 1 MB the portal accepts at once. Please shorten it and try again.';
const tooLarge = {
  success: false,
  code: 'PAYLOAD_TOO_LARGE',
  error: tooLargeText,
  message: tooLargeText,
  requestId: expect.any(String) as unknown,
};
const json = new TextEncoder().encode(JSON.stringify({ number: '123456', padding: 'x'.repeat(TWENTY_MB) }));

describe('a body the API refuses', () => {
  it('is read to its end before the 413 goes, so the answer arrives on a connection closed cleanly', async () => {
    const headers = { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' };
    expect(
      await exchange(
        'PATCH',
        '/api/service-provider/status',
        { ...headers, 'content-length': String(json.length) },
        json,
      ),
    ).toEqual({ status: 413, body: tooLarge, socketError: undefined, bodyBytesSent: json.length });
    const inChunks = chunked(json);
    expect(
      await exchange('PATCH', '/api/service-provider/status', { ...headers, 'transfer-encoding': 'chunked' }, inChunks),
    ).toEqual({ status: 413, body: tooLarge, socketError: undefined, bodyBytesSent: inChunks.length });
  });

  it('is refused as too large, not as the wrong type, when it is text', async () => {
    const text = new Uint8Array(2 * 1_048_576).fill(0x78);
    const headers = { authorization: `Bearer ${staffToken}`, 'content-type': 'text/plain' };
    expect(
      await exchange(
        'PATCH',
        '/api/service-provider/status',
        { ...headers, 'content-length': String(text.length) },
        text,
      ),
    ).toEqual({ status: 413, body: tooLarge, socketError: undefined, bodyBytesSent: text.length });
  });

  it("names the route's own limit", async () => {
    const webhook = new TextEncoder().encode(JSON.stringify({ topic: 'x'.repeat(100 * 1024) }));
    const headers = { 'content-type': 'application/json', 'content-length': String(webhook.length) };
    const text = 'What you sent is larger than the 64 KB the portal accepts at once. Please shorten it and try again.';
    expect(await exchange('POST', '/api/bank/webhooks', headers, webhook)).toEqual({
      status: 413,
      body: {
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        error: text,
        message: text,
        requestId: expect.any(String) as unknown,
      },
      socketError: undefined,
      bodyBytesSent: webhook.length,
    });
  });

  it('answers a claim upload refused halfway with its rule, and one refused before it is read with 401', async () => {
    const { type, body } = await claimForm(TWENTY_MB);
    const headers = { 'content-type': type, 'content-length': String(body.length) };
    const tooLargeFile = 'Please select a file which is below 10mb';
    expect(
      await exchange('POST', '/api/user/claim', { ...headers, authorization: `Bearer ${parentToken}` }, body),
    ).toEqual({
      status: 413,
      body: {
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        error: tooLargeFile,
        message: tooLargeFile,
        requestId: expect.any(String) as unknown,
      },
      socketError: undefined,
      bodyBytesSent: body.length,
    });
    expect(await exchange('POST', '/api/user/claim', headers, body)).toMatchObject({
      status: 401,
      body: { success: false, code: 'UNAUTHORIZED' },
      socketError: undefined,
      bodyBytesSent: body.length,
    });
  });
});

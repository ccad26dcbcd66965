import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertParent, insertProvider } from '../../test/factories.ts';
import { invoicePng } from '../../test/invoices.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** A PDF of its own (the same receipt on two claims of a family is asked about), some 200 KB. */
function receipt(): Buffer {
  return Buffer.concat([Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n`), Buffer.alloc(200_000, 0x41)]);
}

interface Answer {
  status: number;
  body: { data?: { id?: number } };
}

/** A multipart request sent over HTTP in two halves: its fields and half its file at once, the rest on `finish`. */
function inHalves(
  app: TestApp,
  sending: {
    path: string;
    token: string;
    fields: Record<string, string>;
    file: { field: string; type: string; bytes: Buffer };
  },
) {
  const boundary = `turns${randomUUID().replaceAll('-', '')}`;
  const head = Object.entries(sending.fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const { field, type, bytes } = sending.file;
  const body = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="receipt"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const cut = body.length - Math.floor(bytes.length / 2);
  const sent = httpRequest(`${app.url}${sending.path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${sending.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  });
  let settled = false;
  const answered = new Promise<Answer>((resolve, reject) => {
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        settled = true;
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as Answer['body'],
        });
      });
    });
    sent.on('error', reject);
  });
  sent.write(body.subarray(0, cut));
  return {
    answered,
    settled: () => settled,
    finish: () => sent.end(body.subarray(cut)),
    leave: () => {
      answered.catch(() => undefined);
      sent.destroy();
    },
  };
}

/**
 * A claim sent in two halves (`inHalves`): until the rest is sent, its request sits in the API reading its file,
 * holding a turn if it was given one.
 */
function claimInHalves(app: TestApp, family: Family, providerNumber: string) {
  return inHalves(app, {
    path: '/api/user/claim',
    token: family.token,
    fields: {
      childId: String(family.childId),
      amount: '25',
      category: 'tutoring',
      dateOfService: '2023-09-01',
      description: 'Reading practice',
      payTo: 'Vendor',
      serviceProviderNumber: providerNumber,
    },
    file: { field: 'file1', type: 'application/pdf', bytes: receipt() },
  });
}

interface Family {
  token: string;
  childId: number;
}

async function family(app: TestApp): Promise<Family> {
  const parent = await insertParent(app.db);
  const child = await insertChild(app.db, parent.user.id, { schoolYear: 2023, awardCents: 100_000 });
  return { token: await app.tokenFor(parent.person), childId: child.id };
}

/**
 * How long a test waits for the server to begin reading an upload it was sent: at once on a quiet machine, but a clean
 * CI run's busy cores once took more than the second `expect.poll` waits by default.
 */
const UPLOAD_BEGUN = { timeout: 30_000 };

/** Files being received: each upload being read has one in the store's temporary folder. */
function uploadsBeingRead(app: TestApp): number {
  return readdirSync(join(app.filesDir, 'tmp')).length;
}

/** Fails a promise that has not settled within `ms`: a request that waits for a turn nobody gives back. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => {
        reject(new Error(`no answer within ${String(ms)} ms`));
      }, ms),
    ),
  ]);
}

describe('requests with files, one at a time in a process', () => {
  let api: TestApp;
  let providerNumber: string;

  beforeAll(async () => {
    api = await startTestApp({ UPLOADS_AT_ONCE: '1', UPLOAD_TURN_WAIT_MS: '60000' });
    providerNumber = (await insertProvider(api.db)).number;
  });
  afterAll(() => api.close());

  it('wait for the one being read, while pages are answered at once', async () => {
    const [first, second] = [await family(api), await family(api)];
    const reading = claimInHalves(api, first, providerNumber);
    await expect.poll(() => uploadsBeingRead(api), UPLOAD_BEGUN).toBe(1);
    const waiting = claimInHalves(api, second, providerNumber);
    waiting.finish();

    const page = await api.request('GET', '/api/user/parent', { token: second.token });
    expect(page.status).toBe(200);
    const another = await api.request('GET', '/api/user/parent', { token: first.token });
    expect(another.status).toBe(200);
    // The second claim, sent whole, has not been read: its turn comes when the first has answered.
    expect(waiting.settled()).toBe(false);
    expect(uploadsBeingRead(api)).toBe(1);

    reading.finish();
    const [firstAnswer, secondAnswer] = await Promise.all([reading.answered, waiting.answered]);
    expect(firstAnswer.status).toBe(201);
    expect(secondAnswer.status).toBe(201);
    expect(firstAnswer.body.data?.id).toBeLessThan(secondAnswer.body.data?.id ?? 0);
  });

  it('give a turn on when a client leaves while its request waits', async () => {
    const [first, second, third] = [await family(api), await family(api), await family(api)];
    const reading = claimInHalves(api, first, providerNumber);
    await expect.poll(() => uploadsBeingRead(api), UPLOAD_BEGUN).toBe(1);
    const leaving = claimInHalves(api, second, providerNumber);
    // It waits: the server has not begun to read its file.
    const page = await api.request('GET', '/api/user/parent', { token: second.token });
    expect(page.status).toBe(200);
    expect(uploadsBeingRead(api)).toBe(1);
    leaving.leave();

    reading.finish();
    expect((await reading.answered).status).toBe(201);
    const next = claimInHalves(api, third, providerNumber);
    next.finish();
    // Far less than the 60 s a request may wait: the turn the leaver was given went on.
    expect((await within(next.answered, 20_000)).status).toBe(201);
  });

  it("give a receipt's reading's turn back once its file has arrived, not when it has been read", async () => {
    const [reader, sender] = [await family(api), await family(api)];
    const reading = inHalves(api, {
      path: '/api/user/claim/receipt-reading',
      token: reader.token,
      fields: {},
      file: {
        field: 'file',
        type: 'image/png',
        bytes: invoicePng({
          provider: 'Bright Minds Tutoring LLC',
          number: 'INV-77',
          date: '09/01/2023',
          total: '$80.00',
        }),
      },
    });
    // Half its file sent: it holds the turn, and the claim after it waits.
    const page = await api.request('GET', '/api/user/parent', { token: reader.token });
    expect(page.status).toBe(200);
    const claim = claimInHalves(api, sender, providerNumber);
    claim.finish();
    reading.finish();
    // The photo takes a second or more of OCR; the claim goes in as soon as the photo has arrived.
    expect((await claim.answered).status).toBe(201);
    expect(reading.settled()).toBe(false);
    expect((await reading.answered).status).toBe(200);
  });
});

describe('a request with files that waits too long for its turn', () => {
  let api: TestApp;
  let providerNumber: string;

  beforeAll(async () => {
    api = await startTestApp({ UPLOADS_AT_ONCE: '1', UPLOAD_TURN_WAIT_MS: '200' });
    providerNumber = (await insertProvider(api.db)).number;
  });
  afterAll(() => api.close());

  it('goes ahead anyway, so that a slow upload holds the next back for that long at most', async () => {
    const [slow, next] = [await family(api), await family(api)];
    const reading = claimInHalves(api, slow, providerNumber);
    await expect.poll(() => uploadsBeingRead(api), UPLOAD_BEGUN).toBe(1);
    const waiting = claimInHalves(api, next, providerNumber);
    waiting.finish();
    expect((await within(waiting.answered, 20_000)).status).toBe(201);
    expect(reading.settled()).toBe(false);
    reading.finish();
    expect((await reading.answered).status).toBe(201);
  });
});

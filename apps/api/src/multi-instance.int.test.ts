import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/bank-flow.ts';
import { insertChild, insertMeritCs, insertParent, insertProvider } from '../test/factories.ts';
import { freePort } from '../test/free-port.ts';
import { type TestIdentityProvider } from '../test/identity-provider.ts';
import { type TestMailServer } from '../test/mail-server.ts';
import { startProcessServices, type ProcessServices } from '../test/process-services.ts';
import { startProcess, stopProcesses, type Process } from '../test/processes.ts';
import { testDatabaseKind, type TestDatabase } from '../test/test-database.ts';
import { claims, jobs } from './db/schema.ts';
import { enqueueJob } from './jobs/jobs.repository.ts';
import { SEND_MAIL } from './modules/mail/mail.jobs.ts';

/**
 * Two API processes on one PostgreSQL database, one Redis and one S3-compatible store, behind the gateway with both
 * as API_URL (docs/operations.md). Embedded PGlite belongs to one process, so this runs in the postgres project
 * only (TEST_DATABASE_URL); the shared rate limits need TEST_REDIS_URL as well.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = testDatabaseKind() === 'postgres';

const API_SERVER = join(import.meta.dirname, 'server.ts');
const GATEWAY_SERVER = join(import.meta.dirname, '..', '..', 'gateway', 'src', 'server.ts');
const RATE_LIMIT = 3;
const PDF = new TextEncoder().encode('%PDF-1.7\n% a receipt uploaded to one copy of the API\n%%EOF\n');

/**
 * A client address of its own (the copies trust X-Forwarded-For from loopback), so that no other test or run counts
 * against its rate limit: Redis keeps the counts for a minute.
 */
function someClient(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

interface Answer {
  status: number;
  body: { data?: unknown; error?: string } | undefined;
}

async function call(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token !== undefined) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Answer['body']) };
}

describe.skipIf(!onPostgres)(
  'two API processes behind the gateway (needs PostgreSQL: set TEST_DATABASE_URL; PGlite is one process only)',
  // Processes on a loaded two-core machine: seconds where one process takes milliseconds.
  { timeout: 60_000 },
  () => {
    let database: TestDatabase;
    let identity: TestIdentityProvider;
    let mail: TestMailServer;
    let first: Process;
    let second: Process;
    let gateway: Process;
    const dataDirs: string[] = [];
    const processes: Process[] = [];
    let services: ProcessServices;

    beforeAll(async () => {
      services = await startProcessServices();
      ({ database, identity, mail } = services);
      const [firstPort, secondPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
      const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
      // What every copy must share (docs/operations.md): the services, and the secrets behind links and tokens.
      const shared: Record<string, string> = {
        ...services.env,
        PUBLIC_URL: gatewayUrl,
        REVIEW_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        ...(redisUrl === undefined ? {} : { REDIS_URL: redisUrl }),
      };
      const copy = (name: string, port: number) => {
        const dataDir = mkdtempSync(join(tmpdir(), `ace-${name}-`));
        dataDirs.push(dataDir);
        return startProcess(name, API_SERVER, port, { ...shared, DATA_DIR: dataDir });
      };
      first = copy('first', firstPort);
      second = copy('second', secondPort);
      gateway = startProcess('gateway', GATEWAY_SERVER, gatewayPort, {
        API_URL: `${first.url},${second.url}`,
        WEB_DIST_DIR: join(tmpdir(), 'no-such-web-dist'),
        MOBILE_WEB_DIST_DIR: join(tmpdir(), 'no-such-mobile-dist'),
      });
      processes.push(first, second, gateway);
      await Promise.all([
        first.said('ACE Portal API ready'),
        second.said('ACE Portal API ready'),
        gateway.said('gateway:'),
      ]);
    }, 120_000);

    afterAll(async () => {
      await stopProcesses(processes);
      await services.close();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    });

    /** A registered parent with a child, and a programme provider with an office e-mail. */
    async function family() {
      const parent = await insertParent(database.db);
      const child = await insertChild(database.db, parent.user.id);
      const provider = await insertProvider(database.db, {
        status: 'Active',
        contactEmail: 'office@provider.example.com',
      });
      return { token: await identity.token(parent.person), email: parent.user.email, child, provider };
    }

    function claimForm(child: { id: number }, provider: { number: string }): FormData {
      const form = new FormData();
      const fields = {
        childId: String(child.id),
        amount: '100.00',
        category: 'tutoring',
        dateOfService: '2023-09-01',
        description: 'Tutoring',
        payTo: 'Vendor',
        serviceProviderNumber: provider.number,
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file1', new Blob([PDF], { type: 'application/pdf' }), 'receipt.pdf');
      return form;
    }

    it.skipIf(redisUrl === undefined)('count one rate limit across both (TEST_REDIS_URL)', async () => {
      const client = someClient();
      const unknownReview = `/api/review-claim/${'y'.repeat(43)}`;
      const statuses = [];
      for (const copy of [first, second, first, second]) {
        statuses.push((await call(copy.url, unknownReview, { headers: client })).status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    });

    it('run every job once between them', async () => {
      const count = 40;
      for (let n = 0; n < count; n += 1) {
        // Written out, as earlier versions queued e-mails: sent as they are, then forgotten.
        await enqueueJob(database.db, SEND_MAIL, {
          to: ['parent@example.com'],
          subject: `Queued once ${n}`,
          text: String(n),
          html: `<p>${n}</p>`,
        });
      }
      const queued = async () =>
        (await database.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL))).filter((job) =>
          String(job.payload.subject).startsWith('Queued once '),
        );
      // A sent e-mail's job is deleted: none left means each was sent.
      await eventually(queued, (rows) => rows.length === 0, 30_000);
      const sent = mail.messages.filter((message) => message.subject.startsWith('Queued once '));
      const timesSent = new Map<string, number>();
      for (const message of sent) timesSent.set(message.subject, (timesSent.get(message.subject) ?? 0) + 1);
      expect(timesSent.size).toBe(count);
      expect([...timesSent.values()].every((times) => times === 1)).toBe(true);
    });

    it('serve through one a file uploaded through the other, and accept a review link issued by the other', async () => {
      const { token, child, provider } = await family();
      const submitted = await call(first.url, '/api/user/claim', {
        method: 'POST',
        token,
        body: claimForm(child, provider),
      });
      expect(submitted.status).toBe(201);
      const claimId = (submitted.body?.data as { id: number }).id;

      const staff = { token: await identity.token((await insertMeritCs(database.db)).person) };
      const linkFrom = async (copy: Process) => {
        const view = await call(copy.url, `/api/claim/merit-cs/${claimId}`, staff);
        const link = (view.body?.data as { internalReviewLink: string }).internalReviewLink;
        return new URL(link).searchParams.get('token') ?? '';
      };
      const issued = await linkFrom(first);
      // The link a support agent sees is derived from REVIEW_TOKEN_SECRET: the same on either copy.
      expect(await linkFrom(second)).toBe(issued);

      const reviewer = { ...staff, headers: someClient() };
      const reviewOnFirst = await call(first.url, `/api/review-claim/${issued}`, reviewer);
      const reviewOnSecond = await call(second.url, `/api/review-claim/${issued}`, reviewer);
      expect(reviewOnSecond).toMatchObject({ status: 200, body: { data: { claim: { id: claimId } } } });
      // A file link signed by the first copy, fetched from the second: FILE_URL_SECRET and the store are shared.
      const fileUrl = (reviewOnFirst.body?.data as { claim: { files: { url: string }[] } }).claim.files[0]?.url ?? '';
      const file = await fetch(fileUrl.replace(gateway.url, second.url));
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

      // Through the gateway, the parent's requests reach both copies in turn.
      const marks = [first.output().length, second.output().length];
      for (let n = 0; n < 4; n += 1) {
        expect(await call(gateway.url, `/api/user/claim/${claimId}`, { token })).toMatchObject({ status: 200 });
      }
      const path = `"url":"/api/user/claim/${claimId}"`;
      expect([first.output().indexOf(path, marks[0]) > 0, second.output().indexOf(path, marks[1]) > 0]).toEqual([
        true,
        true,
      ]);
    });

    it('lose nothing when one stops in the middle of a request: it finishes it, and the gateway sends the rest to the other', async () => {
      const { token, child, provider, email } = await family();
      const encoded = new Request('http://encoder.invalid', { method: 'POST', body: claimForm(child, provider) });
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      const half = Math.floor(bytes.length / 2);
      let parts = 0;
      const before = first.output().length;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          parts += 1;
          if (parts === 1) {
            controller.enqueue(bytes.slice(0, half));
            return;
          }
          // The first copy has the request and half its body: now it is told to stop, and the rest follows.
          await first.said('"url":"/api/user/claim"', before);
          first.child.kill('SIGTERM');
          await first.said('"signal":"SIGTERM"', before);
          controller.enqueue(bytes.slice(half));
          controller.close();
        },
      });
      const submitted = await fetch(`${first.url}/api/user/claim`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': encoded.headers.get('content-type') ?? '',
        },
        body,
        duplex: 'half',
      });
      expect(submitted.status).toBe(201);
      const claimId = ((await submitted.json()) as { data: { id: number } }).data.id;
      expect(await first.exited).toBe(0);
      const [stored] = await database.db.select().from(claims).where(eq(claims.id, claimId));
      expect(stored).toMatchObject({ childId: child.id, amountCents: 10_000 });

      // The first copy is gone: every request through the gateway is answered by the second.
      for (let n = 0; n < 4; n += 1) {
        expect(await call(gateway.url, `/api/user/claim/${claimId}`, { token })).toMatchObject({
          status: 200,
          body: { data: { id: claimId } },
        });
      }
      // The e-mail the stopped copy queued with the claim is sent by the other.
      const received = await eventually(
        () => Promise.resolve(mail.messages.filter((message) => message.to.includes(email))),
        (messages) => messages.length > 0,
        15_000,
      );
      expect(received.map((message) => message.subject)).toEqual([`We received your claim ${claimId}`]);
    });
  },
);

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/bank-flow.ts';
import { insertChild, insertParent, insertProvider } from '../test/factories.ts';
import { freePort } from '../test/free-port.ts';
import { type TestIdentityProvider } from '../test/identity-provider.ts';
import { invoicePng } from '../test/invoices.ts';
import { type TestMailServer } from '../test/mail-server.ts';
import { startProcessServices, type ProcessServices } from '../test/process-services.ts';
import { startProcess, stopProcesses, type Process } from '../test/processes.ts';
import { testDatabaseKind, type TestDatabase } from '../test/test-database.ts';
import { jobs, receiptReadings } from './db/schema.ts';
import { READ_RECEIPT } from './modules/receipts/receipts.jobs.ts';

/**
 * Receipts read in worker processes apart from the API (docs/operations.md, "Workers"): an API process started
 * with API_READS_RECEIPTS=false queues the reading of a claim's files and still answers and runs its other jobs;
 * worker processes (`node src/server.ts --worker`) on the same PostgreSQL database and file store read them, each
 * job once however many workers there are. An API started with API_RUNS_JOBS=false runs no job: a worker sends its
 * e-mails too. Workers share a PostgreSQL database, so this runs in the postgres
 * project only (TEST_DATABASE_URL).
 */
const onPostgres = testDatabaseKind() === 'postgres';

const API_SERVER = join(import.meta.dirname, 'server.ts');

describe.skipIf(!onPostgres)(
  'receipts read by worker processes (needs PostgreSQL: set TEST_DATABASE_URL; PGlite is one process only)',
  // OCR in processes on a loaded two-core machine: seconds a photo, tens of them under a whole CI run.
  { timeout: 300_000 },
  () => {
    let database: TestDatabase;
    let identity: TestIdentityProvider;
    let mail: TestMailServer;
    let api: Process;
    /** The worker the first test starts; the second test starts another beside it. */
    let firstWorker: Process;
    let shared: Record<string, string>;
    const dataDirs: string[] = [];
    const processes: Process[] = [];
    let services: ProcessServices;

    /** A process of the API's (`args` empty) or a worker's (`--worker`) with a DATA_DIR of its own. */
    async function start(name: string, args: string[], env: Record<string, string> = {}): Promise<Process> {
      const dataDir = mkdtempSync(join(tmpdir(), `ace-${name}-`));
      dataDirs.push(dataDir);
      const started = startProcess(name, API_SERVER, await freePort(), { ...shared, ...env, DATA_DIR: dataDir }, args);
      processes.push(started);
      return started;
    }

    beforeAll(async () => {
      services = await startProcessServices();
      ({ database, identity, mail } = services);
      // The workers read at their niceness (10), not only on free cores: CI's other work leaves none for minutes.
      shared = { ...services.env, CLAIM_SUBMISSIONS_PER_MINUTE: '1000', RECEIPT_READING_IDLE: 'false' };
      api = await start('api', [], { API_READS_RECEIPTS: 'false' });
      await api.said('ACE Portal API ready');
    }, 300_000);

    afterAll(async () => {
      await stopProcesses(processes);
      await services.close();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    });

    /** Sends a claim with these photos through an API, as a parent of a family of its own; answers their hashes. */
    async function sendClaim(
      photos: Buffer[],
      to: Process = api,
    ): Promise<{ status: number; parentEmail: string; sha256s: string[] }> {
      const parent = await insertParent(database.db);
      const child = await insertChild(database.db, parent.user.id);
      const provider = await insertProvider(database.db, { status: 'Active', contactEmail: 'office@provider.example' });
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
      photos.forEach((photo, index) => {
        form.append(`file${String(index + 1)}`, new Blob([photo], { type: 'image/png' }), `photo${String(index)}.png`);
      });
      const response = await fetch(`${to.url}/api/user/claim`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await identity.token(parent.person)}` },
        body: form,
      });
      await response.body?.cancel();
      const sha256s = photos.map((photo) => createHash('sha256').update(photo).digest('hex'));
      return { status: response.status, parentEmail: parent.user.email, sha256s };
    }

    const photo = (number: string) =>
      invoicePng({ provider: 'Bright Minds Tutoring', number, date: '09/01/2023', total: '$100.00' });

    const readingJobs = (sha256s: string[]) =>
      database.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, READ_RECEIPT),
            inArray(
              jobs.key,
              sha256s.map((sha256) => `receipt:${sha256}`),
            ),
          ),
        );

    const readings = (sha256s: string[]) =>
      database.db.select().from(receiptReadings).where(inArray(receiptReadings.sha256, sha256s));

    it('an API that leaves reading to workers accepts a claim, answers and runs its other jobs, and reads nothing; a worker then reads it', async () => {
      const sent = await sendClaim([photo('WK-1001')]);
      expect(sent.status).toBe(201);

      // The API's other jobs run: the parent's e-mail about the claim is sent.
      await eventually(
        () => Promise.resolve(mail.messages.filter((message) => message.to.includes(sent.parentEmail))),
        (messages) => messages.length > 0,
        30_000,
      );
      const [queued] = await readingJobs(sent.sha256s);
      expect(queued).toMatchObject({ attempts: 0, doneAt: null, lockedUntil: null });
      expect(await readings(sent.sha256s)).toEqual([]);
      expect((await fetch(`${api.url}/api/health/ready`)).status).toBe(200);

      firstWorker = await start('worker', ['--worker'], { RECEIPT_READING_THREADS: '2' });
      await firstWorker.said('ACE Portal worker ready');
      const [read] = await eventually(
        () => readings(sent.sha256s),
        (rows) => rows.length === 1,
        120_000,
      );
      expect(read).toMatchObject({ status: 'read', source: 'ocr' });
      // The job is marked done after the reading is kept, a moment later.
      const [done] = await eventually(
        () => readingJobs(sent.sha256s),
        (jobs) => jobs[0] !== undefined && jobs[0].doneAt !== null,
        30_000,
      );
      expect(done?.attempts).toBe(1);
    });

    it('two workers read every file of many claims once between them', async () => {
      const secondWorker = await start('second-worker', ['--worker'], { RECEIPT_READING_THREADS: '2' });
      await secondWorker.said('ACE Portal worker ready');
      const claims = [];
      for (let claim = 0; claim < 3; claim += 1) {
        claims.push(await sendClaim([0, 1, 2].map((file) => photo(`WK-2${String(claim)}${String(file)}`))));
      }
      expect(claims.map((claim) => claim.status)).toEqual([201, 201, 201]);
      const sha256s = claims.flatMap((claim) => claim.sha256s);

      const done = await eventually(
        () => readingJobs(sha256s),
        (rows) => rows.length === sha256s.length && rows.every((row) => row.doneAt !== null),
        240_000,
      );
      // Each job taken once: a second taking would have counted a second attempt.
      expect(done.map((row) => row.attempts)).toEqual(sha256s.map(() => 1));
      expect(await readings(sha256s)).toHaveLength(sha256s.length);
      // Both workers read, and the two logs together name each job once.
      const readBy = (worker: Process) =>
        [...worker.output().matchAll(/"id":(\d+),"kind":"receipts\.read"\},"ms":\d+,"msg":"receipt read"/g)].map(
          (match) => Number(match[1]),
        );
      const ids = done.map((row) => row.id);
      // A worker logs a file once its job is marked done: the last lines may reach this process a moment later.
      const [first, second] = await eventually(
        () =>
          Promise.resolve(
            [readBy(firstWorker), readBy(secondWorker)].map((read) => read.filter((id) => ids.includes(id))),
          ),
        (lists) => lists.flat().length >= ids.length,
        10_000,
      );
      expect(first?.length).toBeGreaterThan(0);
      expect(second?.length).toBeGreaterThan(0);
      expect([...(first ?? []), ...(second ?? [])].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    });

    it('an API that leaves every job to workers accepts a claim and sends nothing; a worker sends its e-mail and reads it', async () => {
      // The processes of the tests before run jobs: stopped, so that only this test's run any.
      await stopProcesses(processes);
      const withoutJobs = await start('api-without-jobs', [], { API_RUNS_JOBS: 'false' });
      await withoutJobs.said('"runsJobs":false,"readsReceipts":false');
      const sent = await sendClaim([photo('WK-3001')], withoutJobs);
      expect(sent.status).toBe(201);
      const mailed = () => mail.messages.filter((message) => message.to.includes(sent.parentEmail));
      // Forty of the API's job intervals (JOB_INTERVAL_MS, 50 ms here): a process that ran jobs would have sent it.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(mailed()).toEqual([]);
      expect((await readingJobs(sent.sha256s))[0]).toMatchObject({ attempts: 0, doneAt: null });
      expect((await fetch(`${withoutJobs.url}/api/health/ready`)).status).toBe(200);

      const worker = await start('worker-of-every-job', ['--worker']);
      await worker.said('ACE Portal worker ready');
      await eventually(
        () => Promise.resolve(mailed()),
        (messages) => messages.length === 1,
        30_000,
      );
      await eventually(
        () => readingJobs(sent.sha256s),
        (rows) => rows[0]?.doneAt !== null && rows[0]?.attempts === 1,
        120_000,
      );
      expect(await readings(sent.sha256s)).toHaveLength(1);
    });
  },
);

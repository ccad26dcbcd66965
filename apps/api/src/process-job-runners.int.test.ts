import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { invoicePdf } from '@ace/dev-kit/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import type { AppDependencies } from './app-dependencies.ts';
import { jobs } from './db/schema.ts';
import { SEND_MAIL } from './modules/mail/mail.jobs.ts';
import { findReceiptReadings } from './modules/receipts/receipt-readings.repository.ts';
import { queueReceiptReadings } from './modules/receipts/receipts.jobs.ts';
import { enqueueJob, findJobByKey } from './jobs/jobs.repository.ts';
import { createProcessJobRunners } from './process-job-runners.ts';

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * Which jobs each kind of process runs: the API every job (the local stack, one process, reads its receipts itself),
 * every job but reading receipts when API_READS_RECEIPTS is false, or none when API_RUNS_JOBS is false; a worker runs
 * every job.
 */
describe('the job runners of a process', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  /** A stored receipt queued for reading and an e-mail queued for sending, both of their own. */
  async function queueBoth() {
    const number = randomBytes(4).toString('hex');
    const bytes = await invoicePdf({ provider: 'Bright Minds Tutoring', number, date: '09/01/2023', total: '$80.00' });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const temporaryPath = api.store.temporaryPath();
    await writeFile(temporaryPath, bytes);
    await api.store.keep(temporaryPath, sha256);
    await queueReceiptReadings(api.db, [{ sha256, kind: 'pdf' }]);
    const subject = `Runners ${number}`;
    await enqueueJob(api.db, SEND_MAIL, {
      to: ['parent@example.com'],
      subject,
      text: number,
      html: `<p>${number}</p>`,
    });
    return { sha256, subject };
  }

  async function runAll(deps: AppDependencies, role: 'api' | 'worker') {
    // Jobs are due by the database's clock (their default run time is now()), not the API's test clock.
    const runners = createProcessJobRunners({ ...deps, clock: () => new Date() }, quiet, role);
    await Promise.all(runners.map((runner) => runner.runDue()));
  }

  const read = async (sha256: string) => (await findReceiptReadings(api.db, [sha256])).has(sha256);
  const sent = (subject: string) => api.mail.messages.some((message) => message.subject === subject);
  const mailWaiting = async (subject: string) =>
    (await api.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL))).some(
      (job) => job.payload.subject === subject && job.attempts === 0,
    );

  it('in the API, as the local stack starts it, run every job: receipts are read in the process', async () => {
    const { sha256, subject } = await queueBoth();
    await runAll(api.deps, 'api');
    expect(await read(sha256)).toBe(true);
    expect(sent(subject)).toBe(true);
  });

  it('in an API that leaves reading to workers, run every job but the reading', async () => {
    const { sha256, subject } = await queueBoth();
    const config = { ...api.deps.config, receiptJobs: { threads: 1, inApi: false } };
    await runAll({ ...api.deps, config }, 'api');
    expect(sent(subject)).toBe(true);
    expect(await read(sha256)).toBe(false);
    expect(await findJobByKey(api.db, `receipt:${sha256}`)).toMatchObject({ attempts: 0, doneAt: null });
  });

  it('in an API that leaves every job to workers, run none', async () => {
    const { sha256, subject } = await queueBoth();
    const config = { ...api.deps.config, jobsInApi: false, receiptJobs: { threads: 1, inApi: false } };
    await runAll({ ...api.deps, config }, 'api');
    expect(await mailWaiting(subject)).toBe(true);
    expect(sent(subject)).toBe(false);
    expect(await read(sha256)).toBe(false);
  });

  it('in a worker, run every job: receipts read, e-mails sent', async () => {
    const { sha256, subject } = await queueBoth();
    const config = { ...api.deps.config, jobsInApi: false, receiptJobs: { threads: 2, inApi: false } };
    await runAll({ ...api.deps, config }, 'worker');
    expect(await read(sha256)).toBe(true);
    expect(sent(subject)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createJobRunner, JOB_LEASE_MS, type JobHandler } from './job-runner.ts';
import { enqueueJob, listJobs, takeDueJob } from './jobs.repository.ts';

/**
 * Every API instance runs a job runner on the one database (docs/adr/0014-our-own-job-queue.md). Here two runners
 * share a database as two instances would. On PostgreSQL each runner's transactions take connections of their own
 * from the pool, so they really race for the same rows; embedded PGlite has one connection and runs one statement
 * at a time, so there the runners interleave between statements instead (and only one process can open it). Two
 * processes on one PostgreSQL are shown by multi-instance.int.test.ts.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const start = new Date('2030-01-01T00:00:00Z');

function runner(handlers: Record<string, JobHandler>, clock: () => Date) {
  return createJobRunner({ db: database.db, handlers, clock, onError: () => undefined });
}

/** Resolves once `parties` callers are waiting at it: proof that that many handlers run at the same time. */
function barrier(parties: number): () => Promise<void> {
  let waiting = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    waiting += 1;
    if (waiting === parties) open();
    return opened;
  };
}

describe(`two job runners on one database (${testDatabaseKind()})`, () => {
  it('run every job exactly once between them, side by side', async () => {
    const jobCount = 60;
    for (let n = 0; n < jobCount; n += 1) {
      await enqueueJob(database.db, 'test.counted', { n }, new Date(start.getTime() - 60_000));
    }
    const calls = new Map<number, number>();
    const bothRunning = barrier(2);
    const count: JobHandler = async (payload) => {
      const n = Number(payload.n);
      calls.set(n, (calls.get(n) ?? 0) + 1);
      // The first two jobs wait for each other: were one runner blocked while the other held a job, this never ends.
      if (calls.size <= 2) await bothRunning();
    };
    const first = runner({ 'test.counted': count }, () => start);
    const second = runner({ 'test.counted': count }, () => start);

    const ran = await Promise.all([first.runDue(), second.runDue()]);

    expect(ran[0] + ran[1]).toBe(jobCount);
    expect(ran.every((jobs) => jobs > 0)).toBe(true);
    expect([...calls.keys()].sort((a, b) => a - b)).toEqual([...Array(jobCount).keys()]);
    expect([...calls.values()].filter((times) => times !== 1)).toEqual([]);
    const jobs = await listJobs(database.db, 'test.counted');
    expect(jobs.filter((job) => job.doneAt === null)).toEqual([]);
    expect(new Set(jobs.map((job) => job.attempts))).toEqual(new Set([1]));
  });

  it('take up a job whose runner died with it in hand, once its lease has run out, and not before', async () => {
    await enqueueJob(database.db, 'test.orphaned', { order: 'A-1' }, start);
    // A runner takes the job and dies: nothing completes or fails it, its lease stays.
    const taken = await takeDueJob(database.db, start, JOB_LEASE_MS);
    expect(taken).toMatchObject({ kind: 'test.orphaned', attempts: 1 });

    const now = { value: new Date(start.getTime() + JOB_LEASE_MS - 1) };
    const payloads: Record<string, unknown>[] = [];
    const survivor = runner(
      {
        'test.orphaned': (payload) => {
          payloads.push(payload);
          return Promise.resolve();
        },
      },
      () => now.value,
    );
    expect(await survivor.runDue()).toBe(0);

    now.value = new Date(start.getTime() + JOB_LEASE_MS);
    expect(await survivor.runDue()).toBe(1);
    expect(payloads).toEqual([{ order: 'A-1' }]);
    const [job] = await listJobs(database.db, 'test.orphaned');
    expect(job).toMatchObject({ attempts: 2, lockedUntil: null, failedAt: null });
    expect(job?.doneAt).toEqual(now.value);
    expect(await survivor.runDue()).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { listJobs } from './jobs.repository.ts';
import { recurringJobHandlers, scheduleRecurringJobs, type RecurringJob } from './recurring-jobs.ts';

// A database of its own for each test: a runner takes every due job, whatever test queued it.
let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const minute = 60_000;

/** A runner as each API process has one, on the shared database and the test's clock. */
function runnerFor(recurring: readonly RecurringJob[], now: { value: Date }): JobRunner {
  return createJobRunner({
    db: database.db,
    handlers: recurringJobHandlers(recurring),
    clock: () => now.value,
    onError: () => undefined,
  });
}

describe('recurring jobs', () => {
  it('are scheduled once however many processes start, run every interval and survive a restart', async () => {
    const now = { value: new Date('2030-03-01T08:00:00Z') };
    const runs: Date[] = [];
    const sweep: RecurringJob = {
      kind: 'test.every-ten-minutes',
      intervalMs: 10 * minute,
      run: () => {
        runs.push(now.value);
        return Promise.resolve();
      },
    };
    // Three processes start at once on the same database, then one of them restarts.
    await Promise.all([1, 2, 3].map(() => scheduleRecurringJobs(database.db, [sweep], now.value)));
    const [first, second] = [runnerFor([sweep], now), runnerFor([sweep], now)];
    expect((await first.runDue()) + (await second.runDue())).toBe(1);
    expect(runs).toEqual([new Date('2030-03-01T08:00:00Z')]);

    now.value = new Date('2030-03-01T08:09:59Z');
    await scheduleRecurringJobs(database.db, [sweep], now.value);
    expect((await first.runDue()) + (await second.runDue())).toBe(0);

    now.value = new Date('2030-03-01T08:10:00Z');
    expect((await second.runDue()) + (await first.runDue())).toBe(1);
    now.value = new Date('2030-03-01T08:25:00Z');
    expect(await first.runDue()).toBe(1);
    expect(runs).toEqual([
      new Date('2030-03-01T08:00:00Z'),
      new Date('2030-03-01T08:10:00Z'),
      new Date('2030-03-01T08:25:00Z'),
    ]);
    const rows = await listJobs(database.db, sweep.kind);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 0, doneAt: null, failedAt: null, lockedUntil: null });
    expect(rows[0]?.runAt).toEqual(new Date('2030-03-01T08:35:00Z'));
  });

  it('take a shorter interval at the next start, due no later than one interval from then', async () => {
    const now = { value: new Date('2030-04-01T08:00:00Z') };
    const daily: RecurringJob = { kind: 'test.daily', intervalMs: 24 * 60 * minute, run: () => Promise.resolve() };
    await scheduleRecurringJobs(database.db, [daily], now.value);
    expect(await runnerFor([daily], now).runDue()).toBe(1);

    now.value = new Date('2030-04-01T09:00:00Z');
    const hourly = { ...daily, intervalMs: 60 * minute };
    await scheduleRecurringJobs(database.db, [hourly], now.value);
    const [row] = await listJobs(database.db, daily.kind);
    expect(row).toMatchObject({ repeatEveryMs: 60 * minute, runAt: new Date('2030-04-01T10:00:00Z') });
  });

  it('retry a failing run, never later than the next run, and never give the job up', async () => {
    const now = { value: new Date('2030-05-01T08:00:00Z') };
    let calls = 0;
    const failing: RecurringJob = {
      kind: 'test.failing',
      intervalMs: 30 * minute,
      run: () => {
        calls += 1;
        return Promise.reject(new Error(`run ${calls} failed`));
      },
    };
    await scheduleRecurringJobs(database.db, [failing], now.value);
    const runner = runnerFor([failing], now);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect(await runner.runDue()).toBe(1);
      const [row] = await listJobs(database.db, failing.kind);
      if (row === undefined) throw new Error('the recurring job is gone');
      now.value = row.runAt;
    }
    const [afterLast] = await listJobs(database.db, failing.kind);
    // Backing off 10 s, 20 s … is capped at the interval; after the eighth attempt it waits for its next run.
    expect(afterLast).toMatchObject({ attempts: 0, failedAt: null, doneAt: null, lastError: 'run 8 failed' });
    expect(calls).toBe(8);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(9);
  });
});

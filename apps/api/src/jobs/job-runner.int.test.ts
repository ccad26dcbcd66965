import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { SEND_MAIL } from '../modules/mail/mail.jobs.ts';
import { createJobRunner, retryDelayMs } from './job-runner.ts';
import { enqueueJob, enqueueJobOnce, enqueueJobsOnce, listJobs } from './jobs.repository.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('the job queue', () => {
  it('sends a queued e-mail through SMTP once its transaction committed', async () => {
    await api.db.transaction(async (tx) => {
      // Written out, as earlier versions queued e-mails (mail.jobs.ts): sent as it is.
      await enqueueJob(tx, SEND_MAIL, {
        to: ['parent@example.com'],
        subject: 'Hello',
        text: 'Plain words',
        html: '<p>Plain words</p>',
      });
    });
    expect(await api.runJobs()).toBe(1);
    expect(api.mail.messages).toContainEqual({
      to: ['parent@example.com'],
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Plain words</p>',
    });
    expect(await api.runJobs()).toBe(0);
  });

  it('loses no job: a rolled-back transaction queues nothing, a failing one is retried later and given up after its last attempt', async () => {
    await api.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.rolled-back', {});
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await listJobs(api.db, 'test.rolled-back')).toEqual([]);

    let calls = 0;
    const now = { value: new Date('2030-01-01T00:00:00Z') };
    const runner = createJobRunner({
      db: api.db,
      handlers: {
        'test.flaky': () => {
          calls += 1;
          return Promise.reject(new Error(`attempt ${calls} failed`));
        },
      },
      clock: () => now.value,
      onError: () => undefined,
    });
    await enqueueJob(api.db, 'test.flaky', { n: 1 }, new Date('2029-12-31T23:59:00Z'));
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    const [afterFirst] = await listJobs(api.db, 'test.flaky');
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: 'attempt 1 failed', doneAt: null, failedAt: null });
    expect(afterFirst?.runAt.getTime()).toBe(now.value.getTime() + retryDelayMs(1));
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      now.value = new Date(now.value.getTime() + 3_600_000);
      await runner.runDue();
    }
    const [last] = await listJobs(api.db, 'test.flaky');
    expect(last).toMatchObject({ attempts: 8, lastError: 'attempt 8 failed', doneAt: null });
    expect(last?.failedAt).not.toBeNull();
    expect(calls).toBe(8);
  });

  it('runs a job queued for now at once, even within the millisecond it was queued in', async () => {
    let calls = 0;
    const runner = createJobRunner({
      db: api.db,
      handlers: {
        'test.at-once': () => {
          calls += 1;
          return Promise.resolve();
        },
      },
      clock: () => new Date(),
      onError: () => undefined,
    });
    // The database's clock counts microseconds, the runner's milliseconds: queued and asked for in a row, every time.
    for (let round = 1; round <= 40; round += 1) {
      await enqueueJob(api.db, 'test.at-once', { round });
      expect(await runner.runDue()).toBe(1);
    }
    expect(calls).toBe(40);
  });

  it('stops after the job in hand when asked to stop, leaving the others due for the next start', async () => {
    let stopped: Promise<void> | undefined;
    const runner = createJobRunner({
      db: api.db,
      handlers: {
        'test.one-of-many': () => {
          stopped ??= runner.stop();
          return Promise.resolve();
        },
      },
      clock: () => new Date(),
      onError: () => undefined,
    });
    for (let n = 1; n <= 5; n += 1) await enqueueJob(api.db, 'test.one-of-many', { n });
    expect(await runner.runDue()).toBe(1);
    await stopped;
    const left = await listJobs(api.db, 'test.one-of-many');
    expect(left.filter((job) => job.doneAt === null)).toHaveLength(4);
  });

  it('adds several jobs of one kind in one statement, each key once: not again when given twice or held already', async () => {
    const kind = 'test.once-each';
    expect(await enqueueJobOnce(api.db, 'once-each:b', kind, { n: 0 })).toBe(true);
    const added = await enqueueJobsOnce(api.db, kind, [
      { key: 'once-each:a', payload: { n: 1 } },
      { key: 'once-each:b', payload: { n: 2 } },
      { key: 'once-each:c', payload: { n: 3 } },
      { key: 'once-each:a', payload: { n: 4 } },
    ]);
    expect(added).toBe(2);
    const queued = await listJobs(api.db, kind);
    expect(queued.map((job) => [job.key, job.payload])).toEqual([
      ['once-each:b', { n: 0 }],
      ['once-each:a', { n: 1 }],
      ['once-each:c', { n: 3 }],
    ]);
    expect(await enqueueJobsOnce(api.db, kind, [])).toBe(0);
  });

  it('backs off 10 s, 20 s, 40 s … up to an hour', () => {
    expect([1, 2, 3, 12].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 3_600_000]);
  });
});

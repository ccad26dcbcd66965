import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../test/fault-proxy.ts';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createJobRunner, retryDelayMs } from './job-runner.ts';
import { enqueueJob, listJobs } from './jobs.repository.ts';

/**
 * A job that fails because the database went away (an e-mail whose claim could not be read) cannot be recorded
 * failed until the database is back. Its runner asks again while the job is its own, as for a job done (ADR 0014):
 * the retry falls due 10 s after, not when the lease runs out (5 minutes), which left e-mails unsent for minutes after
 * a restart (issue 33). The runner reaches PostgreSQL through a fault proxy the test takes away and brings back.
 * PostgreSQL only: PGlite has no server to take away.
 */
describe.runIf(testDatabaseKind() === 'postgres')('a job that failed while the database was away', () => {
  let database: TestDatabase;
  let proxy: FaultProxy;
  let proxied: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startFaultProxy();
    const url = new URL(database.url ?? '');
    proxy.forwardTo(Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await proxied.close();
    await proxy.close();
    await database.close();
  });

  it('is recorded failed once the database is back, due again 10 s later, at its one attempt', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const notRecorded: string[] = [];
    const runner = createJobRunner({
      db: proxied.db,
      handlers: {
        'test.needs-database': () => {
          proxy.set('refuse');
          setTimeout(() => {
            proxy.set('pass');
          }, 500);
          return Promise.reject(new Error('the claim could not be read'));
        },
      },
      clock: () => now,
      onError: () => undefined,
      onNotRecorded: (_error, job) => notRecorded.push(job.kind),
    });
    await enqueueJob(database.db, 'test.needs-database', {}, now);

    expect(await runner.runDue()).toBe(1);

    const [job] = await listJobs(database.db, 'test.needs-database');
    expect(job).toMatchObject({ attempts: 1, lastError: 'the claim could not be read', doneAt: null, failedAt: null });
    expect(job?.runAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(notRecorded.length).toBeGreaterThan(0);
  });
});

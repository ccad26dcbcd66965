import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createFileStore } from '../../integrations/storage/file-stores.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { listJobs } from '../../jobs/jobs.repository.ts';
import { recurringJobHandlers, scheduleRecurringJobs } from '../../jobs/recurring-jobs.ts';
import { fileRecurringJobs, SWEEP_UPLOADS } from './files.jobs.ts';

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'ace-sweep-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function writeUpload(directory: string, name: string, bytes: number, modified: Date): string {
  const path = join(directory, name);
  writeFileSync(path, Buffer.alloc(bytes));
  utimesSync(path, modified, modified);
  return path;
}

describe('the sweep of temporary uploads', () => {
  it('removes, on a schedule kept once in the database, the uploads older than the longest request, and logs what it removed', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '600000' });
    // Ten minutes for the request to arrive, 30 s for the store's answer, a minute for the rest.
    expect(config.staleUploadMs).toBe(690_000);
    const store = createFileStore(config.fileStore);
    const uploads = join(dataDir, 'files', 'tmp');
    const now = { value: new Date('2030-06-01T08:00:00Z') };
    const logged: object[] = [];
    const recurring = fileRecurringJobs(
      { store, config, clock: () => now.value },
      { info: (details) => logged.push(details) },
    );
    const runner = createJobRunner({
      db: database.db,
      handlers: recurringJobHandlers(recurring),
      clock: () => now.value,
      onError: (error) => {
        throw error;
      },
    });

    const minutesAgo = (minutes: number) => new Date(now.value.getTime() - minutes * 60_000);
    const leftByAKill = writeUpload(uploads, 'left-by-a-kill.upload', 8 * 1_048_576, minutesAgo(12));
    const inFlight = writeUpload(uploads, 'in-flight.upload', 1_000, minutesAgo(11));
    const notAnUpload = writeUpload(uploads, 'notes.txt', 10, minutesAgo(60));

    // Two processes start on the same database: one sweep is scheduled, due at once.
    await scheduleRecurringJobs(database.db, recurring, now.value);
    await scheduleRecurringJobs(database.db, recurring, now.value);
    expect(await runner.runDue()).toBe(1);
    expect([existsSync(leftByAKill), existsSync(inFlight), existsSync(notAnUpload)]).toEqual([false, true, true]);
    expect(logged).toEqual([{ sweptUploads: { files: 1, bytes: 8 * 1_048_576 } }]);

    // Not due again before its interval; then the upload that was in flight is old enough, if still there.
    now.value = new Date(now.value.getTime() + config.staleUploadMs - 1);
    expect(await runner.runDue()).toBe(0);
    now.value = new Date(now.value.getTime() + 1);
    expect(await runner.runDue()).toBe(1);
    expect(existsSync(inFlight)).toBe(false);
    expect(logged).toEqual([
      { sweptUploads: { files: 1, bytes: 8 * 1_048_576 } },
      { sweptUploads: { files: 1, bytes: 1_000 } },
    ]);
    expect(await listJobs(database.db, SWEEP_UPLOADS)).toHaveLength(1);
  });
});

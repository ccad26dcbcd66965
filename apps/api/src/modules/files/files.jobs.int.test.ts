import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/bank-flow.ts';
import { insertChild, insertClaim, insertParent } from '../../../test/factories.ts';
import { S3_CREDENTIALS, startTestS3 } from '../../../test/s3-stand-in.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { claimFiles } from '../../db/schema.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import { createS3FileStore } from '../../integrations/storage/s3-file-store.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle, Executor } from '../../db/client.ts';
import { createFileStore } from '../../integrations/storage/file-stores.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { listJobs } from '../../jobs/jobs.repository.ts';
import { recurringJobHandlers, scheduleRecurringJobs } from '../../jobs/recurring-jobs.ts';
import { fileJobHandlers, fileRecurringJobs, SWEEP_UPLOADS } from './files.jobs.ts';
import {
  claimContents,
  expectClaim,
  REMOVE_UNCLAIMED,
  removeIfUnreferenced,
  removeUnclaimed,
} from './unreferenced-files.ts';

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

/** Keeps `text` in the store as a claim's file would be kept; answers its sha256. */
async function keep(store: FileStore, text: string): Promise<string> {
  const sha256 = createHash('sha256').update(text).digest('hex');
  const path = store.temporaryPath();
  writeFileSync(path, text);
  await store.keep(path, sha256);
  return sha256;
}

/** A claim of a parent of its own, with one file of this content. */
async function claimWithFile(sha256: string, db: Executor = database.db) {
  const parent = await insertParent(db);
  const child = await insertChild(db, parent.user.id);
  const claim = await insertClaim(db, { childId: child.id, submittedBy: parent.user.id });
  await db.insert(claimFiles).values({
    claimId: claim.id,
    position: 0,
    originalName: 'receipt.pdf',
    sha256,
    mimeType: 'application/pdf',
    sizeBytes: 10,
  });
}

describe('the removal of stored files whose claim was never written', () => {
  const config = () => loadConfig({ DATA_DIR: dataDir });

  it('removes them once their submission must be over, never what a claim refers to, and not at all for a claim written', async () => {
    const store = createFileStore(config().fileStore);
    const now = { value: new Date() };
    const logged: object[] = [];
    const runner = createJobRunner({
      db: database.db,
      handlers: fileJobHandlers({ db: database.db, store }, { info: (details) => logged.push(details) }),
      clock: () => now.value,
      onError: (error) => {
        throw error;
      },
    });
    const dueAt = new Date(now.value.getTime() + config().staleUploadMs);
    // A submission whose files reached the store, and whose claim was never written; one file another claim has.
    const shared = await keep(store, 'a receipt another claim has');
    await claimWithFile(shared);
    const leftBehind = await keep(store, 'a receipt whose claim was not written');
    await expectClaim(database.db, [shared, leftBehind], dueAt);
    // A submission whose claim was written: its transaction cancels the removal.
    const written = await keep(store, 'a receipt whose claim was written');
    const removal = await expectClaim(database.db, [written], dueAt);
    await database.db.transaction(async (tx) => {
      await claimContents(tx, store, { removal, all: [written], found: [] });
      await claimWithFile(written, tx);
    });

    expect(await runner.runDue()).toBe(0);
    now.value = dueAt;
    expect(await runner.runDue()).toBe(1);
    expect([await store.has(shared), await store.has(leftBehind), await store.has(written)]).toEqual([
      true,
      false,
      true,
    ]);
    expect(logged).toEqual([{ removedUnclaimed: { files: 1 } }]);
    expect(await listJobs(database.db, REMOVE_UNCLAIMED)).toEqual([]);
    // Run again (a runner that died before recording it done): nothing more to remove.
    expect(await removeUnclaimed({ db: database.db, store }, { sha256s: [shared, leftBehind] })).toEqual({ files: 0 });
  });

  it('removes them from the S3 store too', async () => {
    const s3 = await startTestS3();
    try {
      const store = createS3FileStore({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: 'us-east-1',
        ...S3_CREDENTIALS,
        temporaryDirectory: s3.directory,
      });
      const shared = await keep(store, 'an S3 receipt another claim has');
      await claimWithFile(shared);
      const leftBehind = await keep(store, 'an S3 receipt whose claim was not written');
      expect(await removeUnclaimed({ db: database.db, store }, { sha256s: [shared, leftBehind] })).toEqual({
        files: 1,
      });
      expect([await store.has(shared), await store.has(leftBehind)]).toEqual([true, false]);
    } finally {
      await s3.stop();
    }
  });

  it('never removes a content a claim being written holds, and a claim finds a content removed before it', async () => {
    const store = createFileStore(config().fileStore);
    // A claim of three files (held in one statement, files.repository.ts), the same one given twice.
    const held = await Promise.all(
      ['a receipt sent again while its first claim is written', 'its second page', 'a photo of it'].map((text) =>
        keep(store, text),
      ),
    );
    // A claim's transaction holds the contents; a removal of each beside it waits for the claim, then finds its file
    // (on PostgreSQL: PGlite has one connection, so nothing runs beside a transaction there).
    let removing: Promise<boolean[]> | undefined;
    await database.db.transaction(async (tx) => {
      await claimContents(tx, store, { removal: undefined, all: [...held, held[0] ?? ''], found: held });
      if (database.kind === 'postgres') {
        removing = Promise.all(held.map((sha256) => removeIfUnreferenced(database.db, store, sha256)));
        await eventually(
          async () =>
            (await database.db.execute(sql`select 1 from pg_locks where locktype = 'advisory' and not granted`)) as {
              rows: unknown[];
            },
          (waiting) => waiting.rows.length === held.length,
        );
      }
      for (const sha256 of held) await claimWithFile(sha256, tx);
    });
    if (removing !== undefined) expect(await removing).toEqual([false, false, false]);
    for (const sha256 of held) expect(await store.has(sha256)).toBe(true);

    // Removed first: the claim that found it stored before is refused (503), to be sent again whole.
    const orphan = await keep(store, 'a receipt removed before its claim was written');
    expect(await removeIfUnreferenced(database.db, store, orphan)).toBe(true);
    await expect(
      database.db.transaction((tx) => claimContents(tx, store, { removal: undefined, all: [orphan], found: [orphan] })),
    ).rejects.toMatchObject({ status: 503, code: 'FILES_UNAVAILABLE' });
  });
});

import { buffer } from 'node:stream/consumers';
import { FILE_KINDS, type FileKind } from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueJobsOnce, forgetDoneJobs } from '../../jobs/jobs.repository.ts';
import type { JobHandler, JobLog } from '../../jobs/job-runner.ts';
import type { RecurringJob } from '../../jobs/recurring-jobs.ts';
import { fileKindOf } from '../files/file-urls.ts';
import {
  deleteUnclaimedReadings,
  findReceiptReadings,
  listUnreadFiles,
  saveReceiptReading,
} from './receipt-readings.repository.ts';

export const READ_RECEIPT = 'receipts.read';
export const SWEEP_RECEIPTS = 'receipts.sweep';

/** How long the reading of a file chosen on the claim form waits for the claim before it is deleted. */
const UNCLAIMED_READING_MS = 24 * 3_600_000;
/** Files the sweep queues at a time. */
const SWEEP_BATCH = 200;

const payloadSchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), kind: z.enum(FILE_KINDS) });

const readingKey = (sha256: string) => `receipt:${sha256}`;

/** Queues the reading of stored files, in the caller's transaction (a claim's submission): once per file's bytes. */
export async function queueReceiptReadings(db: Executor, files: readonly { sha256: string; kind: FileKind }[]) {
  await enqueueJobsOnce(
    db,
    READ_RECEIPT,
    files.map((file) => ({ key: readingKey(file.sha256), payload: { ...file } })),
  );
}

/**
 * A read the busy cores starved (ReadingStarvedError) rejects like any failure that is not the file's: nothing is
 * recorded, and the job is tried again later, up to its attempts.
 */
export function receiptJobHandlers(deps: AppDependencies): Record<string, JobHandler> {
  const { db, store, clock } = deps;
  return {
    [READ_RECEIPT]: async (payload) => {
      const { sha256, kind } = payloadSchema.parse(payload);
      // Read already, as the claim form read it when the parent chose it.
      if ((await findReceiptReadings(db, [sha256])).has(sha256)) return;
      const readAt = clock();
      const reading = await deps.receipts.read(await buffer(store.read(sha256)), kind, readAt);
      await saveReceiptReading(db, sha256, reading, readAt);
    },
  };
}

/**
 * Every few minutes: queues the reading of claim files never read (claims from before reading existed, demo data, a
 * job that failed for good), and deletes the readings of files chosen on the claim form but never sent.
 */
export function receiptRecurringJobs(
  { db, clock }: Pick<AppDependencies, 'db' | 'clock'>,
  log: JobLog,
): RecurringJob[] {
  return [
    {
      kind: SWEEP_RECEIPTS,
      intervalMs: 10 * 60_000,
      run: async () => {
        const unread = await listUnreadFiles(db, SWEEP_BATCH);
        await queueReceiptReadings(
          db,
          unread.map((file) => ({ sha256: file.sha256, kind: fileKindOf(file.mimeType) })),
        );
        const deleted = await deleteUnclaimedReadings(db, new Date(clock().getTime() - UNCLAIMED_READING_MS));
        // Should the same bytes come with a claim later, they are read again.
        await forgetDoneJobs(db, deleted.map(readingKey));
        if (deleted.length > 0) {
          log.info({ deletedReadings: deleted.length }, 'deleted readings of files no claim was sent with');
        }
      },
    },
  ];
}

import { translate } from '@ace/domain';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import { cancelJob, enqueueJob } from '../../jobs/jobs.repository.ts';
import { holdContents, lockContentForRemoval, referencedContents } from './files.repository.ts';

/**
 * Files that reached the store when their claim did not (issue 33): the database went away between the two, or the
 * process was killed. Before a submission puts its files in the store, it queues a job due once the submission must
 * be over (the longest request, `staleUploadMs`), naming their contents; the claim's transaction cancels it. If the
 * claim was never written, the job removes each content no claim refers to: also one whose upload the store took
 * although its answer was lost. A submission that fails while the database answers removes what it kept at once. So
 * only what this database knows it may have put in the store is ever removed: a database restored elsewhere, or
 * empty, never sweeps a shared bucket.
 *
 * A content is shared by every claim with the same bytes, so a removal must never take one that a claim being written
 * is about to refer to. The claim's transaction holds its contents with a shared advisory lock until it commits; a
 * removal takes the content's lock alone, then looks for a claim's file. Either the removal comes first, and the
 * claim finds the content gone (503 FILES_UNAVAILABLE, sent again whole), or the claim comes first, and the removal
 * finds its file.
 */
export const REMOVE_UNCLAIMED = 'files.remove-unclaimed';

const unclaimedSchema = z.object({ sha256s: z.array(z.string().regex(/^[0-9a-f]{64}$/)) });

/**
 * Queues the removal of these contents at `dueAt`, unless a claim refers to them by then; commits before the files
 * go to the store. Answers the job's id, for `claimContents`.
 */
export async function expectClaim(db: Database, sha256s: readonly string[], dueAt: Date): Promise<number> {
  return enqueueJob(db, REMOVE_UNCLAIMED, { sha256s: [...new Set(sha256s)] }, dueAt);
}

/**
 * In a claim's transaction: cancels the removal `expectClaim` queued, holds the claim's contents until it commits,
 * and makes sure those it did not upload itself (`found`: the store had them already) are still stored.
 */
export async function claimContents(
  tx: Executor,
  store: FileStore,
  contents: { removal: number | undefined; all: readonly string[]; found: readonly string[] },
) {
  if (contents.removal !== undefined) await cancelJob(tx, contents.removal);
  await holdContents(tx, contents.all);
  for (const sha256 of contents.found) {
    if (!(await store.has(sha256))) {
      throw new ServiceUnavailableError('FILES_UNAVAILABLE', translate('outage.files'), {
        cause: new Error(`The stored content ${sha256} was removed while its claim was written`),
      });
    }
  }
}

/** Removes a content no claim refers to; answers whether it did (false: referenced, or gone already). */
export async function removeIfUnreferenced(db: Database, store: FileStore, sha256: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockContentForRemoval(tx, sha256);
    if ((await referencedContents(tx, [sha256])).size > 0 || !(await store.has(sha256))) return false;
    await store.remove(sha256);
    return true;
  });
}

/** The queued removal's handler: each content no claim refers to is removed; safe to run again. */
export async function removeUnclaimed(
  { db, store }: { db: Database; store: FileStore },
  payload: Record<string, unknown>,
): Promise<{ files: number }> {
  let files = 0;
  for (const sha256 of unclaimedSchema.parse(payload).sha256s) {
    if (await removeIfUnreferenced(db, store, sha256)) files += 1;
  }
  return { files };
}

import { and, count, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs, transfers } from '../../db/schema.ts';

export type TransferStatus = (typeof transfers.$inferSelect)['status'];

/** Answers when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The jobs due now and neither done nor given up, by kind, with how long (seconds, by the database's clock, which
 * jobs fall due by) the longest-waiting one of each has been due.
 */
export async function dueJobFigures(db: Executor): Promise<{ kind: string; due: number; oldestAgeSeconds: number }[]> {
  return db
    .select({
      kind: jobs.kind,
      due: count(),
      oldestAgeSeconds: sql<number>`extract(epoch from now() - min(${jobs.runAt}))::float8`.mapWith(Number),
    })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, sql`now()`)))
    .groupBy(jobs.kind);
}

/** How many payout transfers are in each status. */
export async function countTransfersByStatus(db: Executor): Promise<Map<TransferStatus, number>> {
  const rows = await db.select({ status: transfers.status, count: count() }).from(transfers).groupBy(transfers.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

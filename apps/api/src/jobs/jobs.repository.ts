import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * The database's clock `delayMs` from now, cut to the millisecond: the runner asks for due jobs with a JavaScript
 * date (milliseconds), so a job due "now" in microseconds could otherwise stay not yet due until the next millisecond.
 */
function databaseTimeIn(delayMs: number) {
  return sql`date_trunc('milliseconds', now()) + ${delayMs} * interval '1 millisecond'`;
}

/** Adds a job, due now unless `runAt` says later; call it inside the transaction whose commit the job must follow. */
export async function enqueueJob(db: Executor, kind: string, payload: Record<string, unknown>, runAt?: Date) {
  await db.insert(jobs).values({ kind, payload, runAt: runAt ?? databaseTimeIn(0) });
}

/** Adds a job due `delayMs` from now by the database's clock, the clock jobs fall due by (a recurring job's next run). */
export async function enqueueJobIn(db: Executor, kind: string, payload: Record<string, unknown>, delayMs: number) {
  await db.insert(jobs).values({ kind, payload, runAt: databaseTimeIn(delayMs) });
}

/** Adds a recurring job unless one of its kind is waiting or running already (the job itself enqueues its next run). */
export async function scheduleRecurringJob(db: Executor, kind: string): Promise<void> {
  const [open] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .limit(1);
  if (open === undefined) await enqueueJob(db, kind, {});
}

/**
 * Takes the next due job for a while (lockedUntil), counting the attempt. Two runners never take the same job:
 * the row is locked with SKIP LOCKED while it is taken.
 */
export async function takeDueJob(db: Executor, now: Date, leaseMs: number): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [taken] = await tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, due.id))
      .returning();
    return taken;
  });
}

export async function completeJob(db: Executor, id: number, now: Date) {
  await db.update(jobs).set({ doneAt: now, lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

/** Records a failed attempt: tried again at `retryAt`, or given up (failedAt) after the last attempt. */
export async function failJob(db: Executor, job: JobRow, error: string, now: Date, retryAt: Date) {
  const exhausted = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      exhausted
        ? { failedAt: now, lockedUntil: null, lastError: error }
        : { runAt: retryAt, lockedUntil: null, lastError: error },
    )
    .where(eq(jobs.id, job.id));
}

export async function listJobs(db: Executor, kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(asc(jobs.id));
}

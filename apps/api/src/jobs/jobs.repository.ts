import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * The database's clock, cut to the millisecond: the runner asks for due jobs with a JavaScript date (milliseconds),
 * so a job due "now" in microseconds could otherwise stay not yet due until the next millisecond.
 */
const databaseNow = sql`date_trunc('milliseconds', now())`;

/**
 * Adds a job, due now unless `runAt` says later; call it inside the transaction whose commit the job must follow.
 * Answers its id.
 */
export async function enqueueJob(
  db: Executor,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
): Promise<number> {
  const [added] = await db
    .insert(jobs)
    .values({ kind, payload, runAt: runAt ?? databaseNow })
    .returning({ id: jobs.id });
  if (added === undefined) throw new Error(`No job of kind ${kind} was added`);
  return added.id;
}

/** Deletes a job not taken yet: its work is no longer needed. */
export async function cancelJob(db: Executor, id: number) {
  await db.delete(jobs).where(and(eq(jobs.id, id), isNull(jobs.lockedUntil)));
}

/**
 * Adds a job that must happen once only, under its idempotency key (DESIGN.md section 11: claim, kind, step). A key
 * is held by one job for good, done or not: answers false, adding nothing, when the job exists already.
 */
export async function enqueueJobOnce(
  db: Executor,
  key: string,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
): Promise<boolean> {
  return (await enqueueJobsOnce(db, kind, [{ key, payload }], runAt)) === 1;
}

/**
 * enqueueJobOnce for several jobs of one kind in one statement (a claim's files, say): each added unless its key is
 * held already, a key given twice added once, as it was first given. Answers how many were added.
 */
export async function enqueueJobsOnce(
  db: Executor,
  kind: string,
  keyed: readonly { key: string; payload: Record<string, unknown> }[],
  runAt?: Date,
): Promise<number> {
  const unique = keyed.filter((job, index) => keyed.findIndex((other) => other.key === job.key) === index);
  if (unique.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(unique.map(({ key, payload }) => ({ kind, payload, key, runAt: runAt ?? databaseNow })))
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length;
}

/** Frees the keys of done jobs, so that work done once can be queued under them again (its result was deleted). */
export async function forgetDoneJobs(db: Executor, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.delete(jobs).where(and(inArray(jobs.key, [...keys]), isNotNull(jobs.doneAt)));
}

/** Marks the job of a key done at `at` without running it: for work known to have happened (demo data). */
export async function markJobDone(db: Executor, key: string, at: Date) {
  await db
    .update(jobs)
    .set({ doneAt: at })
    .where(and(eq(jobs.key, key), isNull(jobs.doneAt)));
}

/** The kinds of job a runner takes: every kind, only these, or every kind but these. */
export type JobKinds = 'every' | { only: readonly string[] } | { except: readonly string[] };

function ofKinds(kinds: JobKinds) {
  if (kinds === 'every') return undefined;
  return 'only' in kinds ? inArray(jobs.kind, [...kinds.only]) : notInArray(jobs.kind, [...kinds.except]);
}

/**
 * Takes the next due job of `kinds` for a while (lockedUntil), counting the attempt. Two runners never take the same
 * job: the row is locked with SKIP LOCKED while it is taken.
 */
export async function takeDueJob(
  db: Executor,
  now: Date,
  leaseMs: number,
  kinds: JobKinds = 'every',
): Promise<JobRow | undefined> {
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
          ofKinds(kinds),
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

/**
 * Adds the one row of a recurring job (keyed by `key`), due at `now`. Scheduled already (another process, an
 * earlier start): only its interval is brought up to date, and it falls due no later than one interval from now.
 */
export async function upsertRecurringJob(db: Executor, key: string, kind: string, everyMs: number, now: Date) {
  await db
    .insert(jobs)
    .values({ kind, payload: {}, key, repeatEveryMs: everyMs, runAt: now })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind,
        repeatEveryMs: everyMs,
        runAt: sql`least(${jobs.runAt}, ${new Date(now.getTime() + everyMs).toISOString()}::timestamptz)`,
        failedAt: null,
      },
    });
}

export async function findJobByKey(db: Executor, key: string): Promise<JobRow | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.key, key));
  return job;
}

/** A job that ran: done, or, when it recurs, due again at `nextRunAt` with its attempts counted afresh. */
export async function completeJob(db: Executor, job: JobRow, now: Date, nextRunAt: Date | undefined) {
  await db
    .update(jobs)
    .set(
      nextRunAt === undefined
        ? { doneAt: now, lockedUntil: null, lastError: null }
        : { runAt: nextRunAt, attempts: 0, lockedUntil: null, lastError: null },
    )
    .where(eq(jobs.id, job.id));
}

/**
 * A one-off job that ran and must leave nothing behind: deleted, or, when it holds a key, kept done with an empty
 * payload, so that the key still says its work was done (enqueueJobOnce adds it no more).
 */
export async function forgetJob(db: Executor, job: JobRow, now: Date) {
  if (job.key === null) await db.delete(jobs).where(eq(jobs.id, job.id));
  else {
    await db
      .update(jobs)
      .set({ doneAt: now, lockedUntil: null, lastError: null, payload: {} })
      .where(eq(jobs.id, job.id));
  }
}

/**
 * Does to every done one-off job of a kind what forgetJob does: for the rows that ran before their handler forgot
 * them, or whose runner stopped between the two.
 */
export async function forgetDoneJobsOfKind(db: Executor, kind: string) {
  const done = and(eq(jobs.kind, kind), isNotNull(jobs.doneAt), isNull(jobs.repeatEveryMs));
  await db.delete(jobs).where(and(done, isNull(jobs.key)));
  await db
    .update(jobs)
    .set({ payload: {} })
    .where(and(done, sql`${jobs.payload} <> '{}'::jsonb`));
}

/** Takes these fields out of the payloads of the jobs of a kind that were given up (failedAt). */
export async function dropFieldsOfFailedJobs(db: Executor, kind: string, fields: readonly string[]) {
  const names = sql.join(
    fields.map((field) => sql`${field}`),
    sql`, `,
  );
  await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} - array[${names}]::text[]` })
    .where(and(eq(jobs.kind, kind), isNotNull(jobs.failedAt), sql`${jobs.payload} ?| array[${names}]::text[]`));
}

/**
 * Records a failed attempt: tried again at `retryAt`. After the last attempt a job is given up (failedAt), but a
 * recurring one waits for its next run (`nextRunAt`) with its attempts counted afresh.
 */
export async function failJob(
  db: Executor,
  job: JobRow,
  error: string,
  now: Date,
  retryAt: Date,
  nextRunAt: Date | undefined,
) {
  const exhausted = job.attempts >= job.maxAttempts;
  let change: Partial<JobRow> = { runAt: retryAt, lockedUntil: null, lastError: error };
  if (exhausted) {
    change =
      nextRunAt === undefined
        ? { failedAt: now, lockedUntil: null, lastError: error }
        : { runAt: nextRunAt, attempts: 0, lockedUntil: null, lastError: error };
  }
  await db.update(jobs).set(change).where(eq(jobs.id, job.id));
}

export async function listJobs(db: Executor, kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(asc(jobs.id));
}

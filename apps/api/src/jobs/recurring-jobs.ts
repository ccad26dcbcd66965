import type { Executor } from '../db/client.ts';
import type { JobHandler } from './job-runner.ts';
import { upsertRecurringJob } from './jobs.repository.ts';

/**
 * A job that runs every `intervalMs` for as long as the API runs, in whichever of its processes takes it. It is one
 * row of the job queue, keyed by its kind: scheduling it again (every start of every process) changes nothing but
 * its interval, and after each run the job runner makes it due again `intervalMs` later, instead of done. A run that
 * fails is retried as any job is (never later than its next run), and after its last attempt waits for its next run.
 */
export interface RecurringJob {
  /** Unique among the kinds of jobs. */
  kind: string;
  /** From the end of one run to the start of the next. */
  intervalMs: number;
  run: () => Promise<void>;
}

export const recurringJobKey = (kind: string) => `recurring:${kind}`;

/** Schedules each recurring job once, first due `now`; safe to call at every start of every process. */
export async function scheduleRecurringJobs(db: Executor, recurring: readonly RecurringJob[], now: Date) {
  for (const job of recurring) await upsertRecurringJob(db, recurringJobKey(job.kind), job.kind, job.intervalMs, now);
}

/** The handlers of the recurring jobs, for the job runner. */
export function recurringJobHandlers(recurring: readonly RecurringJob[]): Record<string, JobHandler> {
  return Object.fromEntries(recurring.map((job) => [job.kind, () => job.run()]));
}

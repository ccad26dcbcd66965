import type { AppDependencies } from './app-dependencies.ts';
import { READ_RECEIPT } from './modules/receipts/receipts.jobs.ts';
import { createJobHandlers } from './job-handlers.ts';
import { createJobRunner, type JobLog, type JobRunner } from './jobs/job-runner.ts';
import type { JobKinds } from './jobs/jobs.repository.ts';

/** What a process's runners log: what jobs did, and a job that failed (to be tried again). */
export interface RunnerLog extends JobLog {
  warn(details: object, message: string): void;
}

type JobDone = (job: { id: number; kind: string }, ms: number) => void;

/** The jobs that read receipts: run by worker processes, and by the API unless it leaves them to workers. */
const RECEIPT_READING: JobKinds = { only: [READ_RECEIPT] };

/**
 * The job runners of a process. Every process runs the jobs other than reading in one lane, and reads receipts in
 * RECEIPT_READING_THREADS lanes of their own, each with a thread of deps.receipts's pool: a worker process
 * (`--worker`) always, the API unless API_READS_RECEIPTS is false (it then only queues the readings) or
 * API_RUNS_JOBS is false (it then runs no job at all, and only queues them).
 */
export function createProcessJobRunners(deps: AppDependencies, log: RunnerLog, role: 'api' | 'worker'): JobRunner[] {
  const handlers = createJobHandlers(deps, log);
  const runner = (kinds: JobKinds, lanes: number, onDone?: JobDone) =>
    createJobRunner({
      db: deps.db,
      handlers,
      clock: deps.clock,
      kinds,
      lanes,
      leaseMs: deps.config.jobLeaseMs,
      ...(onDone === undefined ? {} : { onDone }),
      // The job's id and kind only: its payload names a claim and, in a job of an earlier version, may hold an
      // e-mail's text.
      onError: (error, job) => {
        log.warn({ err: error, job: { id: job.id, kind: job.kind } }, 'job failed; it will be tried again');
      },
      onNotRecorded: (error, job) => {
        log.warn({ err: error, job: { id: job.id, kind: job.kind } }, 'job ran, not recorded yet: asking again');
      },
    });
  // Each file read, in the log of the process that read it: where the reading went, and how long it took.
  const reading = () =>
    runner(RECEIPT_READING, deps.config.receiptJobs.threads, (job, ms) => {
      log.info({ job: { id: job.id, kind: job.kind }, ms }, 'receipt read');
    });
  if (role === 'api' && !deps.config.jobsInApi) return [];
  const others = runner({ except: [READ_RECEIPT] }, 1);
  return role === 'worker' || deps.config.receiptJobs.inApi ? [others, reading()] : [others];
}

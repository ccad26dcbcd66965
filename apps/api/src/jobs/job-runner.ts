import type { Database } from '../db/client.ts';
import { withoutEmailAddresses } from '../plugins/request-log.ts';
import { completeJob, failJob, forgetJob, takeDueJob, type JobRow } from './jobs.repository.ts';

/** The job a handler runs, as it may ask things of the runner. */
export interface TakenJob {
  /**
   * Once done, leave nothing of this one-off job but its key: its payload must not outlive it (an e-mail's facts),
   * and a job without a key is deleted.
   */
  forgetWhenDone(): void;
}

/** What a job of one kind does with its payload; throwing means "try again later". */
export type JobHandler = (payload: Record<string, unknown>, job: TakenJob) => Promise<void>;

/** Where jobs note what they did (the server's logger). */
export interface JobLog {
  info(details: object, message: string): void;
}

export interface JobRunner {
  /** Runs every job due now, one after another; answers how many ran. */
  runDue(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** How long a taken job is its runner's: a runner that died with it in hand leaves it to another after this. */
export const JOB_LEASE_MS = 5 * 60_000;

/** Waits 10 s, 20 s, 40 s … up to an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

/** When a recurring job runs next, counted from the end of this run; undefined for a job that runs once. */
function nextRunAt(job: JobRow, ended: Date): Date | undefined {
  return job.repeatEveryMs === null ? undefined : new Date(ended.getTime() + job.repeatEveryMs);
}

export function createJobRunner(options: {
  db: Database;
  handlers: Readonly<Record<string, JobHandler>>;
  clock: () => Date;
  onError: (error: unknown, job: { id: number; kind: string }) => void;
}): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;

  async function runDue(): Promise<number> {
    let ran = 0;
    // Once stopping, the job in hand is finished and the rest left due for the next start.
    while (!stopping) {
      const now = options.clock();
      const job = await takeDueJob(options.db, now, JOB_LEASE_MS);
      if (!job) return ran;
      ran += 1;
      const handler = options.handlers[job.kind];
      try {
        if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
        const asked = { forget: false };
        await handler(job.payload, {
          forgetWhenDone: () => {
            asked.forget = true;
          },
        });
        const finished = options.clock();
        const next = nextRunAt(job, finished);
        if (asked.forget && next === undefined) await forgetJob(options.db, job, finished);
        else await completeJob(options.db, job, finished, next);
      } catch (error) {
        options.onError(error, job);
        // An error is kept for whoever reads the table; a relay's refusal names its recipient, who is not kept.
        const message = withoutEmailAddresses(error instanceof Error ? error.message : String(error));
        const failed = options.clock();
        let retryAt = failed.getTime() + retryDelayMs(job.attempts);
        // A recurring job is not retried later than its next run would be anyway.
        if (job.repeatEveryMs !== null) retryAt = Math.min(retryAt, failed.getTime() + job.repeatEveryMs);
        await failJob(options.db, job, message, failed, new Date(retryAt), nextRunAt(job, failed));
      }
    }
    return ran;
  }

  return {
    runDue,
    start(intervalMs) {
      timer = setInterval(() => {
        running ??= runDue()
          .catch((error: unknown) => {
            options.onError(error, { id: 0, kind: 'runner' });
            return 0;
          })
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

import { setTimeout as wait } from 'node:timers/promises';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { withoutEmailAddresses } from '../plugins/request-log.ts';
import { completeJob, failJob, forgetJob, takeDueJob, type JobKinds, type JobRow } from './jobs.repository.ts';

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
  /** Runs every job due now, in each of its lanes at once; answers how many ran. */
  runDue(): Promise<number>;
  /**
   * Looks for due jobs every `intervalMs`. The timer keeps the process running only when `holdsProcess` says so (a
   * worker, which has no listener to do that).
   */
  start(intervalMs: number, holdsProcess?: boolean): void;
  stop(): Promise<void>;
}

/**
 * How long a taken job is its runner's unless said (JOB_LEASE_MS): a runner that died with it in hand leaves it to
 * another after this.
 */
export const JOB_LEASE_MS = 5 * 60_000;

/**
 * How long before its lease runs out a runner stops trying to record a job done while the database is away: past it
 * another runner may take the job and run it again.
 */
export const RECORD_DONE_MARGIN = 0.1;

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
  /** Told each time a job that ran could not be recorded done because the database is away (it is asked again). */
  onNotRecorded?: (error: unknown, job: { id: number; kind: string }) => void;
  /** Told of each job that ran to its end, and how long it took. */
  onDone?: (job: { id: number; kind: string }, ms: number) => void;
  /** The kinds of job it takes; every kind unless said. */
  kinds?: JobKinds;
  /** How long a taken job is this runner's (JOB_LEASE_MS unless said). */
  leaseMs?: number;
  /**
   * How many jobs it runs at once (1 unless said): each lane runs one job after another. A started runner wakes one
   * idle lane per interval, and a lane that takes a job wakes the next, so an idle runner asks once per interval.
   */
  lanes?: number;
}): JobRunner {
  const kinds = options.kinds ?? 'every';
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const lanes: (Promise<number> | undefined)[] = Array.from({ length: options.lanes ?? 1 }, () => undefined);
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;

  /**
   * Records how a job ran (done, forgotten, due again, or failed). The work is done, and an e-mail cannot be taken
   * back: a database that is away now (restarting, failing over) is asked again, 0.1 s doubling to 2 s apart, for as
   * long as the job is this runner's (its lease, less a tenth), so that it is not run again when the lease runs out
   * (ADR 0014). A failure is recorded the same way: its retry falls due 10 s after, not when the lease runs out
   * (5 minutes). A stopping runner asks no more: it must not hold the process for minutes.
   */
  async function recordOutcome(job: JobRow, record: () => Promise<void>): Promise<void> {
    const leaseEnd = (job.lockedUntil?.getTime() ?? 0) - leaseMs * RECORD_DONE_MARGIN;
    for (let delayMs = 100; ; delayMs = Math.min(delayMs * 2, 2000)) {
      try {
        await record();
        return;
      } catch (error) {
        const late = options.clock().getTime() + delayMs > leaseEnd;
        if (!isDatabaseUnavailable(error) || late || stopping) throw error;
        options.onNotRecorded?.(error, job);
      }
      await wait(delayMs);
    }
  }

  /** Runs due jobs one after another until none is left; `onTaken` is told of each job as it is taken. */
  async function runLane(onTaken: () => void): Promise<number> {
    let ran = 0;
    // Once stopping, the job in hand is finished and the rest left due for the next start.
    while (!stopping) {
      const now = options.clock();
      const job = await takeDueJob(options.db, now, leaseMs, kinds);
      if (!job) return ran;
      ran += 1;
      onTaken();
      const started = performance.now();
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
        await recordOutcome(job, () =>
          asked.forget && next === undefined
            ? forgetJob(options.db, job, finished)
            : completeJob(options.db, job, finished, next),
        );
        options.onDone?.(job, Math.round(performance.now() - started));
      } catch (error) {
        options.onError(error, job);
        // An error is kept for whoever reads the table; a relay's refusal names its recipient, who is not kept.
        const message = withoutEmailAddresses(error instanceof Error ? error.message : String(error));
        const failed = options.clock();
        let retryAt = failed.getTime() + retryDelayMs(job.attempts);
        // A recurring job is not retried later than its next run would be anyway.
        if (job.repeatEveryMs !== null) retryAt = Math.min(retryAt, failed.getTime() + job.repeatEveryMs);
        await recordOutcome(job, () =>
          failJob(options.db, job, message, failed, new Date(retryAt), nextRunAt(job, failed)),
        );
      }
    }
    return ran;
  }

  /** Starts an idle lane, if one is. */
  function wakeLane() {
    const lane = lanes.indexOf(undefined);
    if (lane === -1 || stopping) return;
    lanes[lane] = runLane(wakeLane)
      .catch((error: unknown) => {
        options.onError(error, { id: 0, kind: 'runner' });
        return 0;
      })
      .finally(() => {
        lanes[lane] = undefined;
      });
  }

  return {
    async runDue() {
      const ran = await Promise.all(lanes.map(() => runLane(() => undefined)));
      return ran.reduce((sum, count) => sum + count, 0);
    },
    start(intervalMs, holdsProcess = false) {
      timer = setInterval(wakeLane, intervalMs);
      if (!holdsProcess) timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await Promise.all(lanes.filter((lane) => lane !== undefined));
    },
  };
}

import type { AppDependencies } from '../../app-dependencies.ts';
import type { JobLog } from '../../jobs/job-runner.ts';
import type { RecurringJob } from '../../jobs/recurring-jobs.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { REMOVE_UNCLAIMED, removeUnclaimed } from './unreferenced-files.ts';

export const SWEEP_UPLOADS = 'files.sweep-uploads';

/**
 * The sweep of temporary uploads a killed process left behind: those older than any request can last, as often.
 * A request removes its own upload however it ends, so whatever is swept is counted in the log.
 */
export function fileRecurringJobs(
  { store, clock, config }: Pick<AppDependencies, 'store' | 'clock' | 'config'>,
  log: JobLog,
): RecurringJob[] {
  return [
    {
      kind: SWEEP_UPLOADS,
      intervalMs: config.staleUploadMs,
      run: async () => {
        const swept = await store.sweepUploads(new Date(clock().getTime() - config.staleUploadMs));
        if (swept.files > 0) log.info({ sweptUploads: swept }, 'removed uploads a stopped process left behind');
      },
    },
  ];
}

/** The removal of stored files whose claim was never written (unreferenced-files.ts), once their submission is over. */
export function fileJobHandlers(
  { db, store }: Pick<AppDependencies, 'db' | 'store'>,
  log: JobLog,
): Record<string, JobHandler> {
  return {
    [REMOVE_UNCLAIMED]: async (payload, job) => {
      // Nothing of it is worth keeping once done.
      job.forgetWhenDone();
      const removed = await removeUnclaimed({ db, store }, payload);
      if (removed.files > 0)
        log.info({ removedUnclaimed: removed }, 'removed stored files whose claim was not written');
    },
  };
}

import type { AppDependencies } from '../app-dependencies.ts';
import { bankJobHandlers, bankRecurringJobs } from '../modules/bank/bank.jobs.ts';
import { deadlineJobHandlers, deadlineRecurringJobs } from '../modules/deadlines/deadlines.jobs.ts';
import { fileRecurringJobs } from '../modules/files/files.jobs.ts';
import { mailJobHandlers } from '../modules/mail/mail.jobs.ts';
import { receiptJobHandlers, receiptRecurringJobs } from '../modules/receipts/receipts.jobs.ts';
import type { JobHandler, JobLog } from './job-runner.ts';
import { recurringJobHandlers, type RecurringJob } from './recurring-jobs.ts';

/** Every recurring job, gathered from the modules that own them; server.ts schedules them at start. */
export function createRecurringJobs(deps: AppDependencies, log: JobLog): RecurringJob[] {
  return [
    ...bankRecurringJobs(deps),
    ...fileRecurringJobs(deps, log),
    ...deadlineRecurringJobs(deps),
    ...receiptRecurringJobs(deps, log),
  ];
}

/** Every kind of job the runner knows, gathered from the modules that enqueue them. */
export function createJobHandlers(deps: AppDependencies, log: JobLog): Record<string, JobHandler> {
  return {
    ...mailJobHandlers(deps),
    ...bankJobHandlers(deps),
    ...deadlineJobHandlers(deps),
    ...receiptJobHandlers(deps),
    ...recurringJobHandlers(createRecurringJobs(deps, log)),
  };
}

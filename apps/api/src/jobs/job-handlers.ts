import type { AppDependencies } from '../app-dependencies.ts';
import { bankJobHandlers, bankRecurringJobs } from '../modules/bank/bank.jobs.ts';
import {
  deadlineJobHandlers,
  deadlineMailWriters,
  deadlineRecurringJobs,
} from '../modules/deadlines/deadlines.jobs.ts';
import { fileRecurringJobs } from '../modules/files/files.jobs.ts';
import { mailJobHandlers, mailRecurringJobs } from '../modules/mail/mail.jobs.ts';
import { parentMailWriters } from '../modules/mail/parent-mails.ts';
import { providerMailWriters } from '../modules/mail/provider-mails.ts';
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
    ...mailRecurringJobs(deps),
  ];
}

/** Every kind of job the runner knows, gathered from the modules that enqueue them. */
export function createJobHandlers(deps: AppDependencies, log: JobLog): Record<string, JobHandler> {
  return {
    ...mailJobHandlers(deps, {
      ...parentMailWriters(deps),
      ...providerMailWriters(deps),
      ...deadlineMailWriters(deps),
    }),
    ...bankJobHandlers(deps),
    ...deadlineJobHandlers(deps),
    ...receiptJobHandlers(deps),
    ...recurringJobHandlers(createRecurringJobs(deps, log)),
  };
}

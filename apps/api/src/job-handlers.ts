import type { AppDependencies } from './app-dependencies.ts';
import { appealMailWriters } from './modules/appeals/appeal-mails.ts';
import { auditMailWriters } from './modules/audits/audit-mails.ts';
import { auditRecurringJobs } from './modules/audits/weekly-sample.ts';
import { bankJobHandlers, bankRecurringJobs } from './modules/bank/bank.jobs.ts';
import { deadlineJobHandlers, deadlineMailWriters, deadlineRecurringJobs } from './modules/deadlines/deadlines.jobs.ts';
import { fileJobHandlers, fileRecurringJobs } from './modules/files/files.jobs.ts';
import { mailJobHandlers, mailRecurringJobs } from './modules/mail/mail.jobs.ts';
import { parentMailWriters } from './modules/claims/parent-mails.ts';
import { preApprovalMailWriters } from './modules/pre-approvals/pre-approval-mails.ts';
import {
  preApprovalProviderJobHandlers,
  preApprovalProviderMailWriters,
} from './modules/pre-approvals/pre-approval-provider-mails.ts';
import { preApprovalRecurringJobs } from './modules/pre-approvals/pre-approvals.jobs.ts';
import { providerMailWriters } from './modules/claims/provider-mails.ts';
import { receiptJobHandlers, receiptRecurringJobs } from './modules/receipts/receipts.jobs.ts';
import { yearClosingRecurringJobs } from './modules/year-closing/year-closing.ts';
import { yearEndMailWriters } from './modules/year-closing/year-end-mail.ts';
import type { JobHandler, JobLog } from './jobs/job-runner.ts';
import { recurringJobHandlers, type RecurringJob } from './jobs/recurring-jobs.ts';

/** Every recurring job, gathered from the modules that own them; server.ts schedules them at start. */
export function createRecurringJobs(deps: AppDependencies, log: JobLog): RecurringJob[] {
  return [
    ...bankRecurringJobs(deps),
    ...fileRecurringJobs(deps, log),
    ...deadlineRecurringJobs(deps),
    ...receiptRecurringJobs(deps, log),
    ...mailRecurringJobs(deps),
    ...yearClosingRecurringJobs(deps),
    ...auditRecurringJobs(deps),
    ...preApprovalRecurringJobs(deps),
  ];
}

/** Every kind of job the runner knows, gathered from the modules that enqueue them. */
export function createJobHandlers(deps: AppDependencies, log: JobLog): Record<string, JobHandler> {
  return {
    ...mailJobHandlers(deps, {
      ...parentMailWriters(deps),
      ...providerMailWriters(deps),
      ...deadlineMailWriters(deps),
      ...yearEndMailWriters(deps),
      ...appealMailWriters(deps),
      ...auditMailWriters(deps),
      ...preApprovalMailWriters(deps),
      ...preApprovalProviderMailWriters(deps),
    }),
    ...bankJobHandlers(deps),
    ...fileJobHandlers(deps, log),
    ...deadlineJobHandlers(deps),
    ...receiptJobHandlers(deps),
    ...preApprovalProviderJobHandlers(deps),
    ...recurringJobHandlers(createRecurringJobs(deps, log)),
  };
}

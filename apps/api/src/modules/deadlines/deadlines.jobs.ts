import { providerDueAt } from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { RecurringJob } from '../../jobs/recurring-jobs.ts';
import type { MailWriter } from '../mail/mail.jobs.ts';
import { listProviderClaimsWithoutDueDate, setMissingDueAt } from './deadlines.repository.ts';
import { PROVIDER_REMINDER, scheduleProviderReminders, sendProviderReminder } from './provider-reminders.ts';
import {
  queueTodaysDigest,
  sendStaffDigest,
  STAFF_DIGEST,
  STAFF_DIGEST_CHECK,
  STAFF_DIGEST_CHECK_MS,
  staffDigestMailWriters,
} from './staff-digest.ts';

export function deadlineJobHandlers(deps: AppDependencies): Record<string, JobHandler> {
  return {
    [PROVIDER_REMINDER]: (payload) => sendProviderReminder(deps, payload),
    [STAFF_DIGEST]: (payload) => sendStaffDigest(deps, payload),
  };
}

/** The e-mails of this module, written when sent (mail.jobs.ts): the staff digest. */
export function deadlineMailWriters(deps: AppDependencies): Record<string, MailWriter> {
  return staffDigestMailWriters(deps);
}

export function deadlineRecurringJobs(deps: AppDependencies): RecurringJob[] {
  return [{ kind: STAFF_DIGEST_CHECK, intervalMs: STAFF_DIGEST_CHECK_MS, run: () => queueTodaysDigest(deps) }];
}

/**
 * Gives the claims sent to providers before due dates existed (migration 0006) their due date, counted from when
 * each was sent, and their reminders. At every start; once they have one, it finds nothing.
 */
export async function backfillProviderDueDates(deps: AppDependencies): Promise<number> {
  const { db, config } = deps;
  const now = deps.clock();
  let filled = 0;
  for (const { id, sentAt } of await listProviderClaimsWithoutDueDate(db)) {
    const dueAt = providerDueAt(sentAt, config.deadlines.providerReviewBusinessDays);
    await db.transaction(async (tx) => {
      if (!(await setMissingDueAt(tx, id, dueAt))) return;
      await scheduleProviderReminders(tx, config, { id, sentAt, dueAt }, now);
      filled += 1;
    });
  }
  return filled;
}

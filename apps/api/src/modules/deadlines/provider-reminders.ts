import { dueDateOf, PROVIDER_REMINDER_STEPS, providerReminders, type ProviderReminderStep } from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueJobOnce, markJobDone } from '../../jobs/jobs.repository.ts';
import { findClaimWithPeople } from '../claims/claims.repository.ts';
import { queueProviderReminder } from '../claims/provider-mails.ts';

/**
 * Reminders to a provider whose review a claim waits for (issue 14): one job per reminder, queued when the claim is
 * sent, due at its hour on its day. A restart loses none (they are rows), and the idempotency key (claim, kind,
 * step with the due date) makes each one a single job and a single e-mail however often it is scheduled or run.
 */
export const PROVIDER_REMINDER = 'deadlines.provider-reminder';

function reminderKey(claimId: number, step: ProviderReminderStep, dueAt: Date): string {
  return `claim:${String(claimId)}:provider-reminder:${step}:${dueDateOf(dueAt)}`;
}

/**
 * Queues the reminders of a claim sent to its provider at `sentAt`, due at `dueAt`, that are still to come at `now`
 * (a claim sent long ago gets only the later ones); in the sending transaction.
 */
export async function scheduleProviderReminders(
  db: Executor,
  config: Config,
  claim: { id: number; sentAt: Date; dueAt: Date },
  now: Date,
) {
  const { id: claimId, sentAt, dueAt } = claim;
  for (const reminder of providerReminders(sentAt, dueAt, config.deadlines.providerReminderHour)) {
    if (reminder.at <= now) continue;
    const payload = { claimId, step: reminder.step, dueAt: dueAt.toISOString() };
    await enqueueJobOnce(db, reminderKey(claimId, reminder.step, dueAt), PROVIDER_REMINDER, payload, reminder.at);
  }
}

/**
 * The reminders of a demo claim sent at `sentAt`, as the job runner would have left them at `now`: the past ones
 * done (sent before the demo began), the others queued.
 */
export async function seedProviderReminders(
  db: Executor,
  config: Config,
  claim: { id: number; sentAt: Date; dueAt: Date },
  now: Date,
) {
  await scheduleProviderReminders(db, config, claim, claim.sentAt);
  for (const reminder of providerReminders(claim.sentAt, claim.dueAt, config.deadlines.providerReminderHour)) {
    if (reminder.at <= now) await markJobDone(db, reminderKey(claim.id, reminder.step, claim.dueAt), reminder.at);
  }
}

const reminderSchema = z.object({
  claimId: z.number().int().positive(),
  step: z.enum(PROVIDER_REMINDER_STEPS),
  dueAt: z.iso.datetime().transform((text) => new Date(text)),
});

/**
 * Queues the reminder's e-mail to the provider's contacts. Whether it still has anything to say (the claim waits for
 * its provider under the same due date, not overdue yet) and the link of the claim's open external review step are
 * decided when it is written, at sending (claims/provider-mails.ts).
 */
export async function sendProviderReminder(deps: AppDependencies, payload: Record<string, unknown>) {
  const { claimId, step, dueAt } = reminderSchema.parse(payload);
  const found = await findClaimWithPeople(deps.db, claimId);
  if (found?.provider == null) return;
  await queueProviderReminder(
    deps.db,
    { claimId, providerId: found.provider.id, step, dueAt },
    reminderKey(claimId, step, dueAt),
  );
}

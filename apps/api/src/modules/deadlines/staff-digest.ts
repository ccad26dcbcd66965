import { businessDaysBetween, isBusinessDay, isIsoDate, programmeDate, programmeHourOf } from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { enqueueJobOnce } from '../../jobs/jobs.repository.ts';
import { staffDigestMail, type StaffDigest } from '../mail/mail-templates.ts';
import { queueMailInEachLanguage } from '../mail/mail-in-each-language.ts';
import { currentReviewToken, reviewLink, reviewTokenSecret } from '../reviews/review-tokens.ts';
import { countStaffQueueTabs } from '../merit-cs/work-queue.repository.ts';
import { listOldestWaitingForStaff, listSupportStaffRecipients } from './deadlines.repository.ts';

/**
 * The support staff's digest: one e-mail a business day, at STAFF_DIGEST_HOUR in Ohio, when something waits. A
 * recurring check (any process, every few minutes) queues the day's digest under the key of its date, so it is one
 * job whichever process or restart gets there first; the digest itself decides, when it runs, whether anything
 * waits, and sends nothing that day if not.
 */
export const STAFF_DIGEST_CHECK = 'deadlines.staff-digest-check';
export const STAFF_DIGEST = 'deadlines.staff-digest';
export const STAFF_DIGEST_CHECK_MS = 10 * 60_000;

/** How many of the longest-waiting claims the digest lists. */
const OLDEST_LISTED = 5;

const digestKey = (date: string) => `staff-digest:${date}`;

/** Queues today's digest once its hour has come on a business day (a no-op once queued). */
export async function queueTodaysDigest(deps: AppDependencies) {
  const now = deps.clock();
  const today = programmeDate(now);
  if (!isBusinessDay(today) || now < programmeHourOf(today, deps.config.deadlines.staffDigestHour)) return;
  await enqueueJobOnce(deps.db, digestKey(today), STAFF_DIGEST, { date: today });
}

const digestSchema = z.object({ date: z.string().refine(isIsoDate) });

/** Sends the day's digest, if it is still that day and anything waits. */
export async function sendStaffDigest(deps: AppDependencies, payload: Record<string, unknown>) {
  const { date } = digestSchema.parse(payload);
  const { db, config } = deps;
  const now = deps.clock();
  if (programmeDate(now) !== date) return;
  await db.transaction(async (tx) => {
    // The queue's own counts, so the digest and the dashboard's tabs always agree.
    const tabs = await countStaffQueueTabs(tx, now);
    const counts = {
      waitingForStaff: tabs.waiting,
      overdueAtProviders: tabs.overdue,
      failedPayouts: tabs.failedPayouts,
    };
    if (tabs.waiting + tabs.overdue + tabs.failedPayouts === 0) return;
    const configured = config.deadlines.staffDigestRecipients?.map((email) => ({ email, language: null }));
    const recipients = configured ?? (await listSupportStaffRecipients(tx));
    if (recipients.length === 0) return;
    const secret = reviewTokenSecret(config);
    const oldest: StaffDigest['oldest'] = [];
    for (const claim of await listOldestWaitingForStaff(tx, OLDEST_LISTED)) {
      const token = await currentReviewToken(tx, secret, claim.id, 'internal', now, config.reviewTokenDays);
      oldest.push({
        id: claim.id,
        child: `${claim.childFirstName} ${claim.childLastName}`,
        submittedAt: claim.createdAt,
        businessDays: businessDaysBetween(programmeDate(claim.createdAt), date),
        link: reviewLink(config, token),
      });
    }
    const dashboard = `${config.publicUrl}/merit-cs/dashboard`;
    await queueMailInEachLanguage(
      tx,
      recipients,
      (to) => staffDigestMail(to, { date, ...counts, oldest }, dashboard),
      digestKey(date),
    );
  });
}

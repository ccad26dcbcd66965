import { businessDaysBetween, isBusinessDay, isIsoDate, programmeDate, programmeHourOf } from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueJobOnce } from '../../jobs/jobs.repository.ts';
import { staffDigestMail, type StaffDigest } from '../mail/mail-templates.ts';
import {
  mailLanguageSchema,
  queueMailInEachLanguage,
  writeInLanguage,
  type Recipient,
} from '../mail/mail-in-each-language.ts';
import { mailWriter, type MailKind, type MailWriter } from '../mail/mail.jobs.ts';
import { currentReviewToken, reviewLink, reviewTokenSecret } from '../review-tokens/review-tokens.ts';
import { countOpenAppeals } from '../appeals/appeals.repository.ts';
import { countStaffQueueTabs } from '../merit-cs/work-queue.repository.ts';
import { listOldestWaitingForStaff, listSupportStaffRecipients } from './deadlines.repository.ts';

/**
 * The support staff's digest: one e-mail a business day, at STAFF_DIGEST_HOUR in Ohio, when something waits. A
 * recurring check (any process, every few minutes) queues the day's digest under the key of its date, so it is one
 * job whichever process or restart gets there first; its e-mail decides, when it is sent, whether anything waits,
 * and is not sent that day if not.
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

/** The digest's e-mail as its job keeps it: the day and the language; what waits is counted when it is sent. */
const STAFF_DIGEST_MAIL = {
  name: 'staff-digest',
  facts: z.object({ date: z.string().refine(isIsoDate), language: mailLanguageSchema }),
} satisfies MailKind<Record<string, unknown>>;

/** Who the digest goes to: the configured addresses (STAFF_DIGEST_RECIPIENTS), else every support-staff member. */
async function digestRecipients(db: Executor, config: Config): Promise<Recipient[]> {
  const configured = config.deadlines.staffDigestRecipients?.map((email) => ({ email, language: null }));
  return configured ?? listSupportStaffRecipients(db);
}

/** Queues the day's digest, one e-mail per language of its recipients; written, or not, when sent. */
export async function sendStaffDigest(deps: AppDependencies, payload: Record<string, unknown>) {
  const { date } = digestSchema.parse(payload);
  const { db, config } = deps;
  if (programmeDate(deps.clock()) !== date) return;
  const recipients = await digestRecipients(db, config);
  await queueMailInEachLanguage(db, STAFF_DIGEST_MAIL, recipients, (language) => ({ date, language }), digestKey(date));
}

/**
 * Writes the day's digest when it is sent: nothing once the day is over or when nothing waits; else the counts (the
 * appeals waiting for a decision among them) and the longest-waiting claims with their internal review links.
 */
export function staffDigestMailWriters(deps: AppDependencies): Record<string, MailWriter> {
  const { config } = deps;
  return mailWriter(STAFF_DIGEST_MAIL, async (db, { date, language }) => {
    const now = deps.clock();
    if (programmeDate(now) !== date) return undefined;
    // The queue's own counts, so the digest and the dashboard's tabs always agree.
    const tabs = await countStaffQueueTabs(db, now);
    const appeals = await countOpenAppeals(db, now);
    const counts = {
      waitingForStaff: tabs.waiting,
      overdueAtProviders: tabs.overdue,
      failedPayouts: tabs.failedPayouts,
      openAppeals: appeals.open,
      overdueAppeals: appeals.overdue,
    };
    if (tabs.waiting + tabs.overdue + tabs.failedPayouts + appeals.open === 0) return undefined;
    const recipients = await digestRecipients(db, config);
    const secret = reviewTokenSecret(config);
    const oldest: StaffDigest['oldest'] = [];
    for (const claim of await listOldestWaitingForStaff(db, OLDEST_LISTED)) {
      const token = await currentReviewToken(db, secret, claim.id, 'internal', now, config.reviewTokenDays);
      oldest.push({
        id: claim.id,
        child: `${claim.childFirstName} ${claim.childLastName}`,
        submittedAt: claim.createdAt,
        businessDays: businessDaysBetween(programmeDate(claim.createdAt), date),
        link: reviewLink(config, token),
      });
    }
    const dashboard = `${config.publicUrl}/merit-cs/dashboard`;
    return writeInLanguage(language, recipients, (to) => staffDigestMail(to, { date, ...counts, oldest }, dashboard));
  });
}

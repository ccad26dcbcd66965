import {
  dueDateOf,
  formatListDate,
  formatMoney,
  isOverdue,
  PROVIDER_DASHBOARD_PATH,
  PROVIDER_REMINDER_STEPS,
  providerReminders,
  translate,
  type Locale,
  type MessageId,
  type ProviderReminderStep,
} from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueJobOnce } from '../../jobs/jobs.repository.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { mailLanguageSchema, queueMailInEachLanguage, writeInLanguage } from '../mail/mail-in-each-language.ts';
import { noticeMail } from '../mail/mail-templates.ts';
import { mailWriter, type MailKind, type MailWriter } from '../mail/mail.jobs.ts';
import { listProviderRecipients } from '../providers/providers.repository.ts';
import { findPreApproval } from './pre-approvals.repository.ts';

/**
 * The e-mails to a programme provider's contacts about a pre-approval staff passed to it (ADR 0036), as a claim's
 * (claims/provider-mails.ts, deadlines/provider-reminders.ts): the request when it is passed, and the reminders before
 * its due date, with three business days left and on the last day. A pre-approval is decided by signed-in members, so
 * each links to the provider's dashboard, not to a review link. Their jobs keep the pre-approval, the step and the
 * language; whether there is still anything to say is decided when each is written.
 */
export const PRE_APPROVAL_PROVIDER_REMINDER = 'pre-approvals.provider-reminder';

const preApprovalId = z.number().int().positive();

const REVIEW_REQUEST = {
  name: 'pre-approval-review-request',
  facts: z.object({ preApprovalId, language: mailLanguageSchema }),
} satisfies MailKind<Record<string, unknown>>;

const REVIEW_REMINDER = {
  name: 'pre-approval-provider-reminder',
  facts: z.object({
    preApprovalId,
    step: z.enum(PROVIDER_REMINDER_STEPS),
    dueAt: z.iso.datetime(),
    language: mailLanguageSchema,
  }),
} satisfies MailKind<Record<string, unknown>>;

const reminderSchema = z.object({
  preApprovalId,
  step: z.enum(PROVIDER_REMINDER_STEPS),
  dueAt: z.iso.datetime().transform((text) => new Date(text)),
});

function reminderKey(id: number, step: ProviderReminderStep, dueAt: Date): string {
  return `pre-approval:${String(id)}:provider-reminder:${step}:${dueDateOf(dueAt)}`;
}

/**
 * Queues, in the passing transaction, the e-mail to the provider's contacts of a pre-approval passed to it at `now`,
 * and one job per reminder before `dueAt`, due at its hour on its day: each under its key (pre-approval, step, due
 * date), so a single job and a single e-mail however often it is queued or run, by however many processes.
 */
export async function notifyProviderOfPreApproval(
  db: Executor,
  config: Config,
  preApproval: { id: number; providerId: number; dueAt: Date },
  now: Date,
) {
  const { id, providerId, dueAt } = preApproval;
  for (const { step, at } of providerReminders(now, dueAt, config.deadlines.providerReminderHour)) {
    const payload = { preApprovalId: id, step, dueAt: dueAt.toISOString() };
    await enqueueJobOnce(db, reminderKey(id, step, dueAt), PRE_APPROVAL_PROVIDER_REMINDER, payload, at);
  }
  const recipients = await listProviderRecipients(db, providerId);
  const key = `pre-approval:${String(id)}:provider-request`;
  await queueMailInEachLanguage(db, REVIEW_REQUEST, recipients, (language) => ({ preApprovalId: id, language }), key);
}

/** The reminder's job: queues its e-mail to the provider's contacts, in each of their languages, once under its key. */
export function preApprovalProviderJobHandlers({ db }: AppDependencies): Record<string, JobHandler> {
  return {
    [PRE_APPROVAL_PROVIDER_REMINDER]: async (payload) => {
      const { preApprovalId: id, step, dueAt } = reminderSchema.parse(payload);
      const found = await findPreApproval(db, id);
      if (found?.preApproval.serviceProviderId == null) return;
      const recipients = await listProviderRecipients(db, found.preApproval.serviceProviderId);
      const facts = { preApprovalId: id, step, dueAt: dueAt.toISOString() };
      await queueMailInEachLanguage(
        db,
        REVIEW_REMINDER,
        recipients,
        (language) => ({ ...facts, language }),
        reminderKey(id, step, dueAt),
      );
    },
  };
}

/** The pre-approval of a provider's e-mail while it waits for its provider; undefined once it does not (decided). */
async function waitingForProvider(db: Executor, id: number) {
  const found = await findPreApproval(db, id);
  if (!found) return undefined;
  const { preApproval } = found;
  const { serviceProviderId: providerId, dueAt } = preApproval;
  if (providerId === null || preApproval.waitingOn !== 'provider' || dueAt === null) return undefined;
  return { ...found, providerId, dueAt };
}

type Waiting = NonNullable<Awaited<ReturnType<typeof waitingForProvider>>>;

const texts = {
  request: { subject: 'mail.preApprovalReview.subject', body: 'mail.preApprovalReview.body' },
  threeDaysLeft: {
    subject: 'mail.preApprovalReview.threeDaysLeft.subject',
    body: 'mail.preApprovalReview.threeDaysLeft.body',
  },
  lastDay: { subject: 'mail.preApprovalReview.lastDay.subject', body: 'mail.preApprovalReview.lastDay.body' },
} as const satisfies Record<'request' | ProviderReminderStep, Record<'subject' | 'body', MessageId>>;

/** Writes one of the provider's e-mails in `language`, to those of its contacts who read it. */
async function providerMail(
  { config }: AppDependencies,
  db: Executor,
  waiting: Waiting,
  which: keyof typeof texts,
  language: Locale,
) {
  const { preApproval, child } = waiting;
  const recipients = await listProviderRecipients(db, waiting.providerId);
  const link = `${config.publicUrl}${PROVIDER_DASHBOARD_PATH}`;
  return writeInLanguage(language, recipients, (to) => {
    const facts = {
      amount: formatMoney(preApproval.amountCents),
      child: `${child.firstName} ${child.lastName}`,
      due: formatListDate(dueDateOf(waiting.dueAt)),
      link,
    };
    return noticeMail(
      to,
      translate(texts[which].subject, facts),
      [translate(texts[which].body, facts)],
      { href: link, label: translate('mail.preApprovalReview.action') },
      config.supportEmail,
    );
  });
}

/** Writes the provider's e-mails when they are sent, from the pre-approval as it stands. */
export function preApprovalProviderMailWriters(deps: AppDependencies): Record<string, MailWriter> {
  return {
    ...mailWriter(REVIEW_REQUEST, async (db, { preApprovalId: id, language }) => {
      const waiting = await waitingForProvider(db, id);
      return waiting && providerMail(deps, db, waiting, 'request', language);
    }),
    // A reminder is sent only while the pre-approval waits under the due date it reminds of, and is not overdue yet.
    ...mailWriter(REVIEW_REMINDER, async (db, { preApprovalId: id, step, dueAt, language }) => {
      const waiting = await waitingForProvider(db, id);
      if (waiting?.dueAt.toISOString() !== dueAt || isOverdue(waiting.dueAt, deps.clock())) return undefined;
      return providerMail(deps, db, waiting, step, language);
    }),
  };
}

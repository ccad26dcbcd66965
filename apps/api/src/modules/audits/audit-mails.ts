import { defaultLocale, PROVIDER_REMINDER_STEPS, providerReminders, stillOwedCents, translate } from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import { parentClaimLink } from '../claims/parent-mails.ts';
import { auditFindingMail, auditQuestionMail, auditReminderMail } from '../mail/mail-templates.ts';
import { mailWriter, queueMail, type MailKind, type MailWriter } from '../mail/mail.jobs.ts';
import { findAuditedClaim, findCase, findQuestion, type AuditQuestionRow } from './audits.repository.ts';

/**
 * The family's e-mails of an audit (issue 34), each once, written when sent in the parent's language: a question
 * (keyed by the question), its reminders before the last day (keyed by question and step, due at their hour, and
 * written only while the question still waits), and the case's close (keyed by the case).
 */
const AUDIT_QUESTION_MAIL = {
  name: 'audit-question',
  facts: z.object({ questionId: z.number().int().positive() }),
} satisfies MailKind<Record<string, unknown>>;

const AUDIT_REMINDER_MAIL = {
  name: 'audit-reminder',
  facts: z.object({ questionId: z.number().int().positive(), step: z.enum(PROVIDER_REMINDER_STEPS) }),
} satisfies MailKind<Record<string, unknown>>;

const AUDIT_FINDING_MAIL = {
  name: 'audit-finding',
  facts: z.object({ caseId: z.number().int().positive() }),
} satisfies MailKind<Record<string, unknown>>;

/**
 * Queues the question's e-mail now and its reminders (three business days before the last day and on it, at the
 * providers' reminder hour: the programme's one schedule of reminders), in the asking transaction.
 */
export async function notifyQuestion(db: Executor, config: Config, question: AuditQuestionRow) {
  const questionId = question.id;
  await queueMail(db, AUDIT_QUESTION_MAIL, { questionId }, `audit-question:${String(questionId)}`);
  for (const reminder of providerReminders(question.askedAt, question.dueAt, config.deadlines.providerReminderHour)) {
    const key = `audit-question:${String(questionId)}:reminder:${reminder.step}`;
    await queueMail(db, AUDIT_REMINDER_MAIL, { questionId, step: reminder.step }, key, reminder.at);
  }
}

/** Queues the e-mail of a closed case, in the closing transaction. */
export async function notifyClosed(db: Executor, caseId: number) {
  await queueMail(db, AUDIT_FINDING_MAIL, { caseId }, `audit-closed:${String(caseId)}`);
}

async function recipientOf(db: Executor, config: Config, claimId: number) {
  const found = await findAuditedClaim(db, claimId);
  if (found === undefined) return undefined;
  return {
    email: found.parent.email,
    language: found.parent.language ?? defaultLocale,
    facts: {
      claimId,
      child: `${found.child.firstName} ${found.child.lastName}`,
      link: parentClaimLink(config, claimId),
    },
  };
}

async function questionWithCase(db: Executor, questionId: number) {
  const question = await findQuestion(db, questionId);
  if (question === undefined) return undefined;
  const row = await findCase(db, question.caseId);
  return row === undefined ? undefined : { question, row };
}

export function auditMailWriters({ config }: AppDependencies): Record<string, MailWriter> {
  return {
    ...mailWriter(AUDIT_QUESTION_MAIL, async (db, { questionId }) => {
      const found = await questionWithCase(db, questionId);
      if (found === undefined) return undefined;
      const to = await recipientOf(db, config, found.row.claimId);
      if (to === undefined) return undefined;
      const { question, dueAt } = found.question;
      return withLocale(to.language, () =>
        auditQuestionMail(to.email, { ...to.facts, question, dueAt }, config.supportEmail),
      );
    }),
    ...mailWriter(AUDIT_REMINDER_MAIL, async (db, { questionId }) => {
      const found = await questionWithCase(db, questionId);
      // Nothing to remind of once the question is answered or the case moved on.
      if (found?.question.answeredAt !== null || found.row.state !== 'asked') return undefined;
      const to = await recipientOf(db, config, found.row.claimId);
      if (to === undefined) return undefined;
      const { dueAt } = found.question;
      return withLocale(to.language, () => auditReminderMail(to.email, { ...to.facts, dueAt }, config.supportEmail));
    }),
    ...mailWriter(AUDIT_FINDING_MAIL, async (db, { caseId }) => {
      const row = await findCase(db, caseId);
      if (row?.state !== 'closed') return undefined;
      const to = await recipientOf(db, config, row.claimId);
      if (to === undefined) return undefined;
      return withLocale(to.language, () => {
        const misspent =
          row.outcome === 'misspent' && row.misspentCents !== null
            ? {
                amountCents: row.misspentCents,
                reason: translate(`audits.reason.${row.misspentReason ?? 'other'}`),
                fromFundsCents: row.fromFundsCents,
                owedCents: row.debtor === 'family' ? stillOwedCents({ ...row, misspentCents: row.misspentCents }) : 0,
              }
            : null;
        return auditFindingMail(to.email, { ...to.facts, misspent }, config.supportEmail);
      });
    }),
  };
}

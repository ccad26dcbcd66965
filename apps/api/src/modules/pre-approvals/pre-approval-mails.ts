import {
  defaultLocale,
  formatListDate,
  formatMoney,
  preApprovalLastDay,
  translate,
  type PreApprovalStatus,
} from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import { writtenReasonOf } from '../claims/parent-claim-view.ts';
import { noticeMail } from '../mail/mail-templates.ts';
import { mailWriter, queueMail, type MailKind, type MailWriter } from '../mail/mail.jobs.ts';
import { findPreApproval } from './pre-approvals.repository.ts';

const NOTICES = ['received', 'approved', 'rejected', 'reminder'] as const;
type Notice = (typeof NOTICES)[number];

/** The statuses in which each notice still has something to say. */
const NOTICE_STATUSES: Record<Notice, readonly PreApprovalStatus[]> = {
  received: ['Pending', 'Pending external'],
  approved: ['Accepted'],
  rejected: ['Rejected'],
  reminder: ['Accepted'],
};

/** The parent's e-mail of a pre-approval, as its job keeps it: which one, and what happened. */
const PRE_APPROVAL_MAIL = {
  name: 'preApproval',
  facts: z.object({ preApprovalId: z.number().int().positive(), notice: z.enum(NOTICES) }),
} satisfies MailKind<Record<string, unknown>>;

/** Queues the parent's e-mail of their pre-approval in the caller's transaction, once per pre-approval and notice. */
export async function notifyPreApproval(db: Executor, preApprovalId: number, notice: Notice) {
  await queueMail(db, PRE_APPROVAL_MAIL, { preApprovalId, notice }, `pre-approval:${String(preApprovalId)}:${notice}`);
}

/** Writes the pre-approval e-mails when they are sent, in the parent's language, from the pre-approval as it stands. */
export function preApprovalMailWriters({ config }: AppDependencies): Record<string, MailWriter> {
  return mailWriter(PRE_APPROVAL_MAIL, async (db, { preApprovalId, notice }) => {
    const found = await findPreApproval(db, preApprovalId);
    if (!found) return undefined;
    const { preApproval, child, parent } = found;
    // A notice the pre-approval has moved past (decided before 'received' went, expired before its reminder) is not sent.
    if (!NOTICE_STATUSES[notice].includes(preApproval.status)) return undefined;
    const left = preApproval.amountCents - preApproval.usedCents;
    if (notice === 'reminder' && left <= 0) return undefined;
    return withLocale(parent.language ?? defaultLocale, () => {
      const facts = {
        amount: formatMoney(notice === 'reminder' ? left : preApproval.amountCents),
        child: `${child.firstName} ${child.lastName}`,
        date: preApproval.expiresAt === null ? '' : formatListDate(preApprovalLastDay(preApproval.expiresAt)),
      };
      const link = { href: `${config.publicUrl}/`, label: translate('app.goToDashboard') };
      const write = (subject: string, paragraphs: string[]) =>
        noticeMail([parent.email], subject, paragraphs, link, config.supportEmail);
      switch (notice) {
        case 'received':
          return write(translate('mail.preApprovalReceived.subject', facts), [
            translate('mail.preApprovalReceived.body', facts),
          ]);
        case 'approved':
          return write(translate('mail.preApprovalApproved.subject', facts), [
            translate('mail.preApprovalApproved.body', facts),
          ]);
        case 'rejected': {
          const reason = writtenReasonOf(preApproval) ?? '';
          return write(translate('mail.preApprovalRejected.subject', facts), [
            translate('mail.preApprovalRejected.body', { ...facts, reason }),
            translate('mail.preApprovalRejected.next'),
          ]);
        }
        case 'reminder':
          return write(translate('mail.preApprovalReminder.subject', facts), [
            translate('mail.preApprovalReminder.body', facts),
          ]);
      }
    });
  });
}

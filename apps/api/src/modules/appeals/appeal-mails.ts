import { defaultLocale, formatListDate, formatMoney, lastDayBefore, translate } from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import { findClaimWithPeople } from '../claims/claims.repository.ts';
import { parentClaimMailFacts } from '../claims/parent-mails.ts';
import { parentFacts, parentMessage } from '../mail/mail-templates.ts';
import { mailWriter, queueMail, type MailKind, type MailWriter } from '../mail/mail.jobs.ts';
import { findAppeal, type AppealRow } from './appeals.repository.ts';

/** The parent's e-mail of their appeal, as its job keeps it: which appeal, and whether it was received or decided. */
const APPEAL_MAIL = {
  name: 'appeal',
  facts: z.object({ appealId: z.number().int().positive(), notice: z.enum(['received', 'decided']) }),
} satisfies MailKind<Record<string, unknown>>;

/** Queues the parent's e-mail of their appeal in the caller's transaction, once per appeal and notice. */
export async function notifyAppeal(db: Executor, appealId: number, notice: 'received' | 'decided') {
  await queueMail(db, APPEAL_MAIL, { appealId, notice }, `appeal:${String(appealId)}:${notice}`);
}

/** Writes the appeal e-mails when they are sent, in the parent's language, from the appeal and claim as they stand. */
export function appealMailWriters({ config }: AppDependencies): Record<string, MailWriter> {
  return mailWriter(APPEAL_MAIL, async (db, { appealId, notice }) => {
    const appeal = await findAppeal(db, appealId);
    const found = appeal === undefined ? undefined : await findClaimWithPeople(db, appeal.claimId);
    if (appeal === undefined || found === undefined) return undefined;
    // A decision is written once it is made; a 'received' e-mail still queued then has nothing left to say.
    if ((notice === 'decided') !== (appeal.state !== 'open')) return undefined;
    return withLocale(found.parent.language ?? defaultLocale, () => {
      const facts = parentClaimMailFacts(found, config);
      return appealMail(found.parent.email, appeal, facts, config.supportEmail);
    });
  });
}

function appealMail(
  to: string,
  appeal: AppealRow,
  claim: ReturnType<typeof parentClaimMailFacts>,
  supportEmail: string,
): MailMessage {
  const facts = parentFacts(claim);
  const reason = appeal.decisionReason ?? '';
  switch (appeal.state) {
    case 'open':
      return parentMessage(
        to,
        claim,
        translate('mail.appealReceived.subject', { id: claim.id }),
        [translate('mail.appealReceived.body', { ...facts, date: formatListDate(lastDayBefore(appeal.dueAt)) })],
        supportEmail,
      );
    case 'upheld':
      return parentMessage(
        to,
        claim,
        translate('mail.appealUpheld.subject', { id: claim.id }),
        [translate('mail.appealUpheld.body', { ...facts, reason })],
        supportEmail,
      );
    case 'overturned':
      return parentMessage(
        to,
        claim,
        translate('mail.appealOverturned.subject', { id: claim.id }),
        [
          translate('mail.appealOverturned.body', {
            ...facts,
            amount: formatMoney(appeal.approvedAmountCents ?? claim.amountCents),
            reason,
          }),
          translate('mail.appealOverturned.next'),
        ],
        supportEmail,
      );
  }
}

import { defaultLocale, PARENT_BANK_PATH, parentClaimPath, payoutWaitsForBank, translate } from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import { findClaimWithPeople } from './claims.repository.ts';
import { providerOfClaim, writtenReasonOf, type ClaimWithPeople } from './parent-claim-view.ts';
import {
  claimDecisionMail,
  claimPaidMail,
  claimReceivedMail,
  payoutFailedMail,
  payoutWaitingMail,
  type ParentClaimMailFacts,
} from '../mail/mail-templates.ts';
import { mailWriter, queueMail, type MailKind, type MailWriter } from '../mail/mail.jobs.ts';

/**
 * What the parent hears of their claim (issue 15), each once (DESIGN.md section 11: a key of claim, kind and step):
 * received; a decision, keyed by when it was made (a reopened claim is decided anew); a payout paid or failed at
 * the bank, keyed by its transfer; a payout held until the parent reconnects their bank, keyed by its transfer too.
 */
export type ParentNotice =
  | { kind: 'received' }
  | { kind: 'approved' | 'rejected'; decidedAt: Date }
  | { kind: 'paid'; transferId: number; paidAt: Date }
  | { kind: 'payoutFailed'; transferId: number }
  | { kind: 'waitingForBank'; transferId: number };

export function parentNoticeKey(claimId: number, notice: ParentNotice): string {
  switch (notice.kind) {
    case 'received':
      return `claim:${claimId}:received`;
    case 'approved':
    case 'rejected':
      return `claim:${claimId}:${notice.kind}:${notice.decidedAt.toISOString()}`;
    case 'paid':
    case 'payoutFailed':
    case 'waitingForBank':
      return `claim:${claimId}:${notice.kind}:transfer:${notice.transferId}`;
  }
}

/** The claim's details page on the web, as the parent e-mails link to it. */
export function parentClaimLink(config: Config, claimId: number): string {
  return `${config.publicUrl}${parentClaimPath(claimId)}`;
}

/** A parent's e-mail as its job keeps it: the claim and what happened to it (and when a payout was paid). */
const PARENT_MAIL = {
  name: 'parent',
  facts: z.discriminatedUnion('notice', [
    z.object({
      claimId: z.number().int().positive(),
      notice: z.enum(['received', 'approved', 'rejected', 'payoutFailed', 'waitingForBank']),
    }),
    z.object({ claimId: z.number().int().positive(), notice: z.literal('paid'), paidAt: z.iso.datetime() }),
  ]),
} satisfies MailKind<Record<string, unknown>>;
type ParentMailFacts = z.infer<typeof PARENT_MAIL.facts>;

/**
 * Queues the parent's e-mail in the caller's transaction, once per key. It is written when sent, as the claim stands
 * then, in the parent's language (English until they choose one), whoever's request or job it comes from.
 */
export async function notifyParent(db: Executor, claimId: number, notice: ParentNotice) {
  const facts: ParentMailFacts =
    notice.kind === 'paid'
      ? { claimId, notice: 'paid', paidAt: notice.paidAt.toISOString() }
      : { claimId, notice: notice.kind };
  await queueMail(db, PARENT_MAIL, facts, parentNoticeKey(claimId, notice));
}

/** Writes the parent e-mails when they are sent. */
export function parentMailWriters({ config }: AppDependencies): Record<string, MailWriter> {
  return mailWriter(PARENT_MAIL, async (db, facts) => {
    const found = await findClaimWithPeople(db, facts.claimId);
    if (!found) return undefined;
    // Nothing to say once the payout no longer waits for the parent's bank (they reconnected, the claim was reopened).
    if (facts.notice === 'waitingForBank' && payoutWaitsForBank(found.claim) !== 'parent') return undefined;
    return withLocale(found.parent.language ?? defaultLocale, () => parentMail(found, config, facts));
  });
}

/** What a parent e-mail says of the claim, as it stands, in the language of the moment. */
export function parentClaimMailFacts(found: ClaimWithPeople, config: Config): ParentClaimMailFacts {
  const { claim, child } = found;
  return {
    id: claim.id,
    amountCents: claim.amountCents,
    child: `${child.firstName} ${child.lastName}`,
    provider: providerOfClaim(found)?.name ?? translate('parentClaim.noProvider'),
    payTo: claim.payTo,
    link: parentClaimLink(config, claim.id),
  };
}

function parentMail(found: ClaimWithPeople, config: Config, notice: ParentMailFacts) {
  const { claim, parent } = found;
  const facts = parentClaimMailFacts(found, config);
  const support = config.supportEmail;
  switch (notice.notice) {
    case 'received':
      return claimReceivedMail(parent.email, facts, support);
    case 'approved':
      return claimDecisionMail(parent.email, facts, { approved: true }, support);
    case 'rejected':
      // The reason as it was written, though the claim may have been reopened since.
      return claimDecisionMail(parent.email, facts, { approved: false, reason: writtenReasonOf(claim) ?? '' }, support);
    case 'paid':
      return claimPaidMail(parent.email, facts, new Date(notice.paidAt), support);
    case 'payoutFailed':
      return payoutFailedMail(parent.email, facts, support);
    case 'waitingForBank':
      return payoutWaitingMail(
        [parent.email],
        'parent',
        facts,
        { bank: `${config.publicUrl}${PARENT_BANK_PATH}`, claim: facts.link },
        support,
      );
  }
}

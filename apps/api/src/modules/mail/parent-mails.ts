import { defaultLocale, parentClaimPath, translate } from '@ace/domain';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import { findClaimWithPeople } from '../claims/claims.repository.ts';
import { providerOfClaim, rejectionReasonOf, type ClaimWithPeople } from '../claims/parent-claim-view.ts';
import {
  claimDecisionMail,
  claimPaidMail,
  claimReceivedMail,
  payoutFailedMail,
  type ParentClaimMailFacts,
} from './mail-templates.ts';
import { queueMail } from './mail.jobs.ts';

/**
 * What the parent hears of their claim (issue 15), each once (DESIGN.md section 11: a key of claim, kind and step):
 * received; a decision, keyed by when it was made (a reopened claim is decided anew); a payout paid or failed at
 * the bank, keyed by its transfer.
 */
export type ParentNotice =
  | { kind: 'received' }
  | { kind: 'approved' | 'rejected'; decidedAt: Date }
  | { kind: 'paid'; transferId: number; paidAt: Date }
  | { kind: 'payoutFailed'; transferId: number };

export function parentNoticeKey(claimId: number, notice: ParentNotice): string {
  switch (notice.kind) {
    case 'received':
      return `claim:${claimId}:received`;
    case 'approved':
    case 'rejected':
      return `claim:${claimId}:${notice.kind}:${notice.decidedAt.toISOString()}`;
    case 'paid':
    case 'payoutFailed':
      return `claim:${claimId}:${notice.kind}:transfer:${notice.transferId}`;
  }
}

/** The claim's details page on the web, as the parent e-mails link to it. */
export function parentClaimLink(config: Config, claimId: number): string {
  return `${config.publicUrl}${parentClaimPath(claimId)}`;
}

/**
 * Queues the parent's e-mail in the caller's transaction, as the claim stands in it; once per key. It is written in
 * the parent's language (English until they choose one), whoever's request or job it comes from.
 */
export async function notifyParent(db: Executor, config: Config, claimId: number, notice: ParentNotice) {
  const found = await findClaimWithPeople(db, claimId);
  if (!found) return;
  const { claim, parent } = found;
  const mail = withLocale(parent.language ?? defaultLocale, () => parentMail(found, config, notice));
  await queueMail(db, mail, parentNoticeKey(claim.id, notice));
}

function parentMail(found: ClaimWithPeople, config: Config, notice: ParentNotice) {
  const { claim, child, parent } = found;
  const facts: ParentClaimMailFacts = {
    id: claim.id,
    amountCents: claim.amountCents,
    child: `${child.firstName} ${child.lastName}`,
    provider: providerOfClaim(found)?.name ?? translate('parentClaim.noProvider'),
    payTo: claim.payTo,
    link: parentClaimLink(config, claim.id),
  };
  const support = config.supportEmail;
  switch (notice.kind) {
    case 'received':
      return claimReceivedMail(parent.email, facts, support);
    case 'approved':
      return claimDecisionMail(parent.email, facts, { approved: true }, support);
    case 'rejected':
      return claimDecisionMail(
        parent.email,
        facts,
        { approved: false, reason: rejectionReasonOf(claim) ?? '' },
        support,
      );
    case 'paid':
      return claimPaidMail(parent.email, facts, notice.paidAt, support);
    case 'payoutFailed':
      return payoutFailedMail(parent.email, facts, support);
  }
}

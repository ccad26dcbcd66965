import {
  centsToDollars,
  parentPayout,
  parentTimeline,
  REJECT_REASONS,
  translate,
  writtenRejectionReason,
  type ParentClaimDetails,
} from '@ace/domain';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { listClaimTransfers } from '../bank/payouts.repository.ts';
import { fileView } from '../files/file-urls.ts';
import { listClaimFiles } from '../files/files.repository.ts';
import { findClaimWithPeople, listClaimEventActions } from './claims.repository.ts';

type ClaimWithPeople = NonNullable<Awaited<ReturnType<typeof findClaimWithPeople>>>;

/** The claim's provider as the parent names it: the programme's (with its number), or the one they wrote in. */
export function providerOfClaim({ claim, provider }: ClaimWithPeople): ParentClaimDetails['provider'] {
  if (provider) return { number: provider.number, name: provider.name };
  if (claim.nonAceServiceProvider) return { number: null, name: claim.nonAceServiceProvider.name };
  return null;
}

/** The reason a Rejected claim's parent reads: the reviewer's words (DESIGN.md section 11: a parent event). */
export function rejectionReasonOf(claim: ClaimWithPeople['claim']): string | null {
  if (claim.status !== 'Rejected' || claim.rejectionReason === null) return null;
  const reason = REJECT_REASONS.find((known) => known === claim.rejectionReason);
  // A reason from before the list (imported claims) is shown as it was stored.
  return reason === undefined ? claim.rejectionReason : writtenRejectionReason(reason, claim.rejectionNotes, translate);
}

/**
 * GET /api/user/claim/{id}: one claim of the parent's children with its parent-audience timeline, payout and
 * files as signed links. Another family's claim is the same 404 as a claim that does not exist.
 */
export async function parentClaimDetails(
  db: Executor,
  config: Config,
  now: Date,
  parentId: number,
  claimId: number,
): Promise<ParentClaimDetails> {
  const found = await findClaimWithPeople(db, claimId);
  if (found?.child.parentId !== parentId) throw new NotFoundError('CLAIM_NOT_FOUND', translate('claim.notFound'));
  const { claim, child } = found;
  const [events, transfers, files] = await Promise.all([
    listClaimEventActions(db, claim.id),
    listClaimTransfers(db, claim.id),
    listClaimFiles(db, [claim.id]),
  ]);
  return {
    id: claim.id,
    status: claim.status,
    amount: centsToDollars(claim.amountCents),
    category: claim.category,
    description: claim.description,
    dateOfService: claim.dateOfService,
    payTo: claim.payTo,
    createdAt: claim.createdAt.toISOString(),
    child: { id: child.id, firstName: child.firstName, lastName: child.lastName },
    provider: providerOfClaim(found),
    files: files.map((file) => fileView(config, now, file)),
    timeline: parentTimeline(events, transfers),
    payout: claim.status === 'Accepted' ? parentPayout(transfers) : null,
    rejectionReason: rejectionReasonOf(claim),
  };
}

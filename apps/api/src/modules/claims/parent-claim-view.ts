import {
  centsToDollars,
  parentPayout,
  parentTimeline,
  REJECT_REASONS,
  resubmissionIssue,
  appealWaitsIn,
  toWireAmount,
  translate,
  writtenRejectionReason,
  type ParentClaimDetails,
  type Resubmission,
} from '@ace/domain';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { fileView } from '../files/file-urls.ts';
import { listClaimFiles, type ClaimFileRow } from '../files/files.repository.ts';
import {
  findClaimWithPeople,
  findReplacement,
  listClaimEventActions,
  listClaimTransfers,
} from './claims.repository.ts';

export type ClaimWithPeople = NonNullable<Awaited<ReturnType<typeof findClaimWithPeople>>>;

/** The claim's provider as the parent names it: the programme's (with its number), or the one they wrote in. */
export function providerOfClaim({
  claim,
  provider,
}: {
  claim: Pick<ClaimWithPeople['claim'], 'nonAceServiceProvider'>;
  provider: Pick<NonNullable<ClaimWithPeople['provider']>, 'number' | 'name'> | null;
}): ParentClaimDetails['provider'] {
  if (provider) return { number: provider.number, name: provider.name };
  if (claim.nonAceServiceProvider) return { number: null, name: claim.nonAceServiceProvider.name };
  return null;
}

type ClaimRow = ClaimWithPeople['claim'];

/** The reason a claim was last rejected, in the reviewer's words; null if it never was. */
export function writtenReasonOf(claim: Pick<ClaimRow, 'rejectionReason' | 'rejectionNotes'>): string | null {
  if (claim.rejectionReason === null) return null;
  const reason = REJECT_REASONS.find((known) => known === claim.rejectionReason);
  // A reason from before the list (imported claims) is shown as it was stored.
  return reason === undefined ? claim.rejectionReason : writtenRejectionReason(reason, claim.rejectionNotes, translate);
}

/** The reason a Rejected claim's parent reads: the reviewer's words (DESIGN.md section 11: a parent event). */
export function rejectionReasonOf(claim: ClaimRow): string | null {
  return claim.status === 'Rejected' ? writtenReasonOf(claim) : null;
}

/** What correcting this claim starts from: its fields as the claim form holds them, its files to keep. */
function resubmissionOf(found: ClaimWithPeople, files: ClaimFileRow[]): Resubmission {
  const { claim, provider } = found;
  return {
    claimId: claim.id,
    childId: claim.childId,
    values: {
      amount: toWireAmount(claim.amountCents),
      category: claim.category,
      dateOfService: claim.dateOfService,
      description: claim.description,
      payTo: claim.payTo,
      physicalGood: claim.physicalGood,
      serviceProviderNumber: provider?.number ?? '',
      nonAceServiceProvider: claim.nonAceServiceProvider,
    },
    files: files.map((file) => ({
      id: file.id,
      name: file.originalName,
      size: file.sizeBytes,
      mimeType: file.mimeType,
      sha256: file.sha256,
      receiptNumber: file.receiptNumber ?? '',
    })),
  };
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
  const [events, transfers, files, replacedBy] = await Promise.all([
    listClaimEventActions(db, claim.id),
    listClaimTransfers(db, claim.id),
    listClaimFiles(db, [claim.id]),
    findReplacement(db, claim.id),
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
    payout: claim.status === 'Accepted' ? parentPayout(transfers, claim) : null,
    rejectionReason: rejectionReasonOf(claim),
    replaces: claim.replacesClaimId,
    replacedBy,
    resubmission:
      resubmissionIssue({
        status: claim.status,
        replacedBy,
        appealWaits: appealWaitsIn(events.map((event) => event.action)),
      }) === null
        ? resubmissionOf(found, files)
        : null,
  };
}

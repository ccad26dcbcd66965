import { centsToDollars, PENDING_STATUSES, type ClaimView } from '@ace/domain';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { fileView } from '../files/file-urls.ts';
import { listClaimFiles } from '../files/files.repository.ts';
import { receiptReadingViews, type ReadingAudience } from '../receipts/receipt-views.ts';
import { findClaimWithPeople, findRejection, findReplacement } from './claims.repository.ts';
import { writtenReasonOf } from './parent-claim-view.ts';

/**
 * A claim as reviewers and the provider's claim details show it (spec section 3), files as signed links with what
 * was read from each (for `audience`); links made for a support-staff member name them as `reader` (ADR 0019).
 */
export async function claimView(
  db: Executor,
  config: Config,
  now: Date,
  claimId: number,
  audience: ReadingAudience,
  reader?: number,
): Promise<ClaimView | undefined> {
  const found = await findClaimWithPeople(db, claimId);
  if (!found) return undefined;
  const { claim, child, parent, provider } = found;
  const [files, replaced, replacedBy] = await Promise.all([
    listClaimFiles(db, [claim.id]),
    claim.replacesClaimId === null ? undefined : findRejection(db, claim.replacesClaimId),
    findReplacement(db, claim.id),
  ]);
  const readings = await receiptReadingViews(db, claim, files, audience);
  return {
    id: claim.id,
    uuid: claim.uuid,
    status: claim.status,
    amount: centsToDollars(claim.amountCents),
    category: claim.category,
    description: claim.description,
    dateOfService: claim.dateOfService,
    physicalGood: claim.physicalGood,
    payTo: claim.payTo,
    schoolYear: claim.schoolYear,
    createdAt: claim.createdAt.toISOString(),
    child: { firstName: child.firstName, lastName: child.lastName, schoolYear: child.schoolYear },
    parent: { firstName: parent.firstName, lastName: parent.lastName },
    files: files.map((file, index) => ({
      ...fileView(config, now, file, reader),
      reading: readings[index] ?? { status: 'pending', total: null, dates: [], invoiceNumber: null, flags: [] },
    })),
    serviceProvider: provider
      ? {
          number: provider.number,
          name: provider.name,
          status: provider.status,
          isFauxServiceProvider: provider.isFauxServiceProvider,
        }
      : null,
    nonAceServiceProvider: claim.nonAceServiceProvider,
    accountNumber: String(child.id),
    invoiceNumber: claim.uuid,
    replaces: replaced ? { id: replaced.id, rejectionReason: writtenReasonOf(replaced) } : null,
    replacedBy,
    sentAgainReason: claim.sentAgainReason,
    decision:
      !PENDING_STATUSES.includes(claim.status) && claim.reviewedAt !== null
        ? {
            reviewerName: claim.reviewerName,
            reviewedAt: claim.reviewedAt.toISOString(),
            rejectionReason: claim.status === 'Rejected' ? writtenReasonOf(claim) : null,
          }
        : null,
  };
}

import { buildParentClaimDetails } from '@ace/app-core/test-factories';
import type { ParentClaimDetails } from '@ace/domain';

const sentAt = '2023-09-12T14:30:00.000Z';

/** Claim 58 as it stands in its child's list: $40, sent on 9/12/2023, not approved. */
export const rejectedClaimRow = {
  id: 58,
  amount: 40,
  createdAt: sentAt,
  status: 'Rejected',
  payoutWaitsForYourBank: false,
  appealWaiting: false,
} as const;

/** Claim 58 as its parent reads it: sent on 9/12/2023, not approved at `rejectedAt` for `rejectionReason`. */
export function buildRejectedClaim(rejectedAt: string, rejectionReason: string): ParentClaimDetails {
  return buildParentClaimDetails({
    id: 58,
    status: 'Rejected',
    payout: null,
    files: [],
    timeline: [
      { step: 'submitted', messageId: 'parentClaim.timeline.submitted', at: sentAt },
      { step: 'rejected', messageId: 'parentClaim.timeline.rejected', at: rejectedAt },
    ],
    rejectionReason,
  });
}

import type { OpenReview, ReviewSubject } from '@ace/domain';
import { wireDollarsToCents } from '@ace/app-core/format-dollars';

/** What the domain's review rules need to know of the review the server sent. */
export function reviewSubjectOf(review: OpenReview): ReviewSubject {
  const { claim, amountInfo } = review;
  return {
    serviceProvider:
      claim.serviceProvider === null
        ? null
        : { status: claim.serviceProvider.status, isFauxServiceProvider: claim.serviceProvider.isFauxServiceProvider },
    hasNonAceServiceProvider: claim.nonAceServiceProvider !== null,
    amountCents: wireDollarsToCents(claim.amount),
    availableCents: wireDollarsToCents(amountInfo.available),
    pendingCents: wireDollarsToCents(amountInfo.pending),
  };
}

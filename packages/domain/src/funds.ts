import type { ClaimStatus } from './claim-status.ts';
import type { Cents } from './money.ts';

/** A child's money: spent on Accepted claims, held by pending ones, and what is left of the award. */
export interface Funds {
  availableCents: Cents;
  pendingCents: Cents;
  spentCents: Cents;
}

/** What a child's claims add up to: spent on Accepted ones, held by pending ones. */
export interface ClaimTotals {
  acceptedCents: Cents;
  pendingCents: Cents;
}

/**
 * spent = Accepted claims; pending = Pending and Pending external claims; available = award − spent − pending
 * (DESIGN.md section 3). Rejected claims hold nothing.
 */
export function childFunds(awardCents: Cents, totals: ClaimTotals): Funds {
  return {
    availableCents: awardCents - totals.acceptedCents - totals.pendingCents,
    pendingCents: totals.pendingCents,
    spentCents: totals.acceptedCents,
  };
}

/**
 * What a child's claims add up to: Accepted ones are spent, Pending and Pending external ones are held. The database
 * keeps the same sums for every child as claims change (apps/api migration 0011, claim_figure_statements); the API's
 * claim-figures test holds that SQL to this rule.
 */
export function claimTotals(claims: readonly { status: ClaimStatus; amountCents: Cents }[]): ClaimTotals {
  let acceptedCents = 0;
  let pendingCents = 0;
  for (const claim of claims) {
    if (claim.status === 'Accepted') acceptedCents += claim.amountCents;
    else if (claim.status === 'Pending' || claim.status === 'Pending external') pendingCents += claim.amountCents;
  }
  return { acceptedCents, pendingCents };
}

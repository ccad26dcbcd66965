import type { ClaimStatus } from './claim-status.ts';
import type { IsoDate } from './dates.ts';
import type { Cents } from './money.ts';
import { noYearEndMoves, yearEndBalanceCents, type YearEndMoves } from './year-closing.ts';

/** A child's money: spent on Accepted claims, held by pending ones, and what is left of the award. */
export interface Funds {
  availableCents: Cents;
  pendingCents: Cents;
  spentCents: Cents;
  /** What approved and waiting pre-approvals hold for purchases still to be claimed (ADR 0036). */
  heldCents: Cents;
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
export function childFunds(awardCents: Cents, totals: ClaimTotals, heldCents: Cents = 0): Funds {
  return {
    availableCents: awardCents - totals.acceptedCents - totals.pendingCents - heldCents,
    pendingCents: totals.pendingCents,
    spentCents: totals.acceptedCents,
    heldCents,
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

/** One part of an award paid in instalments: the day it arrives and how much. */
export interface Instalment {
  arrivesOn: IsoDate;
  amountCents: Cents;
}

/** An award of one school year: its amount and, when it is paid in parts, its instalments. */
export interface Award {
  amountCents: Cents;
  instalments: readonly Instalment[];
}

/**
 * What of an award has arrived by `today` (docs/adr/0028-awards-per-child-and-year.md): the whole amount but the
 * instalments still to come, those arriving after today. An award without instalments is wholly there; the part of an
 * amount its instalments do not cover (a later increase, such as a roll-over) is there at once.
 */
export function arrivedAwardCents(award: Award, today: IsoDate): Cents {
  return award.instalments.reduce(
    (arrived, instalment) => (instalment.arrivesOn > today ? arrived - instalment.amountCents : arrived),
    award.amountCents,
  );
}

/** The next instalment to arrive after `today`, or null when none is to come. */
export function nextInstalment(award: Award, today: IsoDate): Instalment | null {
  return award.instalments
    .filter((instalment) => instalment.arrivesOn > today)
    .reduce<Instalment | null>(
      (next, instalment) => (next && next.arrivesOn <= instalment.arrivesOn ? next : instalment),
      null,
    );
}

/**
 * A year's funds: childFunds of what of its award has arrived by `today`, with what rolled into the year and less what
 * rolled out of it or lapsed when a year closed (ADR 0032), and less what audits recovered from it (ADR 0034).
 */
export function awardFunds(
  award: Award,
  totals: ClaimTotals,
  today: IsoDate,
  moves: YearEndMoves = noYearEndMoves,
  recoveredCents: Cents = 0,
  heldCents: Cents = 0,
): Funds {
  return childFunds(arrivedAwardCents(award, today) + yearEndBalanceCents(moves) - recoveredCents, totals, heldCents);
}

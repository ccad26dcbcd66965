import {
  awardFunds,
  centsToDollars,
  chargedSchoolYear,
  nextInstalment,
  yearEndMoves,
  yearEndSummaries,
  type Funds,
  type Instalment,
  type IsoDate,
  type ProgrammeYears,
  type RecoveredFunds,
  type SchoolYearOrNone,
  type SettlementRecord,
  type YearEnd,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import {
  listChildrenFunds,
  type AuditTakes,
  type AwardRow,
  type ChildrenFunds,
  type YearClaimTotals,
  type YearHold,
  type YearRecovery,
} from './awards.repository.ts';

/** One school year's funds of a child: what of its award has arrived less its claims, and its next instalment. */
export interface YearFunds extends Funds {
  schoolYear: SchoolYearOrNone;
  /** The award's whole amount, arrived or not. */
  awardCents: number;
  nextInstalment: Instalment | null;
}

/** A child's funds in each of their years, the current year first (ADR 0028), the others newest first. */
export interface ChildYears {
  current: YearFunds;
  others: YearFunds[];
  /** What became of the unspent funds of the child's closed years (ADR 0032), oldest first. */
  yearEnd: YearEnd[];
  /** What audits took from the child's funds (ADR 0034), the oldest first. */
  recovered: RecoveredFunds[];
}

/** The child as the funds need them: their id and their own school year (the specification's, or none). */
export interface FundedChild {
  id: number;
  schoolYear: SchoolYearOrNone;
}

const noAward = { amountCents: 0, instalments: [] };
const noClaims = { acceptedCents: 0, pendingCents: 0 };

/** The years a child's claims may be charged to: their own year and every year they hold an award in. */
function yearsOf(child: FundedChild, awards: readonly AwardRow[]): SchoolYearOrNone[] {
  return [...new Set([child.schoolYear, ...awards.map((award) => award.schoolYear)])];
}

function fundsOfYear(
  schoolYear: SchoolYearOrNone,
  awards: readonly AwardRow[],
  totals: readonly YearClaimTotals[],
  settlements: readonly SettlementRecord[],
  today: IsoDate,
  recoveries: readonly YearRecovery[],
  holds: readonly YearHold[],
): YearFunds {
  const award = awards.find((row) => row.schoolYear === schoolYear) ?? noAward;
  const held = holds.find((row) => row.schoolYear === schoolYear)?.heldCents ?? 0;
  const claimed = totals.find((row) => row.schoolYear === schoolYear) ?? noClaims;
  const recovered = recoveries.find((row) => row.schoolYear === schoolYear)?.recoveredCents ?? 0;
  return {
    schoolYear,
    awardCents: award.amountCents,
    ...awardFunds(award, claimed, today, yearEndMoves(settlements, schoolYear), recovered, held),
    nextInstalment: nextInstalment(award, today),
  };
}

/** The funds of each child in each of their years (by child id), the current year the one today is charged to. */
export async function childrenYears(
  db: Executor,
  years: ProgrammeYears,
  children: readonly FundedChild[],
  today: IsoDate,
): Promise<Map<number, ChildYears>> {
  const { funds, audits } = await listChildrenFunds(
    db,
    children.map((child) => child.id),
  );
  return yearsOfChildren(funds, years, children, today, audits);
}

/** childrenYears of funds read already (the dashboard reads them with the children, listDashboardChildren). */
export function yearsOfChildren(
  { awards, totals, settlements, holds }: ChildrenFunds,
  years: ProgrammeYears,
  children: readonly FundedChild[],
  today: IsoDate,
  audits: AuditTakes,
): Map<number, ChildYears> {
  return new Map(
    children.map((child) => {
      const own = awards.filter((award) => award.childId === child.id);
      const claimed = totals.filter((row) => row.childId === child.id);
      const settled = settlements.filter((row) => row.childId === child.id);
      const held = holds.filter((row) => row.childId === child.id);
      const recoveries = audits.recoveries.filter((row) => row.childId === child.id);
      const recovered = audits.takes
        .filter((take) => take.childId === child.id)
        .map((take) => ({
          claimId: take.claimId,
          amount: centsToDollars(take.recoveredCents),
          reason: take.reason ?? 'other',
        }));
      const childYearList = yearsOf(child, own);
      const currentYear = chargedSchoolYear(years, childYearList, today);
      const others = childYearList
        .filter((year) => year !== currentYear)
        .sort((a, b) => (b ?? 0) - (a ?? 0))
        .map((year) => fundsOfYear(year, own, claimed, settled, today, recoveries, held));
      const current = fundsOfYear(currentYear, own, claimed, settled, today, recoveries, held);
      return [child.id, { current, others, yearEnd: yearEndSummaries(settled, years), recovered }];
    }),
  );
}

/**
 * The year a claim of this child with this date of service is charged to (chargedSchoolYear) and that year's funds
 * as they are today: what a submitted claim is checked against, read again under the child's lock.
 */
export async function chargedYearFunds(
  db: Executor,
  years: ProgrammeYears,
  child: FundedChild,
  dateOfService: IsoDate,
  today: IsoDate,
): Promise<YearFunds> {
  const { funds, audits } = await listChildrenFunds(db, [child.id]);
  const { awards, totals, settlements, holds } = funds;
  return fundsOfYear(
    chargedSchoolYear(years, yearsOf(child, awards), dateOfService),
    awards,
    totals,
    settlements,
    today,
    audits.recoveries,
    holds,
  );
}

/** A child's funds of one year (a claim's year): what its review and a change of its amount are checked against. */
export async function yearFunds(
  db: Executor,
  childId: number,
  schoolYear: SchoolYearOrNone,
  today: IsoDate,
): Promise<YearFunds> {
  const { funds, audits } = await listChildrenFunds(db, [childId]);
  const { awards, totals, settlements, holds } = funds;
  return fundsOfYear(schoolYear, awards, totals, settlements, today, audits.recoveries, holds);
}

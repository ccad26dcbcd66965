import { isIsoDate, type IsoDate } from './dates.ts';
import type { Child } from './entities.ts';
import type { Translate } from './messages/translate.ts';
import { formatMoney } from './money.ts';
import { claimYearLabel, schoolYearRecord, type ProgrammeYears, type SchoolYearOrNone } from './school-years.ts';

/**
 * The year a claim is charged to (issue 30, docs/adr/0028-awards-per-child-and-year.md): the year its date of service
 * falls in, among the years the child holds an award in. Each of the child's award years covers the dates from its
 * first date of service (the school_years table) to the day before the next of the child's award years begins; a
 * date before all of them goes to the child's first award year (the claim form's earliest date, spec section 9, keeps
 * such a date out). A child whose award has no school year (the specification's "none") charges every claim to that
 * award, and the claim has no year (N/A), as before.
 *
 * The same rule names a child's current year: the year a claim with today's date of service would be charged to.
 */
export function chargedSchoolYear(
  years: ProgrammeYears,
  awardYears: readonly SchoolYearOrNone[],
  dateOfService: IsoDate,
): SchoolYearOrNone {
  const dated = awardYears
    .filter((year): year is number => year !== null)
    .map((year) => schoolYearRecord(years, year))
    .sort((a, b) => a.firstDateOfService.localeCompare(b.firstDateOfService));
  const [first] = dated;
  if (first === undefined) return null;
  return dated.reduce((charged, year) => (year.firstDateOfService <= dateOfService ? year : charged), first).startYear;
}

/** A child as the dashboard gives them: their current year with its funds, and their other years. */
type ChildYears = Pick<Child, 'schoolYear' | 'dollars' | 'otherYears'>;

/** The child's first year, whose rules give the claim form's earliest date of service (spec section 9). */
export function firstAwardYear(child: ChildYears): SchoolYearOrNone {
  return child.otherYears.reduce<SchoolYearOrNone>(
    (first, other) => (first === null || other.schoolYear < first ? other.schoolYear : first),
    child.schoolYear,
  );
}

/** A year of the child's and its funds. */
export interface YearDollars {
  schoolYear: SchoolYearOrNone;
  dollars: Child['dollars'];
}

/**
 * The year a claim with this date of service is charged to (chargedSchoolYear) and its funds, which the claim is
 * checked against; the current year's while no date is chosen. For a child with one award, always theirs.
 */
export function fundsForDateOfService(years: ProgrammeYears, child: ChildYears, dateOfService: string): YearDollars {
  const current = { schoolYear: child.schoolYear, dollars: child.dollars };
  if (child.otherYears.length === 0 || !isIsoDate(dateOfService)) return current;
  const charged = chargedSchoolYear(
    years,
    [child.schoolYear, ...child.otherYears.map((other) => other.schoolYear)],
    dateOfService,
  );
  return child.otherYears.find((other) => other.schoolYear === charged) ?? current;
}

/**
 * What the claim form says under a date of service charged to another of the child's years than the current one
 * (whose funds it shows as Available): 'A service on this date uses the funds of 2022-2023: $120 available.'
 */
export function otherYearFundsNote(funds: YearDollars, t: Translate): string {
  return t('claimForm.otherYearFunds', {
    schoolYear: claimYearLabel(funds.schoolYear, t),
    amount: formatMoney(Math.round(funds.dollars.available * 100)),
  });
}

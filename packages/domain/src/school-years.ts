import { formatShortDate, type IsoDate } from './dates.ts';
import type { SchoolYearRecord } from './entities.ts';
import type { Translate } from './messages/translate.ts';

/**
 * The programme's school years are its data (issue 30, ADR 0025): a row each in the API's `school_years` table, read
 * by the screens from GET /api/school-years. Nothing here lists a year; every rule takes the programme's years.
 */

/** A school year, named by the calendar year it starts in (2021 for 2021-2022). */
export type SchoolYear = number;

/** A child's or a claim's school year; null where the award list gives none. */
export type SchoolYearOrNone = SchoolYear | null;

/** Upcoming: set up, not yet open to claims; open: the programme's year; closed: its unspent funds were settled. */
export const SCHOOL_YEAR_STATES = ['upcoming', 'open', 'closed'] as const;
export type SchoolYearState = (typeof SCHOOL_YEAR_STATES)[number];

/** What happens to a child's unspent funds when the year closes: into their next year's award, or back to the programme. */
export const UNSPENT_FUNDS_RULES = ['roll_over', 'lapse'] as const;
export type UnspentFundsRule = (typeof UNSPENT_FUNDS_RULES)[number];

/** The programme's years, the first year first (programmeYears puts them in that order). */
export type ProgrammeYears = readonly SchoolYearRecord[];

/** The programme's years from records in any order: by start year, the first year first. */
export function programmeYears(records: readonly SchoolYearRecord[]): ProgrammeYears {
  return [...records].sort((a, b) => a.startYear - b.startYear);
}

/** The year's record, or undefined when the programme has no such year. */
export function findSchoolYear(years: ProgrammeYears, value: unknown): SchoolYearRecord | undefined {
  return years.find((year) => year.startYear === value);
}

export function isSchoolYear(years: ProgrammeYears, value: unknown): value is SchoolYear {
  return findSchoolYear(years, value) !== undefined;
}

/** Unknown school years are an error, never a silent default (spec section 8). */
export function schoolYearRecord(years: ProgrammeYears, value: unknown): SchoolYearRecord {
  const year = findSchoolYear(years, value);
  if (year === undefined) throw new Error(`Unknown school year: ${String(value)}`);
  return year;
}

export function parseSchoolYear(years: ProgrammeYears, value: unknown): SchoolYear {
  return schoolYearRecord(years, value).startYear;
}

/** A school year where none is allowed (null); any other value not of the programme is an error. */
export function parseSchoolYearOrNone(years: ProgrammeYears, value: unknown): SchoolYearOrNone {
  return value === null ? null : parseSchoolYear(years, value);
}

/** '2021-2022': how people name a school year. */
export function schoolYearRange(year: SchoolYear): string {
  return `${String(year)}-${String(year + 1)}`;
}

/** The programme's first year, from which years are counted (Y1). */
function firstYear(years: ProgrammeYears): SchoolYearRecord {
  const [first] = programmeYears(years);
  if (first === undefined) throw new Error('The programme has no school years');
  return first;
}

/** '2021-2022 | Y1', the label on a student's card: Y counts from the programme's first year (2026 is Y6 from 2021). */
export function schoolYearLabel(years: ProgrammeYears, year: SchoolYear): string {
  const known = parseSchoolYear(years, year);
  return `${schoolYearRange(known)} | Y${String(known - firstYear(years).startYear + 1)}`;
}

/** The claim year column and filter: '2021-2022', or 'N/A' for a claim without a school year. */
export function claimYearLabel(year: SchoolYearOrNone, t: Translate): string {
  return year === null ? t('schoolYear.notApplicable') : schoolYearRange(year);
}

/** A child's school year on their card and claim screen: '2021-2022 | Y1', or 'N/A' for a child without one. */
export function childYearLabel(years: ProgrammeYears, year: SchoolYearOrNone, t: Translate): string {
  return year === null ? t('schoolYear.notApplicable') : schoolYearLabel(years, year);
}

/**
 * The year whose rules a child's or a claim's school year follows: its own, and for none the programme's first year
 * (spec section 9: '2021 or none, 4/25/2022').
 */
export function rulesYear(years: ProgrammeYears, year: SchoolYearOrNone): SchoolYearRecord {
  return year === null ? firstYear(years) : schoolYearRecord(years, year);
}

/** The first day a service may be claimed for, by the child's school year (rulesYear). */
export function earliestDateOfService(years: ProgrammeYears, year: SchoolYearOrNone): IsoDate {
  return rulesYear(years, year).firstDateOfService;
}

/** The same rule as reviewers read it: '2021-2022 from 4/25/2022'. */
export function earliestDateOfServiceText(years: ProgrammeYears, year: SchoolYear, t: Translate): string {
  return t('schoolYear.earliestDateOfService', {
    schoolYear: schoolYearRange(year),
    date: formatShortDate(earliestDateOfService(years, year)),
  });
}

/** Every reviewer rule, one line a school year, for the date-of-service tooltip. */
export function earliestDateOfServiceRules(years: ProgrammeYears, t: Translate): string[] {
  return programmeYears(years).map((year) => earliestDateOfServiceText(years, year.startYear, t));
}

/** The school years a list of the programme offers, the latest first (the Programme page's selector). */
export function latestSchoolYearsFirst(years: ProgrammeYears): SchoolYear[] {
  return programmeYears(years)
    .map((year) => year.startYear)
    .reverse();
}

/** Invoices may be dated up to this many days after today. */
export const MAX_DAYS_OF_SERVICE_AHEAD = 30;

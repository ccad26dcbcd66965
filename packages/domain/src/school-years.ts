import { formatShortDate, type IsoDate } from './dates.ts';
import type { Translate } from './messages/translate.ts';

/** The programme's school years, named by the calendar year they start in. */
export const SCHOOL_YEARS = [2021, 2022, 2023] as const;
export type SchoolYear = (typeof SCHOOL_YEARS)[number];

/** A child's or a claim's school year; null where the award list gives none. */
export type SchoolYearOrNone = SchoolYear | null;

export function isSchoolYear(value: unknown): value is SchoolYear {
  return SCHOOL_YEARS.some((year) => year === value);
}

/** Unknown school years are an error, never a silent default (spec section 8). */
export function parseSchoolYear(value: unknown): SchoolYear {
  if (!isSchoolYear(value)) throw new Error(`Unknown school year: ${String(value)}`);
  return value;
}

/** A stored school year where none is allowed (null); any other value is an error. */
export function parseSchoolYearOrNone(value: unknown): SchoolYearOrNone {
  return value === null ? null : parseSchoolYear(value);
}

/** '2021-2022' */
export function schoolYearRange(year: SchoolYear): string {
  const known = parseSchoolYear(year);
  return `${known}-${known + 1}`;
}

/** '2021-2022 | Y1', the label on a student's card. */
export function schoolYearLabel(year: SchoolYear): string {
  const known = parseSchoolYear(year);
  return `${schoolYearRange(known)} | Y${known - SCHOOL_YEARS[0] + 1}`;
}

/** The claim year column and filter: '2021-2022', or 'N/A' for a claim without a school year. */
export function claimYearLabel(year: SchoolYearOrNone, t: Translate): string {
  return year === null ? t('schoolYear.notApplicable') : schoolYearRange(year);
}

/** A child's school year on their card and claim screen: '2021-2022 | Y1', or 'N/A' for a child without one. */
export function childYearLabel(year: SchoolYearOrNone, t: Translate): string {
  return year === null ? t('schoolYear.notApplicable') : schoolYearLabel(year);
}

const earliestDateBySchoolYear: Readonly<Record<SchoolYear, IsoDate>> = {
  2021: '2022-04-25',
  2022: '2022-07-01',
  2023: '2023-07-01',
};

/** The first day a service may be claimed for, by the child's school year (a child without one: as 2021). */
export function earliestDateOfService(year: SchoolYearOrNone): IsoDate {
  return earliestDateBySchoolYear[year === null ? 2021 : parseSchoolYear(year)];
}

/** The same rule as reviewers read it: '2021-2022 from 4/25/2022'. */
export function earliestDateOfServiceText(year: SchoolYear, t: Translate): string {
  return t('schoolYear.earliestDateOfService', {
    schoolYear: schoolYearRange(year),
    date: formatShortDate(earliestDateOfService(year)),
  });
}

/** Every reviewer rule, one line a school year, for the date-of-service tooltip. */
export function earliestDateOfServiceRules(t: Translate): string[] {
  return SCHOOL_YEARS.map((year) => earliestDateOfServiceText(year, t));
}

/** Invoices may be dated up to this many days after today. */
export const MAX_DAYS_OF_SERVICE_AHEAD = 30;

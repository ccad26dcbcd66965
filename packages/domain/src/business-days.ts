import { addDays, isIsoDate, type IsoDate } from './dates.ts';
import { keptAnswers } from './kept-answers.ts';

/**
 * The programme's one business-day calendar (DESIGN.md section 11): Monday to Friday, less the US federal holidays
 * (5 U.S.C. 6103) on the day they are observed. Computed by rule for any year, so it never runs out; the server's
 * deadlines and the screens' ages count with it alike.
 */

function ymd(date: IsoDate): [number, number, number] {
  if (!isIsoDate(date)) throw new Error(`Not an ISO date: ${date}`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

function isoOf(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
function weekday(date: IsoDate): number {
  const [year, month, day] = ymd(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The `nth` (1-based) `day` of the week in a month, or with `nth` -1 the last one. */
function nthWeekday(year: number, month: number, day: number, nth: number): IsoDate {
  if (nth > 0) {
    const first = weekday(isoOf(year, month, 1));
    return isoOf(year, month, 1 + ((day - first + 7) % 7) + (nth - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(isoOf(year, month, lastDate));
  return isoOf(year, month, lastDate - ((last - day + 7) % 7));
}

/** A holiday on a Saturday is observed the Friday before, one on a Sunday the Monday after. */
function observed(date: IsoDate): IsoDate {
  const day = weekday(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, 1);
  return date;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The days off of a year's federal holidays, as observed (New Year's Day of the next year may fall on 31 Dec). */
export function federalHolidays(year: number): IsoDate[] {
  return [
    observed(isoOf(year, 1, 1)),
    nthWeekday(year, 1, MONDAY, 3),
    nthWeekday(year, 2, MONDAY, 3),
    nthWeekday(year, 5, MONDAY, -1),
    ...(year >= 2021 ? [observed(isoOf(year, 6, 19))] : []),
    observed(isoOf(year, 7, 4)),
    nthWeekday(year, 9, MONDAY, 1),
    nthWeekday(year, 10, MONDAY, 2),
    observed(isoOf(year, 11, 11)),
    nthWeekday(year, 11, THURSDAY, 4),
    observed(isoOf(year, 12, 25)),
  ];
}

const daysOffByYear = new Map<number, ReadonlySet<IsoDate>>();

/** The observed holidays falling in a calendar year: its own, and the next New Year's Day observed on 31 Dec. */
function daysOff(year: number): ReadonlySet<IsoDate> {
  let days = daysOffByYear.get(year);
  if (days === undefined) {
    const prefix = `${String(year)}-`;
    days = new Set([...federalHolidays(year), ...federalHolidays(year + 1)].filter((day) => day.startsWith(prefix)));
    daysOffByYear.set(year, days);
  }
  return days;
}

export function isBusinessDay(date: IsoDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !daysOff(ymd(date)[0]).has(date);
}

/**
 * The `count`-th business day after `date` (before it when negative), not counting `date` itself, which need not be
 * a business day: two business days after a Friday is the Tuesday. Zero answers `date` unchanged.
 */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
  if (!Number.isSafeInteger(count)) throw new Error(`Not a whole number of days: ${String(count)}`);
  const step = count < 0 ? -1 : 1;
  let day = date;
  for (let left = Math.abs(count); left > 0;) {
    day = addDays(day, step);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/**
 * How many business days pass from `from` to `to`: those after `from` up to and including `to` (negative when `to`
 * comes first), so that businessDaysBetween(d, addBusinessDays(d, n)) is n. A claim's age is this from the day it
 * was submitted to today.
 */
export function businessDaysBetween(from: IsoDate, to: IsoDate): number {
  const [first, last] = to < from ? [to, from] : [from, to];
  const [start, end] = [dayNumber(first), dayNumber(last)];
  let holidays = 0;
  for (let year = ymd(first)[0]; year <= ymd(last)[0]; year += 1) {
    for (const day of weekdayHolidays(year)) if (day > start && day <= end) holidays += 1;
  }
  const count = weekdaysUpTo(end) - weekdaysUpTo(start) - holidays;
  return to < from ? 0 - count : count;
}

/** The day business days are numbered from (businessDayNumber): before any claim of the programme. */
const NUMBERED_FROM: IsoDate = '2000-01-01';

/**
 * The business days from a fixed day to `date` (negative before it): the difference of two days' numbers is
 * businessDaysBetween them, so that figures of thousands of day pairs (the Programme page's times to a decision)
 * work each day out once. Kept per day (10,000 days), as the same days come again on every request.
 */
export const businessDayNumber = keptAnswers(10_000, (date: IsoDate): number =>
  businessDaysBetween(NUMBERED_FROM, date),
);

const weekdayHolidaysByYear = new Map<number, readonly number[]>();

/**
 * The days off of a calendar year that fall on a weekday, as day numbers: worked out once a year, since a list of
 * claims asks for the age of every row.
 */
function weekdayHolidays(year: number): readonly number[] {
  let days = weekdayHolidaysByYear.get(year);
  if (days === undefined) {
    days = [...daysOff(year)].filter(isWeekday).map(dayNumber);
    weekdayHolidaysByYear.set(year, days);
  }
  return days;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01, a Thursday. */
function dayNumber(date: IsoDate): number {
  const [year, month, day] = ymd(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function isWeekday(date: IsoDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6;
}

/** Weekdays among Thursday to Wednesday, counted up to each: Thu 1, Fri 2, Sat 2, Sun 2, Mon 3, Tue 4, Wed 5. */
const WEEKDAYS_INTO_WEEK = [1, 2, 2, 2, 3, 4, 5] as const;

/** The weekdays up to and including day `n` since 1970-01-01, counted from a fixed point: a difference counts. */
function weekdaysUpTo(n: number): number {
  return 5 * Math.floor(n / 7) + (WEEKDAYS_INTO_WEEK[((n % 7) + 7) % 7] ?? 0);
}

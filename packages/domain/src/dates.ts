import { keptAnswers } from './kept-answers.ts';
import { currentLocale, intlTags } from './messages/locales.ts';
import type { Translate } from './messages/translate.ts';

/**
 * Calendar dates cross the API and live in forms as ISO dates ('YYYY-MM-DD'): no time, no time zone, so that a
 * date of service is the same day for the parent, the server and the reviewer. Instants (createdAt, reviewedAt)
 * are ISO timestamps and are shown as the date they fall on in the programme's time zone.
 */
export type IsoDate = string;

/** Ohio. Days of the programme (today, a claim's submission date) are counted in this zone. */
export const PROGRAMME_TIME_ZONE = 'America/New_York';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

function parts(date: IsoDate): [number, number, number] | null {
  const match = isoDatePattern.exec(date);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The year, month and day of a real calendar day written as 'YYYY-MM-DD', or null; each string read once and kept
 * (10,000 strings): a list asks for the age of every row in business days, which read the same few days again and
 * again (3% of the staff queue's time in bench:floor's profile).
 */
const dayParts = keptAnswers(10_000, checkedDayParts);

function checkedDayParts(value: string): readonly [number, number, number] | null {
  const ymd = parts(value);
  if (!ymd) return null;
  const [year, month, day] = ymd;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ymd : null;
}

/** True for a real calendar day written as 'YYYY-MM-DD' ('2023-02-29' is not one). */
export function isIsoDate(value: string): boolean {
  return dayParts(value) !== null;
}

function requireParts(date: IsoDate): readonly [number, number, number] {
  const ymd = dayParts(date);
  if (!ymd) throw new Error(`Not an ISO date: ${date}`);
  return ymd;
}

/**
 * The UTC day of an instant, written once a day and kept (10,000 days): a list asks for the day of every row (its due
 * date, whether it is overdue), and writing a Date each time cost a provider's list 2% of its time
 * (bench/results/same-sql-floor.md).
 */
function fromUtcMs(ms: number): IsoDate {
  return dateOfDay(Math.floor(ms / dayMs));
}

const dateOfDay = keptAnswers(10_000, (day: number): IsoDate => new Date(day * dayMs).toISOString().slice(0, 10));

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = requireParts(date);
  return fromUtcMs(Date.UTC(year, month - 1, day) + days * dayMs);
}

/** The programme's calendar day at an instant. */
export function programmeDate(instant: Date): IsoDate {
  const ms = instant.getTime();
  return fromUtcMs(ms + offsetInHour(ms));
}

const HOUR_MS = 3_600_000;

/**
 * The programme's offset from UTC in the UTC hour of an instant, read once an hour and kept (10,000 hours, a year and
 * more): clocks in Ohio change on the hour of UTC (2 a.m. there), so an hour has one offset. A list asks for the day of
 * every row, and formatting each instant in the zone cost the staff queue 5% of its time
 * (bench/results/same-sql-floor.md).
 */
function offsetInHour(ms: number): number {
  return offsetOfHour(Math.floor(ms / HOUR_MS));
}

const offsetOfHour = keptAnswers(10_000, (hour: number) => programmeOffsetMs(new Date(hour * HOUR_MS)));

// Built once: a formatter costs far more to make than to use.
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PROGRAMME_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the programme's clocks are ahead of UTC at an instant (negative in Ohio), to the second. */
function programmeOffsetMs(instant: Date): number {
  const parts = new Map(wallClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? Number.NaN;
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the programme's day begins (midnight in Ohio), so that a range of days becomes a range of instants:
 * [startOfProgrammeDay(first), startOfProgrammeDay(addDays(last, 1))). Clocks change at 2 a.m. there, so midnight
 * always exists once; the offset is read again at the guess in case the day starts on the other side of a change.
 */
export function startOfProgrammeDay(date: IsoDate): Date {
  const [year, month, day] = requireParts(date);
  const midnightUtc = Date.UTC(year, month - 1, day);
  const guess = midnightUtc - programmeOffsetMs(new Date(midnightUtc));
  return new Date(midnightUtc - programmeOffsetMs(new Date(guess)));
}

/** The first instant after the `days`-th day after `from` (programme days): the end of a period of whole days. */
export function endOfProgrammeDaysAfter(from: Date, days: number): Date {
  return startOfProgrammeDay(addDays(programmeDate(from), days + 1));
}

/** An ISO date, or the programme's day of an ISO timestamp. */
function asDate(value: string): IsoDate {
  return isoDatePattern.test(value) ? value : programmeDate(new Date(value));
}

/**
 * Spanish dates name their month ('7 nov 2026'): in numbers, a Spanish reader takes 07/11 for the 7th of November
 * and an American the 11th of July.
 */
const spanishDate = new Intl.DateTimeFormat(intlTags.es, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function inSpanish(date: IsoDate): string {
  return spanishDate.format(new Date(`${date}T00:00:00Z`));
}

/**
 * MM/DD/YYYY, the form of dates in lists and everywhere but the pickers, in English; the month by name in Spanish.
 * Takes an ISO date or timestamp.
 */
export function formatListDate(value: string): string {
  const date = asDate(value);
  if (currentLocale() === 'es') return inSpanish(date);
  const [year, month, day] = requireParts(date);
  return `${pad(month)}/${pad(day)}/${year}`;
}

/**
 * M/D/YYYY without leading zeros, the form the reviewers' date-of-service rules are written in, in English; the
 * month by name in Spanish.
 */
export function formatShortDate(date: IsoDate): string {
  if (currentLocale() === 'es') return inSpanish(date);
  const [year, month, day] = requireParts(date);
  return `${month}/${day}/${year}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

const timesOfDay = new Map<string, Intl.DateTimeFormat>();

/** The time of day in the programme's time zone, with the zone named ('10:30 AM EST'), in a language's form. */
function timeOfDay(tag: string): Intl.DateTimeFormat {
  let format = timesOfDay.get(tag);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(tag, {
      timeZone: PROGRAMME_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    timesOfDay.set(tag, format);
  }
  return format;
}

/**
 * '03/02/2026 at 10:30 AM EST': when something happened, as support staff read it on their screens and in their
 * spreadsheets: the day and the time of day in the programme's time zone, with the zone named, since staff work from
 * several. Takes an ISO timestamp.
 */
export function formatStaffTime(at: string, t: Translate): string {
  const time = timeOfDay(intlTags[currentLocale()]).format(new Date(at));
  return t('meritCsScreen.audit.at', { date: formatListDate(at), time });
}

import { z } from 'zod';
import type { FieldIssue } from './api.ts';
import { formatShortDate, isIsoDate, type IsoDate } from './dates.ts';
import { schoolYearRecordSchema, type SchoolYearRecord } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { centsToDollars, dollarsToCents, formatMoney, parseMoney, type Cents } from './money.ts';
import {
  programmeYears,
  schoolYearLabel,
  schoolYearRange,
  UNSPENT_FUNDS_RULES,
  type ProgrammeYears,
  type SchoolYear,
  type SchoolYearState,
  type UnspentFundsRule,
} from './school-years.ts';
import { requiredText, trimmedText } from './text-fields.ts';

/**
 * Opening the programme's next school year (issue 30 part 2, ADR 0025): support staff give its dates, default award
 * and unspent-funds rule; the year is added to the programme open, in one step, with an entry in its audit trail.
 */

/** The largest default award or roll-over cap a year may have: far beyond any award, an exact integer of cents. */
export const MAX_SCHOOL_YEAR_AMOUNT_CENTS: Cents = 10_000_000;

/** A year as staff open it: its start year, dates, default award and unspent-funds rule, money in cents. */
export interface SchoolYearOpening {
  startYear: SchoolYear;
  firstDateOfService: IsoDate;
  lastClaimDay: IsoDate;
  defaultAwardCents: Cents;
  unspentFunds: UnspentFundsRule;
  /** The most of a child's unspent funds that rolls over; null for no limit (and always null when funds lapse). */
  rollOverCapCents: Cents | null;
}

function lastYear(years: ProgrammeYears): SchoolYearRecord {
  const last = programmeYears(years).at(-1);
  if (last === undefined) throw new Error('The programme has no school years');
  return last;
}

/** The year staff may open: the one after the programme's last (years are opened one after the other). */
export function nextStartYear(years: ProgrammeYears): SchoolYear {
  return lastYear(years).startYear + 1;
}

function centsOf(dollars: number): Cents {
  const cents = dollarsToCents(dollars);
  if (cents === null) throw new Error(`Not an amount of whole cents: ${String(dollars)}`);
  return cents;
}

/** The same day a year later (29 February becomes 28 February). */
function aYearLater(date: IsoDate): IsoDate {
  const [year = '', month = '', day = ''] = date.split('-');
  const later = `${String(Number(year) + 1)}-${month}-${day}`;
  return isIsoDate(later) ? later : `${String(Number(year) + 1)}-${month}-28`;
}

/**
 * What the opening form starts from: the next start year, service from 1 July, the last year's last claim day a
 * year on (31 August after the school year when it had none), and the last year's default award and rule.
 */
export function nextSchoolYearDefaults(years: ProgrammeYears): SchoolYearOpening {
  const last = lastYear(years);
  const startYear = last.startYear + 1;
  return {
    startYear,
    firstDateOfService: `${String(startYear)}-07-01`,
    lastClaimDay: last.lastClaimDay === null ? `${String(startYear + 1)}-08-31` : aYearLater(last.lastClaimDay),
    defaultAwardCents: centsOf(last.defaultAward),
    unspentFunds: last.unspentFunds,
    rollOverCapCents: last.unspentFunds === 'roll_over' && last.rollOverCap !== null ? centsOf(last.rollOverCap) : null,
  };
}

/** The days a year's last claim day may fall on: from the end of its school year (30 June) to the end of the next. */
export function lastClaimDayRange(startYear: SchoolYear): { from: IsoDate; to: IsoDate } {
  return { from: `${String(startYear + 1)}-06-30`, to: `${String(startYear + 2)}-12-31` };
}

/**
 * The rules of a year's own values: its first date of service in the year it starts, its last claim day within
 * lastClaimDayRange, and a cap only on funds that roll over. Shared by the API's payload and the staff's form.
 */
function checkOpening(opening: SchoolYearOpening, ctx: z.RefinementCtx, t: Translate): void {
  const { startYear, firstDateOfService, lastClaimDay } = opening;
  if (!firstDateOfService.startsWith(`${String(startYear)}-`)) {
    ctx.addIssue({
      code: 'custom',
      path: ['firstDateOfService'],
      message: t('schoolYears.firstDateOfService.range', { year: String(startYear) }),
    });
  }
  const range = lastClaimDayRange(startYear);
  if (lastClaimDay < range.from || lastClaimDay > range.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['lastClaimDay'],
      message: t('schoolYears.lastClaimDay.range', {
        from: formatShortDate(range.from),
        to: formatShortDate(range.to),
      }),
    });
  }
  if (opening.unspentFunds === 'lapse' && opening.rollOverCapCents !== null) {
    ctx.addIssue({ code: 'custom', path: ['rollOverCap'], message: t('schoolYears.rollOverCap.onlyWithRollOver') });
  }
}

const withinAmounts = (cents: Cents) => cents >= 0 && cents <= MAX_SCHOOL_YEAR_AMOUNT_CENTS;

/** An amount in dollars as the API takes it (a number with at most two decimals), in cents. */
function dollarsField(message: string) {
  return z.number({ error: message }).transform((dollars, ctx): Cents => {
    const cents = dollarsToCents(dollars);
    if (cents === null || !withinAmounts(cents)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
}

/** An amount as a person types it ('$1,000', '1000.50'), in cents. */
function typedDollars(message: string, t: Translate) {
  return requiredText(message, { t, refused: message }).transform((typed, ctx): Cents => {
    const cents = parseMoney(typed);
    if (cents === null || !withinAmounts(cents)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
}

function dateField(t: Translate) {
  const message = t('schoolYears.date.invalid');
  return z.string({ error: message }).refine(isIsoDate, { error: message });
}

function amountMessages(t: Translate) {
  const max = formatMoney(MAX_SCHOOL_YEAR_AMOUNT_CENTS);
  return {
    award: t('schoolYears.defaultAward.invalid', { max }),
    cap: t('schoolYears.rollOverCap.invalid', { max }),
  };
}

/** POST /api/merit-cs/school-years: the year to open, money in dollars. Gives a SchoolYearOpening (cents). */
export function openSchoolYearPayloadSchema(t: Translate = translate) {
  const messages = amountMessages(t);
  return z
    .strictObject({
      startYear: z
        .number({ error: t('schoolYears.startYear.invalid') })
        .int({ error: t('schoolYears.startYear.invalid') })
        .min(1900, { error: t('schoolYears.startYear.invalid') })
        .max(9998, { error: t('schoolYears.startYear.invalid') }),
      firstDateOfService: dateField(t),
      lastClaimDay: dateField(t),
      defaultAward: dollarsField(messages.award),
      unspentFunds: z.enum(UNSPENT_FUNDS_RULES, { error: t('schoolYears.unspentFunds.invalid') }),
      rollOverCap: dollarsField(messages.cap).nullable(),
    })
    .transform(({ defaultAward, rollOverCap, ...rest }): SchoolYearOpening => ({
      ...rest,
      defaultAwardCents: defaultAward,
      rollOverCapCents: rollOverCap,
    }))
    .superRefine((opening, ctx) => {
      checkOpening(opening, ctx, t);
    });
}

/** What the API takes for a SchoolYearOpening (the client sends this). */
export function openSchoolYearPayload(opening: SchoolYearOpening) {
  return {
    startYear: opening.startYear,
    firstDateOfService: opening.firstDateOfService,
    lastClaimDay: opening.lastClaimDay,
    defaultAward: centsToDollars(opening.defaultAwardCents),
    unspentFunds: opening.unspentFunds,
    rollOverCap: opening.rollOverCapCents === null ? null : centsToDollars(opening.rollOverCapCents),
  };
}

/** The staff's form to open the year after the programme's last: its fields as typed, the year given. */
export function openSchoolYearFormSchema(startYear: SchoolYear, t: Translate = translate) {
  const messages = amountMessages(t);
  return z
    .strictObject({
      firstDateOfService: dateField(t),
      lastClaimDay: dateField(t),
      defaultAward: typedDollars(messages.award, t),
      unspentFunds: z.enum(UNSPENT_FUNDS_RULES, { error: t('schoolYears.unspentFunds.invalid') }),
      rollOverCap: trimmedText({ t, refused: messages.cap }).transform((typed, ctx): Cents | null => {
        if (typed === '') return null;
        const cents = parseMoney(typed);
        if (cents === null || !withinAmounts(cents)) {
          ctx.addIssue({ code: 'custom', message: messages.cap });
          return z.NEVER;
        }
        return cents;
      }),
    })
    .transform(({ defaultAward, rollOverCap, ...rest }): SchoolYearOpening => ({
      ...rest,
      startYear,
      defaultAwardCents: defaultAward,
      rollOverCapCents: rollOverCap,
    }))
    .superRefine((opening, ctx) => {
      checkOpening(opening, ctx, t);
    });
}

/** Why the programme's years refuse an opening: the year exists, is not the next, or starts before the last one. */
export type OpeningRefusal =
  | { kind: 'exists'; issue: FieldIssue }
  | { kind: 'notNext'; issue: FieldIssue }
  | { kind: 'startsTooEarly'; issue: FieldIssue };

/** What the programme's years say of an opening: null when it may be opened. */
export function openingRefusal(years: ProgrammeYears, opening: SchoolYearOpening, t: Translate): OpeningRefusal | null {
  const schoolYear = schoolYearRange(opening.startYear);
  if (years.some((year) => year.startYear === opening.startYear)) {
    return { kind: 'exists', issue: { path: 'startYear', message: t('schoolYears.startYear.exists', { schoolYear }) } };
  }
  const last = lastYear(years);
  if (opening.startYear !== last.startYear + 1) {
    const next = schoolYearRange(last.startYear + 1);
    return { kind: 'notNext', issue: { path: 'startYear', message: t('schoolYears.startYear.notNext', { next }) } };
  }
  if (opening.firstDateOfService <= last.firstDateOfService) {
    const message = t('schoolYears.firstDateOfService.afterLast', {
      date: formatShortDate(last.firstDateOfService),
      schoolYear: schoolYearRange(last.startYear),
    });
    return { kind: 'startsTooEarly', issue: { path: 'firstDateOfService', message } };
  }
  return null;
}

/** The year as the programme has it once opened: its record, open. */
export function openedRecord(opening: SchoolYearOpening): SchoolYearRecord {
  return {
    startYear: opening.startYear,
    firstDateOfService: opening.firstDateOfService,
    lastClaimDay: opening.lastClaimDay,
    defaultAward: centsToDollars(opening.defaultAwardCents),
    state: 'open',
    unspentFunds: opening.unspentFunds,
    rollOverCap: opening.rollOverCapCents === null ? null : centsToDollars(opening.rollOverCapCents),
  };
}

/** What happens to unspent funds, as a list shows it: 'Roll over to the next year (up to $250)'. */
export function unspentFundsText(rule: UnspentFundsRule, capCents: Cents | null, t: Translate): string {
  if (rule === 'lapse') return t('schoolYears.rule.lapse');
  return capCents === null
    ? t('schoolYears.rule.rollOver')
    : t('schoolYears.rule.rollOverCapped', { cap: formatMoney(capCents) });
}

/** What a year does with unspent funds, as its record says. */
export function yearUnspentFundsText(year: SchoolYearRecord, t: Translate): string {
  return unspentFundsText(year.unspentFunds, year.rollOverCap === null ? null : centsOf(year.rollOverCap), t);
}

/** A year's state in words. */
export const SCHOOL_YEAR_STATE_IDS = {
  upcoming: 'schoolYears.state.upcoming',
  open: 'schoolYears.state.open',
  closed: 'schoolYears.state.closed',
} as const satisfies Record<SchoolYearState, string>;

/** A year's record in one line, as the audit trail shows it before and after a change. */
export function schoolYearRecordText(year: SchoolYearRecord, t: Translate): string {
  return t('schoolYears.trail.year', {
    state: t(SCHOOL_YEAR_STATE_IDS[year.state]),
    first: formatShortDate(year.firstDateOfService),
    last: year.lastClaimDay === null ? t('schoolYears.lastClaimDay.none') : formatShortDate(year.lastClaimDay),
    award: formatMoney(centsOf(year.defaultAward)),
    rule: yearUnspentFundsText(year, t),
  });
}

/** The confirmation staff read before a year opens: what will happen, in words. */
export function openSchoolYearConfirmation(years: ProgrammeYears, opening: SchoolYearOpening, t: Translate): string {
  return t('schoolYears.confirm', {
    label: schoolYearLabel([...years, openedRecord(opening)], opening.startYear),
    first: formatShortDate(opening.firstDateOfService),
    last: formatShortDate(opening.lastClaimDay),
    award: formatMoney(opening.defaultAwardCents),
    rule: unspentFundsText(opening.unspentFunds, opening.rollOverCapCents, t),
  });
}

/** What a change to the programme's years was (the audit trail): a year opened, for now. */
export const SCHOOL_YEAR_EVENT_ACTIONS = ['opened', 'closed'] as const;
export type SchoolYearEventAction = (typeof SCHOOL_YEAR_EVENT_ACTIONS)[number];

/** An entry of the years' audit trail: who changed which year, when, from what to what. */
export const schoolYearEventSchema = z.object({
  id: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  action: z.enum(SCHOOL_YEAR_EVENT_ACTIONS),
  startYear: z.number().int(),
  /** Who made the change; null for the portal's own closing of a year after its last claim day (ADR 0032). */
  staffName: z.string().nullable(),
  staffEmail: z.string().nullable(),
  /** The year as it was; null before it was a year of the programme. */
  before: schoolYearRecordSchema.nullable(),
  after: schoolYearRecordSchema,
});
export type SchoolYearEvent = z.infer<typeof schoolYearEventSchema>;

/** GET /api/merit-cs/school-years/events: the trail, the newest first. */
export const schoolYearEventsSchema = z.array(schoolYearEventSchema);

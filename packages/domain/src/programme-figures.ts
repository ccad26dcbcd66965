import { z } from 'zod';
import { CLAIM_STATUSES } from './claim-status.ts';
import { dollarsSchema } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { NO_CLAIM_YEAR, withoutBlanks } from './provider-claim-list.ts';
import { REJECT_REASONS } from './review.ts';
import { schoolYearRange, type SchoolYearOrNone } from './school-years.ts';
import { SERVICE_CATEGORIES } from './service-categories.ts';

/**
 * The programme's figures (issue 21): what the programme's manager reports to the state each month. Funds are the
 * whole school year's, as of now; every other figure counts the school year's claims submitted in the chosen months
 * (programme time), all of them when no months are chosen. Figures are kept per school year, category, month and
 * provider by the database in the claim's transaction (DESIGN.md), never counted by scanning claims.
 */

/** A calendar month, 'YYYY-MM'. */
export type IsoMonth = string;

const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isIsoMonth(value: string): boolean {
  return ISO_MONTH.test(value);
}

/** The month after `month`. */
export function nextMonth(month: IsoMonth): IsoMonth {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${String(year + 1)}-01` : `${String(year)}-${String(number + 1).padStart(2, '0')}`;
}

/** The most providers the "most claimed" list shows. */
export const PROGRAMME_TOP_PROVIDERS = 10;

/** The Programme page's query: a school year or N/A (children without one), and optionally the first and last month of submission. */
export function programmeFiguresQuerySchema(t: Translate = translate) {
  const month = z
    .string({ error: t('programme.query.monthInvalid') })
    .trim()
    .refine(isIsoMonth, { error: t('programme.query.monthInvalid') });
  return z.preprocess(
    withoutBlanks,
    z
      .strictObject({
        // Whether the programme has the year is checked against its years (the API's school-years module); N/A is
        // the claims of children without a school year (null).
        schoolYear: z.union(
          [z.literal(NO_CLAIM_YEAR).transform((): SchoolYearOrNone => null), z.coerce.number().int()],
          { error: t('programme.query.schoolYearInvalid') },
        ),
        from: month.optional(),
        to: month.optional(),
      })
      .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
        error: t('programme.query.monthOrder'),
        path: ['to'],
      }),
  );
}
export type ProgrammeFiguresQuery = z.infer<ReturnType<typeof programmeFiguresQuerySchema>>;

/**
 * The Programme CSV's name, the same from the page and from the API: the school year as people name it (no-school-year
 * for N/A), then the months when chosen (programme-2023-2024.csv, programme-2023-2024-2023-09-2024-03.csv).
 */
export function programmeCsvFilename(query: ProgrammeFiguresQuery): string {
  const year = query.schoolYear === null ? 'no-school-year' : schoolYearRange(query.schoolYear);
  const parts = [year, query.from, query.to];
  return `programme-${parts.filter((part) => part !== undefined).join('-')}.csv`;
}

/**
 * The fewest claims a time to decide or to pay is given from: the median and 90th percentile of one or two claims
 * would read as the programme's pace while saying nothing about it.
 */
export const PROGRAMME_DURATION_MIN_CLAIMS = 10;

/**
 * A median and 90th percentile in business days, over so many claims; null when there are fewer than
 * PROGRAMME_DURATION_MIN_CLAIMS (the number of claims is given all the same).
 */
export const programmeDurationSchema = z.object({
  claims: z.number().int().nonnegative(),
  medianBusinessDays: z.number().nonnegative().nullable(),
  p90BusinessDays: z.number().nonnegative().nullable(),
});
export type ProgrammeDuration = z.infer<typeof programmeDurationSchema>;

/** A duration as the programme reports it: its median and 90th percentile only from enough claims to mean something. */
export function reportedDuration(duration: ProgrammeDuration): ProgrammeDuration {
  if (duration.claims >= PROGRAMME_DURATION_MIN_CLAIMS) return duration;
  return { claims: duration.claims, medianBusinessDays: null, p90BusinessDays: null };
}

export const programmeFiguresSchema = z.object({
  /** Null: the claims and awards of children without a school year (N/A). */
  schoolYear: z.number().int().nullable(),
  from: z.string().refine(isIsoMonth).nullable(),
  to: z.string().refine(isIsoMonth).nullable(),
  /** The school year's money as of now: awarded to its children, and what their claims did with it. */
  funds: z.object({
    awarded: dollarsSchema,
    /** Accepted, Pending and Pending external claims: everything asked for and not refused. */
    claimed: dollarsSchema,
    /** Accepted claims whose payout the bank completed. */
    paid: dollarsSchema,
    /** Pending and Pending external claims. */
    pending: dollarsSchema,
    /** Rolled into the year from the year before when that one closed (ADR 0032). */
    rolledIn: dollarsSchema,
    /** Unspent at the year's close and rolled over into the next year. */
    rolledOver: dollarsSchema,
    /** Unspent at the year's close and gone back to the programme (the year's rule, or above its cap). */
    lapsed: dollarsSchema,
    /** awarded + rolled in − Accepted − pending − rolled over − lapsed (funds.ts, summed over the year's children). */
    available: dollarsSchema,
  }),
  claimsByStatus: z.array(
    z.object({ status: z.enum(CLAIM_STATUSES), claims: z.number().int(), amount: dollarsSchema }),
  ),
  spendingByCategory: z.array(
    z.object({ category: z.enum(SERVICE_CATEGORIES), claims: z.number().int(), claimed: dollarsSchema }),
  ),
  spendingByMonth: z.array(
    z.object({ month: z.string().refine(isIsoMonth), claims: z.number().int(), claimed: dollarsSchema }),
  ),
  topProviders: z.array(
    z.object({ providerNumber: z.string(), name: z.string(), claims: z.number().int(), claimed: dollarsSchema }),
  ),
  /**
   * From submission to the provider's first decision of a claim sent to it (approve or reject: the first move from
   * Pending external to Accepted or Rejected), and from submission to the claim's first completed payout.
   */
  timeToDecision: programmeDurationSchema,
  timeToPayout: programmeDurationSchema,
  rejectionsByReason: z.array(z.object({ reason: z.enum(REJECT_REASONS), claims: z.number().int() })),
  /** Claims at providers past their due date at the end of each day of the chosen months (up to today). */
  overdueAtProviders: z.array(z.object({ date: z.iso.date(), claims: z.number().int() })),
  /** When the figures were read. */
  asOf: z.iso.datetime({ offset: true }),
});
export type ProgrammeFigures = z.infer<typeof programmeFiguresSchema>;

import { z } from 'zod';
import { CLAIM_STATUSES } from './claim-status.ts';
import { dollarsSchema } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { withoutBlanks } from './provider-claim-list.ts';
import { REJECT_REASONS } from './review.ts';
import { schoolYearRange } from './school-years.ts';
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

/** The most providers the "most claimed" list shows. */
export const PROGRAMME_TOP_PROVIDERS = 10;

/** The Programme page's query: a school year, and optionally the first and last month of submission. */
export function programmeFiguresQuerySchema(t: Translate = translate) {
  const month = z
    .string({ error: t('programme.query.monthInvalid') })
    .trim()
    .refine(isIsoMonth, { error: t('programme.query.monthInvalid') });
  return z.preprocess(
    withoutBlanks,
    z
      .strictObject({
        // Whether the programme has the year is checked against its years (the API's school-years module).
        schoolYear: z.coerce
          .number({ error: t('programme.query.schoolYearInvalid') })
          .int({ error: t('programme.query.schoolYearInvalid') }),
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
 * The Programme CSV's name, the same from the page and from the API: the school year as people name it, then the
 * months when chosen (programme-2023-2024.csv, programme-2023-2024-2023-09-2024-03.csv).
 */
export function programmeCsvFilename(query: ProgrammeFiguresQuery): string {
  const parts = [schoolYearRange(query.schoolYear), query.from, query.to];
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
const durationSchema = z.object({
  claims: z.number().int().nonnegative(),
  medianBusinessDays: z.number().nonnegative().nullable(),
  p90BusinessDays: z.number().nonnegative().nullable(),
});
export type ProgrammeDuration = z.infer<typeof durationSchema>;

/** A duration as the programme reports it: its median and 90th percentile only from enough claims to mean something. */
export function reportedDuration(duration: ProgrammeDuration): ProgrammeDuration {
  if (duration.claims >= PROGRAMME_DURATION_MIN_CLAIMS) return duration;
  return { claims: duration.claims, medianBusinessDays: null, p90BusinessDays: null };
}

export const programmeFiguresSchema = z.object({
  schoolYear: z.number().int(),
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
    /** awarded − Accepted − pending (funds.ts, summed over the year's children). */
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
  timeToDecision: durationSchema,
  timeToPayout: durationSchema,
  rejectionsByReason: z.array(z.object({ reason: z.enum(REJECT_REASONS), claims: z.number().int() })),
  /** Claims at providers past their due date at the end of each day of the chosen months (up to today). */
  overdueAtProviders: z.array(z.object({ date: z.iso.date(), claims: z.number().int() })),
  /** When the figures were read. */
  asOf: z.iso.datetime({ offset: true }),
});
export type ProgrammeFigures = z.infer<typeof programmeFiguresSchema>;

import { z } from 'zod';
import { addBusinessDays, businessDaysBetween, isBusinessDay } from './business-days.ts';
import { programmeDate, startOfProgrammeDay, type IsoDate } from './dates.ts';
import { dollarsSchema } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { PAY_TO_VALUES } from './pay-to.ts';
import { isProviderNumber } from './provider.ts';
import { pageQueryShape } from './page-query.ts';
import { withoutBlanks } from './provider-claim-list.ts';
import { staffClaimRowSchema } from './staff-claim-search.ts';
import { trimmedText } from './text-fields.ts';

/**
 * Support staff's work queue (issue 14): the claims waiting for staff (pending internal review), the claims a
 * provider let pass their due date, the payouts the bank failed that nothing will retry, and the payouts that wait for
 * their payee to reconnect a bank (issue 36). Each tab is a list, oldest first, with its count.
 */
export const STAFF_QUEUE_TABS = ['waiting', 'overdue', 'failedPayouts', 'waitingPayouts'] as const;
export type StaffQueueTab = (typeof STAFF_QUEUE_TABS)[number];

/** The API path of each tab, under /api/merit-cs/queue/. */
export const STAFF_QUEUE_TAB_PATHS = {
  waiting: 'waiting',
  overdue: 'overdue',
  failedPayouts: 'failed-payouts',
  waitingPayouts: 'waiting-payouts',
} as const satisfies Readonly<Record<StaffQueueTab, string>>;

/** The largest age filter: a claim older than this many business days (about four years) is simply old. */
export const STAFF_QUEUE_MAX_AGE_DAYS = 1000;

/** The query of a queue tab: a provider's claims only, claims at least so many business days old, a page. */
export function staffQueueQuerySchema(t: Translate = translate) {
  return z.preprocess(
    withoutBlanks,
    z.strictObject({
      providerNumber: trimmedText({ t, refused: t('meritCs.providerNumber.invalid') })
        .refine(isProviderNumber, { error: t('meritCs.providerNumber.invalid') })
        .optional(),
      minAgeDays: trimmedText({ t, refused: t('meritCs.queue.ageInvalid', { max: STAFF_QUEUE_MAX_AGE_DAYS }) })
        .regex(/^\d{1,4}$/, { error: t('meritCs.queue.ageInvalid', { max: STAFF_QUEUE_MAX_AGE_DAYS }) })
        .transform(Number)
        .refine((days) => days <= STAFF_QUEUE_MAX_AGE_DAYS, {
          error: t('meritCs.queue.ageInvalid', { max: STAFF_QUEUE_MAX_AGE_DAYS }),
        })
        .optional(),
      ...pageQueryShape(t),
    }),
  );
}
export type StaffQueueQuery = z.infer<ReturnType<typeof staffQueueQuerySchema>>;

/** A claim's age: the business days from the day it was submitted to today (0 on the day itself). */
export function claimAgeBusinessDays(submittedAt: Date, today: IsoDate): number {
  return Math.max(businessDaysBetween(programmeDate(submittedAt), today), 0);
}

/**
 * The age filter as a point in time, so that it is a range of an index: a claim is at least `minDays` business days
 * old exactly when it was submitted before the instant answered (null: every claim is). That is the start of the
 * `minDays`-th business day counted back from today, today included when it is one.
 */
export function submittedBeforeForAge(today: IsoDate, minDays: number): Date | null {
  if (minDays <= 0) return null;
  const steps = isBusinessDay(today) ? minDays - 1 : minDays;
  return startOfProgrammeDay(addBusinessDays(today, -steps));
}

const timestamp = z.iso.datetime({ offset: true });

/** A payout the bank failed, with why, as the failed-payouts tab shows it. */
export const failedPayoutSchema = z.object({
  transferId: z.number().int().positive(),
  amount: dollarsSchema,
  payTo: z.enum(PAY_TO_VALUES),
  failedAt: timestamp,
  /** The bank's reason in words, when it gave one. */
  reason: z.string().nullable(),
});
export type FailedPayout = z.infer<typeof failedPayoutSchema>;

/** A payout held until its payee reconnects a bank that can receive it, as the waiting-payouts tab shows it. */
export const waitingPayoutSchema = z.object({
  transferId: z.number().int().positive(),
  amount: dollarsSchema,
  payTo: z.enum(PAY_TO_VALUES),
  waitingSince: timestamp,
  /** Business days it has waited (claimAgeBusinessDays of waitingSince). */
  waitingBusinessDays: z.number().int().nonnegative(),
});
export type WaitingPayout = z.infer<typeof waitingPayoutSchema>;

/** A row of a queue tab: the claim as the staff search shows it, with its age and what its tab is about. */
export const staffQueueRowSchema = staffClaimRowSchema.extend({
  /** Business days since the claim was submitted (claimAgeBusinessDays). */
  ageBusinessDays: z.number().int().nonnegative(),
  /** The provider's last day, while the claim waits for the provider (the overdue tab). */
  dueDate: z.iso.date().nullable(),
  /** The failed payout (the failed-payouts tab). */
  payout: failedPayoutSchema.nullable(),
  /** The payout waiting for a bank (the waiting-payouts tab). */
  payoutWaiting: waitingPayoutSchema.nullable(),
});
export type StaffQueueRow = z.infer<typeof staffQueueRowSchema>;

export const staffQueuePageSchema = z.object({
  items: z.array(staffQueueRowSchema),
  /** How many rows the tab holds with these filters, on every page. */
  count: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type StaffQueuePage = z.infer<typeof staffQueuePageSchema>;

/** The count of each tab, for the tab labels. */
export const staffQueueCountsSchema = z.object({
  waiting: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
  failedPayouts: z.number().int().nonnegative(),
  waitingPayouts: z.number().int().nonnegative(),
});
export type StaffQueueCounts = z.infer<typeof staffQueueCountsSchema>;

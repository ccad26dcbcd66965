import { z } from 'zod';
import type { FieldIssue } from './api.ts';
import { dueDateOf } from './claim-deadlines.ts';
import { CLAIM_STATUSES, type ClaimStatus } from './claim-status.ts';
import { endOfProgrammeDaysAfter, formatListDate, programmeDate, startOfProgrammeDay, type IsoDate } from './dates.ts';
import { claimFileViewSchema, dollarsSchema } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { dollarsToCents, formatMoney, type Cents } from './money.ts';
import type { Platform } from './platform.ts';
import { SERVICE_CATEGORIES } from './service-categories.ts';
import { NO_CLAIM_YEAR } from './provider-claim-list.ts';
import type { SchoolYearOrNone } from './school-years.ts';
import { requiredText } from './text-fields.ts';
import { FILE_FIELD_NAMES } from './claim-submission.ts';
import { fileTypeName, uploadIssue, type UploadCandidate } from './uploads.ts';

/**
 * Appealing a rejected claim (issue 35, docs/adr/0035-appeals.md): for a period after the rejection the parent asks
 * for a second look, with a statement and files; support staff who took no part in deciding the claim decide it
 * within a deadline, upholding the rejection or overturning it (the claim approved, possibly for less), with a
 * written reason. A claim is appealed once.
 */

export const APPEAL_STATES = ['open', 'upheld', 'overturned'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** The programme's periods unless it sets its own (APPEAL_PERIOD_DAYS, APPEAL_DECISION_DAYS). */
export const DEFAULT_APPEAL_PERIOD_DAYS = 14;
export const DEFAULT_APPEAL_DECISION_DAYS = 30;

export const APPEAL_STATEMENT_MAX = 4000;
export const APPEAL_REASON_MAX = 2000;

/**
 * The claim events whose actor decided the claim: none of them may decide its appeal. Reading a claim, or assigning
 * it a provider, is not deciding it.
 */
export const CLAIM_DECISION_ACTIONS = [
  'passedInternalReview',
  'approved',
  'rejected',
  'reopened',
  'amountChanged',
] as const;

/** The claim events an appeal writes into the claim's timeline. */
export const APPEAL_EVENT_ACTIONS = ['appealed', 'appealUpheld', 'appealOverturned'] as const;
export type AppealEventAction = (typeof APPEAL_EVENT_ACTIONS)[number];

export function appealDecisionAction(outcome: AppealOutcome): AppealEventAction {
  return outcome === 'upheld' ? 'appealUpheld' : 'appealOverturned';
}

/** When a claim rejected at `rejectedAt` can no longer be appealed: the end of the period's last day. */
export function appealClosesAt(rejectedAt: Date, periodDays: number): Date {
  return endOfProgrammeDaysAfter(rejectedAt, periodDays);
}

/** When an appeal lodged at `appealedAt` becomes overdue: the end of the decision deadline's last day. */
export function appealDueAt(appealedAt: Date, decisionDays: number): Date {
  return endOfProgrammeDaysAfter(appealedAt, decisionDays);
}

/** The last day of a period that ends at `end` (appealClosesAt, appealDueAt), as screens and e-mails write it. */
export function lastDayBefore(end: Date): IsoDate {
  return dueDateOf(end);
}

/** How many whole programme days an appeal has waited: its age in the work queue. */
export function appealAgeDays(appealedAt: Date, now: Date): number {
  const from = startOfProgrammeDay(programmeDate(appealedAt)).getTime();
  const to = startOfProgrammeDay(programmeDate(now)).getTime();
  return Math.max(0, Math.round((to - from) / 86_400_000));
}

export interface AppealableClaim {
  status: ClaimStatus;
  /** When it was rejected (the claim's reviewedAt while Rejected). */
  rejectedAt: Date | null;
  /** The claim that corrects it, when the parent sent one (issue 15). */
  replacedBy: number | null;
  appealed: boolean;
}

/**
 * Why this claim cannot be appealed now, or null when it can: it was appealed already, it is not rejected, the
 * family corrected and sent it again instead (one second look, not two payments), or the period is over.
 */
export function appealIssue(claim: AppealableClaim, now: Date, periodDays: number, t: Translate): string | null {
  if (claim.appealed) return t('appeal.already');
  if (claim.status !== 'Rejected' || claim.rejectedAt === null) return t('appeal.notRejected');
  if (claim.replacedBy !== null) return t('appeal.corrected', { id: claim.replacedBy });
  const closesAt = appealClosesAt(claim.rejectedAt, periodDays);
  if (now.getTime() >= closesAt.getTime()) {
    return t('appeal.periodOver', { days: periodDays, date: formatListDate(lastDayBefore(closesAt)) });
  }
  return null;
}

/** The parent's statement: the text fields of POST /api/user/claim/{claimId}/appeal (multipart, files file1..file5). */
export function appealFieldsSchema(t: Translate = translate) {
  return z.strictObject({
    statement: requiredText(t('appeal.statement.required'), { multiline: true, t }).max(APPEAL_STATEMENT_MAX, {
      error: t('appeal.statement.tooLong', { max: APPEAL_STATEMENT_MAX }),
    }),
  });
}
export type AppealFields = z.infer<ReturnType<typeof appealFieldsSchema>>;

/**
 * The upload rules of a claim's files, for an appeal's: each file checked against those before it (uploadIssue), a
 * refused type named in people's words (fileTypeName).
 */
export function appealFileIssues(files: readonly UploadCandidate[], platform: Platform, t: Translate): FieldIssue[] {
  return files.flatMap((file, index) => {
    const issue = uploadIssue(file, files.slice(0, index), platform, t, (refused) => fileTypeName(refused, t));
    return issue === null ? [] : [{ path: FILE_FIELD_NAMES[index] ?? `file${String(index + 1)}`, message: issue }];
  });
}

function reasonSchema(t: Translate) {
  return requiredText(t('appeal.reason.required'), { multiline: true, t }).max(APPEAL_REASON_MAX, {
    error: t('appeal.reason.tooLong', { max: APPEAL_REASON_MAX }),
  });
}

/**
 * POST /api/merit-cs/appeals/{id}/decision: upheld with a reason, or overturned with a reason and the amount
 * approved in dollars (given as cents).
 */
export function appealDecisionPayloadSchema(t: Translate = translate) {
  return z.discriminatedUnion(
    'outcome',
    [
      z.strictObject({ outcome: z.literal('upheld'), reason: reasonSchema(t) }),
      z.strictObject({
        outcome: z.literal('overturned'),
        reason: reasonSchema(t),
        amount: z.number({ error: t('appeal.amount.invalid') }).transform((dollars, ctx) => {
          const cents = dollarsToCents(dollars);
          if (cents === null || cents < 1) {
            ctx.addIssue({ code: 'custom', message: t('appeal.amount.invalid') });
            return z.NEVER;
          }
          return cents;
        }),
      }),
    ],
    { error: t('appeal.outcome.required') },
  );
}
export type AppealDecision = z.infer<ReturnType<typeof appealDecisionPayloadSchema>>;

/**
 * Why an overturned claim cannot be approved for `amountCents`, or null: no more than was claimed, and no more than
 * the child's funds of the claim's year have available now (the rejection gave them back; they may be spent since).
 */
export function overturnAmountIssue(
  claimedCents: Cents,
  amountCents: Cents,
  availableCents: Cents,
  t: Translate,
): string | null {
  if (amountCents > claimedCents) return t('appeal.amount.aboveClaim', { claimed: formatMoney(claimedCents) });
  if (amountCents > availableCents) return t('appeal.amount.aboveFunds', { available: formatMoney(availableCents) });
  return null;
}

const timestamp = z.iso.datetime({ offset: true });

export const appealDecisionViewSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES),
  at: timestamp,
  reason: z.string(),
  /** Overturned: the amount the claim was approved for. */
  approvedAmount: dollarsSchema.nullable(),
});

/** An appeal as its parent reads it. */
export const appealViewSchema = z.object({
  id: z.number().int().positive(),
  claimId: z.number().int().positive(),
  state: z.enum(APPEAL_STATES),
  statement: z.string(),
  appealedAt: timestamp,
  /** The last day the programme has to decide it. */
  dueDate: z.iso.date(),
  files: z.array(claimFileViewSchema),
  decision: appealDecisionViewSchema.nullable(),
});
export type AppealView = z.infer<typeof appealViewSchema>;

/** Where a parent's appeal stands, in a sentence: decided by which day, or what the decision was. */
export function appealStandingText(appeal: Pick<AppealView, 'dueDate' | 'decision'>, t: Translate): string {
  const { decision } = appeal;
  if (decision === null) return t('appeal.state.open', { date: formatListDate(appeal.dueDate) });
  if (decision.outcome === 'upheld') return t('appeal.state.upheld');
  return t('appeal.state.overturned', { amount: formatMoney(Math.round((decision.approvedAmount ?? 0) * 100)) });
}

/** GET /api/user/claim/{claimId}/appeal: the claim's appeal, or whether and until when it may be appealed. */
export const parentAppealSchema = z.object({
  appeal: appealViewSchema.nullable(),
  /** Null when the claim can be appealed now; else why not. */
  issue: z.string().nullable(),
  /** The last day of the appeal period, while the claim is rejected. */
  lastDay: z.iso.date().nullable(),
});
export type ParentAppeal = z.infer<typeof parentAppealSchema>;

const person = z.object({ firstName: z.string(), lastName: z.string() });

/** An appeal as a row of the staff's list: whose, how old, and by when it is due. */
export const staffAppealRowSchema = z.object({
  id: z.number().int().positive(),
  claimId: z.number().int().positive(),
  state: z.enum(APPEAL_STATES),
  child: person,
  parent: person,
  claimAmount: dollarsSchema,
  appealedAt: timestamp,
  dueDate: z.iso.date(),
  /** Whole days since it was lodged. */
  ageDays: z.number().int().nonnegative(),
  overdue: z.boolean(),
  decidedAt: timestamp.nullable(),
});
export type StaffAppealRow = z.infer<typeof staffAppealRowSchema>;

export const staffAppealListSchema = z.object({ appeals: z.array(staffAppealRowSchema), count: z.number().int() });
export type StaffAppealList = z.infer<typeof staffAppealListSchema>;

export const staffAppealListQuerySchema = z.strictObject({ state: z.enum(APPEAL_STATES).default('open') });

/**
 * One appeal as the staff member deciding it reads it: the claim with its own files (the invoice a statement points
 * to), why it was rejected, the statement and the files sent with it.
 */
export const staffAppealSchema = staffAppealRowSchema.extend({
  statement: z.string(),
  files: z.array(claimFileViewSchema),
  claim: z.object({
    files: z.array(claimFileViewSchema),
    status: z.enum(CLAIM_STATUSES),
    amount: dollarsSchema,
    category: z.enum(SERVICE_CATEGORIES),
    description: z.string(),
    dateOfService: z.iso.date(),
    provider: z.string().nullable(),
    rejectionReason: z.string().nullable(),
  }),
  /** The child's funds of the claim's year available now: the most an overturned claim may be approved for. */
  available: dollarsSchema,
  /** Null when this staff member may decide it; else why not (they decided the claim, or it is decided). */
  decideIssue: z.string().nullable(),
  decision: appealDecisionViewSchema.nullable(),
});
export type StaffAppeal = z.infer<typeof staffAppealSchema>;

export const appealDecidedSchema = z.object({
  state: z.enum(APPEAL_STATES),
  claimStatus: z.enum(CLAIM_STATUSES),
});

/** GET /api/merit-cs/appeals/figures: the Programme page's appeals of a school year's claims (issue 35). */
export const appealFiguresQuerySchema = z.strictObject({
  // N/A: the claims of children without a school year, as on the Programme page.
  schoolYear: z.union([
    z.literal(NO_CLAIM_YEAR).transform((): SchoolYearOrNone => null),
    z.coerce.number().int().min(1900).max(9998),
  ]),
});

export const appealFiguresSchema = z.object({
  schoolYear: z.number().int().nullable(),
  /** Every appeal of the year's claims, and how many wait, of which past their date. */
  lodged: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
  upheld: z.number().int().nonnegative(),
  overturned: z.number().int().nonnegative(),
  /** What the overturned claims were approved for. */
  overturnedAmount: dollarsSchema,
  /** Days from lodging to decision of the decided ones: the median and the 90th percentile; null while none is. */
  daysToDecision: z.object({ median: z.number().nullable(), p90: z.number().nullable() }),
});
export type AppealFigures = z.infer<typeof appealFiguresSchema>;

import { z } from 'zod';
import { CLAIM_STATUSES } from './claim-status.ts';
import {
  addDays,
  endOfProgrammeDaysAfter,
  formatListDate,
  programmeDate,
  startOfProgrammeDay,
  type IsoDate,
} from './dates.ts';
import { parseJson } from './claim-submission.ts';
import { dollarsSchema } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { dollarsToCents, formatMoney, type Cents } from './money.ts';
import { isValidWebsite, nonAceServiceProviderSchema, type NonAceServiceProvider } from './non-ace-provider.ts';
import { writtenRejectionReason } from './parent-claim.ts';
import { isProviderNumber } from './provider.ts';
import { REJECT_REASONS, REJECTION_NOTES_MAX, REVIEW_ACTIONS } from './review.ts';
import { SERVICE_CATEGORIES, type ServiceCategory } from './service-categories.ts';
import { optionalText, requiredText, text } from './text-fields.ts';

/**
 * Asking before buying (issue 35 part 1, docs/adr/0036-pre-approvals.md): a parent asks the programme to approve a
 * purchase before paying for it. It is reviewed as a claim is (support staff, then the provider where one is named,
 * with the same reasons); an approved one holds its amount in the child's funds until a claim uses it or it expires.
 */

/** A pre-approval's statuses: a claim's, and Expired once its period ends unused. */
export const PRE_APPROVAL_STATUSES = [...CLAIM_STATUSES, 'Expired'] as const;
export type PreApprovalStatus = (typeof PRE_APPROVAL_STATUSES)[number];

/** The statuses in which a pre-approval holds what is left of its amount. */
export const HOLDING_PRE_APPROVAL_STATUSES: readonly PreApprovalStatus[] = ['Pending', 'Pending external', 'Accepted'];

/** The programme's period unless it sets its own (PRE_APPROVAL_DAYS, PRE_APPROVAL_REMINDER_DAYS). */
export const DEFAULT_PRE_APPROVAL_DAYS = 90;
export const DEFAULT_PRE_APPROVAL_REMINDER_DAYS = 14;

export const PRE_APPROVAL_DESCRIPTION_MAX = 2000;
export const QUOTE_LINK_MAX = 2048;

/**
 * When a pre-approval approved at `approvedAt` expires: the end of the period's last day, or of its school year's last
 * claim day when that comes first (after it the year takes no claim, so nothing could use it, ADR 0032).
 */
export function preApprovalExpiresAt(approvedAt: Date, days: number, lastClaimDay: IsoDate | null): Date {
  const end = endOfProgrammeDaysAfter(approvedAt, days);
  if (lastClaimDay === null) return end;
  const yearEnd = startOfProgrammeDay(addDays(lastClaimDay, 1));
  return yearEnd.getTime() < end.getTime() ? yearEnd : end;
}

/** When its parent is reminded: `reminderDays` before it expires (never before it was approved). */
export function preApprovalRemindAt(approvedAt: Date, expiresAt: Date, reminderDays: number): Date {
  const remindAt = expiresAt.getTime() - reminderDays * 86_400_000;
  return new Date(Math.max(remindAt, approvedAt.getTime()));
}

/** The last day a pre-approval expiring at `expiresAt` can be used. */
export function preApprovalLastDay(expiresAt: Date): IsoDate {
  return programmeDate(new Date(expiresAt.getTime() - 1));
}

function amountCents(t: Translate) {
  return z.number({ error: t('preApproval.amount.invalid') }).transform((dollars, ctx) => {
    const cents = dollarsToCents(dollars);
    if (cents === null || cents < 1) {
      ctx.addIssue({ code: 'custom', message: t('preApproval.amount.invalid') });
      return z.NEVER;
    }
    return cents;
  });
}

/**
 * POST /api/user/pre-approvals: what the parent asks to buy, for how much, from whom (a programme provider's number
 * or a provider outside the programme, as on the claim form), when, and optionally a link to the quote.
 */
export function preApprovalRequestSchema(t: Translate = translate) {
  return z
    .strictObject({
      childId: z
        .number({ error: t('claim.child.notFound') })
        .int()
        .positive()
        .max(2_147_483_647),
      amount: amountCents(t),
      category: z.enum(SERVICE_CATEGORIES, { error: t('preApproval.category.required') }),
      description: requiredText(t('preApproval.description.required'), { multiline: true, t }).max(
        PRE_APPROVAL_DESCRIPTION_MAX,
        { error: t('preApproval.description.tooLong', { max: PRE_APPROVAL_DESCRIPTION_MAX }) },
      ),
      expectedDate: z.iso.date({ error: t('preApproval.expectedDate.invalid') }),
      serviceProviderNumber: optionalText({ t }).pipe(
        z
          .string()
          .refine(isProviderNumber, { error: t('review.assign.invalid') })
          .optional(),
      ),
      nonAceServiceProvider: nonAceServiceProviderSchema(t).optional(),
      quoteLink: optionalText({ t }).pipe(
        z
          .string()
          .max(QUOTE_LINK_MAX, { error: t('preApproval.quoteLink.invalid') })
          .refine(isValidWebsite, { error: t('preApproval.quoteLink.invalid') })
          .optional(),
      ),
    })
    .refine((form) => (form.serviceProviderNumber === undefined) !== (form.nonAceServiceProvider === undefined), {
      error: t('preApproval.provider.required'),
      path: ['serviceProviderNumber'],
      // Asked beside the other fields' issues, so a form shows every missing answer at once.
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        issues.every((issue) => !PROVIDER_FIELDS.includes(String(issue.path?.[0]))),
    });
}

const PROVIDER_FIELDS = ['serviceProviderNumber', 'nonAceServiceProvider'];
export type PreApprovalRequest = z.output<ReturnType<typeof preApprovalRequestSchema>>;

/** Where the quote's file goes on a request, and where its issues are said: the form's quote file field. */
export const QUOTE_FILE_FIELD = 'quoteFile';

/**
 * POST /api/user/pre-approvals/with-quote: the request POST /api/user/pre-approvals takes, written as JSON in the
 * multipart body's `request` part, beside the quote's file (file1, under a claim file's rules). The JSON is then
 * read by preApprovalRequestSchema, so both ways are checked by one schema and their issues name the same fields.
 */
export function preApprovalWithQuoteFieldsSchema(t: Translate = translate) {
  return z.strictObject({
    request: text({ multiline: true, t, error: t('api.invalidRequest') }).transform((json, ctx) =>
      parseJson(json, ctx, t('api.invalidRequest')),
    ),
  });
}

/**
 * Why a pre-approval for a purchase expected on `expectedDate` cannot be asked for today: the date is past, or after
 * the period a pre-approval approved today would last.
 */
export function expectedDateIssue(expectedDate: IsoDate, today: IsoDate, days: number, t: Translate): string | null {
  const last = addDays(today, days);
  if (expectedDate < today || expectedDate > last) {
    return t('preApproval.expectedDate.outside', { first: formatListDate(today), last: formatListDate(last) });
  }
  return null;
}

/** POST …/pre-approvals/{id}/decision: approve, send on to the provider (staff only), or reject with a reason. */
export function preApprovalDecisionSchema(t: Translate = translate) {
  return z.discriminatedUnion(
    'action',
    [
      z.strictObject({ action: z.literal('approve') }),
      z.strictObject({ action: z.literal('passInternalReview') }),
      z
        .strictObject({
          action: z.literal('reject'),
          reason: z.enum(REJECT_REASONS, { error: t('review.reject.reason.required') }),
          notes: optionalText({ multiline: true, t }).pipe(
            z
              .string()
              .max(REJECTION_NOTES_MAX, { error: t('review.reject.notes.tooLong', { max: REJECTION_NOTES_MAX }) })
              .optional(),
          ),
        })
        .refine((form) => form.reason !== 'other' || form.notes !== undefined, {
          error: t('review.reject.notes.required'),
          path: ['notes'],
        }),
    ],
    { error: t('preApproval.action.required') },
  );
}
export type PreApprovalDecision = z.output<ReturnType<typeof preApprovalDecisionSchema>>;

/**
 * Who a pre-approval (or a claim) is with: a programme provider by id, or one outside the programme by name (all a
 * screen knows of a pre-approval's provider outside the programme).
 */
export interface ProviderOfPurchase {
  serviceProviderId: number | null;
  nonAceServiceProvider: Pick<NonAceServiceProvider, 'name'> | null;
}

function sameProvider(a: ProviderOfPurchase, b: ProviderOfPurchase): boolean {
  if (a.serviceProviderId !== null || b.serviceProviderId !== null) return a.serviceProviderId === b.serviceProviderId;
  const name = (provider: ProviderOfPurchase) => provider.nonAceServiceProvider?.name.trim().toLowerCase() ?? null;
  return name(a) !== null && name(a) === name(b);
}

/** A pre-approval as a claim that names it is checked against. */
export interface UsablePreApproval extends ProviderOfPurchase {
  status: PreApprovalStatus;
  childId: number;
  category: ServiceCategory;
  amountCents: Cents;
  usedCents: Cents;
  /** The day it was asked for: the first day of its window. */
  askedOn: IsoDate;
  expiresAt: Date | null;
}

/** The claim that would use it. */
export interface ClaimForPreApproval extends ProviderOfPurchase {
  childId: number;
  category: ServiceCategory;
  amountCents: Cents;
  dateOfService: IsoDate;
}

export type PreApprovalMatch = { matchedCents: Cents; whole: boolean } | { issue: string };

/**
 * Whether a claim may use a pre-approval, and for how much: the same child, provider and category, a date of service
 * in the pre-approval's window (from the day it was asked to its last day), while it is approved and not expired.
 * The claim takes what is left of it up to its own amount; `whole` when that covers the claim, which then needs no
 * review, else reviewers decide the difference.
 */
export function matchPreApproval(
  preApproval: UsablePreApproval,
  claim: ClaimForPreApproval,
  now: Date,
  t: Translate,
): PreApprovalMatch {
  const { expiresAt } = preApproval;
  if (preApproval.status !== 'Accepted' || expiresAt === null || now.getTime() >= expiresAt.getTime()) {
    return { issue: t('preApproval.use.notApproved') };
  }
  const leftCents = preApproval.amountCents - preApproval.usedCents;
  if (leftCents <= 0) return { issue: t('preApproval.use.usedUp') };
  if (
    preApproval.childId !== claim.childId ||
    preApproval.category !== claim.category ||
    !sameProvider(preApproval, claim)
  ) {
    return { issue: t('preApproval.use.different') };
  }
  const lastDay = preApprovalLastDay(expiresAt);
  if (claim.dateOfService < preApproval.askedOn || claim.dateOfService > lastDay) {
    return {
      issue: t('preApproval.use.dateOutside', {
        first: formatListDate(preApproval.askedOn),
        last: formatListDate(lastDay),
      }),
    };
  }
  const matchedCents = Math.min(leftCents, claim.amountCents);
  return { matchedCents, whole: matchedCents === claim.amountCents };
}

const timestamp = z.iso.datetime({ offset: true });

/**
 * A quote sent as a file: its name, and a short-lived signed address that opens it without signing in, as a claim
 * file's (one made for a support-staff member records each opening as their read).
 */
export const preApprovalQuoteFileSchema = z.object({ name: z.string(), url: z.string() });
export type PreApprovalQuoteFile = z.infer<typeof preApprovalQuoteFileSchema>;

/** A pre-approval as its parent and staff read it. */
export const preApprovalViewSchema = z.object({
  id: z.number().int().positive(),
  childId: z.number().int().positive(),
  status: z.enum(PRE_APPROVAL_STATUSES),
  amount: dollarsSchema,
  /** What claims have used of it. */
  used: dollarsSchema,
  /** What it still holds in the child's funds (none once rejected or expired). */
  held: dollarsSchema,
  category: z.enum(SERVICE_CATEGORIES),
  description: z.string(),
  expectedDate: z.iso.date(),
  provider: z.object({ number: z.string().nullable(), name: z.string() }),
  quoteLink: z.string().nullable(),
  /** The quote sent as a file, when one was. */
  quoteFile: preApprovalQuoteFileSchema.optional(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  rejectionReason: z.enum(REJECT_REASONS).nullable(),
  rejectionNotes: z.string().nullable(),
  /** The last day a claim can use it, once approved. */
  lastDay: z.iso.date().nullable(),
});
export type PreApprovalView = z.infer<typeof preApprovalViewSchema>;

export const preApprovalListSchema = z.object({ preApprovals: z.array(preApprovalViewSchema) });
export type PreApprovalList = z.infer<typeof preApprovalListSchema>;

const person = z.object({ firstName: z.string(), lastName: z.string() });

/**
 * A pre-approval as the people who decide it read it (support staff, the named provider): whom it is for, how long it
 * has waited, and the decisions the reader may make now (`offeredReviewActions` at the reader's step; none once it
 * has left that step).
 */
export const preApprovalForReviewSchema = preApprovalViewSchema.extend({
  child: person,
  parent: person,
  /** Whole programme days since it was asked. */
  ageDays: z.number().int().nonnegative(),
  offeredActions: z.array(z.enum(REVIEW_ACTIONS)),
});
export type PreApprovalForReview = z.infer<typeof preApprovalForReviewSchema>;

export const preApprovalForReviewListSchema = z.object({ preApprovals: z.array(preApprovalForReviewSchema) });
export type PreApprovalForReviewList = z.infer<typeof preApprovalForReviewListSchema>;

/**
 * GET /api/merit-cs/pre-approvals: the first 100 in one status, how many are in it in all (as the appeals' list
 * answers its count), and of those how many are past their provider's due date: the work queue's counts.
 */
export const staffPreApprovalListSchema = preApprovalForReviewListSchema.extend({
  count: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
});
export type StaffPreApprovalList = z.infer<typeof staffPreApprovalListSchema>;

export const staffPreApprovalListQuerySchema = z.strictObject({
  status: z.enum(PRE_APPROVAL_STATUSES).default('Pending'),
});

export const preApprovalDecidedSchema = z.object({ status: z.enum(PRE_APPROVAL_STATUSES) });

/** The held amount of a pre-approval in its status. */
export function heldCents(status: PreApprovalStatus, amount: Cents, used: Cents): Cents {
  return HOLDING_PRE_APPROVAL_STATUSES.includes(status) ? amount - used : 0;
}

/**
 * Where a parent's pre-approval stands, in one sentence: waiting, approved with what it still holds and its last day,
 * used, not approved with the reason as a claim's is written, or expired.
 */
export function preApprovalStandingText(preApproval: PreApprovalView, t: Translate): string {
  const { status, lastDay, rejectionReason } = preApproval;
  if (status === 'Rejected') {
    return rejectionReason === null
      ? t('status.rejected')
      : t('preApproval.state.rejected', {
          reason: writtenRejectionReason(rejectionReason, preApproval.rejectionNotes, t),
        });
  }
  if (status === 'Expired') return t('preApproval.state.expired');
  if (status === 'Accepted') {
    const leftCents = dollarsToCents(preApproval.held) ?? 0;
    if (leftCents <= 0 || lastDay === null) return t('preApproval.state.used');
    return t('preApproval.state.approved', { left: formatMoney(leftCents), date: formatListDate(lastDay) });
  }
  return t('preApproval.state.pending');
}

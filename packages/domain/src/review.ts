import { z } from 'zod';
import type { ClaimStatus } from './claim-status.ts';
import { translate, type PlainMessageId, type Translate } from './messages/translate.ts';
import type { Cents } from './money.ts';
import { isProviderNumber, type ProviderStatus } from './provider.ts';
import { optionalText, requiredText, text } from './text-fields.ts';

/** Internal review is done by support staff; external review by the claim's service provider. */
export const REVIEW_TYPES = ['internal', 'external'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const REVIEW_ACTIONS = ['approve', 'reject', 'passInternalReview'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

const reviewStepStatus: Readonly<Record<ReviewType, ClaimStatus>> = {
  internal: 'Pending',
  external: 'Pending external',
};

/** The status a claim is in while a review step is open; a token of that type can act only then. */
export function statusUnderReview(reviewType: ReviewType): ClaimStatus {
  return reviewStepStatus[reviewType];
}

/** A claim counts as reviewed for a token once it has left the status of the token's step. */
export function isReviewStepOver(reviewType: ReviewType, status: ClaimStatus): boolean {
  return status !== statusUnderReview(reviewType);
}

const actionOutcome: Readonly<Record<ReviewAction, ClaimStatus>> = {
  approve: 'Accepted',
  reject: 'Rejected',
  passInternalReview: 'Pending external',
};

/** The status a review action moves a claim to (DESIGN.md section 4). */
export function statusAfterReview(action: ReviewAction): ClaimStatus {
  return actionOutcome[action];
}

/** What the review rules need to know of a claim's provider and funds. */
export interface ReviewSubject {
  serviceProvider: { status: ProviderStatus; isFauxServiceProvider: boolean } | null;
  hasNonAceServiceProvider: boolean;
  amountCents: Cents;
  /** The child's available funds: award less spent less pending (this claim included while it is pending). */
  availableCents: Cents;
  pendingCents: Cents;
}

/**
 * The actions a review offers. Internal: Reject, and Approve for a faux or non-programme provider, else
 * 'Passes internal review' to the provider. External: Reject and Approve. A reviewed claim offers none.
 */
export function offeredReviewActions(
  reviewType: ReviewType,
  reviewed: boolean,
  subject: Pick<ReviewSubject, 'serviceProvider' | 'hasNonAceServiceProvider'>,
): ReviewAction[] {
  if (reviewed) return [];
  if (reviewType === 'external') return ['reject', 'approve'];
  const approvesDirectly = subject.hasNonAceServiceProvider || subject.serviceProvider?.isFauxServiceProvider === true;
  return approvesDirectly ? ['reject', 'approve'] : ['reject', 'passInternalReview'];
}

/** Why review actions are disabled; every reason that holds, in the specification's order. */
export function reviewActionBlockers(subject: ReviewSubject): PlainMessageId[] {
  const blockers: PlainMessageId[] = [];
  if (subject.serviceProvider === null && !subject.hasNonAceServiceProvider)
    blockers.push('review.disabled.noProvider');
  if (subject.serviceProvider?.status === 'Inactive') blockers.push('review.disabled.inactiveProvider');
  if (subject.availableCents < 0) blockers.push('review.disabled.negativeFunds');
  const remaining = subject.availableCents + subject.pendingCents;
  if (remaining <= 0) blockers.push('review.disabled.noFunds');
  else if (subject.amountCents > remaining) blockers.push('review.disabled.amountExceedsFunds');
  return blockers;
}

/** The warning a reviewer reads when the claim's provider is Inactive, worded for the review type. */
export function inactiveProviderWarning(reviewType: ReviewType, supportEmail: string, t: Translate): string {
  return reviewType === 'internal'
    ? t('review.inactiveWarning.internal')
    : t('review.inactiveWarning.external', { email: supportEmail });
}

/**
 * A review link's token as it reaches the API: the base64url text the server issues (43 characters), with room
 * for a longer one. A link cut short or garbled in an e-mail gets the same plain sentence as an unknown or
 * expired one, never a validator's words.
 */
export function reviewTokenSchema(t: Translate = translate) {
  return text({ t, error: t('review.linkInvalid'), refused: t('review.linkInvalid') }).regex(/^[\w-]{20,100}$/, {
    error: t('review.linkInvalid'),
  });
}

export const REVIEWER_NAME_MAX = 100;
export const REJECTION_NOTES_MAX = 2000;

export const REJECT_REASONS = [
  'notMeetingRequirements',
  'incorrectProvider',
  'insufficientInformation',
  'receiptMismatch',
  'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export function rejectReasonLabelId(reason: RejectReason): PlainMessageId {
  return `review.reject.reason.${reason}`;
}

export function reviewerNameSchema(t: Translate = translate) {
  return requiredText(t('review.reviewerName.required'), { t }).max(REVIEWER_NAME_MAX, {
    error: t('review.reviewerName.tooLong', { max: REVIEWER_NAME_MAX }),
  });
}

function rejectShape(t: Translate) {
  return {
    reason: z.enum(REJECT_REASONS, { error: t('review.reject.reason.required') }),
    notes: optionalText({ multiline: true, t }).pipe(
      z
        .string()
        .max(REJECTION_NOTES_MAX, { error: t('review.reject.notes.tooLong', { max: REJECTION_NOTES_MAX }) })
        .optional(),
    ),
  };
}

const knownReason = z.object({ reason: z.enum(REJECT_REASONS) });

function otherNeedsNotes(t: Translate) {
  return {
    check: (form: { reason: RejectReason; notes?: string | undefined }) =>
      form.reason !== 'other' || form.notes !== undefined,
    params: {
      error: t('review.reject.notes.required'),
      path: ['notes'],
      // Also when another field (the reviewer name) failed: the modal should show every problem at once.
      when: ({ value }: { value: unknown }) => knownReason.safeParse(value).success,
    },
  };
}

/** The reject modal: a reason from the list, and notes (trimmed) that 'Other' requires. */
export function rejectFormSchema(t: Translate = translate) {
  const rule = otherNeedsNotes(t);
  return z.strictObject(rejectShape(t)).refine(rule.check, rule.params);
}

/** What the reject modal hands on: a reason, and notes when there are any. */
export type RejectForm = z.output<ReturnType<typeof rejectFormSchema>>;

/** POST /api/review-claim/{token}/reject */
export function rejectClaimPayloadSchema(t: Translate = translate) {
  const rule = otherNeedsNotes(t);
  return z.strictObject({ ...rejectShape(t), reviewerName: reviewerNameSchema(t) }).refine(rule.check, rule.params);
}

/** POST /api/review-claim/{token}/approve and …/send-for-external-review */
export function reviewerPayloadSchema(t: Translate = translate) {
  return z.strictObject({ reviewerName: reviewerNameSchema(t) });
}

/** POST /api/review-claim/{token}/assign-service-provider; the number must also exist (a lookup decides). */
export function assignServiceProviderSchema(t: Translate = translate) {
  return z.strictObject({
    serviceProviderNumber: requiredText(t('review.assign.required'), { t, refused: t('review.assign.invalid') }).refine(
      isProviderNumber,
      {
        error: t('review.assign.invalid'),
      },
    ),
  });
}

import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import {
  assignServiceProviderSchema,
  inactiveProviderWarning,
  isReviewStepOver,
  offeredReviewActions,
  rejectClaimPayloadSchema,
  rejectFormSchema,
  rejectReasonLabelId,
  REJECT_REASONS,
  reviewActionBlockers,
  reviewerPayloadSchema,
  reviewTokenSchema,
  statusAfterReview,
  statusUnderReview,
  type ReviewSubject,
} from './review.ts';
import { messagesOf } from './messages-of.test-support.ts';

function subject(overrides: Partial<ReviewSubject> = {}): ReviewSubject {
  return {
    serviceProvider: { status: 'Active', isFauxServiceProvider: false },
    hasNonAceServiceProvider: false,
    amountCents: 10_000,
    availableCents: 40_000,
    pendingCents: 10_000,
    ...overrides,
  };
}

describe('review steps', () => {
  it('acts on Pending for internal review and Pending external for external review', () => {
    expect(statusUnderReview('internal')).toBe('Pending');
    expect(statusUnderReview('external')).toBe('Pending external');
    expect(isReviewStepOver('internal', 'Pending')).toBe(false);
    expect(isReviewStepOver('internal', 'Pending external')).toBe(true);
    expect(isReviewStepOver('external', 'Pending external')).toBe(false);
    expect(isReviewStepOver('external', 'Accepted')).toBe(true);
  });

  it('moves the claim as the lifecycle says', () => {
    expect(statusAfterReview('approve')).toBe('Accepted');
    expect(statusAfterReview('reject')).toBe('Rejected');
    expect(statusAfterReview('passInternalReview')).toBe('Pending external');
  });
});

describe('offeredReviewActions', () => {
  it('offers internal reviewers Reject and Passes internal review for a programme provider', () => {
    expect(offeredReviewActions('internal', false, subject())).toEqual(['reject', 'passInternalReview']);
  });

  it('offers internal reviewers Approve for a faux or non-programme provider', () => {
    const faux = subject({ serviceProvider: { status: 'Active', isFauxServiceProvider: true } });
    expect(offeredReviewActions('internal', false, faux)).toEqual(['reject', 'approve']);
    const nonAce = subject({ serviceProvider: null, hasNonAceServiceProvider: true });
    expect(offeredReviewActions('internal', false, nonAce)).toEqual(['reject', 'approve']);
  });

  it('offers providers Reject and Approve', () => {
    expect(offeredReviewActions('external', false, subject())).toEqual(['reject', 'approve']);
  });

  it('offers nothing once the claim is reviewed', () => {
    expect(offeredReviewActions('internal', true, subject())).toEqual([]);
    expect(offeredReviewActions('external', true, subject())).toEqual([]);
  });
});

describe('reviewActionBlockers', () => {
  it('lets a healthy claim through', () => {
    expect(reviewActionBlockers(subject())).toEqual([]);
  });

  it('blocks a claim without any provider', () => {
    expect(reviewActionBlockers(subject({ serviceProvider: null }))).toEqual(['review.disabled.noProvider']);
  });

  it('blocks an Inactive provider', () => {
    expect(
      reviewActionBlockers(subject({ serviceProvider: { status: 'Inactive', isFauxServiceProvider: false } })),
    ).toEqual(['review.disabled.inactiveProvider']);
  });

  it('blocks negative available funds', () => {
    expect(reviewActionBlockers(subject({ availableCents: -1, pendingCents: 20_000 }))).toEqual([
      'review.disabled.negativeFunds',
    ]);
  });

  it('blocks when available and pending add up to nothing', () => {
    expect(reviewActionBlockers(subject({ availableCents: -5_000, pendingCents: 5_000 }))).toEqual([
      'review.disabled.negativeFunds',
      'review.disabled.noFunds',
    ]);
    expect(reviewActionBlockers(subject({ availableCents: 0, pendingCents: 0 }))).toEqual(['review.disabled.noFunds']);
  });

  it('blocks an amount above available and pending', () => {
    expect(reviewActionBlockers(subject({ amountCents: 50_001 }))).toEqual(['review.disabled.amountExceedsFunds']);
    expect(reviewActionBlockers(subject({ amountCents: 50_000 }))).toEqual([]);
  });

  it('explains each blocker in words', () => {
    const blocked = reviewActionBlockers(
      subject({ serviceProvider: null, availableCents: -1, pendingCents: 0, amountCents: 1 }),
    ).map((id) => translate(id));
    expect(blocked).toEqual([
      'This claim has no service provider. Assign a service provider before acting on it.',
      "The student's available funds are negative.",
      'The student has no funds left for this claim.',
    ]);
  });
});

describe('inactiveProviderWarning', () => {
  it('speaks to support staff and to providers differently', () => {
    expect(inactiveProviderWarning('internal', 'help@example.org', translate)).toMatch(
      /Assign an active service provider/,
    );
    expect(inactiveProviderWarning('external', 'help@example.org', translate)).toBe(
      'Your organisation is Inactive in the Marketplace, so this claim cannot be acted on. Please contact help@example.org.',
    );
  });
});

describe('the reject modal', () => {
  it('lists the five reasons in the specification’s words', () => {
    expect(REJECT_REASONS.map((reason) => translate(rejectReasonLabelId(reason)))).toEqual([
      'Claim does not meet the program requirements',
      'Incorrect service provider',
      'Insufficient information provided',
      'Receipt/Invoice does not match claim',
      'Other (Write in a reason)',
    ]);
  });

  it('needs a reason', () => {
    expect(messagesOf(rejectFormSchema(), {})).toEqual({ reason: 'Please select a reason for the rejection' });
  });

  it('needs non-blank notes for Other, and trims them', () => {
    expect(messagesOf(rejectFormSchema(), { reason: 'other', notes: '   ' })).toEqual({
      notes: 'Please write in a reason for the rejection',
    });
    expect(rejectFormSchema().parse({ reason: 'other', notes: '  Duplicate claim ' })).toEqual({
      reason: 'other',
      notes: 'Duplicate claim',
    });
    expect(rejectFormSchema().parse({ reason: 'incorrectProvider' })).toEqual({ reason: 'incorrectProvider' });
  });

  it('keeps notes within 2000 characters', () => {
    expect(messagesOf(rejectFormSchema(), { reason: 'other', notes: 'x'.repeat(2001) })).toEqual({
      notes: 'The notes can be at most 2000 characters',
    });
  });
});

describe('review payloads', () => {
  it('need the reviewer name, trimmed', () => {
    expect(messagesOf(reviewerPayloadSchema(), { reviewerName: '  ' })).toEqual({
      reviewerName: 'You must fill out the reviewer name field',
    });
    expect(messagesOf(reviewerPayloadSchema(), {})).toEqual({
      reviewerName: 'You must fill out the reviewer name field',
    });
    expect(reviewerPayloadSchema().parse({ reviewerName: ' Dana ' })).toEqual({ reviewerName: 'Dana' });
    expect(messagesOf(reviewerPayloadSchema(), { reviewerName: 'x'.repeat(101) })).toEqual({
      reviewerName: 'The reviewer name can be at most 100 characters',
    });
  });

  it('reject carries reason, notes and reviewer name', () => {
    expect(rejectClaimPayloadSchema().parse({ reason: 'other', notes: 'No receipt', reviewerName: 'Dana' })).toEqual({
      reason: 'other',
      notes: 'No receipt',
      reviewerName: 'Dana',
    });
    expect(messagesOf(rejectClaimPayloadSchema(), { reason: 'other', reviewerName: '' })).toEqual({
      reviewerName: 'You must fill out the reviewer name field',
      notes: 'Please write in a reason for the rejection',
    });
    expect(
      rejectClaimPayloadSchema().safeParse({ reason: 'other', notes: 'x', reviewerName: 'D', extra: 1 }).success,
    ).toBe(false);
  });

  it('assigning a provider needs a 6-digit number', () => {
    expect(messagesOf(assignServiceProviderSchema(), { serviceProviderNumber: '' })).toEqual({
      serviceProviderNumber: 'Please enter a service provider number',
    });
    expect(messagesOf(assignServiceProviderSchema(), { serviceProviderNumber: '12345' })).toEqual({
      serviceProviderNumber: 'Please enter a valid service provider number',
    });
    expect(assignServiceProviderSchema().parse({ serviceProviderNumber: ' 123456 ' })).toEqual({
      serviceProviderNumber: '123456',
    });
  });
});

describe('review tokens', () => {
  it('reads the token the server issues', () => {
    expect(reviewTokenSchema().safeParse('Ab3_-'.repeat(8) + 'xyz').success).toBe(true);
  });

  it.each([
    ['cut short', 'Ab3_-Ab3'],
    ['too long', 'a'.repeat(101)],
    ['garbled', 'Ab3_-Ab3_-Ab3_-Ab3_-Ab3 %20'],
    ['empty', ''],
  ])('refuses a token %s with the plain sentence of an invalid link', (_case, token) => {
    expect(messagesOf(reviewTokenSchema(), token)).toEqual({ '': translate('review.linkInvalid') });
  });
});

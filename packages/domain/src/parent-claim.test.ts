import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import {
  parentClaimProviderText,
  resubmissionLinks,
  claimEventAudience,
  parentClaimDetailsSchema,
  parentClaimPath,
  parentPayout,
  payoutWaitsForBank,
  parentTimeline,
  PARENT_TIMELINE_STEPS,
  parentTimelineMessageId,
  writtenRejectionReason,
} from './parent-claim.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 14, minute));

describe('the parent timeline', () => {
  it('shows parent events and payout endings in plain words, oldest first, and nothing staff-only', () => {
    const timeline = parentTimeline(
      [
        { action: 'submitted', at: at(0) },
        { action: 'providerAssigned', at: at(1) },
        { action: 'passedInternalReview', at: at(2) },
        { action: 'approved', at: at(3) },
      ],
      [
        { id: 2, status: 'processed', updatedAt: at(9) },
        { id: 1, status: 'failed', updatedAt: at(5) },
        { id: 3, status: 'cancelled', updatedAt: at(4) },
      ],
    );
    expect(timeline.map((entry) => [entry.step, entry.at])).toEqual([
      ['submitted', at(0).toISOString()],
      ['sentToProvider', at(2).toISOString()],
      ['approved', at(3).toISOString()],
      ['payoutFailed', at(5).toISOString()],
      ['paid', at(9).toISOString()],
    ]);
    expect(timeline[0]?.messageId).toBe('parentClaim.timeline.submitted');
  });

  it('has a text in the catalogue for every step', () => {
    for (const step of PARENT_TIMELINE_STEPS) {
      expect(translate(parentTimelineMessageId(step))).not.toBe(parentTimelineMessageId(step));
    }
  });

  it('gives each event action its audience', () => {
    expect(claimEventAudience('rejected')).toBe('parent');
    expect(claimEventAudience('reopened')).toBe('parent');
    expect(claimEventAudience('providerAssigned')).toBe('staff');
    expect(claimEventAudience('toString')).toBe('staff');
  });
});

describe('the payout as the parent sees it', () => {
  const accepted = { status: 'Accepted', payTo: 'User', payoutWaitingSince: null } as const;

  it('is none before any transfer and none for cancelled ones only', () => {
    expect(parentPayout([], accepted)).toBeNull();
    expect(parentPayout([{ id: 1, status: 'cancelled', updatedAt: at(1) }], accepted)).toBeNull();
  });

  it('follows the latest transfer: failed until its retry is sent, then pending, then paid', () => {
    const failed = { id: 1, status: 'failed' as const, updatedAt: at(1) };
    expect(parentPayout([failed], accepted)).toEqual({
      state: 'failed',
      at: at(1).toISOString(),
      messageId: 'parentClaim.payout.failed',
    });
    const retry = { id: 2, status: 'queued' as const, updatedAt: at(2) };
    expect(parentPayout([failed, retry], accepted)?.state).toBe('failed');
    expect(parentPayout([failed, { ...retry, status: 'pending' }], accepted)?.state).toBe('pending');
    expect(parentPayout([retry], accepted)?.state).toBe('pending');
    expect(parentPayout([{ id: 2, status: 'processed', updatedAt: at(3) }, failed], accepted)).toEqual({
      state: 'paid',
      at: at(3).toISOString(),
      messageId: 'parentClaim.payout.paid',
    });
  });

  it("waits for the parent's bank, from when it began to wait, until the payout is sent; or for the provider's", () => {
    const waiting = { ...accepted, payoutWaitingSince: at(2) };
    const queued = [{ id: 1, status: 'queued' as const, updatedAt: at(3) }];
    expect(parentPayout(queued, waiting)).toEqual({
      state: 'waitingForYourBank',
      at: at(2).toISOString(),
      messageId: 'parentClaim.payout.waitingForYourBank',
    });
    expect(parentPayout(queued, { ...waiting, payTo: 'Vendor' })?.state).toBe('waitingForProviderBank');
    expect(payoutWaitsForBank(waiting)).toBe('parent');
    expect(payoutWaitsForBank({ ...waiting, status: 'Pending' })).toBeNull();
    expect(parentPayout(queued, accepted)?.state).toBe('pending');
  });
});

describe('the rejection reason as written', () => {
  it("is the reviewer's words for 'Other', never 'Other (Write in a reason)'", () => {
    expect(writtenRejectionReason('other', '  The receipt is for another child. ', translate)).toBe(
      'The receipt is for another child.',
    );
    expect(writtenRejectionReason('other', null, translate)).toBe('Other (Write in a reason)');
  });

  it('is the label of a listed reason, with the words written beside it', () => {
    expect(writtenRejectionReason('receiptMismatch', null, translate)).toBe('Receipt/Invoice does not match claim');
    expect(writtenRejectionReason('receiptMismatch', 'The total differs.', translate)).toBe(
      'Receipt/Invoice does not match claim: The total differs.',
    );
  });
});

describe('the claim details', () => {
  it('live at /claims/{id} on the web and parse as the API answers them', () => {
    expect(parentClaimPath(42)).toBe('/claims/42');
    const details = {
      id: 42,
      status: 'Rejected',
      amount: 12.5,
      category: 'dayCamps',
      description: 'Maths',
      dateOfService: '2026-10-01',
      payTo: 'User',
      createdAt: at(0).toISOString(),
      child: { id: 1, firstName: 'Ada', lastName: 'Byron' },
      provider: { number: null, name: 'Corner Tutors' },
      files: [],
      timeline: parentTimeline([{ action: 'rejected', at: at(1) }], []),
      payout: null,
      rejectionReason: 'The receipt is for another child.',
      replaces: null,
      replacedBy: 7,
      resubmission: null,
    };
    expect(parentClaimDetailsSchema.parse(details)).toEqual(details);
  });
});

describe('the parent details of a corrected claim', () => {
  it('link a claim to its correction and a correction to the claim it corrects', () => {
    expect(resubmissionLinks({ replaces: null, replacedBy: null }, translate)).toEqual([]);
    expect(resubmissionLinks({ replaces: 4, replacedBy: 9 }, translate)).toEqual([
      { claimId: 9, text: 'You corrected this claim and sent it again as claim 9.' },
      { claimId: 4, text: 'This claim corrects claim 4.' },
    ]);
  });

  it('name the provider by number and name, by the name the parent wrote, or as none', () => {
    expect(parentClaimProviderText({ number: '100001', name: 'Bright Minds' }, 'No provider')).toBe(
      '100001 · Bright Minds',
    );
    expect(parentClaimProviderText({ number: null, name: 'Corner Tutors' }, 'No provider')).toBe('Corner Tutors');
    expect(parentClaimProviderText(null, 'No provider')).toBe('No provider');
  });
});

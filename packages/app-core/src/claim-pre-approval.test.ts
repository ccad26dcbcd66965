import { startOfProgrammeDay, translate, type PreApprovalView } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { emptyClaimForm } from './claim-form-state.ts';
import { isUsablePreApproval, preApprovalIssueOf, usablePreApprovals } from './claim-pre-approval.ts';

function preApproval(overrides: Partial<PreApprovalView> = {}): PreApprovalView {
  return {
    id: 5,
    childId: 7,
    status: 'Accepted',
    amount: 300,
    used: 0,
    held: 300,
    category: 'tutoring',
    description: 'Geometry tutoring',
    expectedDate: '2026-12-01',
    provider: { number: '012345', name: 'Bright Minds Tutoring' },
    quoteLink: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    decidedAt: '2026-11-21T15:00:00.000Z',
    rejectionReason: null,
    rejectionNotes: null,
    lastDay: '2027-02-18',
    ...overrides,
  };
}

const claim = {
  ...emptyClaimForm,
  amount: '120',
  category: 'tutoring',
  dateOfService: '2026-12-03',
  serviceProviderNumber: '012345',
  preApprovalId: '5',
};
const different =
  'This claim is not for the student, provider and kind of purchase that were pre-approved. Submit it without the pre-approval.';

describe('the pre-approvals a claim can use', () => {
  it('are approved ones with something left, until the end of their last day in Ohio', () => {
    const lastDayEnds = startOfProgrammeDay('2027-02-19');
    expect(isUsablePreApproval(preApproval(), new Date(lastDayEnds.getTime() - 1))).toBe(true);
    expect(isUsablePreApproval(preApproval(), lastDayEnds)).toBe(false);
    const now = new Date('2026-12-01T12:00:00Z');
    expect(isUsablePreApproval(preApproval({ used: 300, held: 0 }), now)).toBe(false);
    expect(isUsablePreApproval(preApproval({ status: 'Pending', lastDay: null }), now)).toBe(false);
    expect(isUsablePreApproval(preApproval({ status: 'Expired', held: 0 }), now)).toBe(false);
  });

  it("are the child's own, in the list's order", () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const list = [preApproval({ id: 9 }), preApproval({ id: 8, childId: 3 }), preApproval()];
    expect(usablePreApprovals(list, 7, now).map((usable) => usable.id)).toEqual([9, 5]);
  });
});

describe('a claim that chose a pre-approval', () => {
  const offered = [preApproval()];
  const now = new Date('2026-12-05T12:00:00Z');

  it('is checked once it says its category, date and provider, in the server’s words', () => {
    expect(preApprovalIssueOf(offered, { ...claim, category: '' }, 7, now, translate)).toBeNull();
    expect(preApprovalIssueOf(offered, claim, 7, now, translate)).toBeNull();
    expect(preApprovalIssueOf(offered, { ...claim, serviceProviderNumber: '100001' }, 7, now, translate)).toBe(
      different,
    );
    expect(preApprovalIssueOf(offered, { ...claim, dateOfService: '2026-11-19' }, 7, now, translate)).toBe(
      'The pre-approval covers dates from 11/20/2026 to 02/18/2027. Check the date of service.',
    );
  });

  it('matches a provider outside the programme by its name, in any case', () => {
    const outside = [preApproval({ provider: { number: null, name: 'Corner Tutors' } })];
    const entered = {
      name: 'corner tutors ',
      address: '1 Main St, Columbus, OH',
      phoneNumber: '614-555-0123',
      email: 'hi@corner.example.com',
      website: 'corner.example.com',
    };
    const byHand = { ...claim, serviceProviderNumber: '', nonAceServiceProvider: entered };
    expect(preApprovalIssueOf(outside, byHand, 7, now, translate)).toBeNull();
    expect(preApprovalIssueOf(outside, claim, 7, now, translate)).toBe(different);
  });

  it('is not checked against a pre-approval that is not offered', () => {
    expect(preApprovalIssueOf([], { ...claim, category: 'dayCamps' }, 7, now, translate)).toBeNull();
  });
});

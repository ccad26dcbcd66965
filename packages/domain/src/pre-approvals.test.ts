import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import {
  expectedDateIssue,
  heldCents,
  matchPreApproval,
  preApprovalDecisionSchema,
  preApprovalExpiresAt,
  preApprovalLastDay,
  preApprovalRemindAt,
  preApprovalRequestSchema,
  preApprovalStandingText,
  type ClaimForPreApproval,
  type PreApprovalView,
  type UsablePreApproval,
} from './pre-approvals.ts';

/** Noon in Ohio on 2023-09-15. */
const approvedAt = new Date('2023-09-15T16:00:00Z');
const DAY = 86_400_000;

describe('the period of an approved pre-approval', () => {
  it('ends at midnight in Ohio after its last day, and reminds the parent the days before', () => {
    const end = preApprovalExpiresAt(approvedAt, 90, null);
    expect(end).toEqual(new Date('2023-12-15T05:00:00Z'));
    expect(preApprovalLastDay(end)).toBe('2023-12-14');
    expect(preApprovalRemindAt(approvedAt, end, 14)).toEqual(new Date(end.getTime() - 14 * DAY));
    // A reminder longer than the period is sent at once, never before the approval.
    expect(preApprovalRemindAt(approvedAt, end, 365)).toEqual(approvedAt);
  });

  it("ends with its school year's last claim day when that comes first", () => {
    expect(preApprovalLastDay(preApprovalExpiresAt(approvedAt, 90, '2023-10-31'))).toBe('2023-10-31');
    expect(preApprovalLastDay(preApprovalExpiresAt(approvedAt, 90, '2024-06-30'))).toBe('2023-12-14');
  });
});

describe('what a pre-approval holds', () => {
  it('holds what is left while it waits and once approved, nothing once rejected or expired', () => {
    expect(heldCents('Pending', 60_000, 0)).toBe(60_000);
    expect(heldCents('Pending external', 60_000, 0)).toBe(60_000);
    expect(heldCents('Accepted', 60_000, 45_000)).toBe(15_000);
    expect(heldCents('Rejected', 60_000, 0)).toBe(0);
    expect(heldCents('Expired', 60_000, 10_000)).toBe(0);
  });
});

describe('asking', () => {
  const valid = {
    childId: 3,
    amount: 1800,
    category: 'tutoring',
    description: 'A term of tutoring',
    expectedDate: '2023-10-01',
    serviceProviderNumber: '123456',
  };

  it('reads the amount in cents and wants exactly one provider', () => {
    expect(preApprovalRequestSchema().parse(valid)).toMatchObject({ amount: 180_000 });
    const both = preApprovalRequestSchema().safeParse({
      ...valid,
      nonAceServiceProvider: {
        name: 'Corner Tutors',
        address: '1 Main St',
        phoneNumber: '614-555-0123',
        email: 'hi@corner.example.com',
        website: 'corner.example.com',
      },
    });
    expect(both.error?.issues.map((issue) => issue.message)).toEqual([translate('preApproval.provider.required')]);
    const neither = preApprovalRequestSchema().safeParse({ ...valid, serviceProviderNumber: ' ' });
    expect(neither.success).toBe(false);
    expect(preApprovalRequestSchema().safeParse({ ...valid, amount: 0 }).success).toBe(false);
    expect(preApprovalRequestSchema().safeParse({ ...valid, quoteLink: 'www.example.com/quote' }).success).toBe(true);
  });

  it('asks for the provider beside the other missing answers', () => {
    const asked = preApprovalRequestSchema().safeParse({ ...valid, serviceProviderNumber: '', description: ' ' });
    expect(asked.error?.issues.map((issue) => issue.path[0])).toEqual(['description', 'serviceProviderNumber']);
    expect(preApprovalRequestSchema().safeParse(null).success).toBe(false);
  });

  it('takes an expected date from today to the end of the period', () => {
    expect(expectedDateIssue('2023-09-15', '2023-09-15', 90, translate)).toBeNull();
    expect(expectedDateIssue('2023-12-14', '2023-09-15', 90, translate)).toBeNull();
    expect(expectedDateIssue('2023-09-14', '2023-09-15', 90, translate)).toBe(
      'Enter a date from 09/15/2023 to 12/14/2023.',
    );
    expect(expectedDateIssue('2023-12-15', '2023-09-15', 90, translate)).not.toBeNull();
  });

  it("decides with a claim's actions, a rejection with its reason (Other needs notes)", () => {
    expect(preApprovalDecisionSchema().parse({ action: 'approve' })).toEqual({ action: 'approve' });
    expect(preApprovalDecisionSchema().safeParse({ action: 'reject', reason: 'other' }).success).toBe(false);
    expect(preApprovalDecisionSchema().parse({ action: 'reject', reason: 'other', notes: ' No quote ' })).toEqual({
      action: 'reject',
      reason: 'other',
      notes: 'No quote',
    });
    expect(preApprovalDecisionSchema().safeParse({ action: 'pay' }).success).toBe(false);
  });
});

describe('a claim against a pre-approval', () => {
  const preApproval: UsablePreApproval = {
    status: 'Accepted',
    childId: 3,
    category: 'tutoring',
    amountCents: 60_000,
    usedCents: 0,
    askedOn: '2023-09-15',
    expiresAt: preApprovalExpiresAt(approvedAt, 90, null),
    serviceProviderId: 7,
    nonAceServiceProvider: null,
  };
  const claim: ClaimForPreApproval = {
    childId: 3,
    category: 'tutoring',
    amountCents: 60_000,
    dateOfService: '2023-09-20',
    serviceProviderId: 7,
    nonAceServiceProvider: null,
  };
  const now = new Date('2023-09-25T16:00:00Z');

  it('covers a claim up to what is left of it, wholly or for part', () => {
    expect(matchPreApproval(preApproval, claim, now, translate)).toEqual({ matchedCents: 60_000, whole: true });
    expect(matchPreApproval(preApproval, { ...claim, amountCents: 70_000 }, now, translate)).toEqual({
      matchedCents: 60_000,
      whole: false,
    });
    expect(matchPreApproval({ ...preApproval, usedCents: 50_000 }, claim, now, translate)).toEqual({
      matchedCents: 10_000,
      whole: false,
    });
  });

  it('refuses another provider, category or child, a date outside its window, and one not usable now', () => {
    const issue = (candidate: UsablePreApproval, against = claim, at = now) =>
      (matchPreApproval(candidate, against, at, translate) as { issue?: string }).issue;
    expect(issue(preApproval, { ...claim, serviceProviderId: 8 })).toBe(translate('preApproval.use.different'));
    expect(issue(preApproval, { ...claim, category: 'curriculumAndMaterials' })).toBe(
      translate('preApproval.use.different'),
    );
    expect(issue(preApproval, { ...claim, childId: 4 })).toBe(translate('preApproval.use.different'));
    expect(issue(preApproval, { ...claim, dateOfService: '2023-09-14' })).toBe(
      'The pre-approval covers dates from 09/15/2023 to 12/14/2023. Check the date of service.',
    );
    expect(issue({ ...preApproval, status: 'Pending' })).toBe(translate('preApproval.use.notApproved'));
    expect(issue(preApproval, claim, new Date('2023-12-15T05:00:00Z'))).toBe(translate('preApproval.use.notApproved'));
    expect(issue({ ...preApproval, usedCents: 60_000 })).toBe(translate('preApproval.use.usedUp'));
  });

  it('knows a provider outside the programme by its name, whatever its case', () => {
    const outside = { serviceProviderId: null, nonAceServiceProvider: { name: 'Corner Tutors' } };
    const withOutside = { ...preApproval, ...outside } as UsablePreApproval;
    const claimed = { ...claim, serviceProviderId: null, nonAceServiceProvider: { name: ' corner tutors' } };
    expect(matchPreApproval(withOutside, claimed as ClaimForPreApproval, now, translate)).toMatchObject({
      whole: true,
    });
  });
});

describe('where a parent reads their pre-approval stands', () => {
  const view: PreApprovalView = {
    id: 1,
    childId: 7,
    status: 'Pending',
    amount: 1800,
    used: 0,
    held: 1800,
    category: 'tutoring',
    description: 'A term of tutoring',
    expectedDate: '2023-10-02',
    provider: { number: '100001', name: 'Bright Minds Tutoring' },
    quoteLink: null,
    createdAt: '2023-09-15T16:00:00.000Z',
    decidedAt: null,
    rejectionReason: null,
    rejectionNotes: null,
    lastDay: null,
  };

  it('says what is still held and until when once approved, and that it is used once nothing is left', () => {
    const approved = { ...view, status: 'Accepted' as const, used: 300.5, held: 1499.5, lastDay: '2023-12-14' };
    expect(preApprovalStandingText(approved, translate)).toBe(
      'Approved. $1,499.50 is held for you until 12/14/2023: send the claim after you buy.',
    );
    expect(preApprovalStandingText({ ...approved, used: 1800, held: 0 }, translate)).toBe(
      'Approved and used by your claims.',
    );
  });

  it("gives a rejection's reason as a claim's is written", () => {
    const rejected = { ...view, status: 'Rejected' as const, held: 0 };
    expect(
      preApprovalStandingText(
        { ...rejected, rejectionReason: 'incorrectProvider', rejectionNotes: 'Ask the school.' },
        translate,
      ),
    ).toBe('Not approved. Reason: Incorrect service provider: Ask the school.');
    expect(preApprovalStandingText(rejected, translate)).toBe('Rejected');
  });
});

import { describe, expect, it } from 'vitest';
import { appealWaitsIn, KEPT_FILE_FIELD_NAMES, keptFileFieldName, resubmissionIssue } from './claim-resubmission.ts';
import { claimSubmissionFieldsSchema } from './claim-submission.ts';

describe('resubmissionIssue', () => {
  it('lets a rejected claim be corrected once', () => {
    expect(resubmissionIssue({ status: 'Rejected', replacedBy: null, appealWaits: false })).toBeNull();
    expect(resubmissionIssue({ status: 'Rejected', replacedBy: 42, appealWaits: false })).toBe(
      'This claim was already corrected and sent again as claim 42.',
    );
  });

  it.each(['Pending', 'Pending external', 'Accepted'] as const)('refuses a claim that is %s', (status) => {
    expect(resubmissionIssue({ status, replacedBy: null, appealWaits: false })).toBe(
      'Only a claim that was not approved can be corrected and sent again.',
    );
  });
});

describe('a correction while the claim is appealed', () => {
  it('waits for the appeal’s decision', () => {
    expect(resubmissionIssue({ status: 'Rejected', replacedBy: null, appealWaits: true })).toBe(
      'Your appeal of this claim is being decided. If the decision stands, you can then correct the claim and send it again.',
    );
  });

  it('reads from the claim’s history whether its appeal waits', () => {
    expect(appealWaitsIn([])).toBe(false);
    expect(appealWaitsIn(['submitted', 'rejected'])).toBe(false);
    expect(appealWaitsIn(['submitted', 'rejected', 'appealed'])).toBe(true);
    expect(appealWaitsIn(['submitted', 'rejected', 'appealed', 'appealUpheld'])).toBe(false);
    expect(appealWaitsIn(['submitted', 'rejected', 'appealed', 'appealOverturned'])).toBe(false);
  });
});

describe('the resubmission fields of a claim submission', () => {
  const base = { childId: '7', amount: '10.00' };

  it('reads the claim it corrects and the files it keeps, by position', () => {
    expect(KEPT_FILE_FIELD_NAMES).toEqual(['keptFile1', 'keptFile2', 'keptFile3', 'keptFile4', 'keptFile5']);
    expect(keptFileFieldName(2)).toBe('keptFile3');
    const parsed = claimSubmissionFieldsSchema().parse({ ...base, replacesClaimId: '12', keptFile2: '99' });
    expect(parsed).toMatchObject({ replacesClaimId: 12, keptFileIds: [null, 99, null, null, null] });
    expect(claimSubmissionFieldsSchema().parse(base)).toMatchObject({ replacesClaimId: null });
  });

  it.each(['0', '-1', 'abc', '1.5', '2147483648', ' 3'])('refuses the id %j', (id) => {
    expect(claimSubmissionFieldsSchema().safeParse({ ...base, replacesClaimId: id }).success).toBe(false);
    expect(claimSubmissionFieldsSchema().safeParse({ ...base, keptFile1: id }).success).toBe(false);
  });
});

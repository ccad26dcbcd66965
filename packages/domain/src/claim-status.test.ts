import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUSES,
  displayStatusId,
  isClaimStatus,
  parseClaimStatus,
  staffStatusId,
  type ClaimStatus,
} from './claim-status.ts';
import { translate } from './messages/translate.ts';

describe('claim statuses', () => {
  it('show both pendings as Pending, Accepted as Approved, Rejected as Rejected', () => {
    expect(CLAIM_STATUSES.map((status) => translate(displayStatusId(status)))).toEqual([
      'Pending',
      'Pending',
      'Approved',
      'Rejected',
    ]);
  });

  it('show support staff who a waiting claim waits for, and a decided one in the same words as everyone', () => {
    expect(CLAIM_STATUSES.map((status) => translate(staffStatusId(status)))).toEqual([
      'Pending Internal Review',
      'Pending External Review',
      'Approved',
      'Rejected',
    ]);
  });

  it.each(['Approved', 'PENDING_INTERNAL_REVIEW', '', null])('throw on the unknown status %j', (status) => {
    expect(isClaimStatus(status)).toBe(false);
    expect(() => parseClaimStatus(status)).toThrow(`Unknown claim status: ${String(status)}`);
    expect(() => displayStatusId(status as ClaimStatus)).toThrow('Unknown claim status');
    expect(() => staffStatusId(status as ClaimStatus)).toThrow('Unknown claim status');
  });
});

import { describe, expect, it } from 'vitest';
import type { ClaimHistoryItem } from './entities.ts';
import { translate } from './messages/translate.ts';
import { claimsWaitingForYourBank, historyStatusId, historyStatusTone } from './parent-claim.ts';

function historyClaim(id: number, overrides: Partial<ClaimHistoryItem> = {}): ClaimHistoryItem {
  return {
    id,
    amount: 100,
    createdAt: '2023-09-01T14:00:00.000Z',
    status: 'Accepted',
    payoutWaitsForYourBank: false,
    appealWaiting: false,
    ...overrides,
  };
}

describe("the dashboard's history", () => {
  it("lists every child's claims whose payment waits for the parent's bank, and only those", () => {
    const waiting = historyClaim(2, { payoutWaitsForYourBank: true });
    const later = historyClaim(5, { payoutWaitsForYourBank: true, amount: 40 });
    const parent = {
      children: [{ claims: [historyClaim(1), waiting] }, { claims: [] }, { claims: [later, historyClaim(6)] }],
    };
    expect(claimsWaitingForYourBank(parent)).toEqual([waiting, later]);
    expect(claimsWaitingForYourBank({ children: [{ claims: [historyClaim(1)] }] })).toEqual([]);
  });

  it('says an approved claim waits for the bank, a rejected one its appeal, and any other claim its status as everyone reads it', () => {
    expect(translate(historyStatusId(historyClaim(1, { payoutWaitsForYourBank: true })))).toBe(
      'Approved, waiting for your bank',
    );
    expect(translate(historyStatusId(historyClaim(1)))).toBe('Approved');
    expect(translate(historyStatusId(historyClaim(1, { status: 'Pending external' })))).toBe('Pending');
    expect(translate(historyStatusId(historyClaim(1, { status: 'Rejected', appealWaiting: true })))).toBe(
      'Rejected, appeal under review',
    );
    expect(translate(historyStatusId(historyClaim(1, { status: 'Rejected' })))).toBe('Rejected');
  });

  it('colours a rejection under appeal as waiting, and every other claim as its status', () => {
    expect(historyStatusTone(historyClaim(1, { status: 'Rejected', appealWaiting: true }))).toBe('Pending');
    expect(historyStatusTone(historyClaim(1, { status: 'Rejected' }))).toBe('Rejected');
    expect(historyStatusTone(historyClaim(1, { payoutWaitsForYourBank: true }))).toBe('Accepted');
    expect(historyStatusTone(historyClaim(1, { status: 'Pending external' }))).toBe('Pending external');
  });
});

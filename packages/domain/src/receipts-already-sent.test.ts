import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import {
  alreadySentText,
  receiptAlreadySent,
  sentAgainReasonIssue,
  sentClaimsTogether,
  type ClaimWithSameReceipt,
} from './receipts-already-sent.ts';

const found = (claimId: number, overrides: Partial<ClaimWithSameReceipt> = {}): ClaimWithSameReceipt => ({
  claimId,
  submittedOn: '2026-11-28',
  parentId: 4,
  status: 'Pending',
  ...overrides,
});

describe('receiptAlreadySent', () => {
  it("names the family's claims that hold the receipt, oldest first, each once", () => {
    const claims = [found(17, { status: 'Accepted' }), found(13), found(17), found(21, { status: 'Pending external' })];
    expect(receiptAlreadySent(claims, { parentId: 4, correcting: null })).toEqual([
      { claimId: 13, submittedOn: '2026-11-28' },
      { claimId: 17, submittedOn: '2026-11-28' },
      { claimId: 21, submittedOn: '2026-11-28' },
    ]);
  });

  it("counts neither another family's claim, nor a rejected one, nor the claim being corrected", () => {
    const claims = [found(13, { parentId: 5 }), found(14, { status: 'Rejected' }), found(15)];
    expect(receiptAlreadySent(claims, { parentId: 4, correcting: 15 })).toEqual([]);
    expect(receiptAlreadySent(claims, { parentId: 4, correcting: null })).toEqual([
      { claimId: 15, submittedOn: '2026-11-28' },
    ]);
  });

  it('names three claims at most', () => {
    const claims = [found(5), found(4), found(3), found(2), found(1)];
    expect(receiptAlreadySent(claims, { parentId: 4, correcting: null }).map((claim) => claim.claimId)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('sentClaimsTogether', () => {
  it('puts the claims of several receipts together, each once, oldest first, three at most', () => {
    const on = (claimId: number) => ({ claimId, submittedOn: '2026-11-28' });
    expect(sentClaimsTogether([[on(9), on(3)], [on(3)], []])).toEqual([on(3), on(9)]);
    expect(
      sentClaimsTogether([
        [on(4), on(3)],
        [on(2), on(1)],
      ]),
    ).toEqual([on(1), on(2), on(3)]);
    expect(sentClaimsTogether([])).toEqual([]);
  });
});

describe('alreadySentText', () => {
  it('names the first claim the receipt was sent with and its day, and says when it was sent again since', () => {
    const on = (claimId: number) => ({ claimId, submittedOn: '2026-11-28' });
    expect(alreadySentText([on(13)], translate)).toBe('This receipt was already sent with claim 13 on 11/28/2026.');
    expect(alreadySentText([on(13), on(17), on(21)])).toBe(
      'This receipt was already sent with claim 13 on 11/28/2026, and again since.',
    );
    expect(alreadySentText([])).toBeNull();
  });
});

describe('sentAgainReasonIssue', () => {
  it('asks for a reason only when a receipt was already sent and none was given', () => {
    expect(sentAgainReasonIssue(true, undefined)).toBe('Please tell us why you are sending this receipt again.');
    expect(sentAgainReasonIssue(true, ' ', translate)).toBe('Please tell us why you are sending this receipt again.');
    expect(sentAgainReasonIssue(true, 'Second instalment')).toBeNull();
    expect(sentAgainReasonIssue(false, null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { childFunds, claimTotals } from './funds.ts';

describe('childFunds', () => {
  it('takes spent and pending claims off the award', () => {
    expect(childFunds(100_000, { acceptedCents: 25_000, pendingCents: 10_050 })).toEqual({
      availableCents: 64_950,
      pendingCents: 10_050,
      spentCents: 25_000,
    });
  });

  it('shows an overdrawn child as negative, never hides it', () => {
    expect(childFunds(50_000, { acceptedCents: 60_000, pendingCents: 0 }).availableCents).toBe(-10_000);
  });
});

describe('claimTotals', () => {
  it('counts Accepted claims as spent and both pendings as held; Rejected ones hold nothing', () => {
    expect(
      claimTotals([
        { status: 'Accepted', amountCents: 1_000 },
        { status: 'Pending', amountCents: 200 },
        { status: 'Pending external', amountCents: 30 },
        { status: 'Rejected', amountCents: 4 },
        { status: 'Accepted', amountCents: 5 },
      ]),
    ).toEqual({ acceptedCents: 1_005, pendingCents: 230 });
    expect(claimTotals([])).toEqual({ acceptedCents: 0, pendingCents: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { arrivedAwardCents, awardFunds, childFunds, claimTotals, nextInstalment } from './funds.ts';

describe('childFunds', () => {
  it('takes spent and pending claims off the award', () => {
    expect(childFunds(100_000, { acceptedCents: 25_000, pendingCents: 10_050 })).toEqual({
      availableCents: 64_950,
      pendingCents: 10_050,
      spentCents: 25_000,
      heldCents: 0,
    });
  });

  it('takes what pre-approvals hold off too', () => {
    expect(childFunds(100_000, { acceptedCents: 25_000, pendingCents: 10_050 }, 30_000)).toMatchObject({
      availableCents: 34_950,
      heldCents: 30_000,
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

describe('an award paid in instalments (issue 30, ADR 0028)', () => {
  const award = {
    amountCents: 100_000,
    instalments: [
      { arrivesOn: '2027-01-04', amountCents: 25_000 },
      { arrivesOn: '2026-07-01', amountCents: 50_000 },
      { arrivesOn: '2026-10-01', amountCents: 25_000 },
    ],
  };

  it('has arrived on a day but for the instalments still to come, each on its own day', () => {
    expect(arrivedAwardCents(award, '2026-06-30')).toBe(0);
    expect(arrivedAwardCents(award, '2026-07-01')).toBe(50_000);
    expect(arrivedAwardCents(award, '2026-11-29')).toBe(75_000);
    expect(arrivedAwardCents(award, '2027-01-04')).toBe(100_000);
  });

  it('is wholly there without instalments, and what they do not cover (a later increase) is there at once', () => {
    expect(arrivedAwardCents({ amountCents: 100_000, instalments: [] }, '2020-01-01')).toBe(100_000);
    expect(arrivedAwardCents({ ...award, amountCents: 130_000 }, '2026-06-30')).toBe(30_000);
  });

  it('tells the next instalment still to come, the earliest first, and none after the last', () => {
    expect(nextInstalment(award, '2026-06-30')).toEqual({ arrivesOn: '2026-07-01', amountCents: 50_000 });
    expect(nextInstalment(award, '2026-11-29')).toEqual({ arrivesOn: '2027-01-04', amountCents: 25_000 });
    expect(nextInstalment(award, '2027-01-04')).toBeNull();
    expect(nextInstalment({ amountCents: 1, instalments: [] }, '2026-11-29')).toBeNull();
  });

  it("gives a year's funds of what has arrived less its claims", () => {
    expect(awardFunds(award, { acceptedCents: 10_000, pendingCents: 5_000 }, '2026-11-29')).toEqual({
      availableCents: 60_000,
      pendingCents: 5_000,
      spentCents: 10_000,
      heldCents: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { childFunds } from './funds.ts';

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

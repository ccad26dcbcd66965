import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatMoney, parseMoney } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['40', 4000],
    ['40.5', 4050],
    ['40.05', 4005],
    ['0.01', 1],
    ['$1,250.50', 125050],
    [' 1250 ', 125000],
    ['$ 7', 700],
    ['000012.30', 1230],
    ['999999999.99', 99999999999],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '1,23', '12,3456', '-5', '1e3', '.5', '5.', '$', '1 000', '1000000000', '12.3.4'])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents);
      }),
    );
  });

  it('reads plain dollar text as an oracle computes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }), (dollars, cents) => {
        const text = `${dollars}.${String(cents).padStart(2, '0')}`;
        expect(parseMoney(text)).toBe(Math.round(Number(text) * 100));
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [100, '$1'],
    [1050, '$10.50'],
    [100000, '$1,000'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5'],
    [-1, '-$0.01'],
  ])('shows %i cents as %j', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('agrees with Intl currency formatting, without cents when whole', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const expected = usd.format(cents / 100).replace(/\.00$/, '');
        expect(formatMoney(cents)).toBe(expected);
      }),
    );
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatMoney(1.5)).toThrow('Not a whole number of cents: 1.5');
  });
});

describe('dollars on the wire', () => {
  it('turns dollars into cents and back without loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });

  it.each([0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY, 1e20])('refuses %d dollars', (dollars) => {
    expect(dollarsToCents(dollars)).toBeNull();
  });
});

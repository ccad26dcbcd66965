import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankAccountFormSchema, isValidRoutingNumber } from './bank.ts';
import { messagesOf } from './messages-of.test-support.ts';

/** An independent oracle, written from the ABA rule rather than from the code under test. */
function oracle(value: string): boolean {
  if (value.length !== 9 || Array.from(value).some((char) => char < '0' || char > '9')) return false;
  const prefix = parseInt(value.slice(0, 2), 10);
  const allowedPrefixes = [
    ...Array.from({ length: 13 }, (_, i) => i),
    ...Array.from({ length: 12 }, (_, i) => 21 + i),
    ...Array.from({ length: 12 }, (_, i) => 61 + i),
    80,
  ];
  if (!allowedPrefixes.includes(prefix)) return false;
  const d = Array.from(value).map(Number) as [number, number, number, number, number, number, number, number, number];
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** Completes eight digits with the one check digit that makes the checksum work. */
function withCheckDigit(first8: string): string {
  const d = Array.from(first8).map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const partial = d.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0);
  return first8 + String((10 - (partial % 10)) % 10);
}

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: length, maxLength: length });

describe('isValidRoutingNumber', () => {
  it.each(['011000015', '021000021', '111000025', '121000358', '322271627', '800000006'])(
    'accepts the real-shaped routing number %s',
    (value) => {
      expect(isValidRoutingNumber(value)).toBe(true);
    },
  );

  it.each(['011000016', '131000000', '01100001', '0110000155', '01100001a', '', '990000006'])('refuses %j', (value) => {
    expect(isValidRoutingNumber(value)).toBe(false);
  });

  it('agrees with the oracle on any nine digits', () => {
    fc.assert(
      fc.property(digits(9), (value) => {
        expect(isValidRoutingNumber(value)).toBe(oracle(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the oracle on numbers whose checksum holds, where the prefix decides', () => {
    fc.assert(
      fc.property(digits(8), (first8) => {
        const value = withCheckDigit(first8);
        expect(oracle(value)).toBe(isValidRoutingNumber(value));
        expect(isValidRoutingNumber(value)).toBe(oracle(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the oracle on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (value) => {
        expect(isValidRoutingNumber(value)).toBe(oracle(value));
      }),
    );
  });
});

const valid = {
  routingNumber: '011000015',
  accountNumber: '12345678',
  confirmAccountNumber: '12345678',
  name: 'Family checking',
  type: 'checking',
};

const messagesOfForm = (input: unknown) => messagesOf(bankAccountFormSchema(), input);

describe('bankAccountFormSchema', () => {
  it('accepts a complete form, trimmed', () => {
    const parsed = bankAccountFormSchema().parse({ ...valid, name: '  Family checking ', routingNumber: ' 011000015' });
    expect(parsed).toEqual(valid);
  });

  it('names every missing field with its own message', () => {
    expect(messagesOfForm({})).toEqual({
      routingNumber: "Routing number must be 9 digits. If your routing number starts with '0', enter that first",
      accountNumber: 'Please enter the account number',
      confirmAccountNumber: 'Please enter the same account number',
      name: 'Please enter the name',
      type: 'Please select the bank account type',
    });
    expect(messagesOfForm({ ...valid, type: '' })).toEqual({ type: 'Please select the bank account type' });
  });

  it.each(['123', '123456789012345678', '1234a678'])('refuses the account number %j', (accountNumber) => {
    expect(messagesOfForm({ ...valid, accountNumber, confirmAccountNumber: accountNumber }).accountNumber).toBe(
      'Please enter valid account number. It is a numeric string of 4-17 digits',
    );
  });

  it.each(['1234', '12345678901234567'])('accepts the account number %j at the bounds', (accountNumber) => {
    expect(messagesOfForm({ ...valid, accountNumber, confirmAccountNumber: accountNumber })).toEqual({});
  });

  it('wants the confirmation to match', () => {
    expect(messagesOfForm({ ...valid, confirmAccountNumber: '12345679' })).toEqual({
      confirmAccountNumber: 'Please enter the same account number',
    });
  });

  it('refuses a routing number whose checksum fails', () => {
    expect(messagesOfForm({ ...valid, routingNumber: '011000016' })).toEqual({
      routingNumber: "Routing number must be 9 digits. If your routing number starts with '0', enter that first",
    });
  });

  it('keeps the name to 50 characters', () => {
    expect(messagesOfForm({ ...valid, name: 'x'.repeat(50) })).toEqual({});
    expect(messagesOfForm({ ...valid, name: 'x'.repeat(51) })).toEqual({
      name: 'The name can be at most 50 characters',
    });
  });

  it('refuses a bank account type other than checking or savings', () => {
    expect(messagesOfForm({ ...valid, type: 'savings' })).toEqual({});
    expect(messagesOfForm({ ...valid, type: 'brokerage' })).toEqual({ type: 'Invalid bank account type' });
  });

  it('refuses fields it does not know', () => {
    expect(bankAccountFormSchema().safeParse({ ...valid, iban: 'x' }).success).toBe(false);
  });
});

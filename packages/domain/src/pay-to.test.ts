import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import { allowedPayTo, isBankReady, isPayTo, payeeOf, payToLabelId } from './pay-to.ts';

describe('deliver funds to', () => {
  it('labels User for each audience and Vendor as Service Provider', () => {
    expect(translate(payToLabelId('User', 'parent'))).toBe('Me');
    expect(translate(payToLabelId('User', 'provider'))).toBe('Parent/Guardian');
    expect(translate(payToLabelId('User', 'reviewer'))).toBe('Student (Parent/Guardian)');
    expect(translate(payToLabelId('Vendor', 'reviewer'))).toBe('Service Provider');
  });

  it('allows each value only with the bank that receives the money', () => {
    expect(allowedPayTo({ parentBankReady: true, providerBankReady: true })).toEqual(['User', 'Vendor']);
    expect(allowedPayTo({ parentBankReady: true, providerBankReady: false })).toEqual(['User']);
    expect(allowedPayTo({ parentBankReady: false, providerBankReady: true })).toEqual(['Vendor']);
    expect(allowedPayTo({ parentBankReady: false, providerBankReady: false })).toEqual([]);
  });

  it('counts a bank as ready when details were provided and the connection is healthy', () => {
    expect(isBankReady({ hasProvidedBankDetails: true, hasHealthyBankConnection: true })).toBe(true);
    expect(isBankReady({ hasProvidedBankDetails: true, hasHealthyBankConnection: false })).toBe(false);
    expect(isBankReady({ hasProvidedBankDetails: false, hasHealthyBankConnection: true })).toBe(false);
  });

  it("names whose bank receives the money: the parent's for User, the provider's for Vendor", () => {
    expect(payeeOf('User')).toBe('parent');
    expect(payeeOf('Vendor')).toBe('provider');
  });

  it('knows its values', () => {
    expect(isPayTo('Vendor')).toBe(true);
    expect(isPayTo('Parent')).toBe(false);
  });
});

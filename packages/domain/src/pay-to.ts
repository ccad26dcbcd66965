import type { PlainMessageId } from './messages/translate.ts';

/** Who a claim's money goes to: the parent ('User') or the service provider ('Vendor'). */
export const PAY_TO_VALUES = ['User', 'Vendor'] as const;
export type PayTo = (typeof PAY_TO_VALUES)[number];

export function isPayTo(value: unknown): value is PayTo {
  return PAY_TO_VALUES.some((payTo) => payTo === value);
}

/** Whose bank receives a claim's money: the parent's (payTo User) or the service provider's (payTo Vendor). */
export const PAYEES = ['parent', 'provider'] as const;
export type Payee = (typeof PAYEES)[number];

export function payeeOf(payTo: PayTo): Payee {
  return payTo === 'User' ? 'parent' : 'provider';
}

/** Whose eyes a label is for: the parent filling the form, a provider's lists, a reviewer. */
export type PayToAudience = 'parent' | 'provider' | 'reviewer';

const userLabel: Readonly<Record<PayToAudience, PlainMessageId>> = {
  parent: 'payTo.user.parent',
  provider: 'payTo.user.provider',
  reviewer: 'payTo.user.reviewer',
};

export function payToLabelId(payTo: PayTo, audience: PayToAudience): PlainMessageId {
  return payTo === 'User' ? userLabel[audience] : 'payTo.vendor';
}

/** The bank facts that decide where a claim's money may go. */
export interface PayToContext {
  /** The parent's own bank is connected and healthy. */
  parentBankReady: boolean;
  /** A programme provider was found and its bank is connected and healthy (false for a non-programme one). */
  providerBankReady: boolean;
}

/** payTo User needs the parent's healthy bank; payTo Vendor needs the found provider's healthy bank. */
export function allowedPayTo(context: PayToContext): PayTo[] {
  return PAY_TO_VALUES.filter((payTo) => (payTo === 'User' ? context.parentBankReady : context.providerBankReady));
}

/** A bank connection can receive money only when details were provided and the connection is healthy. */
export function isBankReady(flags: { hasProvidedBankDetails: boolean; hasHealthyBankConnection: boolean }): boolean {
  return flags.hasProvidedBankDetails && flags.hasHealthyBankConnection;
}

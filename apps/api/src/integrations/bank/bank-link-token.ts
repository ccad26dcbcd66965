import type { BankRef } from './bank-provider.ts';

/**
 * How a person's browser gets the right to add a bank account to their customer. The specification's client posts
 * the account to `{host}/funding-sources` with a funding-sources token, a flow Dwolla retired in 2024 together with
 * dwolla.js (DESIGN.md section 8); the local stand-in still serves it. Dwolla's current equivalent is a client
 * token for the action `customer.fundingsources.create`. This is the one place that knows the difference: switching
 * production to the current flow is BANK_LINK_FLOW=client-token here and the web app's bank call, nothing else.
 */
export const BANK_LINK_FLOWS = ['funding-sources-token', 'client-token'] as const;
export type BankLinkFlow = (typeof BANK_LINK_FLOWS)[number];

export function linkTokenRequest(
  flow: BankLinkFlow,
  apiUrl: string,
  customerRef: BankRef,
): { url: string; body: Record<string, unknown> } {
  if (flow === 'funding-sources-token') return { url: `${customerRef}/funding-sources-token`, body: {} };
  return {
    url: `${apiUrl}/client-tokens`,
    body: { action: 'customer.fundingsources.create', _links: { customer: { href: customerRef } } },
  };
}

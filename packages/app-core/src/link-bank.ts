import { createFundingSource, type BankTokenResult } from '@ace/api-client';
import type { BankAccountForm } from '@ace/domain';

export type LinkBankResult<User> = { kind: 'linked'; user: User } | { kind: 'alreadyLinked' };

/**
 * Bank linking (spec section 4): a funding token from the API (none: the bank is already linked), the account
 * posted to the bank provider with it, then the API flags the user, having checked with the bank itself. The same
 * steps for a parent and for a provider organisation, on the web and on a phone; only the two API calls differ.
 */
export async function linkBank<User>(
  steps: { token: () => Promise<BankTokenResult>; setFlag: () => Promise<User> },
  bankApiUrl: string,
  account: BankAccountForm,
): Promise<LinkBankResult<User>> {
  const token = await steps.token();
  if (token.kind === 'alreadyLinked') return { kind: 'alreadyLinked' };
  await createFundingSource({ bankApiUrl, token: token.token }, account);
  return { kind: 'linked', user: await steps.setFlag() };
}

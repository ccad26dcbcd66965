import { createFundingSource } from '@ace/api-client';
import type { BankAccountForm, ParentUser } from '@ace/domain';
import { api } from '../../lib/api.ts';
import { config } from '../../lib/config.ts';

export type LinkBankResult = { kind: 'linked'; parent: ParentUser } | { kind: 'alreadyLinked' };

/**
 * Bank linking (spec section 4): a funding token from the API (none: the bank is already linked), the account
 * posted to the bank provider with it, then the API flags the parent, having checked with the bank itself.
 */
export async function linkParentBank(account: BankAccountForm): Promise<LinkBankResult> {
  const token = await api.bank.parentBankToken();
  if (token.kind === 'alreadyLinked') return { kind: 'alreadyLinked' };
  await createFundingSource({ bankApiUrl: config.bankApiUrl, token: token.token }, account);
  return { kind: 'linked', parent: await api.bank.setParentBankFlag() };
}

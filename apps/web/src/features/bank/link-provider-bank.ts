import type { BankAccountForm, ServiceProviderUser } from '@ace/domain';
import { api } from '../../lib/api.ts';
import { linkBank, type LinkBankResult } from '@ace/app-core/link-bank';
import { config } from '../../lib/config.ts';

/**
 * Links the bank account of the organisation a provider user acts for; with `change`, another account that replaces
 * the one linked.
 */
export function linkProviderBank(
  organisationId: string,
  account: BankAccountForm,
  change = false,
): Promise<LinkBankResult<ServiceProviderUser>> {
  return linkBank(
    {
      token: () =>
        change ? api.bank.changeProviderBankToken(organisationId) : api.bank.providerBankToken(organisationId),
      setFlag: () => api.bank.setProviderBankFlag(organisationId),
    },
    config.bankApiUrl,
    account,
  );
}

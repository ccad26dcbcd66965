import type { BankAccountForm, ParentUser } from '@ace/domain';
import { api } from '../../lib/api.ts';
import { linkBank, type LinkBankResult } from '@ace/app-core/link-bank';
import { config } from '../../lib/config.ts';

/** Links the signed-in parent's bank account. */
export function linkParentBank(account: BankAccountForm): Promise<LinkBankResult<ParentUser>> {
  return linkBank({ token: api.bank.parentBankToken, setFlag: api.bank.setParentBankFlag }, config.bankApiUrl, account);
}

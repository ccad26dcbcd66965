// What other features may use of bank linking (docs/adr/0029).
export { BankAccountForm } from './bank-account-form.tsx';
export { isBankJustLinked } from './bank-just-linked.ts';
export { linkProviderBank } from './link-provider-bank.ts';

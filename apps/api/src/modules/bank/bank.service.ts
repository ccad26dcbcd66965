import {
  translate,
  type ClaimTransfer,
  type ParentUser,
  type ProviderBankAccount,
  type ServiceProviderUser,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import { AppError, ConflictError, NotFoundError, RuleError, ServiceUnavailableError } from '../../errors.ts';
import {
  BankError,
  BankRefusedError,
  type BankCustomerDetails,
  type BankFundingSource,
  type BankRef,
} from '../../integrations/bank/bank-provider.ts';
import type { ProviderMember } from '../providers/member-hook.ts';
import { providerNotFound, serviceProviderUserView } from '../providers/providers.service.ts';
import { findProviderByOrganisation, type ProviderRow } from '../providers/providers.repository.ts';
import type { SignedInParent } from '../callers/caller-hooks.ts';
import type { UserRow } from '../callers/callers.repository.ts';
import { notRegisteredError } from '../callers/callers.ts';
import { findParent } from '../users/users.repository.ts';
import { parentView } from '../users/users.service.ts';
import {
  findCustomerHolders,
  findOwnerBank,
  markBankHealthy,
  markBankUnhealthy,
  rememberCustomer,
  sameOwner,
  type BankOwner,
} from './bank.repository.ts';
import { listPayouts, resumePayouts } from './payouts.ts';

type BankDependencies = Pick<AppDependencies, 'db' | 'bank' | 'config'>;
/** An organisation's bank: its membership is checked as every provider-scoped call checks it. */

/** Turns a failure at the bank into the answer a person reads, keeping the bank's own words as the cause (logged). */
export function bankFailure(error: BankError, supportEmail: string): AppError {
  const failure =
    error instanceof BankRefusedError
      ? new AppError(502, 'BANK_REFUSED', translate('bank.refused', { email: supportEmail }))
      : new ServiceUnavailableError('BANK_UNAVAILABLE', translate('bank.unavailable'));
  failure.cause = error;
  return failure;
}

async function atBank<T>(deps: BankDependencies, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof BankError ? bankFailure(error, deps.config.supportEmail) : error;
  }
}

/** `local+tag@domain`: one address a person reads, distinct for each organisation they link at the bank. */
function taggedEmail(email: string, tag: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? email : `${email.slice(0, at)}+${tag}${email.slice(at)}`;
}

/** The parent as a customer of the bank: their own name and e-mail. */
export function parentCustomer(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): BankCustomerDetails {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email };
}

/**
 * The organisation as a customer of the bank: the member who links it as its contact, the organisation's name as
 * the business. The bank keeps one customer an e-mail, while one person may link several organisations and one
 * mailbox may be the contact of several, so the address (the organisation's contact, else the member's) is tagged
 * with the provider number: it still reaches that mailbox, and is the organisation's alone.
 */
export function organisationCustomer(
  provider: Pick<ProviderRow, 'name' | 'number' | 'contactEmail'>,
  member: Pick<UserRow, 'firstName' | 'lastName' | 'email'>,
): BankCustomerDetails {
  return {
    firstName: member.firstName.trim() || provider.name,
    lastName: member.lastName.trim() || provider.name,
    email: taggedEmail(provider.contactEmail ?? member.email, `ace${provider.number}`),
    businessName: provider.name,
  };
}

/**
 * The owner's customer at the bank, created the first time. A customer the bank already has under that e-mail is
 * adopted only when no one else in the portal holds it: payouts must never go to someone else's account.
 */
export async function ensureCustomer(
  deps: BankDependencies,
  owner: BankOwner,
  details: BankCustomerDetails,
): Promise<BankRef> {
  const known = (await findOwnerBank(deps.db, owner))?.bankCustomerRef;
  if (known != null) return known;
  const { ref, existing } = await deps.bank.createCustomer(details);
  if (existing) {
    const holders = await findCustomerHolders(deps.db, ref);
    if (holders.some((holder) => !sameOwner(holder, owner))) {
      // 422, not 409: a 409 from get-bank-token means "already linked" to the client.
      throw new RuleError('BANK_CUSTOMER_TAKEN', translate('bank.customerTaken', { email: deps.config.supportEmail }));
    }
  }
  return rememberCustomer(deps.db, owner, ref);
}

/**
 * A bank account that can receive payouts: a bank, not removed, whatever its verification status (unverified is
 * enough: Dwolla lets an unverified bank receive, and a receive-only customer's bank added by numbers stays so).
 */
export function canReceivePayouts(source: BankFundingSource): boolean {
  return source.type === 'bank' && !source.removed;
}

/** The newest of the customer's bank accounts that can receive payouts. */
function usableFundingSource(sources: readonly BankFundingSource[]): BankFundingSource | undefined {
  return sources.filter(canReceivePayouts).sort((a, b) => b.created.localeCompare(a.created))[0];
}

/**
 * Asks the bank what the owner's connection is and records it: healthy, paying into the newest bank account that
 * can receive payouts (and the payouts that waited for it sent), or not healthy. Answers that account, if any.
 * Asking again changes nothing, whatever order the bank's webhooks arrive in.
 */
export async function reconcileOwnerBank(
  deps: BankDependencies,
  owner: BankOwner,
  customerRef: BankRef,
): Promise<BankFundingSource | undefined> {
  const usable = usableFundingSource(await deps.bank.listFundingSources(customerRef));
  await deps.db.transaction(async (tx) => {
    if (usable === undefined) await markBankUnhealthy(tx, owner);
    else if (await markBankHealthy(tx, owner, usable.ref)) await resumePayouts(tx, owner);
  });
  return usable;
}

/**
 * get-bank-token (DESIGN.md section 8): the owner becomes a customer of the bank if they were not; with a bank
 * account already there that can receive payouts the answer is a refusal (the client shows bank-already-linked),
 * else a token with which the person's browser adds their account at the bank.
 */
async function linkToken(deps: BankDependencies, owner: BankOwner, details: BankCustomerDetails) {
  return atBank(deps, async () => {
    const customerRef = await ensureCustomer(deps, owner, details);
    if (await reconcileOwnerBank(deps, owner, customerRef)) {
      throw new ConflictError('BANK_ALREADY_LINKED', translate('bank.alreadyConnected'));
    }
    return { token: await deps.bank.createLinkToken(customerRef) };
  });
}

/**
 * An account added to change the owner's bank (change-bank-token) replaces the ones before it: once the new one is
 * confirmed they are removed at the bank, so that payouts never fall back to an account its owner gave up.
 */
async function removeReplacedAccounts(deps: BankDependencies, customerRef: BankRef, kept: BankFundingSource) {
  for (const source of await deps.bank.listFundingSources(customerRef)) {
    if (canReceivePayouts(source) && source.ref !== kept.ref) await deps.bank.removeFundingSource(source.ref);
  }
}

/**
 * set-bank-flag: the bank, not the client, confirms that an account that can receive payouts exists first; the
 * newest is the owner's, and any it replaced are removed.
 */
async function confirmLinked(deps: BankDependencies, owner: BankOwner): Promise<void> {
  const customerRef = (await findOwnerBank(deps.db, owner))?.bankCustomerRef;
  if (customerRef == null) throw new RuleError('BANK_NOT_LINKED', translate('bank.notLinked'));
  const usable = await atBank(deps, async () => {
    const account = await reconcileOwnerBank(deps, owner, customerRef);
    if (account !== undefined) await removeReplacedAccounts(deps, customerRef, account);
    return account;
  });
  if (usable === undefined) throw new RuleError('BANK_NOT_LINKED', translate('bank.notLinked'));
}

function parentOwner(user: UserRow): BankOwner {
  return { kind: 'parent', userId: user.id };
}

function providerOwner(provider: ProviderRow): BankOwner {
  return { kind: 'provider', providerId: provider.id };
}

export async function getParentBankToken(deps: BankDependencies, { user }: SignedInParent) {
  return linkToken(deps, parentOwner(user), parentCustomer(user));
}

export async function getProviderBankToken(deps: BankDependencies, { user, provider }: ProviderMember) {
  return linkToken(deps, providerOwner(provider), organisationCustomer(provider, user));
}

/**
 * change-bank-token: a token with which a member adds another account for the organisation while one is linked; once
 * set-bank-flag confirms it, payouts go to it and the account it replaces is removed at the bank.
 */
export async function getProviderChangeBankToken(deps: BankDependencies, { user, provider }: ProviderMember) {
  return atBank(deps, async () => {
    const customerRef = await ensureCustomer(deps, providerOwner(provider), organisationCustomer(provider, user));
    return { token: await deps.bank.createLinkToken(customerRef) };
  });
}

/**
 * GET /api/service-provider/{id}/bank-account: the account the organisation's payouts go to, as the bank describes it
 * (never its number); null while its connection cannot receive payouts.
 */
export async function getProviderBankAccount(
  deps: BankDependencies,
  { provider }: ProviderMember,
): Promise<ProviderBankAccount> {
  const bank = await findOwnerBank(deps.db, providerOwner(provider));
  const customerRef = bank?.bankCustomerRef;
  if (!bank?.hasHealthyBankConnection || customerRef == null) return { account: null };
  const sources = await atBank(deps, () => deps.bank.listFundingSources(customerRef));
  const source = sources.find((candidate) => candidate.ref === bank.bankFundingSourceRef);
  if (source === undefined || !canReceivePayouts(source)) return { account: null };
  return { account: { bankName: source.bankName, name: source.name, type: source.accountType } };
}

export async function setParentBankFlag(
  deps: BankDependencies & Pick<AppDependencies, 'clock'>,
  { user }: SignedInParent,
): Promise<ParentUser> {
  await confirmLinked(deps, parentOwner(user));
  // Read again: confirming the account sets the parent's bank flags.
  const parent = await findParent(deps.db, user.id);
  if (!parent) throw notRegisteredError('Parent');
  return parentView(deps.db, user, parent, deps.clock());
}

export async function setProviderBankFlag(
  deps: BankDependencies,
  { user, provider }: ProviderMember,
): Promise<ServiceProviderUser> {
  await confirmLinked(deps, providerOwner(provider));
  // Read again: confirming the account sets the provider's bank flags.
  const confirmed = await findProviderByOrganisation(deps.db, provider.organisationId);
  if (!confirmed) throw providerNotFound();
  return serviceProviderUserView(user, confirmed);
}

/** GET /api/claim/{id}/transfers: a claim's payouts, for support staff. */
export async function getClaimTransfers(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  claimId: number,
): Promise<ClaimTransfer[]> {
  const payouts = await listPayouts(deps.db, claimId, deps.clock());
  if (payouts === undefined) throw new NotFoundError('CLAIM_NOT_FOUND', translate('claim.notFound'));
  return payouts;
}

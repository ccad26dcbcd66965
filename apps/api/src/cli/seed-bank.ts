import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, type DemoParent, type DemoProviderUser } from '@ace/demo-data';
import type { AppDependencies } from '../app-dependencies.ts';
import { AppError } from '../errors.ts';
import { BankError, type BankAccountDetails, type BankCustomerDetails } from '../integrations/bank/bank-provider.ts';
import { findParentOwnerByEmail, type BankOwner } from '../modules/bank/bank.repository.ts';
import {
  canReceivePayouts,
  ensureCustomer,
  organisationCustomer,
  parentCustomer,
  reconcileOwnerBank,
} from '../modules/bank/bank.service.ts';
import { findProviderByOrganisation } from '../modules/providers/providers.repository.ts';

/** The test account of the bank stand-in's demo flow (README, "The demo flow"). */
const DEMO_BANK_ACCOUNT: BankAccountDetails = {
  routingNumber: '011000015',
  accountNumber: '1234567890',
  bankAccountType: 'checking',
  name: 'Demo checking',
};

export interface BankSeedSummary {
  /** False when the bank could not be reached: nothing was created there, and that is fine. */
  reachable: boolean;
  healthy: number;
  unhealthy: number;
}

type SeedDependencies = Pick<AppDependencies, 'db' | 'bank' | 'config'>;

interface DemoBankOwner {
  owner: BankOwner;
  customer: BankCustomerDetails;
  bank: 'healthy' | 'unhealthy';
}

/** The demo parents and organisations that have a bank in @ace/demo-data, as the database knows them. */
async function demoBankOwners(deps: SeedDependencies): Promise<DemoBankOwner[]> {
  const owners: DemoBankOwner[] = [];
  const parents = DEMO_ACCOUNTS.filter((account): account is DemoParent => account.role === 'Parent');
  for (const parent of parents) {
    if (parent.bank === 'none' || parent.children === null) continue;
    const owner = await findParentOwnerByEmail(deps.db, parent.email);
    if (owner !== undefined) owners.push({ owner, customer: parentCustomer(parent), bank: parent.bank });
  }
  const members = DEMO_ACCOUNTS.filter((account): account is DemoProviderUser => account.role === 'ServiceProvider');
  for (const organisation of DEMO_ORGANISATIONS) {
    if (organisation.bank === 'none') continue;
    const provider = await findProviderByOrganisation(deps.db, organisation.id);
    const member = members.find((candidate) =>
      candidate.merits.some((merit) => merit.organisationId === organisation.id && merit.status === 'accepted'),
    );
    if (provider === undefined || member === undefined) continue;
    owners.push({
      owner: { kind: 'provider', providerId: provider.id },
      customer: organisationCustomer(provider, member),
      bank: organisation.bank,
    });
  }
  return owners;
}

/**
 * Gives the owner a customer and a bank at the bank as the demo says: one that can receive payouts (added by
 * numbers, so unverified, as at Dwolla), or removed (a broken link).
 */
async function seedOwner(deps: SeedDependencies, demo: DemoBankOwner): Promise<void> {
  const customerRef = await ensureCustomer(deps, demo.owner, demo.customer);
  const banks = (await deps.bank.listFundingSources(customerRef)).filter((source) => source.type === 'bank');
  const usable = banks.filter(canReceivePayouts);
  if (demo.bank === 'healthy') {
    if (usable.length === 0) await deps.bank.addFundingSource(customerRef, DEMO_BANK_ACCOUNT);
  } else {
    for (const source of usable) await deps.bank.removeFundingSource(source.ref);
    if (banks.length === 0) {
      await deps.bank.removeFundingSource(await deps.bank.addFundingSource(customerRef, DEMO_BANK_ACCOUNT));
    }
  }
  // The flags and references come from what the bank now says, as they will for every real account.
  await reconcileOwnerBank(deps, demo.owner, customerRef);
}

/**
 * After the database seed: the demo parents and organisations whose bank is healthy or unhealthy get matching
 * customers and bank accounts at the bank (idempotent). A bank that cannot be reached (tests, CI) is no error: the
 * database seed stands on its own.
 */
export async function seedDemoBank(deps: SeedDependencies, log: (line: string) => void): Promise<BankSeedSummary> {
  const summary: BankSeedSummary = { reachable: true, healthy: 0, unhealthy: 0 };
  try {
    await deps.bank.programmeFundingSource();
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    log(`The bank at ${deps.config.bank.apiUrl} cannot be reached (${error.message}): no demo bank accounts there.`);
    return { ...summary, reachable: false };
  }
  try {
    for (const demo of await demoBankOwners(deps)) {
      await seedOwner(deps, demo);
      summary[demo.bank] += 1;
    }
  } catch (error) {
    if (!(error instanceof BankError || error instanceof AppError)) throw error;
    log(`The demo bank accounts are incomplete: ${error.message}`);
  }
  return summary;
}

import { DEMO_ORGANISATIONS } from '@ace/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestBank, type TestBank } from '../../test/dev-bank.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { AppDependencies } from '../app-dependencies.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLocalFileStore } from '../integrations/storage/file-store.ts';
import { createDwollaBankProvider } from '../integrations/bank/dwolla-bank-provider.ts';
import { findOwnerBank, findParentOwnerByEmail, type BankOwner } from '../modules/bank/bank.repository.ts';
import { findProviderByOrganisation } from '../modules/providers/providers.repository.ts';
import { seedDemoBank } from './seed-bank.ts';
import { seedDemoData } from './seed.ts';

/** The seed needs no server: a database, the bank stand-in and a file store. */
let database: DatabaseHandle;
let bank: TestBank;
let filesDir: string;
let deps: Pick<AppDependencies, 'db' | 'bank' | 'config'>;
beforeAll(async () => {
  [database, bank] = await Promise.all([createTestDatabase(), startTestBank()]);
  filesDir = mkdtempSync(join(tmpdir(), 'ace-seed-bank-'));
  const config = loadConfig({ BANK_API_URL: bank.apiUrl });
  deps = { db: database.db, bank: createDwollaBankProvider(config.bank), config };
  await seedDemoData(database.db, createLocalFileStore(filesDir), config, new Date('2023-10-01T12:00:00Z'));
});
afterAll(async () => {
  await database.close();
  await bank.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

async function parent(email: string): Promise<BankOwner> {
  const owner = await findParentOwnerByEmail(deps.db, email);
  if (!owner) throw new Error(`no demo parent ${email}`);
  return owner;
}

async function organisation(id: string): Promise<BankOwner> {
  const provider = await findProviderByOrganisation(deps.db, id);
  if (!provider) throw new Error(`no demo organisation ${id}`);
  return { kind: 'provider', providerId: provider.id };
}

describe('the demo bank seed', () => {
  it('leaves the database seed standing when the bank cannot be reached', async () => {
    const lines: string[] = [];
    const unreachable = createDwollaBankProvider({ ...deps.config.bank, apiUrl: 'http://127.0.0.1:9/bank' });
    expect(await seedDemoBank({ ...deps, bank: unreachable }, (line) => lines.push(line))).toEqual({
      reachable: false,
      healthy: 0,
      unhealthy: 0,
    });
    expect(lines).toEqual([expect.stringContaining('cannot be reached') as unknown]);
    expect(await findOwnerBank(deps.db, await parent('maria.garcia@example.com'))).toMatchObject({
      hasHealthyBankConnection: true,
      bankCustomerRef: null,
    });
  });

  it('gives the demo people and organisations with a bank matching accounts at the bank, once', async () => {
    const healthy = DEMO_ORGANISATIONS.filter((item) => item.providerNumber !== null && item.bank === 'healthy');
    const expected = { reachable: true, healthy: 1 + healthy.length, unhealthy: 2 };
    const lines: string[] = [];
    expect(await seedDemoBank(deps, (line) => lines.push(line)), lines.join()).toEqual(expected);
    expect(lines).toEqual([]);

    const maria = await findOwnerBank(deps.db, await parent('maria.garcia@example.com'));
    expect(maria).toMatchObject({ hasProvidedBankDetails: true, hasHealthyBankConnection: true });
    expect(maria?.bankFundingSourceRef).toMatch(`${bank.apiUrl}/funding-sources/`);
    const aisha = await findOwnerBank(deps.db, await parent('aisha.khan@example.com'));
    expect(aisha).toMatchObject({ hasProvidedBankDetails: true, hasHealthyBankConnection: false });
    expect(await deps.bank.listFundingSources(aisha?.bankCustomerRef ?? '')).toMatchObject([{ removed: true }]);
    expect(await findOwnerBank(deps.db, await organisation('org-bright-minds'))).toMatchObject({
      hasHealthyBankConnection: true,
    });
    expect(await findOwnerBank(deps.db, await organisation('org-buckeye-music'))).toMatchObject({
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: false,
    });
    expect(await findOwnerBank(deps.db, await parent('james.wilson@example.com'))).toMatchObject({
      bankCustomerRef: null,
    });

    expect(await seedDemoBank(deps, () => undefined)).toEqual(expected);
    expect(await findOwnerBank(deps.db, await parent('maria.garcia@example.com'))).toEqual(maria);
    expect(await deps.bank.listFundingSources(maria?.bankCustomerRef ?? '')).toHaveLength(1);
  });

  it('removes the account a demo bank meant to be broken has since gained at the bank, unverified as it is', async () => {
    await seedDemoBank(deps, () => undefined);
    const owner = await parent('aisha.khan@example.com');
    const customerRef = (await findOwnerBank(deps.db, owner))?.bankCustomerRef ?? '';
    // Added by numbers, so unverified at the bank, and still able to receive payouts.
    const live = await deps.bank.addFundingSource(customerRef, {
      routingNumber: '011000015',
      accountNumber: '5550002222',
      bankAccountType: 'checking',
      name: 'New checking',
    });
    expect(await deps.bank.listFundingSources(customerRef)).toContainEqual(
      expect.objectContaining({ ref: live, status: 'unverified', removed: false }),
    );

    await seedDemoBank(deps, () => undefined);
    expect(await findOwnerBank(deps.db, owner)).toMatchObject({
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: false,
    });
    expect(await deps.bank.listFundingSources(customerRef)).toContainEqual(
      expect.objectContaining({ ref: live, removed: true }),
    );
  });
});

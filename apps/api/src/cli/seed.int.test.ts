import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { claimFiles, claims, serviceProviders, transfers, users } from '../db/schema.ts';
import { createLocalFileStore } from '../integrations/storage/file-store.ts';
import { seedDemoData } from './seed.ts';

let database: DatabaseHandle;
let filesDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = mkdtempSync(join(tmpdir(), 'ace-seed-'));
});
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('seed', () => {
  it('registers every demo role and claims in every status, once', async () => {
    const store = createLocalFileStore(filesDir);
    const config = loadConfig({});
    const first = await seedDemoData(database.db, store, config, new Date('2023-10-01T12:00:00Z'));
    const second = await seedDemoData(database.db, store, config, new Date('2023-10-01T12:00:00Z'));
    expect(first).toEqual({ providers: 5, children: 6, claims: 11 });
    expect(second).toEqual({ providers: 5, children: 6, claims: 0 });

    const byType = await database.db.select({ type: users.type, n: count() }).from(users).groupBy(users.type);
    expect(Object.fromEntries(byType.map((row) => [row.type, row.n]))).toEqual({ Parent: 4, MeritCS: 2 });
    const statuses = await database.db.selectDistinct({ status: claims.status }).from(claims);
    expect(statuses.map((row) => row.status).sort()).toEqual(['Accepted', 'Pending', 'Pending external', 'Rejected']);
    // Accepted claims were paid before the demo: one processed payout each, of the claim's amount.
    const payouts = await database.db
      .select({ status: transfers.status, paid: transfers.amountCents, amount: claims.amountCents })
      .from(claims)
      .leftJoin(transfers, eq(transfers.claimId, claims.id))
      .where(eq(claims.status, 'Accepted'));
    expect(payouts.length).toBeGreaterThan(0);
    for (const payout of payouts)
      expect(payout).toEqual({ status: 'processed', paid: payout.amount, amount: payout.amount });
    expect(await database.db.$count(transfers)).toBe(payouts.length);
    const providers = await database.db.select().from(serviceProviders);
    expect(providers.some((provider) => provider.status === 'Inactive')).toBe(true);
    expect(providers.some((provider) => provider.isFauxServiceProvider)).toBe(true);
    expect(providers.some((provider) => provider.hasProvidedBankDetails && !provider.hasHealthyBankConnection)).toBe(
      true,
    );
    const [file] = await database.db.select().from(claimFiles).where(eq(claimFiles.position, 0)).limit(1);
    expect(file && (await store.has(file.sha256))).toBe(true);
  });
});

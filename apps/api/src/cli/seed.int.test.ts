import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  awardInstalments,
  childAwards,
  children,
  claimEvents,
  claimFiles,
  claims,
  jobs,
  reviewTokens,
  schoolYears,
  serviceProviders,
  transfers,
  users,
} from '../db/schema.ts';
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
    expect(first).toEqual({ providers: 5, children: 8, claims: 12 });
    expect(second).toEqual({ providers: 5, children: 8, claims: 0 });
    // The programme runs to today's year, 2026-2027, open; the seed's children and claims stay in 2021-2023.
    const years = await database.db.select().from(schoolYears).orderBy(asc(schoolYears.startYear));
    expect(years.map((year) => [year.startYear, year.firstDateOfService, year.lastClaimDay, year.state])).toEqual([
      [2021, '2022-04-25', null, 'open'],
      [2022, '2022-07-01', null, 'open'],
      [2023, '2023-07-01', null, 'open'],
      [2024, '2024-07-01', '2025-08-31', 'open'],
      [2025, '2025-07-01', '2026-08-31', 'open'],
      [2026, '2026-07-01', '2027-08-31', 'open'],
    ]);
    const claimYears = await database.db.selectDistinct({ schoolYear: claims.schoolYear }).from(claims);
    expect(claimYears.every((row) => row.schoolYear === null || row.schoolYear <= 2023)).toBe(true);

    // Ella Wilson holds awards in two years, the second in two instalments; every other child one award.
    const awards = await database.db
      .select({
        child: children.firstName,
        year: childAwards.schoolYear,
        cents: childAwards.amountCents,
        parts: count(awardInstalments.arrivesOn),
      })
      .from(childAwards)
      .innerJoin(children, eq(children.id, childAwards.childId))
      .leftJoin(awardInstalments, eq(awardInstalments.awardId, childAwards.id))
      .groupBy(children.firstName, childAwards.schoolYear, childAwards.amountCents)
      .orderBy(children.firstName, childAwards.schoolYear);
    expect(awards.filter((award) => award.child === 'Ella')).toEqual([
      { child: 'Ella', year: 2025, cents: 100_000, parts: 0 },
      { child: 'Ella', year: 2026, cents: 100_000, parts: 2 },
    ]);
    expect(awards).toHaveLength(9);

    const byType = await database.db.select({ type: users.type, n: count() }).from(users).groupBy(users.type);
    expect(Object.fromEntries(byType.map((row) => [row.type, row.n]))).toEqual({ Parent: 5, MeritCS: 3 });
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

  it('gives each claim its own invoice, and the queue, overdue and reminded claims the demo starts with', async () => {
    const now = new Date('2023-10-01T12:00:00Z');
    const all = await database.db.select().from(claims).orderBy(asc(claims.id));
    const files = await database.db.select().from(claimFiles);
    expect(new Set(files.map((file) => file.sha256)).size).toBe(all.length);

    expect(all.filter((claim) => claim.waitingOn === 'staff').length).toBeGreaterThanOrEqual(3);
    const atProviders = all.filter((claim) => claim.waitingOn === 'provider');
    const overdue = atProviders.filter((claim) => claim.dueAt !== null && claim.dueAt <= now);
    const open = atProviders.filter((claim) => claim.dueAt !== null && claim.dueAt > now);
    expect([overdue.length, open.length]).toEqual([1, 2]);
    expect(all.filter((claim) => claim.waitingOn === 'nobody').every((claim) => claim.dueAt === null)).toBe(true);

    // Noah's claim, sent nine business days before the seed (Tuesday 19 September), is due Tuesday 3 October and was
    // reminded on Friday 29 September; its last-day reminder waits.
    const reminders = await database.db
      .select({ key: jobs.key, runAt: jobs.runAt, doneAt: jobs.doneAt })
      .from(jobs)
      .where(like(jobs.key, 'claim:%:provider-reminder:%'))
      .orderBy(asc(jobs.key));
    const reminded = reminders.filter((job) => job.key?.endsWith(':2023-10-03'));
    expect(reminded.map((job) => [job.key?.split(':')[3], job.doneAt?.toISOString() ?? null])).toEqual([
      ['lastDay', null],
      ['threeDaysLeft', '2023-09-29T12:00:00.000Z'],
    ]);
    for (const job of reminders) expect(job.doneAt === null).toBe(job.runAt > now);

    // Each claim sent to its provider has its send in its history and its open external link from that moment.
    for (const claim of atProviders) {
      const [sent] = await database.db
        .select()
        .from(claimEvents)
        .where(eq(claimEvents.claimId, claim.id))
        .orderBy(asc(claimEvents.at))
        .offset(1);
      const links = await database.db.select().from(reviewTokens).where(eq(reviewTokens.claimId, claim.id));
      const external = links.find((link) => link.reviewType === 'external');
      expect(sent?.toStatus).toBe('Pending external');
      // Reviewed when it was sent on, as a review's pass records it: the provider's list shows when it was sent.
      expect(claim.reviewedAt).toEqual(sent?.at);
      expect(external?.createdAt).toEqual(sent?.at);
      expect(external?.usedAt).toBeNull();
      expect(links.find((link) => link.reviewType === 'internal')?.usedAt).toEqual(sent?.at);
    }

    const before = await database.db.$count(jobs);
    await seedDemoData(database.db, createLocalFileStore(filesDir), loadConfig({}), new Date('2023-10-02T12:00:00Z'));
    expect(await database.db.$count(jobs)).toBe(before);
  });
});

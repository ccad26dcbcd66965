import { randomUUID } from 'node:crypto';
import { waitingOnIn, type ClaimStatus } from '@ace/domain';
import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../src/db/client.ts';
import { childAwards, children, claims, parents, providerMembers, serviceProviders, users } from '../src/db/schema.ts';
import type { TestPerson } from './identity-provider.ts';

/**
 * Typed factories of test data: each inserts one row with sensible values, overridden by what a test names,
 * and answers what the test needs to act as that person.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export function personFor(email: string, overrides: Partial<TestPerson> = {}): TestPerson {
  const n = next();
  return {
    agentId: `agt-${n}-${randomUUID()}`,
    entityId: `ent-${n}-${randomUUID()}`,
    email,
    name: 'Test Person',
    ...overrides,
  };
}

export async function insertParent(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> & {
    hasProvidedBankDetails?: boolean;
    hasHealthyBankConnection?: boolean;
  } = {},
) {
  const n = next();
  const { hasProvidedBankDetails = true, hasHealthyBankConnection = true, ...userValues } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      type: 'Parent',
      email: `parent${n}@example.com`,
      firstName: 'Pat',
      lastName: `Parent${n}`,
      ...userValues,
    })
    .returning();
  if (!user) throw new Error('no parent');
  await db.insert(parents).values({ userId: user.id, hasProvidedBankDetails, hasHealthyBankConnection });
  return { user, person: personFor(user.email) };
}

/** A child with their award of their school year (none without one): 1,000 dollars unless `awardCents` says. */
export async function insertChild(
  db: Executor,
  parentId: number,
  overrides: Partial<typeof children.$inferInsert> & { awardCents?: number } = {},
) {
  const n = next();
  const { awardCents = 100_000, ...values } = overrides;
  const [child] = await db
    .insert(children)
    .values({
      parentId,
      firstName: `Kid${n}`,
      lastName: 'Test',
      schoolYear: 2023,
      homeSchooled: false,
      ...values,
    })
    .returning();
  if (!child) throw new Error('no child');
  await db.insert(childAwards).values({ childId: child.id, schoolYear: child.schoolYear, amountCents: awardCents });
  return { ...child, awardCents };
}

export async function insertProvider(db: Executor, overrides: Partial<typeof serviceProviders.$inferInsert> = {}) {
  const n = next();
  const [provider] = await db
    .insert(serviceProviders)
    .values({
      number: String(200_000 + n),
      name: `Provider ${n}`,
      organisationId: `org-${n}-${randomUUID()}`,
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: true,
      ...overrides,
    })
    .returning();
  if (!provider) throw new Error('no provider');
  return provider;
}

export async function insertMeritCs(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      type: 'MeritCS',
      email: `staff${n}@meritcs.example.com`,
      firstName: 'Sam',
      lastName: `Staff${n}`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('no staff');
  return { user, person: personFor(user.email) };
}

/** A claim's school year unless a test says: its child's, the year its award is of (ADR 0028). */
function childYear(childId: ClaimValues['childId']) {
  return sql<number | null>`(select ${children.schoolYear} from ${children} where ${children.id} = ${childId})`;
}

export async function insertClaim(
  db: Executor,
  values: { childId: number; submittedBy: number; status?: ClaimStatus } & Partial<typeof claims.$inferInsert>,
) {
  const [claim] = await db
    .insert(claims)
    .values({
      amountCents: 10_000,
      category: 'tutoring',
      description: 'Tutoring',
      dateOfService: '2023-09-01',
      payTo: 'User',
      status: 'Pending',
      waitingOn: waitingOnIn(values.status ?? 'Pending'),
      schoolYear: childYear(values.childId),
      ...values,
    })
    .returning();
  if (!claim) throw new Error('no claim');
  return claim;
}

/** Claim values as an insert takes them: a column may also be given as SQL (a timestamp to the microsecond). */
type ClaimValues = PgInsertValue<typeof claims>;
type DefaultedClaimField =
  'amountCents' | 'category' | 'description' | 'dateOfService' | 'payTo' | 'status' | 'waitingOn';

/**
 * Many claims in a few multi-row inserts, for tests of lists and pages: each value as insertClaim would complete
 * it. Answers the rows in the order given.
 */
export async function insertClaims(
  db: Executor,
  values: (Omit<ClaimValues, DefaultedClaimField> & Partial<Pick<ClaimValues, DefaultedClaimField>>)[],
  rowsPerInsert = 1_000,
) {
  const rows: (typeof claims.$inferSelect)[] = [];
  for (let start = 0; start < values.length; start += rowsPerInsert) {
    const chunk = values.slice(start, start + rowsPerInsert).map((claim): ClaimValues => ({
      amountCents: 10_000,
      category: 'tutoring',
      description: 'Tutoring',
      dateOfService: '2023-09-01',
      payTo: 'User',
      status: 'Pending',
      waitingOn: waitingOnIn(typeof claim.status === 'string' ? claim.status : 'Pending'),
      schoolYear: childYear(claim.childId),
      ...claim,
    }));
    rows.push(...(await db.insert(claims).values(chunk).returning()));
  }
  return rows;
}

/** A service provider user who is a confirmed member of the provider's organisation, and how to sign in as them. */
export async function insertProviderMember(db: Executor, provider: { id: number; organisationId: string }) {
  const n = next();
  const email = `member${n}@provider.example.com`;
  const person = personFor(email, {
    merits: [{ id: provider.organisationId, name: 'Organisation', status: 'accepted' }],
  });
  const [user] = await db
    .insert(users)
    .values({
      type: 'ServiceProvider',
      email,
      firstName: 'Morgan',
      lastName: `Member${n}`,
      agentId: person.agentId,
      entityId: person.entityId,
    })
    .returning();
  if (!user) throw new Error('no provider member');
  await db.insert(providerMembers).values({ userId: user.id, providerId: provider.id });
  return { user, person };
}

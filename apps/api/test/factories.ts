import { randomUUID } from 'node:crypto';
import type { ClaimStatus } from '@ace/domain';
import type { Executor } from '../src/db/client.ts';
import { children, claims, parents, serviceProviders, users } from '../src/db/schema.ts';
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

export async function insertChild(
  db: Executor,
  parentId: number,
  overrides: Partial<typeof children.$inferInsert> = {},
) {
  const n = next();
  const [child] = await db
    .insert(children)
    .values({
      parentId,
      firstName: `Kid${n}`,
      lastName: 'Test',
      schoolYear: 2023,
      homeSchooled: false,
      awardCents: 100_000,
      ...overrides,
    })
    .returning();
  if (!child) throw new Error('no child');
  return child;
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
      ...values,
    })
    .returning();
  if (!claim) throw new Error('no claim');
  return claim;
}

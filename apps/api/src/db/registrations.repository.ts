import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { children, parents, serviceProviders, users } from './schema.ts';

/**
 * How people and organisations come to be registered with the programme: the award list import, the demo seed
 * and support staff. Every write here is idempotent.
 */

async function findUserIdByEmail(db: Executor, type: 'Parent' | 'MeritCS', email: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, type), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0]?.id;
}

async function upsertUser(
  db: Executor,
  type: 'Parent' | 'MeritCS',
  person: { email: string; firstName: string; lastName: string },
) {
  const existing = await findUserIdByEmail(db, type, person.email);
  if (existing !== undefined) {
    await db
      .update(users)
      .set({ firstName: person.firstName, lastName: person.lastName })
      .where(eq(users.id, existing));
    return existing;
  }
  const rows = await db
    .insert(users)
    .values({ type, ...person })
    .returning({ id: users.id });
  const [row] = rows;
  if (!row) throw new Error('insert returned no user');
  return row.id;
}

/** Registers a parent by e-mail (names updated when they changed); returns the parent's user id. */
export async function upsertParentByEmail(
  db: Executor,
  person: { email: string; firstName: string; lastName: string },
) {
  const userId = await upsertUser(db, 'Parent', person);
  await db.insert(parents).values({ userId }).onConflictDoNothing();
  return userId;
}

export async function setParentBank(
  db: Executor,
  userId: number,
  flags: { hasProvidedBankDetails: boolean; hasHealthyBankConnection: boolean },
) {
  await db.update(parents).set(flags).where(eq(parents.userId, userId));
}

/** Registers a child's award, or updates the award of the same child (same parent, names and school year). */
export async function upsertAwardedChild(
  db: Executor,
  child: {
    parentId: number;
    firstName: string;
    lastName: string;
    schoolYear: number | null;
    homeSchooled: boolean;
    awardCents: number;
  },
): Promise<number> {
  const rows = await db
    .select({ id: children.id })
    .from(children)
    .where(
      and(
        eq(children.parentId, child.parentId),
        sql`lower(${children.firstName}) = ${child.firstName.toLowerCase()}`,
        sql`lower(${children.lastName}) = ${child.lastName.toLowerCase()}`,
        sql`coalesce(${children.schoolYear}, 0) = ${child.schoolYear ?? 0}`,
      ),
    )
    .limit(1);
  const existing = rows[0];
  if (existing) {
    await db
      .update(children)
      .set({ homeSchooled: child.homeSchooled, awardCents: child.awardCents })
      .where(eq(children.id, existing.id));
    return existing.id;
  }
  const inserted = await db.insert(children).values(child).returning({ id: children.id });
  const [row] = inserted;
  if (!row) throw new Error('insert returned no child');
  return row.id;
}

export async function upsertMeritCs(db: Executor, person: { email: string; firstName: string; lastName: string }) {
  return upsertUser(db, 'MeritCS', person);
}

/** Registers an organisation as a provider under its number, or updates it; returns the provider's id. */
export async function upsertServiceProvider(
  db: Executor,
  provider: typeof serviceProviders.$inferInsert,
): Promise<number> {
  const rows = await db
    .insert(serviceProviders)
    .values(provider)
    .onConflictDoUpdate({
      target: serviceProviders.organisationId,
      set: {
        name: provider.name,
        status: provider.status,
        isFauxServiceProvider: provider.isFauxServiceProvider,
        hasProvidedBankDetails: provider.hasProvidedBankDetails,
        hasHealthyBankConnection: provider.hasHealthyBankConnection,
        contactEmail: provider.contactEmail,
      },
    })
    .returning({ id: serviceProviders.id });
  const [row] = rows;
  if (!row) throw new Error('upsert returned no provider');
  return row.id;
}

import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { providerMembers, serviceProviders, users } from '../../db/schema.ts';
import type { Recipient } from '../mail/mail-in-each-language.ts';

export type ProviderRow = typeof serviceProviders.$inferSelect;

export async function findProviderByNumber(db: Executor, number: string): Promise<ProviderRow | undefined> {
  const rows = await db.select().from(serviceProviders).where(eq(serviceProviders.number, number)).limit(1);
  return rows[0];
}

export async function findProviderByOrganisation(
  db: Executor,
  organisationId: string,
): Promise<ProviderRow | undefined> {
  const rows = await db
    .select()
    .from(serviceProviders)
    .where(eq(serviceProviders.organisationId, organisationId))
    .limit(1);
  return rows[0];
}

export async function listProvidersByOrganisation(db: Executor, organisationIds: string[]): Promise<ProviderRow[]> {
  if (organisationIds.length === 0) return [];
  return db.select().from(serviceProviders).where(inArray(serviceProviders.organisationId, organisationIds));
}

export async function insertProvider(db: Executor, values: typeof serviceProviders.$inferInsert): Promise<ProviderRow> {
  const rows = await db.insert(serviceProviders).values(values).returning();
  const [row] = rows;
  if (!row) throw new Error('insert returned no provider');
  return row;
}

/** Moves a provider from one status to the other; undefined when it was not in `from` any more. */
export async function updateProviderStatus(
  db: Executor,
  id: number,
  from: ProviderRow['status'],
  to: ProviderRow['status'],
) {
  const rows = await db
    .update(serviceProviders)
    .set({ status: to })
    .where(and(eq(serviceProviders.id, id), eq(serviceProviders.status, from)))
    .returning();
  return rows[0];
}

const membership = preparedQuery(
  'provider_membership',
  (db, name) =>
    db
      .select({ provider: serviceProviders, confirmedAt: providerMembers.confirmedAt })
      .from(providerMembers)
      .innerJoin(serviceProviders, eq(serviceProviders.id, providerMembers.providerId))
      .where(
        and(
          eq(providerMembers.userId, sql.placeholder('userId')),
          eq(serviceProviders.organisationId, sql.placeholder('organisationId')),
        ),
      )
      .limit(1)
      .prepare(name),
  'once',
);

/** The provider of an organisation and when the identity provider last confirmed it, when the user is a member. */
export async function findMembership(
  db: Executor,
  userId: number,
  organisationId: string,
): Promise<{ provider: ProviderRow; confirmedAt: Date } | undefined> {
  const rows = await membership(db).execute({ userId, organisationId });
  return rows[0];
}

/** Records a membership the identity provider confirmed at `at`. */
export async function confirmMembership(db: Executor, userId: number, providerId: number, at: Date): Promise<void> {
  await db
    .insert(providerMembers)
    .values({ userId, providerId, confirmedAt: at })
    .onConflictDoUpdate({
      target: [providerMembers.userId, providerMembers.providerId],
      set: { confirmedAt: at },
    });
}

/**
 * What the identity provider listed at `at`: the user's memberships in these providers are confirmed then, the
 * others (merits it no longer lists) are forgotten. Adds none: a membership begins at login-success.
 */
export async function keepOnlyMemberships(
  db: Executor,
  userId: number,
  providerIds: number[],
  at: Date,
): Promise<void> {
  await db
    .delete(providerMembers)
    .where(
      providerIds.length === 0
        ? eq(providerMembers.userId, userId)
        : and(eq(providerMembers.userId, userId), notInArray(providerMembers.providerId, providerIds)),
    );
  if (providerIds.length === 0) return;
  await db
    .update(providerMembers)
    .set({ confirmedAt: at })
    .where(and(eq(providerMembers.userId, userId), inArray(providerMembers.providerId, providerIds)));
}

/** Finds or creates the service provider user of an identity; providers are registered by organisation, not person. */
export async function upsertProviderUser(
  db: Executor,
  person: { email: string; firstName: string; lastName: string; agentId: string; entityId: string },
) {
  const rows = await db
    .insert(users)
    .values({ type: 'ServiceProvider', ...person })
    .onConflictDoUpdate({
      target: [users.type, users.entityId],
      set: { email: person.email, agentId: person.agentId },
    })
    .returning();
  const [row] = rows;
  if (!row) throw new Error('upsert returned no user');
  return row;
}

/**
 * Who a provider's e-mails go to: its contact address (no one's account, so no language) and its members, each in
 * the language they chose; an address that is both is the member's.
 */
export async function listProviderRecipients(db: Executor, providerId: number): Promise<Recipient[]> {
  const [provider] = await db
    .select({ contactEmail: serviceProviders.contactEmail })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId));
  const members = await db
    .select({ email: users.email, language: users.language })
    .from(providerMembers)
    .innerJoin(users, eq(users.id, providerMembers.userId))
    .where(eq(providerMembers.providerId, providerId));
  const recipients = new Map<string, Recipient>();
  for (const { email, language } of [{ email: provider?.contactEmail, language: null }, ...members]) {
    if (typeof email !== 'string' || email === '') continue;
    const address = email.toLowerCase();
    if (language !== null || !recipients.has(address)) recipients.set(address, { email: address, language });
  }
  return [...recipients.values()];
}

import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { UserType } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { parents, users } from '../../db/schema.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';

export type UserRow = typeof users.$inferSelect;
export type ParentRow = typeof parents.$inferSelect;

/**
 * The registered user of a type that an identity stands for: the one already linked to the person's entity, or
 * else one registered under the person's verified e-mail and not linked to anyone yet (an unverified e-mail is
 * passed as null, which matches no one).
 */
const identityCondition = and(
  eq(users.type, sql.placeholder('type')),
  or(
    eq(users.entityId, sql.placeholder('entityId')),
    and(isNull(users.entityId), sql`lower(${users.email}) = ${sql.placeholder('email')}`),
  ),
);

const linkedFirst = sql`${users.entityId} is null`;

function identityValues(type: UserType, identity: Identity) {
  return { type, entityId: identity.entityId, email: identity.emailVerified ? identity.email : null };
}

const userByIdentity = preparedQuery(
  'user_by_identity',
  (db, name) => db.select().from(users).where(identityCondition).orderBy(linkedFirst).limit(1).prepare(name),
  'once',
);

export async function findUserByIdentity(
  db: Executor,
  type: UserType,
  identity: Identity,
): Promise<UserRow | undefined> {
  const rows = await userByIdentity(db).execute(identityValues(type, identity));
  return rows[0];
}

const parentByIdentity = preparedQuery(
  'parent_by_identity',
  (db, name) =>
    db
      .select({ user: users, parent: parents })
      .from(users)
      .innerJoin(parents, eq(parents.userId, users.id))
      .where(identityCondition)
      .orderBy(linkedFirst)
      .limit(1)
      .prepare(name),
  'once',
);

/** The parent behind an identity (as findUserByIdentity finds users) with the parent's bank flags, in one query. */
export async function findParentByIdentity(db: Executor, identity: Identity) {
  const rows = await parentByIdentity(db).execute(identityValues('Parent', identity));
  return rows[0];
}

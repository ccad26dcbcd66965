import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { UserType } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { childClaimTotals, children, claims, parents, users } from '../../db/schema.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';

export type UserRow = typeof users.$inferSelect;

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

const userByIdentity = preparedQuery('user_by_identity', (db, name) =>
  db.select().from(users).where(identityCondition).orderBy(linkedFirst).limit(1).prepare(name),
);

export async function findUserByIdentity(
  db: Executor,
  type: UserType,
  identity: Identity,
): Promise<UserRow | undefined> {
  const rows = await userByIdentity(db).execute(identityValues(type, identity));
  return rows[0];
}

const parentByIdentity = preparedQuery('parent_by_identity', (db, name) =>
  db
    .select({ user: users, parent: parents })
    .from(users)
    .innerJoin(parents, eq(parents.userId, users.id))
    .where(identityCondition)
    .orderBy(linkedFirst)
    .limit(1)
    .prepare(name),
);

/** The parent behind an identity (as findUserByIdentity finds users) with the parent's bank flags, in one query. */
export async function findParentByIdentity(db: Executor, identity: Identity) {
  const rows = await parentByIdentity(db).execute(identityValues('Parent', identity));
  return rows[0];
}

/** Links a registered user to the identity; false when the user is already linked to someone else. */
export async function linkIdentity(db: Executor, userId: number, identity: Identity): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ agentId: identity.agentId, entityId: identity.entityId })
    .where(and(eq(users.id, userId), or(isNull(users.entityId), eq(users.entityId, identity.entityId))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export type ParentRow = typeof parents.$inferSelect;

export async function findParent(db: Executor, userId: number) {
  const rows = await db.select().from(parents).where(eq(parents.userId, userId)).limit(1);
  return rows[0];
}

const childrenWithClaims = preparedQuery('children_with_claims', (db, name) =>
  db
    .select({
      child: {
        id: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        schoolYear: children.schoolYear,
        homeSchooled: children.homeSchooled,
        awardCents: children.awardCents,
        acceptedCents: sql<number>`coalesce(${childClaimTotals.spentCents}, 0)`.mapWith(Number),
        pendingCents: sql<number>`coalesce(${childClaimTotals.pendingCents}, 0)`.mapWith(Number),
      },
      claim: {
        id: claims.id,
        amountCents: claims.amountCents,
        createdAt: claims.createdAt,
        status: claims.status,
        payTo: claims.payTo,
        payoutWaitingSince: claims.payoutWaitingSince,
      },
    })
    .from(children)
    .leftJoin(childClaimTotals, eq(childClaimTotals.childId, children.id))
    .leftJoin(claims, eq(claims.childId, children.id))
    .where(eq(children.parentId, sql.placeholder('parentId')))
    .orderBy(children.id, desc(claims.createdAt), desc(claims.id))
    .prepare(name),
);

/**
 * A parent's children, each with what its claims have spent and hold (the figures the database keeps, migration 0011)
 * and all its claims (newest first): the dashboard in one query.
 */
export async function listChildrenWithClaims(db: Executor, parentId: number) {
  const rows = await childrenWithClaims(db).execute({ parentId });
  const byChild = new Map<
    number,
    (typeof rows)[number]['child'] & { claims: NonNullable<(typeof rows)[number]['claim']>[] }
  >();
  for (const row of rows) {
    const child = byChild.get(row.child.id) ?? { ...row.child, claims: [] };
    if (row.claim) child.claims.push(row.claim);
    byChild.set(row.child.id, child);
  }
  return [...byChild.values()];
}

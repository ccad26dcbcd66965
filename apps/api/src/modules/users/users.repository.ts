import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { UserType } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { children, claims, parents, users } from '../../db/schema.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The registered user of a type that an identity stands for: the one already linked to the person's entity, or
 * else one registered under the person's verified e-mail and not linked to anyone yet.
 */
export async function findUserByIdentity(
  db: Executor,
  type: UserType,
  identity: Identity,
): Promise<UserRow | undefined> {
  const byEmail = identity.emailVerified
    ? and(isNull(users.entityId), sql`lower(${users.email}) = ${identity.email}`)
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.type, type),
        byEmail ? or(eq(users.entityId, identity.entityId), byEmail) : eq(users.entityId, identity.entityId),
      ),
    )
    .orderBy(sql`${users.entityId} is null`)
    .limit(1);
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

export async function findParent(db: Executor, userId: number) {
  const rows = await db.select().from(parents).where(eq(parents.userId, userId)).limit(1);
  return rows[0];
}

/** A parent's children with the sums their funds are made of. */
export async function listChildrenWithTotals(db: Executor, parentId: number) {
  return db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      schoolYear: children.schoolYear,
      homeSchooled: children.homeSchooled,
      awardCents: children.awardCents,
      acceptedCents: sql<number>`coalesce(sum(${claims.amountCents}) filter (where ${claims.status} = 'Accepted'), 0)::int`,
      pendingCents: sql<number>`coalesce(sum(${claims.amountCents}) filter (where ${claims.status} in ('Pending', 'Pending external')), 0)::int`,
    })
    .from(children)
    .leftJoin(claims, eq(claims.childId, children.id))
    .where(eq(children.parentId, parentId))
    .groupBy(children.id)
    .orderBy(children.id);
}

/** The claim history of some children, newest first. */
export async function listClaimHistory(db: Executor, childIds: number[]) {
  if (childIds.length === 0) return [];
  return db
    .select({
      id: claims.id,
      childId: claims.childId,
      amountCents: claims.amountCents,
      createdAt: claims.createdAt,
      status: claims.status,
    })
    .from(claims)
    .where(inArray(claims.childId, childIds))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { children, claimEvents, claims, parents, serviceProviders, transfers, users } from '../../db/schema.ts';

/** The parent registered under this user id (a signed archive link names the user), with their bank flags. */
export async function findParentUser(db: Executor, userId: number) {
  const rows = await db
    .select({ user: users, parent: parents })
    .from(users)
    .innerJoin(parents, eq(parents.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.type, 'Parent')))
    .limit(1);
  return rows[0];
}

/**
 * The claims this parent sent for their own children, resubmissions included, oldest first, each with its
 * programme provider. A claim someone else sent for the child is not the parent's to take away.
 */
export async function listSentClaims(db: Executor, parentId: number) {
  return db
    .select({
      claim: claims,
      child: { id: children.id, firstName: children.firstName, lastName: children.lastName },
      provider: { number: serviceProviders.number, name: serviceProviders.name },
    })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(and(eq(children.parentId, parentId), eq(claims.submittedBy, parentId)))
    .orderBy(asc(claims.createdAt), asc(claims.id));
}

/** What happened to these claims and when, oldest first: the actions only, never who did it or their notes. */
export async function listEventActions(db: Executor, claimIds: number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select({ claimId: claimEvents.claimId, action: claimEvents.action, at: claimEvents.at })
    .from(claimEvents)
    .where(inArray(claimEvents.claimId, claimIds))
    .orderBy(asc(claimEvents.at), asc(claimEvents.id));
}

/** The payouts of these claims, as a parent's timeline reads them: status and when it last changed. */
export async function listTransferStates(db: Executor, claimIds: number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select({ claimId: transfers.claimId, id: transfers.id, status: transfers.status, updatedAt: transfers.updatedAt })
    .from(transfers)
    .where(inArray(transfers.claimId, claimIds))
    .orderBy(asc(transfers.id));
}

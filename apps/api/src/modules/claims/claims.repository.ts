import type { ClaimStatus, ClaimTotals } from '@ace/domain';
import { and, asc, eq } from 'drizzle-orm';
import { serviceProviders, users } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import { childClaimTotals, children, claimEvents, claimFiles, claims, transfers } from '../../db/schema.ts';

export type ChildRow = typeof children.$inferSelect;

/** A claim's payouts, oldest first: what the parent sees of them and what the bank module pays from. */
export async function listClaimTransfers(db: Executor, claimId: number): Promise<(typeof transfers.$inferSelect)[]> {
  return db.select().from(transfers).where(eq(transfers.claimId, claimId)).orderBy(asc(transfers.id));
}

/** A child of this parent; undefined for anyone else's child. With `lock`, holds the row until the transaction ends. */
export async function findChildOfParent(db: Executor, childId: number, parentId: number, lock = false) {
  const query = db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)));
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

/**
 * Holds the rows of every child of a parent, in their order, until the transaction ends: the family's claims are
 * then written one at a time, so that a receipt sent from two devices at once is seen by the second (issue 36).
 */
export async function lockFamily(db: Executor, parentId: number): Promise<void> {
  await db
    .select({ id: children.id })
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.id))
    .for('update');
}

/**
 * What a child's claims have spent and still hold: the figures the database keeps with every claim change
 * (migration 0011), read in one row instead of summing the child's claims.
 */
export async function findClaimTotals(db: Executor, childId: number): Promise<ClaimTotals> {
  const rows = await db
    .select({ acceptedCents: childClaimTotals.spentCents, pendingCents: childClaimTotals.pendingCents })
    .from(childClaimTotals)
    .where(eq(childClaimTotals.childId, childId));
  return rows[0] ?? { acceptedCents: 0, pendingCents: 0 };
}

export async function insertClaim(db: Executor, values: typeof claims.$inferInsert) {
  const rows = await db
    .insert(claims)
    .values(values)
    .returning({ id: claims.id, uuid: claims.uuid, status: claims.status });
  const [row] = rows;
  if (!row) throw new Error('insert returned no claim');
  return row;
}

export async function insertClaimFiles(db: Executor, values: (typeof claimFiles.$inferInsert)[]) {
  if (values.length > 0) await db.insert(claimFiles).values(values);
}

export async function insertClaimEvent(db: Executor, values: typeof claimEvents.$inferInsert) {
  await db.insert(claimEvents).values(values);
}

export async function hasClaims(db: Executor, childId: number): Promise<boolean> {
  const rows = await db.select({ id: claims.id }).from(claims).where(eq(claims.childId, childId)).limit(1);
  return rows.length > 0;
}

/** A claim with its child, the child's parent and its programme provider (if any). */
export async function findClaimWithPeople(db: Executor, claimId: number) {
  const rows = await db
    .select({ claim: claims, child: children, parent: users, provider: serviceProviders })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(eq(claims.id, claimId))
    .limit(1);
  return rows[0];
}

/** What happened to a claim and when, oldest first: the actions only, never who did it or their notes. */
export async function listClaimEventActions(db: Executor, claimId: number) {
  return db
    .select({ action: claimEvents.action, at: claimEvents.at })
    .from(claimEvents)
    .where(eq(claimEvents.claimId, claimId))
    .orderBy(asc(claimEvents.at), asc(claimEvents.id));
}

/** A claim's status and child, with `lock` held until the transaction ends: the claim a resubmission corrects. */
export async function findClaimStatus(db: Executor, claimId: number, lock = false) {
  const query = db
    .select({ id: claims.id, status: claims.status, childId: claims.childId, parentId: children.parentId })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .where(eq(claims.id, claimId));
  const rows = await (lock ? query.for('update', { of: claims }) : query);
  return rows[0];
}

/** The claim that corrects this one, if the parent sent one (at most one: claims_replaces_claim_key). */
export async function findReplacement(db: Executor, claimId: number): Promise<number | null> {
  const rows = await db.select({ id: claims.id }).from(claims).where(eq(claims.replacesClaimId, claimId)).limit(1);
  return rows[0]?.id ?? null;
}

/** How a claim was last rejected, if it was: the reason and the reviewer's words. */
export async function findRejection(db: Executor, claimId: number) {
  const rows = await db
    .select({ id: claims.id, rejectionReason: claims.rejectionReason, rejectionNotes: claims.rejectionNotes })
    .from(claims)
    .where(eq(claims.id, claimId));
  return rows[0];
}

/**
 * Moves a claim from the status its review step expects to the next one; undefined when it was not in that
 * status any more (another reviewer acted first).
 */
export async function moveClaimStatus(
  db: Executor,
  claimId: number,
  from: ClaimStatus,
  values: Partial<typeof claims.$inferInsert> & { status: ClaimStatus },
) {
  const rows = await db
    .update(claims)
    .set(values)
    .where(and(eq(claims.id, claimId), eq(claims.status, from)))
    .returning();
  return rows[0];
}

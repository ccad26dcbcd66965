import type { PreApprovalStatus } from '@ace/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { children, claims, preApprovalFiles, preApprovals, serviceProviders, users } from '../../db/schema.ts';

export type PreApprovalRow = typeof preApprovals.$inferSelect;
export type ProviderSummary = {
  number: string;
  name: string;
  organisationId: string;
  status: 'Active' | 'Inactive';
  isFauxServiceProvider: boolean;
} | null;

const withProvider = {
  preApproval: preApprovals,
  provider: {
    number: serviceProviders.number,
    name: serviceProviders.name,
    organisationId: serviceProviders.organisationId,
    status: serviceProviders.status,
    isFauxServiceProvider: serviceProviders.isFauxServiceProvider,
  },
};

export interface PreApprovalWithProvider {
  preApproval: PreApprovalRow;
  provider: ProviderSummary;
}

interface Person {
  firstName: string;
  lastName: string;
}

/** A pre-approval as its deciders list it: with its provider, and the names of its child and the child's parent. */
export interface PreApprovalForReviewRow extends PreApprovalWithProvider {
  child: Person;
  parent: Person;
}

const forReview = {
  ...withProvider,
  child: { firstName: children.firstName, lastName: children.lastName },
  parent: { firstName: users.firstName, lastName: users.lastName },
};

export async function insertPreApproval(
  db: Executor,
  values: typeof preApprovals.$inferInsert,
): Promise<PreApprovalRow> {
  const [row] = await db.insert(preApprovals).values(values).returning();
  if (!row) throw new Error('insert returned no pre-approval');
  return row;
}

/** The pre-approvals of a parent's children, the newest first. */
export async function listParentPreApprovals(db: Executor, parentId: number): Promise<PreApprovalWithProvider[]> {
  return db
    .select(withProvider)
    .from(preApprovals)
    .innerJoin(children, eq(children.id, preApprovals.childId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, preApprovals.serviceProviderId))
    .where(eq(children.parentId, parentId))
    .orderBy(desc(preApprovals.createdAt), desc(preApprovals.id));
}

/** One pre-approval with its provider, its child and the child's parent; `lock` holds its row. */
export async function findPreApproval(db: Executor, id: number, lock = false) {
  const query = db
    .select({ ...withProvider, child: children, parent: users })
    .from(preApprovals)
    .innerJoin(children, eq(children.id, preApprovals.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, preApprovals.serviceProviderId))
    .where(eq(preApprovals.id, id));
  const rows = await (lock ? query.for('update', { of: preApprovals }) : query);
  return rows[0];
}

/** The first 100 pre-approvals in a status, the oldest first: the staff's list. */
export async function listPreApprovalsInStatus(
  db: Executor,
  status: PreApprovalStatus,
): Promise<PreApprovalForReviewRow[]> {
  return db
    .select(forReview)
    .from(preApprovals)
    .innerJoin(children, eq(children.id, preApprovals.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, preApprovals.serviceProviderId))
    .where(eq(preApprovals.status, status))
    .orderBy(asc(preApprovals.createdAt), asc(preApprovals.id))
    .limit(100);
}

/** How many pre-approvals are in a status, and of them how many are past their provider's due date at `now`. */
export async function countPreApprovalsInStatus(
  db: Executor,
  status: PreApprovalStatus,
  now: Date,
): Promise<{ count: number; overdue: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${lte(preApprovals.dueAt, now)}))::int`,
    })
    .from(preApprovals)
    .where(eq(preApprovals.status, status));
  return { count: row?.count ?? 0, overdue: row?.overdue ?? 0 };
}

/** A provider's pre-approvals waiting for its decision, the oldest first. */
export async function listProviderPreApprovals(db: Executor, providerId: number): Promise<PreApprovalForReviewRow[]> {
  return db
    .select(forReview)
    .from(preApprovals)
    .innerJoin(children, eq(children.id, preApprovals.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .innerJoin(serviceProviders, eq(serviceProviders.id, preApprovals.serviceProviderId))
    .where(and(eq(preApprovals.serviceProviderId, providerId), eq(preApprovals.waitingOn, 'provider')))
    .orderBy(asc(preApprovals.createdAt), asc(preApprovals.id))
    .limit(100);
}

/** Moves a pre-approval on from the status its step expects; undefined when another decision came first. */
export async function movePreApproval(
  db: Executor,
  id: number,
  from: PreApprovalStatus,
  values: Partial<typeof preApprovals.$inferInsert> & { status: PreApprovalStatus },
): Promise<PreApprovalRow | undefined> {
  const [row] = await db
    .update(preApprovals)
    .set(values)
    .where(and(eq(preApprovals.id, id), eq(preApprovals.status, from)))
    .returning();
  return row;
}

/**
 * Takes the approved pre-approvals whose reminder is due: clears their `remind_at`, so that of two processes one takes
 * each, and answers the ids of those with something left to use.
 */
export async function takeDueReminders(db: Executor, now: Date, limit: number): Promise<number[]> {
  const due = db
    .select({ id: preApprovals.id })
    .from(preApprovals)
    .where(and(eq(preApprovals.status, 'Accepted'), isNotNull(preApprovals.remindAt), lte(preApprovals.remindAt, now)))
    .orderBy(asc(preApprovals.remindAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(preApprovals)
    .set({ remindAt: null })
    .where(sql`${preApprovals.id} in (${due})`)
    .returning({ id: preApprovals.id, left: sql<number>`${preApprovals.amountCents} - ${preApprovals.usedCents}` });
  return rows.filter((row) => row.left > 0).map((row) => row.id);
}

/**
 * Expires the approved pre-approvals past their end: one statement, so of two processes each row moves once. What is
 * left of their hold is released with them (it only ever raises what the family has available).
 */
export async function expirePreApprovals(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .update(preApprovals)
    .set({ status: 'Expired', waitingOn: 'nobody', dueAt: null, remindAt: null })
    .where(and(eq(preApprovals.status, 'Accepted'), lte(preApprovals.expiresAt, now)))
    .returning({ id: preApprovals.id });
  return rows.map((row) => row.id);
}

/** Pending claims wholly covered by a pre-approval whose receipts nobody looked at yet, the oldest first. */
export async function listUnsettledPreApprovedClaims(db: Executor, limit: number) {
  return db
    .select({ id: claims.id, amountCents: claims.amountCents, dateOfService: claims.dateOfService })
    .from(claims)
    .where(
      and(
        isNotNull(claims.preApprovalId),
        isNull(claims.preApprovalSettledAt),
        eq(claims.status, 'Pending'),
        eq(claims.preApprovedCents, claims.amountCents),
      ),
    )
    .orderBy(asc(claims.id))
    .limit(limit);
}

/** Notes that a pre-approved claim's receipts were looked at; false when another process did it first. */
export async function markPreApprovedClaimSettled(db: Executor, claimId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(claims)
    .set({ preApprovalSettledAt: now })
    .where(and(eq(claims.id, claimId), isNull(claims.preApprovalSettledAt), eq(claims.status, 'Pending')))
    .returning({ id: claims.id });
  return rows.length > 0;
}

export type QuoteFileRow = typeof preApprovalFiles.$inferSelect;

export async function insertQuoteFile(
  db: Executor,
  values: typeof preApprovalFiles.$inferInsert,
): Promise<QuoteFileRow> {
  const [row] = await db.insert(preApprovalFiles).values(values).returning();
  if (!row) throw new Error('insert returned no quote file');
  return row;
}

/** The quote files of these pre-approvals. */
export async function listQuoteFiles(db: Executor, preApprovalIds: readonly number[]): Promise<QuoteFileRow[]> {
  if (preApprovalIds.length === 0) return [];
  return db
    .select()
    .from(preApprovalFiles)
    .where(inArray(preApprovalFiles.preApprovalId, [...preApprovalIds]))
    .orderBy(asc(preApprovalFiles.preApprovalId), asc(preApprovalFiles.position));
}

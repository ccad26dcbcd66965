import { CLAIM_DECISION_ACTIONS, type AppealState } from '@ace/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { children, claimAppealFiles, claimAppeals, claimEvents, claims, users } from '../../db/schema.ts';

export type AppealRow = typeof claimAppeals.$inferSelect;

export async function insertAppeal(db: Executor, values: typeof claimAppeals.$inferInsert): Promise<AppealRow> {
  const [row] = await db.insert(claimAppeals).values(values).returning();
  if (!row) throw new Error('insert returned no appeal');
  return row;
}

export async function insertAppealFiles(db: Executor, values: (typeof claimAppealFiles.$inferInsert)[]) {
  if (values.length > 0) await db.insert(claimAppealFiles).values(values);
}

/** The appeal of a claim, if it was appealed (at most one: claim_appeals_claim_id_unique). */
export async function findAppealOfClaim(db: Executor, claimId: number): Promise<AppealRow | undefined> {
  const rows = await db.select().from(claimAppeals).where(eq(claimAppeals.claimId, claimId)).limit(1);
  return rows[0];
}

/** An appeal; with `lock`, its row is held until the transaction ends. */
export async function findAppeal(db: Executor, appealId: number, lock = false): Promise<AppealRow | undefined> {
  const query = db.select().from(claimAppeals).where(eq(claimAppeals.id, appealId)).limit(1);
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

export async function listAppealFiles(db: Executor, appealId: number) {
  return db
    .select()
    .from(claimAppealFiles)
    .where(eq(claimAppealFiles.appealId, appealId))
    .orderBy(asc(claimAppealFiles.position));
}

/** The people who decided a claim (CLAIM_DECISION_ACTIONS): none of them may decide its appeal. */
export async function listClaimDeciders(db: Executor, claimId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: claimEvents.actorUserId })
    .from(claimEvents)
    .where(
      and(
        eq(claimEvents.claimId, claimId),
        inArray(claimEvents.action, [...CLAIM_DECISION_ACTIONS]),
        isNotNull(claimEvents.actorUserId),
      ),
    );
  return rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
}

const parentUsers = alias(users, 'parent_users');

/**
 * Appeals in one state, for the staff's list: open ones the oldest first (the order they are due in), decided ones
 * the latest decision first; with whose claim it is and its amount.
 */
export async function listAppealsInState(db: Executor, state: AppealState, limit: number) {
  const order =
    state === 'open'
      ? [asc(claimAppeals.appealedAt), asc(claimAppeals.id)]
      : [desc(claimAppeals.decidedAt), desc(claimAppeals.id)];
  return db
    .select({
      appeal: claimAppeals,
      claimAmountCents: claims.amountCents,
      childFirstName: children.firstName,
      childLastName: children.lastName,
      parentFirstName: parentUsers.firstName,
      parentLastName: parentUsers.lastName,
    })
    .from(claimAppeals)
    .innerJoin(claims, eq(claims.id, claimAppeals.claimId))
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(parentUsers, eq(parentUsers.id, children.parentId))
    .where(eq(claimAppeals.state, state))
    .orderBy(...order)
    .limit(limit);
}

export async function countAppealsInState(db: Executor, state: AppealState): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(claimAppeals)
    .where(eq(claimAppeals.state, state));
  return row?.count ?? 0;
}

/** The appeals waiting for a decision, and how many of them are past their date at `now`: the staff digest's line. */
export async function countOpenAppeals(db: Executor, now: Date): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${claimAppeals.dueAt} <= ${now})::int`,
    })
    .from(claimAppeals)
    .where(eq(claimAppeals.state, 'open'));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

/**
 * Records an open appeal's decision; undefined when it was no longer open (another staff member decided it first).
 */
export async function decideOpenAppeal(
  db: Executor,
  appealId: number,
  values: Required<Pick<AppealRow, 'state' | 'decidedAt' | 'decidedBy' | 'decisionReason' | 'approvedAmountCents'>>,
): Promise<AppealRow | undefined> {
  const rows = await db
    .update(claimAppeals)
    .set(values)
    .where(and(eq(claimAppeals.id, appealId), eq(claimAppeals.state, 'open')))
    .returning();
  return rows[0];
}

/**
 * The appeals of one school year's claims, counted: lodged, open, past their date at `now`, upheld, overturned and
 * what those were approved for, and the days from lodging to decision (median, 90th percentile) of the decided ones.
 */
export async function appealFiguresOf(db: Executor, schoolYear: number | null, now: Date) {
  const days = sql`extract(epoch from (${claimAppeals.decidedAt} - ${claimAppeals.appealedAt})) / 86400`;
  const [row] = await db
    .select({
      lodged: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${claimAppeals.state} = 'open')::int`,
      overdue: sql<number>`count(*) filter (where ${claimAppeals.state} = 'open' and ${claimAppeals.dueAt} <= ${now})::int`,
      upheld: sql<number>`count(*) filter (where ${claimAppeals.state} = 'upheld')::int`,
      overturned: sql<number>`count(*) filter (where ${claimAppeals.state} = 'overturned')::int`,
      overturnedCents: sql`coalesce(sum(${claimAppeals.approvedAmountCents}), 0)::bigint`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${days})`,
      p90: sql<number | null>`percentile_cont(0.9) within group (order by ${days})`,
    })
    .from(claimAppeals)
    .innerJoin(claims, eq(claims.id, claimAppeals.claimId))
    .where(schoolYear === null ? isNull(claims.schoolYear) : eq(claims.schoolYear, schoolYear));
  return row;
}

/** The appeals of these claims, with their files in order: a family's archive carries them (ADR 0020). */
export async function listAppealsOfClaims(db: Executor, claimIds: readonly number[]) {
  if (claimIds.length === 0) return { appeals: [], files: [] };
  const appeals = await db
    .select()
    .from(claimAppeals)
    .where(inArray(claimAppeals.claimId, [...claimIds]));
  const files =
    appeals.length === 0
      ? []
      : await db
          .select()
          .from(claimAppealFiles)
          .where(
            inArray(
              claimAppealFiles.appealId,
              appeals.map((appeal) => appeal.id),
            ),
          )
          .orderBy(asc(claimAppealFiles.appealId), asc(claimAppealFiles.position));
  return { appeals, files };
}

import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { children, claimFiles, claims, staffReads, users } from '../../db/schema.ts';

export type StaffReadInsert = typeof staffReads.$inferInsert;

/** One read, appended to the access record (the table refuses any change or removal). */
export async function insertStaffRead(db: Executor, values: StaffReadInsert) {
  await db.insert(staffReads).values(values);
}

const readWithStaff = {
  read: staffReads,
  staffFirstName: users.firstName,
  staffLastName: users.lastName,
  staffEmail: users.email,
};

export type StaffReadRow = Awaited<ReturnType<typeof listClaimReads>>[number];

/** A claim's reads (of the claim and of its files), newest first, at most `limit`. */
export async function listClaimReads(db: Executor, claimId: number, limit: number) {
  return db
    .select(readWithStaff)
    .from(staffReads)
    .innerJoin(users, eq(users.id, staffReads.staffUserId))
    .where(eq(staffReads.claimId, claimId))
    .orderBy(desc(staffReads.at), desc(staffReads.id))
    .limit(limit);
}

/** A family's reads, newest first, from before `before` (the last row of the page before), at most `limit`. */
export async function listFamilyReads(
  db: Executor,
  parentUserId: number,
  before: { at: Date; id: number } | null,
  limit: number,
) {
  const earlier: SQL | undefined =
    before === null
      ? undefined
      : or(lt(staffReads.at, before.at), and(eq(staffReads.at, before.at), lt(staffReads.id, before.id)));
  return db
    .select(readWithStaff)
    .from(staffReads)
    .innerJoin(users, eq(users.id, staffReads.staffUserId))
    .where(and(eq(staffReads.parentUserId, parentUserId), earlier))
    .orderBy(desc(staffReads.at), desc(staffReads.id))
    .limit(limit);
}

/** The family and claim a claim file belongs to: what a read of the file is recorded against. */
/** Whether a claim of this id exists: a claim's access record is asked of claims only. */
export async function claimExists(db: Executor, claimId: number): Promise<boolean> {
  const rows = await db.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId)).limit(1);
  return rows.length > 0;
}

export async function findFileOwner(db: Executor, fileId: number) {
  const rows = await db
    .select({ claimId: claims.id, parentUserId: children.parentId })
    .from(claimFiles)
    .innerJoin(claims, eq(claims.id, claimFiles.claimId))
    .innerJoin(children, eq(children.id, claims.childId))
    .where(eq(claimFiles.id, fileId))
    .limit(1);
  return rows[0];
}

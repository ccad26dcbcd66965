import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  auditAnswerFiles,
  auditCases,
  auditQuestions,
  children,
  claimAppealFiles,
  claimAppeals,
  claimFiles,
  claims,
  preApprovalFiles,
  preApprovals,
} from '../../db/schema.ts';

export type ClaimFileRow = typeof claimFiles.$inferSelect;
export type AppealFileRow = typeof claimAppealFiles.$inferSelect;

/** What a signed link serves of a stored file, whichever table holds it. */
export type LinkedFileRow = Pick<ClaimFileRow, 'id' | 'originalName' | 'sha256' | 'mimeType' | 'sizeBytes'>;

export async function findClaimFile(db: Executor, id: number): Promise<ClaimFileRow | undefined> {
  const rows = await db.select().from(claimFiles).where(eq(claimFiles.id, id)).limit(1);
  return rows[0];
}

export async function listClaimFiles(db: Executor, claimIds: number[]): Promise<ClaimFileRow[]> {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(claimFiles)
    .where(inArray(claimFiles.claimId, claimIds))
    .orderBy(asc(claimFiles.claimId), asc(claimFiles.position));
}

/**
 * The advisory lock space of stored contents (the two-key form, apart from the migrations' one-key lock): a claim
 * being written holds its contents shared, a removal takes one alone (unreferenced-files.ts).
 */
const CONTENT_LOCKS = 33;

/** Holds these contents against removal until the transaction ends; any number of claims may hold one at once. */
export async function holdContents(tx: Executor, sha256s: readonly string[]) {
  const held = [...new Set(sha256s)].sort();
  if (held.length === 0) return;
  // One statement for all of them: each lock is a round trip to the database otherwise (five for a claim of five).
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${sql.raw(String(CONTENT_LOCKS))}, hashtext(content))
        from unnest(${sql.param(held)}::text[]) as content`,
  );
}

/** Takes a content for removal until the transaction ends, once no claim being written holds it. */
export async function lockContentForRemoval(tx: Executor, sha256: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(CONTENT_LOCKS))}, hashtext(${sha256}))`);
}

/**
 * Which of these contents a claim's file, a file sent with an appeal (issue 35), with an audit answer or as a
 * pre-approval's quote refers to.
 */
export async function referencedContents(db: Executor, sha256s: readonly string[]): Promise<Set<string>> {
  if (sha256s.length === 0) return new Set();
  const rows = await db
    .select({ sha256: claimFiles.sha256 })
    .from(claimFiles)
    .where(inArray(claimFiles.sha256, [...sha256s]))
    .union(
      db
        .select({ sha256: claimAppealFiles.sha256 })
        .from(claimAppealFiles)
        .where(inArray(claimAppealFiles.sha256, [...sha256s])),
    )
    .union(
      db
        .select({ sha256: auditAnswerFiles.sha256 })
        .from(auditAnswerFiles)
        .where(inArray(auditAnswerFiles.sha256, [...sha256s])),
    )
    .union(
      db
        .select({ sha256: preApprovalFiles.sha256 })
        .from(preApprovalFiles)
        .where(inArray(preApprovalFiles.sha256, [...sha256s])),
    );
  return new Set(rows.map((row) => row.sha256));
}

export async function findAppealFile(db: Executor, id: number): Promise<AppealFileRow | undefined> {
  const rows = await db.select().from(claimAppealFiles).where(eq(claimAppealFiles.id, id)).limit(1);
  return rows[0];
}

/** The claim and family of an appeal's file: a staff member opening it reads that claim (ADR 0019). */
export async function findAppealFileOwner(db: Executor, fileId: number) {
  const rows = await db
    .select({ claimId: claims.id, parentUserId: children.parentId })
    .from(claimAppealFiles)
    .innerJoin(claimAppeals, eq(claimAppeals.id, claimAppealFiles.appealId))
    .innerJoin(claims, eq(claims.id, claimAppeals.claimId))
    .innerJoin(children, eq(children.id, claims.childId))
    .where(eq(claimAppealFiles.id, fileId))
    .limit(1);
  return rows[0];
}

export async function findAuditFile(db: Executor, id: number): Promise<LinkedFileRow | undefined> {
  const rows = await db.select().from(auditAnswerFiles).where(eq(auditAnswerFiles.id, id)).limit(1);
  return rows[0];
}

/** The claim and family of a file sent with an audit's answer: a staff member opening it reads that claim. */
export async function findAuditFileOwner(db: Executor, fileId: number) {
  const rows = await db
    .select({ claimId: claims.id, parentUserId: children.parentId })
    .from(auditAnswerFiles)
    .innerJoin(auditQuestions, eq(auditQuestions.id, auditAnswerFiles.questionId))
    .innerJoin(auditCases, eq(auditCases.id, auditQuestions.caseId))
    .innerJoin(claims, eq(claims.id, auditCases.claimId))
    .innerJoin(children, eq(children.id, claims.childId))
    .where(eq(auditAnswerFiles.id, fileId))
    .limit(1);
  return rows[0];
}

export async function findPreApprovalFile(db: Executor, id: number): Promise<LinkedFileRow | undefined> {
  const rows = await db.select().from(preApprovalFiles).where(eq(preApprovalFiles.id, id)).limit(1);
  return rows[0];
}

/** The family of a pre-approval's quote: a staff member opening it reads that family's data, as the pre-approval. */
export async function findPreApprovalFileOwner(db: Executor, fileId: number) {
  const rows = await db
    .select({ parentUserId: children.parentId })
    .from(preApprovalFiles)
    .innerJoin(preApprovals, eq(preApprovals.id, preApprovalFiles.preApprovalId))
    .innerJoin(children, eq(children.id, preApprovals.childId))
    .where(eq(preApprovalFiles.id, fileId))
    .limit(1);
  return rows[0];
}

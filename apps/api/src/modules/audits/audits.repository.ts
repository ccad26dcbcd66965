import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { PROGRAMME_TIME_ZONE, type AuditListFilter } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import {
  auditAnswerFiles,
  auditCases,
  auditQuestions,
  auditRepayments,
  auditSamples,
  children,
  NO_SCHOOL_YEAR_FIGURES,
  claims,
  serviceProviders,
  transfers,
  users,
} from '../../db/schema.ts';

export type AuditCaseRow = typeof auditCases.$inferSelect;
export type AuditQuestionRow = typeof auditQuestions.$inferSelect;
export type AuditSampleRow = typeof auditSamples.$inferSelect;
export type AuditAnswerFileRow = typeof auditAnswerFiles.$inferSelect;

/**
 * The claims first paid in [from, to): Accepted claims whose first completed transfer completed then, in id order.
 * A claim paid in parts is counted in the week its first part arrived.
 */
export async function listClaimsPaidBetween(db: Executor, from: Date, to: Date): Promise<number[]> {
  const firstPaid = sql<Date>`min(${transfers.updatedAt})`;
  const rows = await db
    .select({ claimId: transfers.claimId })
    .from(transfers)
    .innerJoin(claims, eq(claims.id, transfers.claimId))
    .where(and(eq(transfers.status, 'processed'), eq(claims.status, 'Accepted')))
    .groupBy(transfers.claimId)
    .having(and(gte(firstPaid, from), lt(firstPaid, to)))
    .orderBy(asc(transfers.claimId));
  return rows.map((row) => row.claimId);
}

/** Whether the claim is Accepted and a transfer paid it. */
export async function isClaimPaid(db: Executor, claimId: number): Promise<boolean> {
  const rows = await db
    .select({ id: transfers.id })
    .from(transfers)
    .innerJoin(claims, eq(claims.id, transfers.claimId))
    .where(and(eq(transfers.claimId, claimId), eq(transfers.status, 'processed'), eq(claims.status, 'Accepted')))
    .limit(1);
  return rows.length > 0;
}

/** The latest week drawn, if any. */
export async function latestSampleWeek(db: Executor): Promise<string | undefined> {
  const rows = await db
    .select({ weekStart: auditSamples.weekStart })
    .from(auditSamples)
    .orderBy(desc(auditSamples.weekStart))
    .limit(1);
  return rows[0]?.weekStart;
}

/** Writes a week's draw; false when another run wrote it first (it waits for that run's transaction). */
export async function insertSample(db: Executor, values: typeof auditSamples.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(auditSamples)
    .values(values)
    .onConflictDoNothing()
    .returning({ week: auditSamples.weekStart });
  return rows.length > 0;
}

export async function listSamples(db: Executor, limit: number): Promise<AuditSampleRow[]> {
  return db.select().from(auditSamples).orderBy(desc(auditSamples.weekStart)).limit(limit);
}

export async function listCasesOfWeek(db: Executor, weekStart: string) {
  return db
    .select({ claimId: auditCases.claimId, sampled: auditCases.sampled, flagged: auditCases.flagged })
    .from(auditCases)
    .where(eq(auditCases.sampleWeek, weekStart))
    .orderBy(asc(auditCases.claimId));
}

/** What a new case copies from its claim: the child, and the claim's place in the Programme page's figures. */
export function copiedFromClaim(claimId: number) {
  const ofClaim = (value: SQL) => sql`(select ${value} from ${claims} where ${claims.id} = ${claimId})`;
  return {
    childId: ofClaim(sql`${claims.childId}`),
    figureYear: ofClaim(sql`coalesce(${claims.schoolYear}, ${NO_SCHOOL_YEAR_FIGURES})`),
    submittedOn: ofClaim(sql`(${claims.createdAt} at time zone ${PROGRAMME_TIME_ZONE})::date`),
    providerId: ofClaim(sql`${claims.serviceProviderId}`),
  };
}

/**
 * Opens the week's case of a claim drawn or flagged; a claim already audited (added by hand before) keeps its case,
 * which now says it was drawn or flagged too. Answers whether the case is new.
 */
export async function upsertWeekCase(
  db: Executor,
  values: { claimId: number; sampled: boolean; flagged: boolean; sampleWeek: string; openedAt: Date },
): Promise<boolean> {
  const [row] = await db
    .insert(auditCases)
    .values({
      ...values,
      ...copiedFromClaim(values.claimId),
      state: 'open',
    })
    .onConflictDoUpdate({
      target: auditCases.claimId,
      set: {
        sampled: sql`${auditCases.sampled} or excluded.sampled`,
        flagged: sql`${auditCases.flagged} or excluded.flagged`,
        sampleWeek: sql`coalesce(${auditCases.sampleWeek}, excluded.sample_week)`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === true;
}

/** Opens a case staff add by hand; undefined when the claim is audited already. */
export async function insertHandCase(
  db: Executor,
  values: { claimId: number; openedByUserId: number; openReason: string; openedAt: Date },
): Promise<AuditCaseRow | undefined> {
  const [row] = await db
    .insert(auditCases)
    .values({ ...values, ...copiedFromClaim(values.claimId), state: 'open' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A case, held for the rest of the transaction when `lock`: every step of a case is taken under its row's lock. */
export async function findCase(db: Executor, id: number, lock = false): Promise<AuditCaseRow | undefined> {
  const query = db.select().from(auditCases).where(eq(auditCases.id, id)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function findCaseOfClaim(db: Executor, claimId: number): Promise<AuditCaseRow | undefined> {
  const rows = await db.select().from(auditCases).where(eq(auditCases.claimId, claimId)).limit(1);
  return rows[0];
}

export async function updateCase(db: Executor, id: number, values: Partial<typeof auditCases.$inferInsert>) {
  await db.update(auditCases).set(values).where(eq(auditCases.id, id));
}

/** A new question; undefined when another is still waiting (two staff asking at once). */
export async function insertQuestion(
  db: Executor,
  values: typeof auditQuestions.$inferInsert,
): Promise<AuditQuestionRow | undefined> {
  const [row] = await db.insert(auditQuestions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findQuestion(db: Executor, id: number): Promise<AuditQuestionRow | undefined> {
  const rows = await db.select().from(auditQuestions).where(eq(auditQuestions.id, id)).limit(1);
  return rows[0];
}

export async function findWaitingQuestion(db: Executor, caseId: number): Promise<AuditQuestionRow | undefined> {
  const rows = await db
    .select()
    .from(auditQuestions)
    .where(and(eq(auditQuestions.caseId, caseId), isNull(auditQuestions.answeredAt)))
    .limit(1);
  return rows[0];
}

export async function answerQuestion(db: Executor, id: number, answer: string, at: Date) {
  await db.update(auditQuestions).set({ answer, answeredAt: at }).where(eq(auditQuestions.id, id));
}

export async function insertAnswerFiles(db: Executor, rows: (typeof auditAnswerFiles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(auditAnswerFiles).values(rows);
}

export async function listQuestions(db: Executor, caseId: number): Promise<AuditQuestionRow[]> {
  return db.select().from(auditQuestions).where(eq(auditQuestions.caseId, caseId)).orderBy(asc(auditQuestions.id));
}

export async function listAnswerFiles(db: Executor, questionIds: readonly number[]): Promise<AuditAnswerFileRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(auditAnswerFiles)
    .where(inArray(auditAnswerFiles.questionId, [...questionIds]))
    .orderBy(asc(auditAnswerFiles.questionId), asc(auditAnswerFiles.position));
}

/** A file of an answer on a case, with the family it belongs to. */
export async function findAnswerFile(db: Executor, caseId: number, fileId: number) {
  const rows = await db
    .select({ file: auditAnswerFiles })
    .from(auditAnswerFiles)
    .innerJoin(auditQuestions, eq(auditQuestions.id, auditAnswerFiles.questionId))
    .where(and(eq(auditAnswerFiles.id, fileId), eq(auditQuestions.caseId, caseId)))
    .limit(1);
  return rows[0]?.file;
}

/** The names of staff members, by user id. */
export async function staffNames(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** Cases still asking the family whose question's due date has passed (the list's filter, the Programme's figure). */
export const overdueCase = (now: Date) =>
  and(
    eq(auditCases.state, 'asked'),
    sql`exists (select 1 from ${auditQuestions} where ${auditQuestions.caseId} = ${auditCases.id} and ${auditQuestions.answeredAt} is null and ${auditQuestions.dueAt} <= ${now})`,
  );

const filters: Record<AuditListFilter, (now: Date) => SQL | undefined> = {
  all: () => undefined,
  open: () => sql`${auditCases.state} <> 'closed'`,
  overdue: overdueCase,
  toConfirm: () => eq(auditCases.state, 'toConfirm'),
  closed: () => eq(auditCases.state, 'closed'),
};

/** The most cases a list answers, the newest first. */
export const AUDIT_LIST_LIMIT = 200;

/** Cases of a list, the newest first, with the due date of the question each waits on (if any). */
export async function listCases(db: Executor, filter: AuditListFilter, now: Date) {
  return db
    .select({
      row: auditCases,
      dueAt:
        sql<Date | null>`(select ${auditQuestions.dueAt} from ${auditQuestions} where ${auditQuestions.caseId} = ${auditCases.id} and ${auditQuestions.answeredAt} is null)`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(auditCases)
    .where(filters[filter](now))
    .orderBy(desc(auditCases.openedAt), desc(auditCases.id))
    .limit(AUDIT_LIST_LIMIT);
}

/** The claim an audit is about, with its child, parent and paid provider (if any). */
export type AuditedClaim = NonNullable<Awaited<ReturnType<typeof findAuditedClaim>>>;

export async function findAuditedClaim(db: Executor, claimId: number) {
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

/** The family's case of one of their claims: undefined when the claim is not theirs or not audited. */
export async function findParentCase(db: Executor, parentUserId: number, claimId: number) {
  const rows = await db
    .select({ row: auditCases })
    .from(auditCases)
    .innerJoin(claims, eq(claims.id, auditCases.claimId))
    .innerJoin(children, eq(children.id, claims.childId))
    .where(and(eq(auditCases.claimId, claimId), eq(children.parentId, parentUserId)))
    .limit(1);
  return rows[0]?.row;
}

/** Whether the claim is one of this parent's children's. */
export async function isParentsClaim(db: Executor, parentUserId: number, claimId: number): Promise<boolean> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .where(and(eq(claims.id, claimId), eq(children.parentId, parentUserId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertRepayment(db: Executor, values: typeof auditRepayments.$inferInsert) {
  await db.insert(auditRepayments).values(values);
}

/** The closed misspent cases of claims paid to a provider, the newest first. */
export async function listProviderDebts(db: Executor, providerId: number) {
  return db
    .select({ row: auditCases })
    .from(auditCases)
    .innerJoin(claims, eq(claims.id, auditCases.claimId))
    .where(
      and(eq(claims.serviceProviderId, providerId), eq(auditCases.debtor, 'provider'), eq(auditCases.state, 'closed')),
    )
    .orderBy(desc(auditCases.closedAt), desc(auditCases.id));
}

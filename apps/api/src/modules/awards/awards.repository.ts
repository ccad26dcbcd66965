import {
  HOLDING_PRE_APPROVAL_STATUSES,
  type AuditMisspentReason,
  type ClaimTotals,
  type Instalment,
  type IsoDate,
  type SchoolYearOrNone,
  type SettlementRecord,
} from '@ace/domain';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { awardInstalments, childAwards, yearEndSettlements } from '../../db/schema.ts';

/** A child's award of one school year (none for a child without one), with its instalments by day. */
export interface AwardRow {
  id: number;
  childId: number;
  schoolYear: SchoolYearOrNone;
  amountCents: number;
  instalments: Instalment[];
}

/** What a child's claims charged to one year hold and have spent. */
export interface YearClaimTotals extends ClaimTotals {
  childId: number;
  schoolYear: SchoolYearOrNone;
}

/** What a child's pre-approvals of one year hold (ADR 0036). */
export interface YearHold {
  childId: number;
  schoolYear: SchoolYearOrNone;
  heldCents: number;
}

/** A settlement of a child's closed year as the funds read it (ADR 0032). */
export interface ChildSettlement extends SettlementRecord {
  childId: number;
}

/** These children's awards, their claims' totals per year and the settlements of their closed years. */
export interface ChildrenFunds {
  awards: AwardRow[];
  totals: YearClaimTotals[];
  settlements: ChildSettlement[];
  holds: YearHold[];
}

type AwardTuple = [
  id: number,
  childId: number,
  schoolYear: SchoolYearOrNone,
  amountCents: number,
  arrivesOn: IsoDate | null,
  instalmentCents: number | null,
];
type TotalsTuple = [childId: number, schoolYear: SchoolYearOrNone, acceptedCents: number, pendingCents: number];
type HoldTuple = [childId: number, schoolYear: SchoolYearOrNone, heldCents: number];
type SettlementTuple = [
  childId: number,
  schoolYear: number,
  intoYear: number | null,
  rolledOverCents: number,
  lapsedCents: number,
];

/**
 * The funds of the children whose ids `ids` selects (a condition on a child id: an array parameter, or a child of the
 * enclosing query), as three JSON arrays: their awards with their instalments (by child and school year, none first),
 * what their claims hold and have spent in each year they were charged to (the figures the database keeps with every
 * claim change, migration 0025), and the settlements of their closed years (by id). Columns of one statement rather
 * than three statements: the dashboard reads them on every request, in the statement of the children themselves
 * (bench/results/years-before-after.md).
 */
export const childrenFundsColumns = (ids: SQL) => ({
  awards: sql<AwardTuple[]>`(
    select coalesce(json_agg(json_build_array(a.id, a.child_id, a.school_year, a.amount_cents, i.arrives_on,
      i.amount_cents) order by a.child_id, a.school_year asc nulls first, i.arrives_on), '[]')
    from child_awards a left join award_instalments i on i.award_id = a.id
    where a.child_id ${ids})`,
  totals: sql<TotalsTuple[]>`(
    select coalesce(json_agg(json_build_array(t.child_id, t.school_year, t.spent_cents, t.pending_cents)), '[]')
    from child_year_claim_totals t where t.child_id ${ids})`,
  settlements: sql<SettlementTuple[]>`(
    select coalesce(json_agg(json_build_array(s.child_id, s.school_year, s.into_year, s.rolled_over_cents,
      s.lapsed_cents) order by s.id), '[]')
    from year_end_settlements s where s.child_id ${ids})`,
  // What waiting and approved pre-approvals hold (ADR 0036): rejected and expired ones hold nothing.
  holds: sql<HoldTuple[]>`(
    select coalesce(json_agg(json_build_array(h.child_id, h.school_year, h.held_cents)), '[]')
    from (select p.child_id, p.school_year, sum(p.amount_cents - p.used_cents) as held_cents from pre_approvals p
      where p.child_id ${ids} and p.status in (${sql.raw(HOLDING_PRE_APPROVAL_STATUSES.map((status) => `'${status}'`).join(', '))})
      group by p.child_id, p.school_year) h)`,
});

const fundsOfChildren = preparedQuery(
  'funds_of_children',
  (db, name) => {
    const ids = sql`= any(${sql.placeholder('childIds')}::integer[])`;
    return db
      .select({ ...childrenFundsColumns(ids), ...auditTakesColumns(ids) })
      .from(sql`(select 1) as one`)
      .prepare(name);
  },
  'once',
);

function awardsOf(tuples: readonly AwardTuple[]): AwardRow[] {
  const awards = new Map<number, AwardRow>();
  for (const [id, childId, schoolYear, amountCents, arrivesOn, instalmentCents] of tuples) {
    const award = awards.get(id) ?? { id, childId, schoolYear, amountCents, instalments: [] };
    if (arrivesOn !== null && instalmentCents !== null)
      award.instalments.push({ arrivesOn, amountCents: instalmentCents });
    awards.set(id, award);
  }
  return [...awards.values()];
}

/** The columns of childrenFundsColumns as they were read. */
export interface ChildrenFundsColumns {
  awards: AwardTuple[];
  totals: TotalsTuple[];
  settlements: SettlementTuple[];
  holds: HoldTuple[];
}

/** The funds of childrenFundsColumns' answer. */
export function childrenFundsOf(row: ChildrenFundsColumns): ChildrenFunds {
  return {
    awards: awardsOf(row.awards),
    totals: row.totals.map(([childId, schoolYear, acceptedCents, pendingCents]) => ({
      childId,
      schoolYear,
      acceptedCents,
      pendingCents,
    })),
    settlements: row.settlements.map(([childId, schoolYear, intoYear, rolledOverCents, lapsedCents]) => ({
      childId,
      schoolYear,
      intoYear,
      rolledOverCents,
      lapsedCents,
    })),
    holds: row.holds.map(([childId, schoolYear, heldCents]) => ({ childId, schoolYear, heldCents })),
  };
}

export async function listChildrenFunds(
  db: Executor,
  childIds: readonly number[],
): Promise<{ funds: ChildrenFunds; audits: AuditTakes }> {
  if (childIds.length === 0) {
    return { funds: { awards: [], totals: [], settlements: [], holds: [] }, audits: { recoveries: [], takes: [] } };
  }
  const [row] = await fundsOfChildren(db).execute({ childIds: [...childIds] });
  if (!row) throw new Error('The funds statement answered no row');
  return { funds: childrenFundsOf(row), audits: auditTakesOf(row) };
}

/** Gives a child their award of a year, or sets its amount when they hold one; returns the award's id. */
export async function upsertChildAward(
  db: Executor,
  award: { childId: number; schoolYear: SchoolYearOrNone; amountCents: number },
): Promise<number> {
  const rows = await db
    .insert(childAwards)
    .values(award)
    .onConflictDoUpdate({
      target: [childAwards.childId, childAwards.schoolYear],
      set: { amountCents: award.amountCents },
    })
    .returning({ id: childAwards.id });
  const [row] = rows;
  if (!row) throw new Error('upsert returned no award');
  return row.id;
}

/** The award's instalments become these (none: the award is wholly available). */
export async function replaceInstalments(db: Executor, awardId: number, instalments: readonly Instalment[]) {
  await db.delete(awardInstalments).where(eq(awardInstalments.awardId, awardId));
  if (instalments.length > 0) {
    await db.insert(awardInstalments).values(instalments.map((instalment) => ({ awardId, ...instalment })));
  }
}

/** A settlement of a child's unspent funds of a closed year (ADR 0032). */
export type SettlementRow = typeof yearEndSettlements.$inferSelect;

/** The settlements of these children's closed years: what rolled over between their years and what lapsed. */
export function listSettlements(db: Executor, childIds: readonly number[]): Promise<SettlementRow[]> {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(yearEndSettlements)
    .where(inArray(yearEndSettlements.childId, [...childIds]))
    .orderBy(asc(yearEndSettlements.id));
}

/** What audits recovered from a child's funds of one year (ADR 0034). */
export interface YearRecovery {
  childId: number;
  schoolYear: SchoolYearOrNone;
  recoveredCents: number;
}

/** One audit's take from a child's funds: which claim, how much and why. */
export interface AuditTake {
  childId: number;
  claimId: number;
  recoveredCents: number;
  reason: AuditMisspentReason | null;
}

/** What audits took from children's funds (ADR 0034): per child and year, and each take, the oldest first. */
export interface AuditTakes {
  recoveries: YearRecovery[];
  takes: AuditTake[];
}

type RecoveryTuple = [childId: number, schoolYear: SchoolYearOrNone, recoveredCents: number];
type TakeTuple = [childId: number, claimId: number, recoveredCents: number, reason: AuditMisspentReason | null];

/**
 * What audits took from the funds of the children whose ids `ids` selects (a condition on a child id), in two JSON
 * arrays: per child and year, and each take by when its case closed. Columns, read with the funds
 * (listChildrenFunds) and by the dashboard in the statement of the children themselves.
 */
export const auditTakesColumns = (ids: SQL) => ({
  recoveries: sql<RecoveryTuple[]>`(
    select coalesce(json_agg(json_build_array(r.child_id, r.recovered_year, r.cents)), '[]')
    from (select a.child_id, a.recovered_year, sum(a.from_funds_cents)::bigint as cents from audit_cases a
      where a.child_id ${ids} and a.from_funds_cents > 0 group by a.child_id, a.recovered_year) r)`,
  takes: sql<TakeTuple[]>`(
    select coalesce(json_agg(json_build_array(a.child_id, a.claim_id, a.from_funds_cents, a.misspent_reason)
      order by a.closed_at, a.id), '[]')
    from audit_cases a where a.child_id ${ids} and a.from_funds_cents > 0)`,
});

/** What auditTakesColumns read. */
export function auditTakesOf(row: { recoveries: RecoveryTuple[]; takes: TakeTuple[] }): AuditTakes {
  return {
    recoveries: row.recoveries.map(([childId, schoolYear, recoveredCents]): YearRecovery => ({
      childId,
      schoolYear,
      recoveredCents,
    })),
    takes: row.takes.map(([childId, claimId, recoveredCents, reason]) => ({
      childId,
      claimId,
      recoveredCents,
      reason,
    })),
  };
}

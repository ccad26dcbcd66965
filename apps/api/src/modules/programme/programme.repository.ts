import type { ClaimStatus, IsoDate, SchoolYearOrNone, ServiceCategory, YearEndMoves } from '@ace/domain';
import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import {
  NO_SCHOOL_YEAR_FIGURES,
  programmeAwards,
  programmeClaimFigures,
  programmeDurations,
  programmeOverdueChanges,
  programmeProviderFigures,
  serviceProviders,
  yearEndSettlements,
} from '../../db/schema.ts';

/**
 * The programme's figures as the database keeps them (migration 0017): every read is an index range of one school
 * year in a figures table, a few hundred rows at most whatever the number of claims. A school year of null reads the
 * figures of claims and awards without one (N/A), kept under NO_SCHOOL_YEAR_FIGURES (migration 0028).
 */

/** The first days of the first and last months of submission to count; null leaves that end open. */
export interface MonthRange {
  first: IsoDate | null;
  last: IsoDate | null;
}

/** The figures tables' key of a school year or none. */
const figureYear = (schoolYear: SchoolYearOrNone): number => schoolYear ?? NO_SCHOOL_YEAR_FIGURES;

/** A column's sum, 0 when there are no rows: `.mapWith(Number)` read row by row, `.as(name)` in a grouped subquery. */
const sumOf = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;
const total = (column: PgColumn) => sumOf(column).mapWith(Number);
const totalWhere = (column: PgColumn, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)::float8`.mapWith(Number);

function inMonths(column: PgColumn, months: MonthRange): SQL | undefined {
  return and(
    months.first === null ? undefined : gte(column, months.first),
    months.last === null ? undefined : lte(column, months.last),
  );
}

/** What the year's children are awarded, in cents. */
export async function awardedCents(db: Executor, schoolYear: SchoolYearOrNone): Promise<number> {
  const [row] = await db
    .select({ cents: programmeAwards.awardCents })
    .from(programmeAwards)
    .where(eq(programmeAwards.schoolYear, figureYear(schoolYear)));
  return row?.cents ?? 0;
}

export interface ClaimFigureRow {
  month: IsoDate;
  category: ServiceCategory;
  status: ClaimStatus;
  rejectionReason: string;
  claims: number;
  amountCents: number;
}

/**
 * The year's claims by month of submission, category, status and reason of rejection: the whole year's, which the
 * funds count; the figures of a range of months are its rows of those months (claimFiguresInMonths), not a statement
 * more. Hundreds of rows, answered as one JSON array as durations are: read row by row, the driver and the mapping
 * took 7 ms of the API's thread a request, the array 1.5 ms.
 */
export async function claimFigures(db: Executor, schoolYear: SchoolYearOrNone): Promise<ClaimFigureRow[]> {
  const table = programmeClaimFigures;
  const grouped = db
    .select({
      month: table.month,
      category: table.category,
      status: table.status,
      rejectionReason: table.rejectionReason,
      claims: sumOf(table.claims).as('claims'),
      amountCents: sumOf(table.amountCents).as('amount_cents'),
    })
    .from(table)
    .where(eq(table.schoolYear, figureYear(schoolYear)))
    .groupBy(table.month, table.category, table.status, table.rejectionReason)
    .as('grouped');
  const [row] = await db
    .select({
      rows: sql<[IsoDate, ServiceCategory, ClaimStatus, string, number, number][] | null>`json_agg(json_build_array(
        ${grouped.month}, ${grouped.category}, ${grouped.status}, ${grouped.rejectionReason}, ${grouped.claims},
        ${grouped.amountCents}))`,
    })
    .from(grouped);
  return (row?.rows ?? []).map(([month, category, status, rejectionReason, claims, amountCents]) => ({
    month,
    category,
    status,
    rejectionReason,
    claims,
    amountCents,
  }));
}

/** The rows of claimFigures whose month of submission is in `months`. */
export function claimFiguresInMonths(rows: readonly ClaimFigureRow[], months: MonthRange): ClaimFigureRow[] {
  return rows.filter(
    (row) => (months.first === null || row.month >= months.first) && (months.last === null || row.month <= months.last),
  );
}

export interface ProviderFigureRow {
  providerNumber: string;
  name: string;
  claims: number;
  amountCents: number;
}

/** The providers the year's claims of the months ask most of (Rejected claims left out), the most first. */
export function topProviderFigures(
  db: Executor,
  schoolYear: SchoolYearOrNone,
  months: MonthRange,
  limit: number,
): Promise<ProviderFigureRow[]> {
  const table = programmeProviderFigures;
  const amountCents = total(table.amountCents);
  return db
    .select({
      providerNumber: serviceProviders.number,
      name: serviceProviders.name,
      claims: total(table.claims),
      amountCents,
    })
    .from(table)
    .innerJoin(serviceProviders, eq(serviceProviders.id, table.providerId))
    .where(and(eq(table.schoolYear, figureYear(schoolYear)), inMonths(table.month, months)))
    .groupBy(serviceProviders.id)
    .having(sql`sum(${table.claims}) > 0`)
    .orderBy(desc(amountCents), serviceProviders.number)
    .limit(limit);
}

export interface DurationRow {
  kind: 'decision' | 'payout';
  submittedOn: IsoDate;
  endedOn: IsoDate;
  claims: number;
}

/**
 * The year's claims submitted in the months, by the days they were submitted and decided or paid: one row per day
 * pair (the table's key), a few thousand in a school year, answered as one JSON array so that the driver reads one
 * value rather than a row each.
 */
export async function durations(
  db: Executor,
  schoolYear: SchoolYearOrNone,
  months: MonthRange,
): Promise<DurationRow[]> {
  const table = programmeDurations;
  const days = and(
    months.first === null ? undefined : gte(table.submittedOn, months.first),
    months.last === null ? undefined : lt(table.submittedOn, sql`(${months.last}::date + interval '1 month')::date`),
  );
  const [row] = await db
    .select({
      pairs: sql<[DurationRow['kind'], IsoDate, IsoDate, number][] | null>`json_agg(json_build_array(
        ${table.kind}, ${table.submittedOn}, ${table.endedOn}, ${table.claims}))`,
    })
    .from(table)
    .where(and(eq(table.schoolYear, figureYear(schoolYear)), sql`${table.claims} <> 0`, days));
  return (row?.pairs ?? []).map(([kind, submittedOn, endedOn, claims]) => ({ kind, submittedOn, endedOn, claims }));
}

/** What completed transfers paid for the year's claims, in cents. */
export async function paidCents(db: Executor, schoolYear: SchoolYearOrNone): Promise<number> {
  const table = programmeDurations;
  const [row] = await db
    .select({ cents: total(table.paidCents) })
    .from(table)
    .where(and(eq(table.schoolYear, figureYear(schoolYear)), eq(table.kind, 'payout')));
  return row?.cents ?? 0;
}

export interface OverdueChangeRow {
  day: IsoDate;
  change: number;
}

/**
 * How the year's claims overdue at providers change on each day from `from` to `to` (all days when null), and the
 * count at the end of the day before `from`.
 */
export async function overdueChanges(
  db: Executor,
  schoolYear: SchoolYearOrNone,
  from: IsoDate | null,
  to: IsoDate,
): Promise<{ before: number; changes: OverdueChangeRow[] }> {
  const table = programmeOverdueChanges;
  const year = eq(table.schoolYear, figureYear(schoolYear));
  const [before] =
    from === null
      ? [{ claims: 0 }]
      : await db
          .select({ claims: total(table.change) })
          .from(table)
          .where(and(year, lt(table.day, from)));
  // A row a day of the year so far, hundreds: one JSON array, as claimFigures.
  const byDay = db
    .select({ day: table.day, change: sumOf(table.change).as('change') })
    .from(table)
    .where(and(year, from === null ? undefined : gte(table.day, from), lte(table.day, to)))
    .groupBy(table.day)
    .having(sql`sum(${table.change}) <> 0`)
    .as('by_day');
  const [changes] = await db
    .select({
      days: sql<
        [IsoDate, number][] | null
      >`json_agg(json_build_array(${byDay.day}, ${byDay.change}) order by ${byDay.day})`,
    })
    .from(byDay);
  return {
    before: before?.claims ?? 0,
    changes: (changes?.days ?? []).map(([day, change]) => ({ day, change })),
  };
}

const yearEndOfYear = preparedQuery('programme_year_end', (db, name) => {
  const table = yearEndSettlements;
  const year = sql.placeholder('schoolYear');
  return db
    .select({
      rolledIn: totalWhere(table.rolledOverCents, eq(table.intoYear, year)),
      rolledOver: totalWhere(table.rolledOverCents, eq(table.schoolYear, year)),
      lapsed: totalWhere(table.lapsedCents, eq(table.schoolYear, year)),
    })
    .from(table)
    .where(or(eq(table.intoYear, year), eq(table.schoolYear, year)))
    .prepare(name);
});

/**
 * What closing years moved (ADR 0032), in cents: rolled into this year from the one before, and rolled out of it
 * into the next or lapsed back to the programme, summed over the settlements. An award without a school year never
 * closes: nothing moves. One prepared statement: every Programme answer reads it.
 */
export async function yearEndCents(db: Executor, schoolYear: SchoolYearOrNone): Promise<YearEndMoves> {
  if (schoolYear === null) return { rolledInCents: 0, rolledOutCents: 0, lapsedCents: 0 };
  const [row] = await yearEndOfYear(db).execute({ schoolYear });
  return {
    rolledInCents: row?.rolledIn ?? 0,
    rolledOutCents: row?.rolledOver ?? 0,
    lapsedCents: row?.lapsed ?? 0,
  };
}

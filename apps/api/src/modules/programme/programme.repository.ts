import type { ClaimStatus, IsoDate, ServiceCategory } from '@ace/domain';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  programmeAwards,
  programmeClaimFigures,
  programmeDurations,
  programmeOverdueChanges,
  programmeProviderFigures,
  serviceProviders,
} from '../../db/schema.ts';

/**
 * The programme's figures as the database keeps them (migration 0017): every read is an index range of one school
 * year in a figures table, a few hundred rows at most whatever the number of claims.
 */

/** The first days of the first and last months of submission to count; null leaves that end open. */
export interface MonthRange {
  first: IsoDate | null;
  last: IsoDate | null;
}

const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);

function inMonths(column: PgColumn, months: MonthRange): SQL | undefined {
  return and(
    months.first === null ? undefined : gte(column, months.first),
    months.last === null ? undefined : lte(column, months.last),
  );
}

/** What the year's children are awarded, in cents. */
export async function awardedCents(db: Executor, schoolYear: number): Promise<number> {
  const [row] = await db
    .select({ cents: programmeAwards.awardCents })
    .from(programmeAwards)
    .where(eq(programmeAwards.schoolYear, schoolYear));
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

/** The year's claims by month of submission, category, status and reason of rejection. */
export function claimFigures(db: Executor, schoolYear: number, months: MonthRange): Promise<ClaimFigureRow[]> {
  const table = programmeClaimFigures;
  return db
    .select({
      month: table.month,
      category: table.category,
      status: table.status,
      rejectionReason: table.rejectionReason,
      claims: total(table.claims),
      amountCents: total(table.amountCents),
    })
    .from(table)
    .where(and(eq(table.schoolYear, schoolYear), inMonths(table.month, months)))
    .groupBy(table.month, table.category, table.status, table.rejectionReason);
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
  schoolYear: number,
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
    .where(and(eq(table.schoolYear, schoolYear), inMonths(table.month, months)))
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
export async function durations(db: Executor, schoolYear: number, months: MonthRange): Promise<DurationRow[]> {
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
    .where(and(eq(table.schoolYear, schoolYear), sql`${table.claims} <> 0`, days));
  return (row?.pairs ?? []).map(([kind, submittedOn, endedOn, claims]) => ({ kind, submittedOn, endedOn, claims }));
}

/** What completed transfers paid for the year's claims, in cents. */
export async function paidCents(db: Executor, schoolYear: number): Promise<number> {
  const table = programmeDurations;
  const [row] = await db
    .select({ cents: total(table.paidCents) })
    .from(table)
    .where(and(eq(table.schoolYear, schoolYear), eq(table.kind, 'payout')));
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
  schoolYear: number,
  from: IsoDate | null,
  to: IsoDate,
): Promise<{ before: number; changes: OverdueChangeRow[] }> {
  const table = programmeOverdueChanges;
  const year = eq(table.schoolYear, schoolYear);
  const [before] =
    from === null
      ? [{ claims: 0 }]
      : await db
          .select({ claims: total(table.change) })
          .from(table)
          .where(and(year, lt(table.day, from)));
  const changes = await db
    .select({ day: table.day, change: total(table.change) })
    .from(table)
    .where(and(year, from === null ? undefined : gte(table.day, from), lte(table.day, to)))
    .groupBy(table.day)
    .having(sql`sum(${table.change}) <> 0`)
    .orderBy(table.day);
  return { before: before?.claims ?? 0, changes };
}

import type { IsoDate, SchoolYearOrNone } from '@ace/domain';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  NO_SCHOOL_YEAR_FIGURES,
  auditCases,
  programmeDurations,
  programmeProviderPayouts,
  serviceProviders,
} from '../../db/schema.ts';
import { overdueCase } from './audits.repository.ts';

/**
 * The Programme page's audit figures (issue 34 item 5): the cases counted when asked, as the appeals' figures are
 * (ADR 0035: a few thousand cases beside a million claims, never joined to them); the claims paid read
 * from the figures the database keeps (programme_durations' payouts in all, programme_provider_payouts by provider),
 * never by scanning claims or transfers.
 */

/** The first days of the first month of submission and of the month after the last; null leaves that end open. */
export interface SubmissionDays {
  from: IsoDate | null;
  until: IsoDate | null;
}

const figureYear = (schoolYear: SchoolYearOrNone): number => schoolYear ?? NO_SCHOOL_YEAR_FIGURES;

const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;
const centsWhere = (value: SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)::float8`.mapWith(Number);

export interface AuditCaseFigureRow {
  /** Null: the claims without a programme provider. */
  providerId: number | null;
  providerNumber: string | null;
  name: string | null;
  audited: number;
  sampled: number;
  flagged: number;
  open: number;
  overdue: number;
  findings: number;
  misspentCents: number;
  recoveredCents: number;
}

/**
 * The cases of the year's claims submitted on `days` (programme time), counted per provider of the claim: why they
 * were audited, where they stand at `now`, and what the closed misspent ones found and recovered. Each case keeps its
 * claim's year, day of submission and provider (copied when it opens), so only the cases are read.
 */
export async function auditCaseFigures(
  db: Executor,
  schoolYear: SchoolYearOrNone,
  days: SubmissionDays,
  now: Date,
): Promise<AuditCaseFigureRow[]> {
  const misspent = sql`${auditCases.state} = 'closed' and ${auditCases.outcome} = 'misspent'`;
  return db
    .select({
      providerId: auditCases.providerId,
      providerNumber: sql<string | null>`min(${serviceProviders.number})`,
      name: sql<string | null>`min(${serviceProviders.name})`,
      audited: sql<number>`count(*)::int`,
      sampled: countWhere(eq(auditCases.sampled, true)),
      flagged: countWhere(eq(auditCases.flagged, true)),
      open: countWhere(sql`${auditCases.state} <> 'closed'`),
      overdue: countWhere(overdueCase(now)),
      findings: countWhere(misspent),
      misspentCents: centsWhere(sql`${auditCases.misspentCents}`, misspent),
      recoveredCents: centsWhere(sql`${auditCases.fromFundsCents} + ${auditCases.repaidCents}`, misspent),
    })
    .from(auditCases)
    .leftJoin(serviceProviders, eq(serviceProviders.id, auditCases.providerId))
    .where(
      and(
        eq(auditCases.figureYear, figureYear(schoolYear)),
        days.from === null ? undefined : gte(auditCases.submittedOn, days.from),
        days.until === null ? undefined : lt(auditCases.submittedOn, days.until),
      ),
    )
    .groupBy(auditCases.providerId);
}

/** How many of the year's claims submitted on `days` were paid (their first transfer completed), kept per day pair. */
export async function paidClaims(db: Executor, schoolYear: SchoolYearOrNone, days: SubmissionDays): Promise<number> {
  const table = programmeDurations;
  const [row] = await db
    .select({ claims: sql<number>`coalesce(sum(${table.claims}), 0)::float8`.mapWith(Number) })
    .from(table)
    .where(
      and(
        eq(table.schoolYear, figureYear(schoolYear)),
        eq(table.kind, 'payout'),
        days.from === null ? undefined : gte(table.submittedOn, days.from),
        days.until === null ? undefined : lt(table.submittedOn, days.until),
      ),
    );
  return row?.claims ?? 0;
}

/** The same, for each of these providers (the months' rows of programme_provider_payouts). */
export async function paidClaimsOfProviders(
  db: Executor,
  schoolYear: SchoolYearOrNone,
  days: SubmissionDays,
  providerIds: readonly number[],
): Promise<Map<number, number>> {
  if (providerIds.length === 0) return new Map();
  const table = programmeProviderPayouts;
  const rows = await db
    .select({
      providerId: table.providerId,
      claims: sql<number>`sum(${table.claims})::float8`.mapWith(Number),
    })
    .from(table)
    .where(
      and(
        eq(table.schoolYear, figureYear(schoolYear)),
        inArray(table.providerId, [...providerIds]),
        days.from === null ? undefined : gte(table.month, days.from),
        days.until === null ? undefined : lt(table.month, days.until),
      ),
    )
    .groupBy(table.providerId);
  return new Map(rows.map((row) => [row.providerId, row.claims]));
}

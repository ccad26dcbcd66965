import {
  APPROVED_PRE_APPROVAL_STATUSES,
  HOLDING_PRE_APPROVAL_STATUSES,
  PENDING_STATUSES,
  PROGRAMME_TIME_ZONE,
  type IsoDate,
  type SchoolYearOrNone,
} from '@ace/domain';
import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preApprovals } from '../../db/schema.ts';

/**
 * The Programme page's pre-approvals (issue 35), counted from their rows when asked, as the appeals' and audits'
 * figures are: pre-approvals are few beside claims, and the statement reads one school year's asked in the months by
 * `pre_approvals_figures_idx` (school year, then when asked).
 */

/** When the first chosen month begins and the month after the last begins (programme time); null leaves an end open. */
export interface AskedBetween {
  from: Date | null;
  until: Date | null;
}

export interface PreApprovalFigureRow {
  asked: number;
  waiting: number;
  approved: number;
  rejected: number;
  expired: number;
  approvedCents: number;
  usedCents: number;
  heldCents: number;
  releasedCents: number;
  /** Each decided pre-approval's day asked and day decided (programme days). */
  decisions: { askedOn: IsoDate; decidedOn: IsoDate }[];
}

const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;
const centsWhere = (value: SQL, condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)::float8`.mapWith(Number);
const programmeDay = (column: SQL) => sql`(${column} at time zone ${PROGRAMME_TIME_ZONE})::date`;

/** The pre-approvals of a school year (or of none) asked in the months, counted in one statement. */
export async function preApprovalFigureRow(
  db: Executor,
  schoolYear: SchoolYearOrNone,
  asked: AskedBetween,
): Promise<PreApprovalFigureRow> {
  const table = preApprovals;
  const approved = inArray(table.status, [...APPROVED_PRE_APPROVAL_STATUSES]);
  const expired = eq(table.status, 'Expired');
  const unused = sql`${table.amountCents} - ${table.usedCents}`;
  const [row] = await db
    .select({
      asked: sql<number>`count(*)::int`,
      waiting: countWhere(inArray(table.status, [...PENDING_STATUSES])),
      approved: countWhere(approved),
      rejected: countWhere(eq(table.status, 'Rejected')),
      expired: countWhere(expired),
      approvedCents: centsWhere(sql`${table.amountCents}`, approved),
      usedCents: sql<number>`coalesce(sum(${table.usedCents}), 0)::float8`.mapWith(Number),
      heldCents: centsWhere(unused, inArray(table.status, [...HOLDING_PRE_APPROVAL_STATUSES])),
      releasedCents: centsWhere(unused, expired),
      decisions: sql<[IsoDate, IsoDate][] | null>`json_agg(json_build_array(
        ${programmeDay(sql`${table.createdAt}`)}, ${programmeDay(sql`${table.decidedAt}`)}))
        filter (where ${table.decidedAt} is not null)`,
    })
    .from(table)
    .where(
      and(
        schoolYear === null ? isNull(table.schoolYear) : eq(table.schoolYear, schoolYear),
        asked.from === null ? undefined : gte(table.createdAt, asked.from),
        asked.until === null ? undefined : lt(table.createdAt, asked.until),
      ),
    );
  return {
    asked: row?.asked ?? 0,
    waiting: row?.waiting ?? 0,
    approved: row?.approved ?? 0,
    rejected: row?.rejected ?? 0,
    expired: row?.expired ?? 0,
    approvedCents: row?.approvedCents ?? 0,
    usedCents: row?.usedCents ?? 0,
    heldCents: row?.heldCents ?? 0,
    releasedCents: row?.releasedCents ?? 0,
    decisions: (row?.decisions ?? []).map(([askedOn, decidedOn]) => ({ askedOn, decidedOn })),
  };
}

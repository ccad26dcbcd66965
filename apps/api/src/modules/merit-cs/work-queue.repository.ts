import type { StaffQueueTab } from '@ace/domain';
import { and, asc, count, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { timestampKey } from '../../db/page-keys.ts';
import {
  children,
  claimDueCounts,
  claimQueueCounts,
  claims,
  serviceProviders,
  transfers,
  users,
} from '../../db/schema.ts';
import { staffClaimColumns } from './staff-claim-columns.ts';
import type { PageStart } from './page-cursor.ts';

export interface StaffQueueFilter {
  /** The claims of this provider only (its id). */
  providerId: number | null;
  /** Claims submitted before this instant only (the age filter, submittedBeforeForAge). */
  submittedBefore: Date | null;
}

export interface StaffQueuePageRequest {
  filter: StaffQueueFilter;
  now: Date;
  /** Rows to read: one more than the page shows, to know whether another page follows. */
  limit: number;
  after: PageStart | null;
}

interface Tab {
  where: (now: Date) => SQL | undefined;
  /** Oldest first by this column, then by the id: the columns of the tab's partial index. */
  order: PgColumn;
  id: PgColumn;
}

/**
 * What each tab holds and its order. Each order is a partial index holding the tab's rows only, so a page is an
 * ordered index read from the cursor and a count reads that index alone: waiting for staff by submission, waiting
 * for a provider by due date, Accepted claims whose payout failed for good by when it failed.
 */
const tabs: Readonly<Record<StaffQueueTab, Tab>> = {
  waiting: { where: () => eq(claims.waitingOn, 'staff'), order: claims.createdAt, id: claims.id },
  overdue: {
    where: (now) => and(eq(claims.waitingOn, 'provider'), lte(claims.dueAt, now)),
    order: claims.dueAt,
    id: claims.id,
  },
  // A reopened claim is owed nothing until it is Accepted again.
  failedPayouts: {
    where: () => and(isNotNull(claims.payoutFailedAt), eq(claims.status, 'Accepted')),
    order: claims.payoutFailedAt,
    id: claims.id,
  },
};

function selection(tab: StaffQueueTab, filter: StaffQueueFilter, now: Date): SQL | undefined {
  return and(
    tabs[tab].where(now),
    filter.providerId === null ? undefined : eq(claims.serviceProviderId, filter.providerId),
    filter.submittedBefore === null ? undefined : lt(claims.createdAt, filter.submittedBefore),
  );
}

function startAfter(tab: StaffQueueTab, after: PageStart | null): SQL | undefined {
  const { order, id } = tabs[tab];
  return after === null ? undefined : sql`(${order}, ${id}) > (${after.key}::timestamptz, ${after.id})`;
}

const claimColumns = { ...staffClaimColumns, dueAt: claims.dueAt };

/** The query that reads a page of the waiting or overdue tab (for EXPLAIN); listStaffQueuePage runs it. */
export function claimQueuePageQuery(db: Executor, tab: 'waiting' | 'overdue', request: StaffQueuePageRequest) {
  const { order, id } = tabs[tab];
  return db
    .select({ ...claimColumns, sortKey: timestampKey(order) })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(and(selection(tab, request.filter, request.now), startAfter(tab, request.after)))
    .orderBy(asc(order), asc(id))
    .limit(request.limit);
}

/** The query that reads a page of the failed-payouts tab (for EXPLAIN); listFailedPayoutPage runs it. */
export function failedPayoutPageQuery(db: Executor, request: StaffQueuePageRequest) {
  // The claim's latest transfer, the one that failed (read from the claim's transfers, for each claim of the page).
  const failed = db
    .select({
      id: transfers.id,
      amountCents: transfers.amountCents,
      payTo: transfers.payTo,
      updatedAt: transfers.updatedAt,
      lastError: transfers.lastError,
    })
    .from(transfers)
    .where(eq(transfers.claimId, claims.id))
    .orderBy(desc(transfers.id))
    .limit(1)
    .as('failed_transfer');
  return db
    .select({
      ...claimColumns,
      transferId: failed.id,
      transferAmountCents: failed.amountCents,
      transferPayTo: failed.payTo,
      failedAt: failed.updatedAt,
      failure: failed.lastError,
      sortKey: timestampKey(claims.payoutFailedAt),
    })
    .from(claims)
    .innerJoinLateral(failed, sql`true`)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(and(selection('failedPayouts', request.filter, request.now), startAfter('failedPayouts', request.after)))
    .orderBy(asc(claims.payoutFailedAt), asc(claims.id))
    .limit(request.limit);
}

export type ClaimQueueRow = Awaited<ReturnType<typeof claimQueuePageQuery>>[number];
export type FailedPayoutRow = Awaited<ReturnType<typeof failedPayoutPageQuery>>[number];

/** The query that counts a tab's rows with its filters (for EXPLAIN); countStaffQueue runs it. */
export function staffQueueCountQuery(db: Executor, tab: StaffQueueTab, filter: StaffQueueFilter, now: Date) {
  return db
    .select({ n: count() })
    .from(claims)
    .where(selection(tab, filter, now));
}

/** How many rows a tab holds under the filters: an unfiltered tab's count is countStaffQueueTabs'. */
export async function countStaffQueue(db: Executor, tab: StaffQueueTab, filter: StaffQueueFilter, now: Date) {
  if (filter.providerId === null && filter.submittedBefore === null) return (await countStaffQueueTabs(db, now))[tab];
  const [row] = await staffQueueCountQuery(db, tab, filter, now);
  return row?.n ?? 0;
}

/**
 * The query that counts every tab's rows, unfiltered, in one statement (for EXPLAIN); countStaffQueueTabs runs it.
 * None reads more than a few rows, however many claims there are. Waiting for staff adds up the figures the database
 * keeps with every claim change (migration 0011). Overdue adds up the figures of the hours that claims waiting for a
 * provider fall due in, for the hours before the current one, and counts in the tab's partial index the claims of the
 * current hour that are already due. Failed payouts counts its partial index: payouts that failed for good are rare
 * and each is resolved by staff.
 */
export function staffQueueTabCountsQuery(db: Executor, now: Date) {
  const everything: StaffQueueFilter = { providerId: null, submittedBefore: null };
  const currentHour = sql`date_bin('1 hour', ${now}::timestamptz, '2000-01-01 00:00:00+00'::timestamptz)`;
  const overdueInPastHours = db
    .select({ n: sql`coalesce(sum(${claimDueCounts.claims}), 0)` })
    .from(claimDueCounts)
    .where(lt(claimDueCounts.dueHour, currentHour));
  const overdueInCurrentHour = db
    .select({ n: count() })
    .from(claims)
    .where(and(eq(claims.waitingOn, 'provider'), gte(claims.dueAt, currentHour), lte(claims.dueAt, now)));
  return db
    .select({
      waiting: sql<number>`coalesce(sum(${claimQueueCounts.claims}), 0)`.mapWith(Number),
      overdue: sql<number>`(${overdueInPastHours}) + (${overdueInCurrentHour})`.mapWith(Number),
      failedPayouts: sql<number>`(${staffQueueCountQuery(db, 'failedPayouts', everything, now)})`.mapWith(Number),
    })
    .from(claimQueueCounts)
    .where(eq(claimQueueCounts.waitingOn, 'staff'));
}

export async function countStaffQueueTabs(db: Executor, now: Date): Promise<Record<StaffQueueTab, number>> {
  const [row] = await staffQueueTabCountsQuery(db, now);
  return { waiting: row?.waiting ?? 0, overdue: row?.overdue ?? 0, failedPayouts: row?.failedPayouts ?? 0 };
}

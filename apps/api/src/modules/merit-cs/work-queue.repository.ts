import { statusesWaitingOn, type StaffQueueTab } from '@ace/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bindPlaceholders, bindValues, preparedQuery, preparedVariants, type Bind } from '../../db/prepared-query.ts';
import { timestampKey } from '../../db/page-keys.ts';
import {
  children,
  claimDueCounts,
  claimQueueCounts,
  claims,
  providerClaimCounts,
  providerDueCounts,
  serviceProviders,
  transfers,
  users,
} from '../../db/schema.ts';
import { staffClaimColumns } from './staff-claim-columns.ts';
import type { PageStart } from '../../page-cursor.ts';

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

// A type, not an interface: a prepared query takes its values as a record, which an interface is not.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
type QueueValues = {
  now: Date;
  providerId?: number;
  submittedBefore?: Date;
  afterKey?: string;
  afterId?: number;
  limit?: number;
};

/** What a page's query is made of, apart from its values: one prepared statement for each. */
interface QueueShape {
  provider: boolean;
  submittedBefore: boolean;
  after: boolean;
}

interface Tab {
  where: (bind: Bind<QueueValues>) => SQL | undefined;
  /** Oldest first by this column, then by the id: the columns of the tab's partial index. */
  order: PgColumn;
  id: PgColumn;
}

/**
 * What each tab holds and its order. Each order is a partial index holding the tab's rows only, so a page is an
 * ordered index read from the cursor and a count reads that index alone: waiting for staff by submission, waiting
 * for a provider by due date, Accepted claims whose payout failed for good by when it failed. The values that select
 * a partial index are written into the statement, so that a prepared statement's generic plan can still use it.
 */
const tabs: Readonly<Record<StaffQueueTab, Tab>> = {
  waiting: { where: () => eq(claims.waitingOn, 'staff').inlineParams(), order: claims.createdAt, id: claims.id },
  overdue: {
    where: (bind) => and(eq(claims.waitingOn, 'provider').inlineParams(), lte(claims.dueAt, bind('now'))),
    order: claims.dueAt,
    id: claims.id,
  },
  // A reopened claim is owed nothing until it is Accepted again.
  failedPayouts: {
    where: () => and(isNotNull(claims.payoutFailedAt), eq(claims.status, 'Accepted').inlineParams()),
    order: claims.payoutFailedAt,
    id: claims.id,
  },
  // Held until the payee reconnects a bank (issue 36); a reopened claim is owed nothing either.
  waitingPayouts: {
    where: () => and(isNotNull(claims.payoutWaitingSince), eq(claims.status, 'Accepted').inlineParams()),
    order: claims.payoutWaitingSince,
    id: claims.id,
  },
};

function shapeOf(filter: StaffQueueFilter, after: PageStart | null): QueueShape {
  return {
    provider: filter.providerId !== null,
    submittedBefore: filter.submittedBefore !== null,
    after: after !== null,
  };
}

function valuesOf(request: StaffQueuePageRequest): QueueValues {
  const { filter, after } = request;
  return {
    now: request.now,
    providerId: filter.providerId ?? undefined,
    submittedBefore: filter.submittedBefore ?? undefined,
    afterKey: after?.key ?? undefined,
    afterId: after?.id,
    limit: request.limit,
  };
}

function selection(tab: StaffQueueTab, shape: QueueShape, bind: Bind<QueueValues>): SQL | undefined {
  return and(
    tabs[tab].where(bind),
    shape.provider ? eq(claims.serviceProviderId, bind('providerId')) : undefined,
    shape.submittedBefore ? lt(claims.createdAt, bind('submittedBefore')) : undefined,
  );
}

function startAfter(tab: StaffQueueTab, shape: QueueShape, bind: Bind<QueueValues>): SQL | undefined {
  const { order, id } = tabs[tab];
  return shape.after ? sql`(${order}, ${id}) > (${bind('afterKey')}::timestamptz, ${bind('afterId')})` : undefined;
}

const claimColumns = { ...staffClaimColumns, dueAt: claims.dueAt };

function claimPage(db: Executor, tab: 'waiting' | 'overdue', shape: QueueShape, bind: Bind<QueueValues>) {
  const { order, id } = tabs[tab];
  return db
    .select({ ...claimColumns, sortKey: timestampKey(order) })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(and(selection(tab, shape, bind), startAfter(tab, shape, bind)))
    .orderBy(asc(order), asc(id))
    .limit(bind('limit'));
}

/** The tabs of payouts: each row is a claim with its latest transfer (the one that failed, or the one that waits). */
type PayoutTab = 'failedPayouts' | 'waitingPayouts';

function payoutPage(db: Executor, tab: PayoutTab, shape: QueueShape, bind: Bind<QueueValues>) {
  // The claim's latest transfer (read from the claim's transfers, for each claim of the page).
  const latest = db
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
    .as('latest_transfer');
  const { order, id } = tabs[tab];
  return db
    .select({
      ...claimColumns,
      transferId: latest.id,
      transferAmountCents: latest.amountCents,
      transferPayTo: latest.payTo,
      failedAt: latest.updatedAt,
      failure: latest.lastError,
      waitingSince: claims.payoutWaitingSince,
      sortKey: timestampKey(order),
    })
    .from(claims)
    .innerJoinLateral(latest, sql`true`)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(and(selection(tab, shape, bind), startAfter(tab, shape, bind)))
    .orderBy(asc(order), asc(id))
    .limit(bind('limit'));
}

/** The query that reads a page of the waiting or overdue tab, with its values in it (for EXPLAIN). */
export function claimQueuePageQuery(db: Executor, tab: 'waiting' | 'overdue', request: StaffQueuePageRequest) {
  return claimPage(db, tab, shapeOf(request.filter, request.after), bindValues(valuesOf(request)));
}

/** The query that reads a page of the failed-payouts or waiting-payouts tab, with its values in it (for EXPLAIN). */
export function payoutPageQuery(db: Executor, tab: PayoutTab, request: StaffQueuePageRequest) {
  return payoutPage(db, tab, shapeOf(request.filter, request.after), bindValues(valuesOf(request)));
}

export type ClaimQueueRow = Awaited<ReturnType<typeof claimQueuePageQuery>>[number];
export type PayoutRow = Awaited<ReturnType<typeof payoutPageQuery>>[number];

const preparedClaimPages = preparedVariants(
  'staff_queue_page',
  (db, name, { tab, ...shape }: QueueShape & { tab: 'waiting' | 'overdue' }) =>
    claimPage(db, tab, shape, bindPlaceholders<QueueValues>()).prepare(name),
);

const preparedPayoutPages = preparedVariants(
  'staff_queue_payout_page',
  (db, name, { tab, ...shape }: QueueShape & { tab: PayoutTab }) =>
    payoutPage(db, tab, shape, bindPlaceholders<QueueValues>()).prepare(name),
);

/** A page of the waiting or overdue tab, oldest first (one more row than the page shows). */
export function listClaimQueuePage(db: Executor, tab: 'waiting' | 'overdue', request: StaffQueuePageRequest) {
  return preparedClaimPages(db, { tab, ...shapeOf(request.filter, request.after) }).execute(valuesOf(request));
}

/** A page of the failed-payouts or waiting-payouts tab, the oldest first (one more row than the page shows). */
export function listPayoutPage(db: Executor, tab: PayoutTab, request: StaffQueuePageRequest) {
  return preparedPayoutPages(db, { tab, ...shapeOf(request.filter, request.after) }).execute(valuesOf(request));
}

/** The query that counts a tab's rows with its filters (for EXPLAIN); countStaffQueue runs it. */
export function staffQueueCountQuery(db: Executor, tab: StaffQueueTab, filter: StaffQueueFilter, now: Date) {
  const bind = bindValues<QueueValues>({
    now,
    providerId: filter.providerId ?? undefined,
    submittedBefore: filter.submittedBefore ?? undefined,
  });
  return db
    .select({ n: count() })
    .from(claims)
    .where(selection(tab, shapeOf(filter, null), bind));
}

/**
 * How many of a provider's claims wait for staff: its figures of the statuses that wait for staff (a claim waits on
 * whom its status says, claims_waiting_on_status_check), not a count of its claims, which a large provider has many of.
 */
const preparedWaitingForStaffAt = preparedQuery('staff_queue_waiting_count_of_provider', (db, name) =>
  db
    .select({ n: sql<number>`coalesce(sum(${providerClaimCounts.claims}), 0)`.mapWith(Number) })
    .from(providerClaimCounts)
    .where(
      and(
        eq(providerClaimCounts.providerId, sql.placeholder('providerId')),
        inArray(providerClaimCounts.status, statusesWaitingOn('staff')).inlineParams(),
      ),
    )
    .prepare(name),
);

/** The hour `now` is in, as the figures of the hours claims fall due in count them (migrations 0011 and 0014). */
const hourOf = (now: SQL | Date | Placeholder) =>
  sql`date_bin('1 hour', ${now}::timestamptz, '2000-01-01 00:00:00+00'::timestamptz)`;

/** The claims waiting for a provider that fell due earlier in the current hour: counted in their partial index. */
function dueInCurrentHour(db: Executor, bind: Bind<QueueValues>, provider: boolean) {
  return db
    .select({ n: count() })
    .from(claims)
    .where(
      and(
        eq(claims.waitingOn, 'provider').inlineParams(),
        provider ? eq(claims.serviceProviderId, bind('providerId')) : undefined,
        gte(claims.dueAt, hourOf(bind('now'))),
        lte(claims.dueAt, bind('now')),
      ),
    );
}

/** How many of a provider's claims are overdue: its figures of the past hours, and the current hour's claims. */
const preparedOverdueAt = preparedQuery('staff_queue_overdue_count_of_provider', (db, name) => {
  const bind = bindPlaceholders<QueueValues>();
  return db
    .select({
      n: sql<number>`coalesce(sum(${providerDueCounts.claims}), 0) + (${dueInCurrentHour(db, bind, true)})`.mapWith(
        Number,
      ),
    })
    .from(providerDueCounts)
    .where(
      and(eq(providerDueCounts.providerId, bind('providerId')), lt(providerDueCounts.dueHour, hourOf(bind('now')))),
    )
    .prepare(name);
});

/** How many rows a tab holds under the filters: an unfiltered tab's count is countStaffQueueTabs'. */
export async function countStaffQueue(db: Executor, tab: StaffQueueTab, filter: StaffQueueFilter, now: Date) {
  if (filter.submittedBefore === null) {
    if (filter.providerId === null) return (await countStaffQueueTabs(db, now))[tab];
    if (tab === 'waiting') {
      const [row] = await preparedWaitingForStaffAt(db).execute({ providerId: filter.providerId });
      return row?.n ?? 0;
    }
    if (tab === 'overdue') {
      const [row] = await preparedOverdueAt(db).execute({ providerId: filter.providerId, now });
      return row?.n ?? 0;
    }
  }
  const [row] = await staffQueueCountQuery(db, tab, filter, now);
  return row?.n ?? 0;
}

/**
 * The query that counts every tab's rows, unfiltered, in one statement; staffQueueTabCountsQuery is it with its
 * values in it (for EXPLAIN), and countStaffQueueTabs runs it prepared.
 * None reads more than a few rows, however many claims there are. Waiting for staff adds up the figures the database
 * keeps with every claim change (migration 0011). Overdue adds up the figures of the hours that claims waiting for a
 * provider fall due in, for the hours before the current one, and counts in the tab's partial index the claims of the
 * current hour that are already due. Failed and waiting payouts count their partial indexes: payouts that failed for
 * good, or wait for a payee's bank, are rare and each is resolved by staff or by the payee.
 */
function tabCounts(db: Executor, bind: Bind<QueueValues>) {
  const overdueInPastHours = db
    .select({ n: sql`coalesce(sum(${claimDueCounts.claims}), 0)` })
    .from(claimDueCounts)
    .where(lt(claimDueCounts.dueHour, hourOf(bind('now'))));
  const overdueInCurrentHour = dueInCurrentHour(db, bind, false);
  const failedPayouts = db.select({ n: count() }).from(claims).where(tabs.failedPayouts.where(bind));
  const waitingPayouts = db.select({ n: count() }).from(claims).where(tabs.waitingPayouts.where(bind));
  return db
    .select({
      waiting: sql<number>`coalesce(sum(${claimQueueCounts.claims}), 0)`.mapWith(Number),
      overdue: sql<number>`(${overdueInPastHours}) + (${overdueInCurrentHour})`.mapWith(Number),
      failedPayouts: sql<number>`(${failedPayouts})`.mapWith(Number),
      waitingPayouts: sql<number>`(${waitingPayouts})`.mapWith(Number),
    })
    .from(claimQueueCounts)
    .where(eq(claimQueueCounts.waitingOn, 'staff'));
}

export function staffQueueTabCountsQuery(db: Executor, now: Date) {
  return tabCounts(db, bindValues<QueueValues>({ now }));
}

const preparedTabCounts = preparedQuery('staff_queue_tab_counts', (db, name) =>
  tabCounts(db, bindPlaceholders<QueueValues>()).prepare(name),
);

export async function countStaffQueueTabs(db: Executor, now: Date): Promise<Record<StaffQueueTab, number>> {
  const [row] = await preparedTabCounts(db).execute({ now });
  return {
    waiting: row?.waiting ?? 0,
    overdue: row?.overdue ?? 0,
    failedPayouts: row?.failedPayouts ?? 0,
    waitingPayouts: row?.waitingPayouts ?? 0,
  };
}

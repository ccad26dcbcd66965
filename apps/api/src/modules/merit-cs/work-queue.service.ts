import {
  centsToDollars,
  claimAgeBusinessDays,
  dueDateOf,
  programmeDate,
  submittedBeforeForAge,
  type StaffQueueCounts,
  type StaffQueuePage,
  type StaffQueueQuery,
  type StaffQueueRow,
  type StaffQueueTab,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import { isTimestampKey } from '../../db/page-keys.ts';
import { findProviderByNumber } from '../providers/providers.repository.ts';
import { decodePageCursor, encodePageCursor } from '../../page-cursor.ts';
import {
  listClaimQueuePage,
  countStaffQueue,
  countStaffQueueTabs,
  listPayoutPage,
  type ClaimQueueRow,
  type PayoutRow,
  type StaffQueueFilter,
  type StaffQueuePageRequest,
} from './work-queue.repository.ts';
import { staffClaimRow } from './staff-claim-columns.ts';

type Dependencies = Pick<AppDependencies, 'db' | 'clock'>;

function claimView(row: ClaimQueueRow | PayoutRow, today: string): Omit<StaffQueueRow, 'payout' | 'payoutWaiting'> {
  return {
    ...staffClaimRow(row),
    ageBusinessDays: claimAgeBusinessDays(row.createdAt, today),
    dueDate: row.status === 'Pending external' && row.dueAt !== null ? dueDateOf(row.dueAt) : null,
  };
}

function failedPayoutView(row: PayoutRow, today: string): StaffQueueRow {
  return {
    ...claimView(row, today),
    payout: {
      transferId: row.transferId,
      amount: centsToDollars(row.transferAmountCents),
      payTo: row.transferPayTo,
      failedAt: row.failedAt.toISOString(),
      reason: row.failure,
    },
    payoutWaiting: null,
  };
}

function waitingPayoutView(row: PayoutRow, today: string): StaffQueueRow {
  const since = row.waitingSince ?? row.failedAt;
  return {
    ...claimView(row, today),
    payout: null,
    payoutWaiting: {
      transferId: row.transferId,
      amount: centsToDollars(row.transferAmountCents),
      payTo: row.transferPayTo,
      waitingSince: since.toISOString(),
      waitingBusinessDays: claimAgeBusinessDays(since, today),
    },
  };
}

/** A page of a tab, each row with the view the tab shows. */
async function tabRows(deps: Dependencies, tab: StaffQueueTab, request: StaffQueuePageRequest, today: string) {
  switch (tab) {
    case 'failedPayouts':
      return (await listPayoutPage(deps.db, tab, request)).map((row) => ({ row, view: failedPayoutView(row, today) }));
    case 'waitingPayouts':
      return (await listPayoutPage(deps.db, tab, request)).map((row) => ({ row, view: waitingPayoutView(row, today) }));
    case 'waiting':
    case 'overdue':
      return (await listClaimQueuePage(deps.db, tab, request)).map((row) => ({
        row,
        view: { ...claimView(row, today), payout: null, payoutWaiting: null },
      }));
  }
}

const isQueueKey = (key: string | null) => key !== null && isTimestampKey(key);

/**
 * The filters as the queries take them: a provider by its id (an unknown number selects nothing: undefined), the
 * age as the instant a claim must have been submitted before.
 */
async function filterOf(deps: Dependencies, query: StaffQueueQuery, now: Date) {
  const provider =
    query.providerNumber === undefined ? null : await findProviderByNumber(deps.db, query.providerNumber);
  if (provider === undefined) return undefined;
  const filter: StaffQueueFilter = {
    providerId: provider?.id ?? null,
    submittedBefore: submittedBeforeForAge(programmeDate(now), query.minAgeDays ?? 0),
  };
  return filter;
}

/** GET /api/merit-cs/queue/{tab}: a page of a queue tab, oldest first, with the tab's count under the filters. */
export async function staffQueuePage(
  deps: Dependencies,
  tab: StaffQueueTab,
  query: StaffQueueQuery,
): Promise<StaffQueuePage> {
  const now = deps.clock();
  const today = programmeDate(now);
  const after = query.cursor === undefined ? null : decodePageCursor(query.cursor, isQueueKey);
  const filter = await filterOf(deps, query, now);
  if (filter === undefined) return { items: [], count: 0, nextCursor: null };
  const request = { filter, now, limit: query.limit + 1, after };
  const [rows, count] = await Promise.all([
    tabRows(deps, tab, request, today),
    countStaffQueue(deps.db, tab, filter, now),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.row;
  return {
    items: page.map(({ view }) => view),
    count,
    nextCursor:
      rows.length > query.limit && last !== undefined && last.sortKey !== null
        ? encodePageCursor({ key: last.sortKey, id: last.id })
        : null,
  };
}

/** GET /api/merit-cs/queue: how many rows each tab holds, for the tab labels. */
export async function staffQueueCounts(deps: Dependencies): Promise<StaffQueueCounts> {
  return countStaffQueueTabs(deps.db, deps.clock());
}

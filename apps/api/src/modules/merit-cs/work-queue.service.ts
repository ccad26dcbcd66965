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
import { decodePageCursor, encodePageCursor } from './page-cursor.ts';
import {
  listClaimQueuePage,
  countStaffQueue,
  countStaffQueueTabs,
  listFailedPayoutPage,
  type ClaimQueueRow,
  type FailedPayoutRow,
  type StaffQueueFilter,
} from './work-queue.repository.ts';

type Dependencies = Pick<AppDependencies, 'db' | 'clock'>;

function claimView(row: ClaimQueueRow | FailedPayoutRow, today: string): Omit<StaffQueueRow, 'payout'> {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ageBusinessDays: claimAgeBusinessDays(row.createdAt, today),
    child: { firstName: row.childFirstName, lastName: row.childLastName },
    parent: { firstName: row.parentFirstName, lastName: row.parentLastName, email: row.parentEmail },
    serviceProvider:
      row.providerNumber === null || row.providerName === null
        ? null
        : { number: row.providerNumber, name: row.providerName },
    amount: centsToDollars(row.amountCents),
    dueDate: row.status === 'Pending external' && row.dueAt !== null ? dueDateOf(row.dueAt) : null,
  };
}

function failedPayoutView(row: FailedPayoutRow, today: string): StaffQueueRow {
  return {
    ...claimView(row, today),
    payout: {
      transferId: row.transferId,
      amount: centsToDollars(row.transferAmountCents),
      payTo: row.transferPayTo,
      failedAt: row.failedAt.toISOString(),
      reason: row.failure,
    },
  };
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
    tab === 'failedPayouts'
      ? listFailedPayoutPage(deps.db, request).then((found) =>
          found.map((row) => ({ row, view: failedPayoutView(row, today) })),
        )
      : listClaimQueuePage(deps.db, tab, request).then((found) =>
          found.map((row) => ({ row, view: { ...claimView(row, today), payout: null } })),
        ),
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

import {
  centsToDollars,
  claimStatsOf,
  dueDateOf,
  isClaimYearFilter,
  isOverdue,
  providerClaimSelection,
  translate,
  type ClaimStats,
  type ProviderClaimCount,
  type ProviderClaimDetails,
  type ProviderClaimFilter,
  type ProviderClaimListQuery,
  type ProviderClaimPage,
  type ProviderClaimSelection,
  type ProviderClaimRow,
  type ProviderClaimSort,
  type ProviderClaimTab,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { decodePageCursor, encodePageCursor } from '../../page-cursor.ts';
import { listProviderPayouts } from '../bank/payouts.ts';
import { claimView } from '../claims/claim-view.ts';
import type { ProviderRow } from '../providers/providers.repository.ts';
import { openReviewTokens, reviewLink, reviewTokenSecret } from '../review-tokens/review-tokens.ts';
import { programmeSchoolYears } from '../school-years/school-years.service.ts';
import {
  countProviderClaimSelection,
  countProviderClaimsByStatus,
  isSortKey,
  listProviderClaimPage,
  type ProviderClaimListRow,
} from './provider-claims.repository.ts';

type Dependencies = Pick<AppDependencies, 'db' | 'config' | 'clock'>;

/** A provider's list is sorted several ways: a cursor names the sort and order it was made for. */
function listOf(sort: ProviderClaimSort, order: 'asc' | 'desc'): string {
  return `${sort}.${order}`;
}

function rowView(row: ProviderClaimListRow, externalReviewLink: string | null, now: Date): ProviderClaimRow {
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    child: { firstName: row.childFirstName, lastName: row.childLastName },
    parent: { firstName: row.parentFirstName, lastName: row.parentLastName },
    createdAt: row.createdAt.toISOString(),
    payTo: row.payTo,
    status: row.status,
    schoolYear: row.schoolYear,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewerName: row.reviewerName,
    externalReviewLink,
    dueAt: row.dueAt === null ? null : dueDateOf(row.dueAt),
    overdue: isOverdue(row.dueAt, now),
  };
}

/**
 * What a tab and its filters select, once the claim year filter is found among the programme's years (its form alone is
 * the query schema's): a year the programme does not have is refused, as an option the Filter panel never offers.
 */
export async function checkedProviderClaimSelection(
  deps: Pick<AppDependencies, 'db'>,
  tab: ProviderClaimTab,
  filter: ProviderClaimFilter,
): Promise<ProviderClaimSelection> {
  const { claimYear } = filter;
  if (claimYear !== undefined && !isClaimYearFilter(await programmeSchoolYears(deps.db), claimYear)) {
    throw new ValidationError([{ path: 'claimYear', message: translate('provider.filter.claimYearUnknown') }]);
  }
  return providerClaimSelection(tab, filter);
}

/**
 * One page of an organisation's claims on a dashboard tab (GET /api/service-provider/{id}/…-claims), for a
 * member of the organisation, with the query as the route read it (the Filter panel's own schema).
 */
export async function listProviderClaims(
  deps: Dependencies,
  provider: ProviderRow,
  tab: ProviderClaimTab,
  query: ProviderClaimListQuery,
): Promise<ProviderClaimPage> {
  const { db, config, clock } = deps;
  const { sort, order, limit, cursor } = query;
  const rows = await listProviderClaimPage(db, {
    providerId: provider.id,
    selection: await checkedProviderClaimSelection(deps, tab, query),
    sort,
    order,
    limit: limit + 1,
    after: cursor === undefined ? null : decodePageCursor(cursor, (key) => isSortKey(sort, key), listOf(sort, order)),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  // The open external review step of each claim waiting for the provider: the link the provider acts through.
  const now = clock();
  const tokens = await openReviewTokens(
    db,
    reviewTokenSecret(config),
    page.map((row) => row.id),
    'external',
    now,
  );
  return {
    items: page.map((row) => {
      const token = tokens.get(row.id);
      return rowView(row, token === undefined ? null : reviewLink(config, token), now);
    }),
    nextCursor:
      rows.length > limit && last !== undefined
        ? encodePageCursor({ key: last.sortKey, id: last.id }, listOf(sort, order))
        : null,
  };
}

/** The counts on the dashboard's tab labels (GET /api/service-provider/{id}/claim-stats). */
export async function providerClaimStats(deps: Dependencies, provider: ProviderRow): Promise<ClaimStats> {
  return claimStatsOf(await countProviderClaimsByStatus(deps.db, provider.id));
}

/**
 * How many of the organisation's claims a tab's filters select (GET /api/service-provider/{id}/{tab}/count), for a
 * member: the tab's label while filters are applied.
 */
export async function countProviderClaims(
  deps: Dependencies,
  provider: ProviderRow,
  tab: ProviderClaimTab,
  filter: ProviderClaimFilter,
): Promise<ProviderClaimCount> {
  const selection = await checkedProviderClaimSelection(deps, tab, filter);
  return { count: await countProviderClaimSelection(deps.db, provider.id, selection) };
}

export function claimNotFound() {
  return new NotFoundError('CLAIM_NOT_FOUND', translate('provider.claimNotFound'));
}

/**
 * The read-only claim details (GET /api/claim/service-provider/{claimId}/{orgId}): a claim of the organisation's
 * provider, for a member, with its payouts as the provider reads them (what it reconciles its bank account with).
 * Whatever the reason it cannot be shown, the answer is the same, so it teaches nothing about other organisations'
 * claims.
 */
export async function providerClaimDetails(
  deps: Dependencies,
  provider: ProviderRow,
  claimIdText: string,
): Promise<ProviderClaimDetails> {
  const { db, config, clock } = deps;
  const claimId = /^\d{1,9}$/.test(claimIdText) ? Number(claimIdText) : 0;
  const view = claimId > 0 ? await claimView(db, config, clock(), claimId, 'provider') : undefined;
  if (view?.serviceProvider?.number !== provider.number) throw claimNotFound();
  const [links, payouts] = await Promise.all([
    openReviewTokens(db, reviewTokenSecret(config), [view.id], 'external', clock()),
    listProviderPayouts(db, view.id),
  ]);
  const token = links.get(view.id);
  return { ...view, externalReviewLink: token === undefined ? null : reviewLink(config, token), payouts };
}

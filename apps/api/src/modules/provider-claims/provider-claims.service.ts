import {
  centsToDollars,
  claimStatsOf,
  dueDateOf,
  isClaimYearFilter,
  isOverdue,
  providerClaimSelection,
  PROVIDER_CLAIM_SORTS,
  SORT_ORDERS,
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
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import { listProviderPayouts } from '../bank/payouts.ts';
import { claimView } from '../claims/claim-view.ts';
import { requireMembership } from '../providers/providers.service.ts';
import { openReviewTokens, reviewLink, reviewTokenSecret } from '../reviews/review-tokens.ts';
import { programmeSchoolYears } from '../school-years/school-years.service.ts';
import {
  countProviderClaimSelection,
  countProviderClaimsByStatus,
  isSortKey,
  listProviderClaimPage,
  type ClaimKey,
  type ProviderClaimListRow,
} from './provider-claims.repository.ts';

type Dependencies = Pick<AppDependencies, 'db' | 'config' | 'clock' | 'merits'>;

/**
 * The cursor of the next page: the last row's sort key and id, with the sort it belongs to, as base64url JSON.
 * Opaque to the client; a cursor of another sort, or one that was tampered with, is refused, never guessed at.
 */
const cursorSchema = z.tuple([
  z.enum(PROVIDER_CLAIM_SORTS),
  z.enum(SORT_ORDERS),
  z.string().max(64).nullable(),
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
]);

function encodeCursor(sort: ProviderClaimSort, order: 'asc' | 'desc', row: ProviderClaimListRow): string {
  const cursor: z.infer<typeof cursorSchema> = [sort, order, row.sortKey, row.id];
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function invalidCursor() {
  return new ValidationError([{ path: 'cursor', message: translate('provider.list.cursorInvalid') }]);
}

function decodeCursor(text: string, sort: ProviderClaimSort, order: 'asc' | 'desc'): ClaimKey {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) throw invalidCursor();
  const [cursorSort, cursorOrder, key, id] = parsed.data;
  if (cursorSort !== sort || cursorOrder !== order || !isSortKey(sort, key)) throw invalidCursor();
  return { key, id };
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
  identity: Identity,
  organisationId: string,
  tab: ProviderClaimTab,
  query: ProviderClaimListQuery,
): Promise<ProviderClaimPage> {
  const { db, config, clock } = deps;
  const { provider } = await requireMembership(deps, identity, organisationId);
  const { sort, order, limit, cursor } = query;
  const rows = await listProviderClaimPage(db, {
    providerId: provider.id,
    selection: await checkedProviderClaimSelection(deps, tab, query),
    sort,
    order,
    limit: limit + 1,
    after: cursor === undefined ? null : decodeCursor(cursor, sort, order),
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
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(sort, order, last) : null,
  };
}

/** The counts on the dashboard's tab labels (GET /api/service-provider/{id}/claim-stats). */
export async function providerClaimStats(
  deps: Dependencies,
  identity: Identity,
  organisationId: string,
): Promise<ClaimStats> {
  const { provider } = await requireMembership(deps, identity, organisationId);
  return claimStatsOf(await countProviderClaimsByStatus(deps.db, provider.id));
}

/**
 * How many of the organisation's claims a tab's filters select (GET /api/service-provider/{id}/{tab}/count), for a
 * member: the tab's label while filters are applied.
 */
export async function countProviderClaims(
  deps: Dependencies,
  identity: Identity,
  organisationId: string,
  tab: ProviderClaimTab,
  filter: ProviderClaimFilter,
): Promise<ProviderClaimCount> {
  const { provider } = await requireMembership(deps, identity, organisationId);
  const selection = await checkedProviderClaimSelection(deps, tab, filter);
  return { count: await countProviderClaimSelection(deps.db, provider.id, selection) };
}

function claimNotFound() {
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
  identity: Identity,
  claimIdText: string,
  organisationId: string,
): Promise<ProviderClaimDetails> {
  const { db, config, clock } = deps;
  const membership = await requireMembership(deps, identity, organisationId).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw claimNotFound();
    throw error;
  });
  const claimId = /^\d{1,9}$/.test(claimIdText) ? Number(claimIdText) : 0;
  const view = claimId > 0 ? await claimView(db, config, clock(), claimId, 'provider') : undefined;
  if (view?.serviceProvider?.number !== membership.provider.number) throw claimNotFound();
  const [links, payouts] = await Promise.all([
    openReviewTokens(db, reviewTokenSecret(config), [view.id], 'external', clock()),
    listProviderPayouts(db, view.id),
  ]);
  const token = links.get(view.id);
  return { ...view, externalReviewLink: token === undefined ? null : reviewLink(config, token), payouts };
}

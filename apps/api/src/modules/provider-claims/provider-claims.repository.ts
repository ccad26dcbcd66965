import type { ClaimStatus, ProviderClaimSelection, ProviderClaimSort } from '@ace/domain';
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { isTimestampKey, timestampKey } from '../../db/page-keys.ts';
import { children, claims, providerClaimCounts, users } from '../../db/schema.ts';

/**
 * Where a page starts: after the row with this sort key and id. Keys are text as this file writes them
 * (timestamps to the microsecond, which a JavaScript Date would round), so a page never skips or repeats a row.
 */
export interface ClaimKey {
  key: string | null;
  id: number;
}

export interface ProviderClaimPageRequest {
  providerId: number;
  selection: ProviderClaimSelection;
  sort: ProviderClaimSort;
  order: 'asc' | 'desc';
  /** Rows to read: one more than the page shows, to know whether another page follows. */
  limit: number;
  after: ClaimKey | null;
}

interface SortColumn {
  column: PgColumn;
  /** The key alone orders the rows (it is the id): no tie-breaker needed. */
  unique: boolean;
  nullable: boolean;
  /** The column as the text of a cursor key, and a cursor key back as a value of the column's type. */
  asKey: SQL<string | null>;
  fromKey: (key: string) => SQL;
  /** Whether a text is a key as asKey writes them (anything else would fail in SQL). */
  isKey: (key: string) => boolean;
}

const isIntegerKey = (key: string) => /^\d{1,9}$/.test(key);

const sortColumns: Readonly<Record<ProviderClaimSort, SortColumn>> = {
  createdAt: {
    column: claims.createdAt,
    unique: false,
    nullable: false,
    asKey: timestampKey(claims.createdAt),
    fromKey: (key) => sql`${key}::timestamptz`,
    isKey: isTimestampKey,
  },
  reviewedAt: {
    column: claims.reviewedAt,
    unique: false,
    nullable: true,
    asKey: timestampKey(claims.reviewedAt),
    fromKey: (key) => sql`${key}::timestamptz`,
    isKey: isTimestampKey,
  },
  amount: {
    column: claims.amountCents,
    unique: false,
    nullable: false,
    asKey: sql<string>`${claims.amountCents}::text`,
    fromKey: (key) => sql`${key}::integer`,
    isKey: isIntegerKey,
  },
  id: {
    column: claims.id,
    unique: true,
    nullable: false,
    asKey: sql<string>`${claims.id}::text`,
    fromKey: (key) => sql`${key}::integer`,
    isKey: isIntegerKey,
  },
};

/** Whether a cursor's key is one this sort's keys could be (a cursor may have been tampered with). */
export function isSortKey(sort: ProviderClaimSort, key: string | null): boolean {
  const { nullable, isKey } = sortColumns[sort];
  return key === null ? nullable : isKey(key);
}

/** LIKE's wildcards in a name are letters to match, not wildcards. */
function startsWith(column: PgColumn, prefix: string): SQL {
  return ilike(column, `${prefix.replace(/[\\%_]/g, '\\$&')}%`);
}

function within(column: PgColumn, range: { from: Date | null; before: Date | null }): SQL[] {
  return [
    ...(range.from === null ? [] : [gte(column, range.from)]),
    ...(range.before === null ? [] : [lt(column, range.before)]),
  ];
}

function selected(providerId: number, selection: ProviderClaimSelection): SQL[] {
  const names = selection.namePrefixes;
  const year = selection.schoolYear;
  return [
    eq(claims.serviceProviderId, providerId),
    inArray(claims.status, [...selection.statuses]),
    ...(names.childFirstName === undefined ? [] : [startsWith(children.firstName, names.childFirstName)]),
    ...(names.childLastName === undefined ? [] : [startsWith(children.lastName, names.childLastName)]),
    ...(names.parentFirstName === undefined ? [] : [startsWith(users.firstName, names.parentFirstName)]),
    ...(names.parentLastName === undefined ? [] : [startsWith(users.lastName, names.parentLastName)]),
    ...(selection.claimId === null ? [] : [eq(claims.id, selection.claimId)]),
    ...(year === 'any' ? [] : [year === null ? isNull(claims.schoolYear) : eq(claims.schoolYear, year)]),
    ...(selection.payTo === null ? [] : [eq(claims.payTo, selection.payTo)]),
    ...within(claims.createdAt, selection.submitted),
    ...within(claims.reviewedAt, selection.actioned),
  ];
}

/** Where a page's query starts: at the top, after a row, or at the first row without a sort key. */
type PageStart = 'top' | { after: ClaimKey } | 'firstWithoutKey';

/**
 * Keyset pagination: the rows after the cursor's in (sort key, id) order, written as a row comparison so that an
 * index on (…, key, id) starts the scan at the cursor. Rows without a key (reviewedAt) come after all the others,
 * in either order: a query reads the rows with a key, and listProviderClaimPage goes on with those without one in
 * a second query. So each query follows one index in both directions, never a filter over what came before.
 */
function startCondition(sort: SortColumn, order: 'asc' | 'desc', start: PageStart): SQL | undefined {
  const beyondId = (id: number) => (order === 'desc' ? lt(claims.id, id) : gt(claims.id, id));
  if (start === 'firstWithoutKey') return isNull(sort.column);
  if (start === 'top') return sort.nullable ? isNotNull(sort.column) : undefined;
  const { key, id } = start.after;
  if (sort.unique) return beyondId(id);
  if (key === null) return and(isNull(sort.column), beyondId(id));
  // Never true for a row without a key.
  const value = sort.fromKey(key);
  return order === 'desc'
    ? sql`(${sort.column}, ${claims.id}) < (${value}, ${id})`
    : sql`(${sort.column}, ${claims.id}) > (${value}, ${id})`;
}

function orderBy(sort: SortColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return sort.unique ? [direction(claims.id)] : [direction(sort.column), direction(claims.id)];
}

function pageQuery(db: Executor, request: ProviderClaimPageRequest, start: PageStart) {
  const sort = sortColumns[request.sort];
  return db
    .select({
      id: claims.id,
      amountCents: claims.amountCents,
      createdAt: claims.createdAt,
      payTo: claims.payTo,
      status: claims.status,
      schoolYear: claims.schoolYear,
      reviewedAt: claims.reviewedAt,
      reviewerName: claims.reviewerName,
      dueAt: claims.dueAt,
      childFirstName: children.firstName,
      childLastName: children.lastName,
      parentFirstName: users.firstName,
      parentLastName: users.lastName,
      sortKey: sort.asKey,
    })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(and(...selected(request.providerId, request.selection), startCondition(sort, request.order, start)))
    .orderBy(...orderBy(sort, request.order))
    .limit(request.limit);
}

/** The query that reads a page of claims (for EXPLAIN); listProviderClaimPage runs it. */
export function providerClaimPageQuery(db: Executor, request: ProviderClaimPageRequest) {
  return pageQuery(db, request, request.after === null ? 'top' : { after: request.after });
}

/**
 * One page of an organisation's claims with the names of the child and parent (the rows of spec section 3). When
 * the sort key may be missing and the rows with one run out before the page is full, the page goes on with the
 * rows without one.
 */
export async function listProviderClaimPage(db: Executor, request: ProviderClaimPageRequest) {
  const rows = await providerClaimPageQuery(db, request);
  const keyedRowsOnly = sortColumns[request.sort].nullable && request.after?.key !== null;
  if (!keyedRowsOnly || rows.length === request.limit) return rows;
  const rest = await pageQuery(db, { ...request, limit: request.limit - rows.length }, 'firstWithoutKey');
  return [...rows, ...rest];
}

export type ProviderClaimListRow = Awaited<ReturnType<typeof listProviderClaimPage>>[number];

/**
 * The query that reads how many of the provider's claims are in each status (for EXPLAIN); countProviderClaimsByStatus
 * runs it. It adds up the figures the database keeps with every claim change (migration 0011): a few rows of the
 * provider, never its claims.
 */
export function providerClaimCountsQuery(db: Executor, providerId: number) {
  return db
    .select({ status: providerClaimCounts.status, count: sql<number>`sum(${providerClaimCounts.claims})::integer` })
    .from(providerClaimCounts)
    .where(eq(providerClaimCounts.providerId, providerId))
    .groupBy(providerClaimCounts.status);
}

/** How many of the provider's claims are in each status. */
export async function countProviderClaimsByStatus(db: Executor, providerId: number) {
  const counts: Partial<Record<ClaimStatus, number>> = {};
  for (const row of await providerClaimCountsQuery(db, providerId)) counts[row.status] = row.count;
  return counts;
}

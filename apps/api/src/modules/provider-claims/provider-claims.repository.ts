import type { ClaimStatus, ProviderClaimSelection, ProviderClaimSort } from '@ace/domain';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bindPlaceholders, bindValues, preparedVariants, type Bind } from '../../db/prepared-query.ts';
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
  fromKey: (key: string | Placeholder) => SQL;
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

const FILTERS = [
  'childFirstName',
  'childLastName',
  'parentFirstName',
  'parentLastName',
  'claimId',
  'schoolYear',
  'payTo',
  'submittedFrom',
  'submittedBefore',
  'actionedFrom',
  'actionedBefore',
] as const;
type FilterName = (typeof FILTERS)[number];

/** The values of a page's query; a filter the request does not set is left out, and its condition with it. */
// A type, not an interface: a prepared query takes its values as a record, which an interface is not.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
type PageValues = {
  providerId: number;
  /** The name filters as LIKE patterns. */
  childFirstName?: string;
  childLastName?: string;
  parentFirstName?: string;
  parentLastName?: string;
  claimId?: number;
  schoolYear?: NonNullable<typeof claims.$inferSelect.schoolYear>;
  payTo?: typeof claims.$inferSelect.payTo;
  submittedFrom?: Date;
  submittedBefore?: Date;
  actionedFrom?: Date;
  actionedBefore?: Date;
  afterKey?: string;
  afterId?: number;
  /** A page's rows; a count has none. */
  limit?: number;
};

/**
 * Where a page's query starts: at the top, after a row (by its sort key and id, by its id alone when the key is the
 * id, or after a row without a sort key), or at the first row without a sort key.
 */
type StartKind = 'top' | 'after' | 'afterId' | 'afterWithoutKey' | 'firstWithoutKey';

/** Which claims a tab and its filters select, apart from the filters' values. */
interface SelectionShape {
  statuses: readonly ClaimStatus[];
  filters: FilterName[];
  withoutSchoolYear: boolean;
}

/** What a page's query is made of, apart from its values: one prepared statement for each. */
interface PageShape extends SelectionShape {
  sort: ProviderClaimSort;
  order: 'asc' | 'desc';
  start: StartKind;
}

const filterConditions: Readonly<Record<FilterName, (bind: Bind<PageValues>) => SQL>> = {
  childFirstName: (bind) => ilike(children.firstName, bind('childFirstName')),
  childLastName: (bind) => ilike(children.lastName, bind('childLastName')),
  parentFirstName: (bind) => ilike(users.firstName, bind('parentFirstName')),
  parentLastName: (bind) => ilike(users.lastName, bind('parentLastName')),
  claimId: (bind) => eq(claims.id, bind('claimId')),
  schoolYear: (bind) => eq(claims.schoolYear, bind('schoolYear')),
  payTo: (bind) => eq(claims.payTo, bind('payTo')),
  submittedFrom: (bind) => gte(claims.createdAt, bind('submittedFrom')),
  submittedBefore: (bind) => lt(claims.createdAt, bind('submittedBefore')),
  actionedFrom: (bind) => gte(claims.reviewedAt, bind('actionedFrom')),
  actionedBefore: (bind) => lt(claims.reviewedAt, bind('actionedBefore')),
};

/** A name prefix as a LIKE pattern: LIKE's wildcards in the name are letters to match, not wildcards. */
function startsWith(prefix: string | undefined): string | undefined {
  return prefix === undefined ? undefined : `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The shape of the conditions that select the provider's claims on a tab under its filters, and their values. */
function selectionOf(
  providerId: number,
  selection: ProviderClaimSelection,
): { shape: SelectionShape; values: PageValues } {
  const names = selection.namePrefixes;
  const year = selection.schoolYear;
  const filterValues: Pick<PageValues, FilterName> = {
    childFirstName: startsWith(names.childFirstName),
    childLastName: startsWith(names.childLastName),
    parentFirstName: startsWith(names.parentFirstName),
    parentLastName: startsWith(names.parentLastName),
    claimId: selection.claimId ?? undefined,
    schoolYear: year === 'any' || year === null ? undefined : year,
    payTo: selection.payTo ?? undefined,
    submittedFrom: selection.submitted.from ?? undefined,
    submittedBefore: selection.submitted.before ?? undefined,
    actionedFrom: selection.actioned.from ?? undefined,
    actionedBefore: selection.actioned.before ?? undefined,
  };
  const shape: SelectionShape = {
    statuses: selection.statuses,
    filters: FILTERS.filter((name) => filterValues[name] !== undefined),
    withoutSchoolYear: year === null,
  };
  return { shape, values: { providerId, ...filterValues } };
}

/** The shape of a page's query and its values, for a request and where the page starts. */
function pageOf(request: ProviderClaimPageRequest, start: PageStart): { shape: PageShape; values: PageValues } {
  const selected = selectionOf(request.providerId, request.selection);
  const values: PageValues = { ...selected.values, limit: request.limit };
  let kind: StartKind = start === 'top' || start === 'firstWithoutKey' ? start : 'after';
  if (typeof start === 'object') {
    values.afterId = start.after.id;
    if (sortColumns[request.sort].unique) kind = 'afterId';
    else if (start.after.key === null) kind = 'afterWithoutKey';
    else values.afterKey = start.after.key;
  }
  const shape: PageShape = { ...selected.shape, sort: request.sort, order: request.order, start: kind };
  return { shape, values };
}

/** Where a page's query starts: at the top, after a row, or at the first row without a sort key. */
type PageStart = 'top' | { after: ClaimKey } | 'firstWithoutKey';

/**
 * Keyset pagination: the rows after the cursor's in (sort key, id) order, written as a row comparison so that an
 * index on (…, key, id) starts the scan at the cursor. Rows without a key (reviewedAt) come after all the others,
 * in either order: a query reads the rows with a key, and listProviderClaimPage goes on with those without one in
 * a second query. So each query follows one index in both directions, never a filter over what came before.
 */
function startCondition(shape: PageShape, bind: Bind<PageValues>): SQL | undefined {
  const sort = sortColumns[shape.sort];
  const beyondId = () => (shape.order === 'desc' ? lt(claims.id, bind('afterId')) : gt(claims.id, bind('afterId')));
  switch (shape.start) {
    case 'top':
      return sort.nullable ? isNotNull(sort.column) : undefined;
    case 'firstWithoutKey':
      return isNull(sort.column);
    case 'afterId':
      return beyondId();
    case 'afterWithoutKey':
      return and(isNull(sort.column), beyondId());
    case 'after': {
      // Never true for a row without a key.
      const value = sort.fromKey(bind('afterKey'));
      return shape.order === 'desc'
        ? sql`(${sort.column}, ${claims.id}) < (${value}, ${bind('afterId')})`
        : sql`(${sort.column}, ${claims.id}) > (${value}, ${bind('afterId')})`;
    }
  }
}

/**
 * The conditions that select the provider's claims on a tab under its filters. The statuses are written into the
 * statement (not sent as values): the decided tabs read a partial index of the Accepted and Rejected claims, which a
 * prepared statement's generic plan can use only so.
 */
function selectionConditions(shape: SelectionShape, bind: Bind<PageValues>): (SQL | undefined)[] {
  return [
    eq(claims.serviceProviderId, bind('providerId')),
    inArray(claims.status, [...shape.statuses]).inlineParams(),
    ...shape.filters.map((name) => filterConditions[name](bind)),
    shape.withoutSchoolYear ? isNull(claims.schoolYear) : undefined,
  ];
}

function orderBy(sort: SortColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return sort.unique ? [direction(claims.id)] : [direction(sort.column), direction(claims.id)];
}

/** A page's query. */
function pageQuery(db: Executor, shape: PageShape, bind: Bind<PageValues>) {
  const sort = sortColumns[shape.sort];
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
    .where(and(...selectionConditions(shape, bind), startCondition(shape, bind)))
    .orderBy(...orderBy(sort, shape.order))
    .limit(bind('limit'));
}

const preparedPageQuery = preparedVariants('provider_claim_page', (db, name, shape: PageShape) =>
  pageQuery(db, shape, bindPlaceholders<PageValues>()).prepare(name),
);

async function readPage(db: Executor, request: ProviderClaimPageRequest, start: PageStart) {
  const { shape, values } = pageOf(request, start);
  return preparedPageQuery(db, shape).execute(values);
}

/** The query that reads a page of claims, with its values in it (for EXPLAIN); listProviderClaimPage runs it. */
export function providerClaimPageQuery(db: Executor, request: ProviderClaimPageRequest) {
  const { shape, values } = pageOf(request, request.after === null ? 'top' : { after: request.after });
  return pageQuery(db, shape, bindValues(values));
}

/**
 * One page of an organisation's claims with the names of the child and parent (the rows of spec section 3). When
 * the sort key may be missing and the rows with one run out before the page is full, the page goes on with the
 * rows without one.
 */
export async function listProviderClaimPage(db: Executor, request: ProviderClaimPageRequest) {
  const rows = await readPage(db, request, request.after === null ? 'top' : { after: request.after });
  const keyedRowsOnly = sortColumns[request.sort].nullable && request.after?.key !== null;
  if (!keyedRowsOnly || rows.length === request.limit) return rows;
  const rest = await readPage(db, { ...request, limit: request.limit - rows.length }, 'firstWithoutKey');
  return [...rows, ...rest];
}

export type ProviderClaimListRow = Awaited<ReturnType<typeof listProviderClaimPage>>[number];

const NAME_FILTERS: readonly FilterName[] = ['childFirstName', 'childLastName', 'parentFirstName', 'parentLastName'];

/**
 * How many claims a tab's filters select. The names of the child and parent are joined only when a name is filtered
 * on: the other filters are the claim's own columns, read from the tab's index.
 */
function selectionCountQuery(db: Executor, shape: SelectionShape, bind: Bind<PageValues>) {
  const query = db
    .select({ count: sql<number>`count(*)::integer` })
    .from(claims)
    .$dynamic();
  const named = shape.filters.some((name) => NAME_FILTERS.includes(name))
    ? query.innerJoin(children, eq(children.id, claims.childId)).innerJoin(users, eq(users.id, children.parentId))
    : query;
  return named.where(and(...selectionConditions(shape, bind)));
}

const preparedSelectionCount = preparedVariants('provider_claim_count', (db, name, shape: SelectionShape) =>
  selectionCountQuery(db, shape, bindPlaceholders<PageValues>()).prepare(name),
);

/** The query that counts what a tab's filters select, with its values in it (for EXPLAIN). */
export function providerClaimSelectionCountQuery(db: Executor, providerId: number, selection: ProviderClaimSelection) {
  const { shape, values } = selectionOf(providerId, selection);
  return selectionCountQuery(db, shape, bindValues(values));
}

/** How many of the provider's claims a tab's filters select. */
export async function countProviderClaimSelection(
  db: Executor,
  providerId: number,
  selection: ProviderClaimSelection,
): Promise<number> {
  const { shape, values } = selectionOf(providerId, selection);
  const [row] = await preparedSelectionCount(db, shape).execute(values);
  return row?.count ?? 0;
}

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

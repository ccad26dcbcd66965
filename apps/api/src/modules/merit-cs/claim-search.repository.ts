import type { StaffSearchTerms } from '@ace/domain';
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { children, claims, serviceProviders, users } from '../../db/schema.ts';
import { staffClaimColumns } from './staff-claim-columns.ts';

/**
 * lower(column) LIKE 'prefix%', the one form the name indexes (lower(column) text_pattern_ops) answer as a range.
 * LIKE's wildcards in the prefix are letters to match.
 */
function startsWith(column: PgColumn, prefix: string): SQL {
  return sql`lower(${column}) like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`;
}

function nameMatches(first: PgColumn, last: PgColumn, name: NonNullable<StaffSearchTerms['personName']>): SQL {
  if ('either' in name) return or(startsWith(first, name.either), startsWith(last, name.either)) ?? sql`false`;
  return and(startsWith(first, name.first), startsWith(last, name.last)) ?? sql`false`;
}

/**
 * How many matching students, parents or providers a search still reads claim by claim (the newest claims of each,
 * from an index on the owner); a name shared by more is common enough that reading the newest claims and keeping
 * those of a match finds a page sooner.
 */
const FEW = { children: 3000, parents: 1500, providers: 200 } as const;

/** Ids of the rows a query finds, or 'many' when there are more than `few` of them. */
async function fewIds(query: PromiseLike<{ id: number }[]>, few: number): Promise<number[] | 'many'> {
  const rows = await query;
  return rows.length > few ? 'many' : rows.map((row) => row.id);
}

/** An integer array as one parameter (a JavaScript array would become a list of parameters). */
const integerArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

interface PageOf {
  before: SQL | undefined;
  limit: number;
}

/** The newest claims of each of a few owners (students or providers), each read from the owner's index. */
function newestOfEach(owner: PgColumn, ids: readonly number[], page: PageOf): SQL {
  return sql`(select newest.id from unnest(${integerArray(ids)}) as owner(id) cross join lateral (
    select ${claims.id} as id from ${claims} where ${owner} = owner.id ${page.before === undefined ? sql`` : sql`and ${page.before}`}
    order by ${claims.id} desc limit ${page.limit}) as newest order by newest.id desc limit ${page.limit})`;
}

/** The newest claims that meet a condition met by many: read newest first, kept when they match. */
function newestWhere(condition: SQL | undefined, page: PageOf): SQL {
  return sql`(${sql`select ${claims.id} from ${claims} where ${and(condition, page.before)} order by ${claims.id} desc limit ${page.limit}`})`;
}

/**
 * One page of claim ids for each way a search text finds claims: the claim's id, its provider (number or name), its
 * student, its parent (name or e-mail). The students, parents and providers are found first, each from an index on
 * the start of their names; their claims then from the claims' indexes.
 */
async function matchingClaimPages(db: Executor, terms: StaffSearchTerms, page: PageOf): Promise<SQL[]> {
  const pages: SQL[] = [];
  if (terms.claimId !== null) pages.push(newestWhere(eq(claims.id, terms.claimId), page));
  const providerMatches = [
    terms.providerNumber === null ? undefined : eq(serviceProviders.number, terms.providerNumber),
    terms.providerNamePrefix === null ? undefined : startsWith(serviceProviders.name, terms.providerNamePrefix),
  ].filter((condition) => condition !== undefined);
  // Queries are built anew for each use: a query builder is changed by what is called on it (limit).
  if (providerMatches.length > 0) {
    const providers = () =>
      db
        .select({ id: serviceProviders.id })
        .from(serviceProviders)
        .where(or(...providerMatches));
    const ids = await fewIds(providers().limit(FEW.providers + 1), FEW.providers);
    pages.push(
      ids === 'many'
        ? newestWhere(inArray(claims.serviceProviderId, providers()), page)
        : newestOfEach(claims.serviceProviderId, ids, page),
    );
  }
  if (terms.personName !== null) {
    const name = terms.personName;
    const students = () =>
      db
        .select({ id: children.id })
        .from(children)
        .where(nameMatches(children.firstName, children.lastName, name));
    const ids = await fewIds(students().limit(FEW.children + 1), FEW.children);
    pages.push(
      ids === 'many' ? newestWhere(inArray(claims.childId, students()), page) : newestOfEach(claims.childId, ids, page),
    );
  }
  const parentMatches = [
    terms.personName === null ? undefined : nameMatches(users.firstName, users.lastName, terms.personName),
    terms.emailPrefix === null ? undefined : startsWith(users.email, terms.emailPrefix),
  ].filter((condition) => condition !== undefined);
  if (parentMatches.length > 0) {
    const parents = () =>
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.type, 'Parent'), or(...parentMatches)));
    const parentIds = await fewIds(parents().limit(FEW.parents + 1), FEW.parents);
    const childrenOf = (parentCondition: SQL) => db.select({ id: children.id }).from(children).where(parentCondition);
    // Only a child's parent submits its claims (claims.service), so a parent's claims are those they submitted:
    // read newest first, one lookup a claim fewer than through the child.
    if (parentIds === 'many') {
      pages.push(newestWhere(inArray(claims.submittedBy, parents()), page));
    } else if (parentIds.length > 0) {
      const childIds = (await childrenOf(sql`${children.parentId} = any(${integerArray(parentIds)})`)).map(
        (row) => row.id,
      );
      pages.push(newestOfEach(claims.childId, childIds, page));
    }
  }
  return pages;
}

export interface StaffClaimSearch {
  terms: StaffSearchTerms;
  /** Claims older than this id only: the page after the one that ended there. */
  beforeId: number | null;
  /** Rows to read: one more than the page shows, to know whether another page follows. */
  limit: number;
}

/**
 * One page of the claims a search finds, newest first (the claim id orders them). Each way of finding claims reads
 * at most a page of its own, so a common name costs no more than a rare one; the query answered reads the union.
 */
export async function staffClaimSearchQuery(db: Executor, search: StaffClaimSearch) {
  const before = search.beforeId === null ? undefined : lt(claims.id, search.beforeId);
  const pages = await matchingClaimPages(db, search.terms, { before, limit: search.limit });
  const found = pages.length === 0 ? sql`false` : sql`${claims.id} in (${sql.join(pages, sql` union all `)})`;
  // Wrapped: a query is a promise of its rows, which an async function would run rather than answer.
  return {
    query: db
      .select(staffClaimColumns)
      .from(claims)
      .innerJoin(children, eq(children.id, claims.childId))
      .innerJoin(users, eq(users.id, children.parentId))
      .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
      .where(found)
      .orderBy(desc(claims.id))
      .limit(search.limit),
  };
}

/** The claims a search finds: a page of them, newest first. */
export async function searchStaffClaims(db: Executor, search: StaffClaimSearch) {
  return (await staffClaimSearchQuery(db, search)).query;
}

export type StaffClaimSearchRow = Awaited<ReturnType<typeof searchStaffClaims>>[number];

/** Providers by number, or whose name starts with the text, by name. */
export function searchProviders(db: Executor, terms: StaffSearchTerms, limit: number) {
  const conditions = [
    terms.providerNumber === null ? undefined : eq(serviceProviders.number, terms.providerNumber),
    terms.providerNamePrefix === null ? undefined : startsWith(serviceProviders.name, terms.providerNamePrefix),
  ].filter((condition) => condition !== undefined);
  return db
    .select({ number: serviceProviders.number, name: serviceProviders.name, status: serviceProviders.status })
    .from(serviceProviders)
    .where(conditions.length === 0 ? sql`false` : or(...conditions))
    .orderBy(sql`lower(${serviceProviders.name})`, serviceProviders.number)
    .limit(limit);
}

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

/** The conditions a name is met by, any one of them: one name on either column, or a first and a last name. */
function nameConditions(first: PgColumn, last: PgColumn, name: NonNullable<StaffSearchTerms['personName']>): SQL[] {
  if ('either' in name) return [startsWith(first, name.either), startsWith(last, name.either)];
  return [and(startsWith(first, name.first), startsWith(last, name.last)) ?? sql`false`];
}

interface PageOf {
  before: SQL | undefined;
  limit: number;
}

/** The newest claims of each of a few owners (students or providers), each read from the owner's index. */
function newestOfEach(owner: PgColumn, owners: SQL, page: PageOf): SQL {
  return sql`select newest.id from (${owners}) as owner(id) cross join lateral (
    select ${claims.id} as id from ${claims} where ${owner} = owner.id ${page.before === undefined ? sql`` : sql`and ${page.before}`}
    order by ${claims.id} desc limit ${page.limit}) as newest order by newest.id desc limit ${page.limit}`;
}

/** The newest claims that meet a condition met by many: read newest first, kept when they match. */
function newestWhere(condition: SQL | undefined, page: PageOf): SQL {
  return sql`select ${claims.id} from ${claims} where ${and(condition, page.before)} order by ${claims.id} desc limit ${page.limit}`;
}

/**
 * A way a search text finds claims through the students, parents or providers it matches. While they are few, their
 * claims are read owner by owner (the newest of each, from an index on the owner); a name shared by more is common
 * enough that reading the newest claims and keeping those of a match finds a page sooner.
 */
interface Way {
  /**
   * The rows met by each condition that finds the matches (`select 1 from … where …`): counted apart, each from its
   * own index and at most few + 1 of them, their sum is at least how many match, and cheap to count.
   */
  counted: SQL[];
  /** How many matches are still few. */
  few: number;
  /** The newest claims of a few matches. */
  ofFew: (page: PageOf) => SQL;
  /** The newest claims of many matches. */
  ofMany: (page: PageOf) => SQL;
}

/** The ways a search text finds claims through the providers, students and parents it matches. */
function ways(db: Executor, terms: StaffSearchTerms): Way[] {
  const found: Way[] = [];
  const providerMatches = [
    terms.providerNumber === null ? undefined : eq(serviceProviders.number, terms.providerNumber),
    terms.providerNamePrefix === null ? undefined : startsWith(serviceProviders.name, terms.providerNamePrefix),
  ].filter((condition) => condition !== undefined);
  // Queries are built anew for each use: a query builder is changed by what is called on it.
  if (providerMatches.length > 0) {
    const providers = () =>
      db
        .select({ id: serviceProviders.id })
        .from(serviceProviders)
        .where(or(...providerMatches));
    found.push({
      counted: providerMatches.map((condition) => sql`select 1 from ${serviceProviders} where ${condition}`),
      few: 200,
      ofFew: (page) => newestOfEach(claims.serviceProviderId, sql`${providers()}`, page),
      ofMany: (page) => newestWhere(inArray(claims.serviceProviderId, providers()), page),
    });
  }
  if (terms.personName !== null) {
    const name = terms.personName;
    const conditions = nameConditions(children.firstName, children.lastName, name);
    const students = () =>
      db
        .select({ id: children.id })
        .from(children)
        .where(or(...conditions));
    found.push({
      counted: conditions.map((condition) => sql`select 1 from ${children} where ${condition}`),
      few: 3000,
      ofFew: (page) => newestOfEach(claims.childId, sql`${students()}`, page),
      ofMany: (page) => newestWhere(inArray(claims.childId, students()), page),
    });
  }
  const parentMatches = [
    ...(terms.personName === null ? [] : nameConditions(users.firstName, users.lastName, terms.personName)),
    ...(terms.emailPrefix === null ? [] : [startsWith(users.email, terms.emailPrefix)]),
  ];
  if (parentMatches.length > 0) {
    const parents = () =>
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.type, 'Parent'), or(...parentMatches)));
    // Only a child's parent submits its claims (claims.service), so a parent's claims are those they submitted:
    // read newest first, one lookup a claim fewer than through the child.
    found.push({
      counted: parentMatches.map(
        (condition) => sql`select 1 from ${users} where ${and(eq(users.type, 'Parent'), condition)}`,
      ),
      few: 1500,
      ofFew: (page) =>
        newestOfEach(
          claims.childId,
          sql`${db.select({ id: children.id }).from(children).where(inArray(children.parentId, parents()))}`,
          page,
        ),
      ofMany: (page) => newestWhere(inArray(claims.submittedBy, parents()), page),
    });
  }
  return found;
}

/**
 * The ids of the claims a search finds, newest first, in one statement: a page of them for each way of finding
 * claims (the claim's id, its provider by number or name, its student, its parent by name or e-mail). How many
 * students, parents or providers match is counted first (a CTE, once): each condition apart from its own index, up to
 * one more than few, the sum at least the matches; each way's reading of a few or of many matches is then one branch
 * of a union that the count switches on or off before it runs. A sum above few of fewer matches (a name meeting both
 * conditions) reads them as many, which a count that needs no more than few + 1 index entries for each makes cheap.
 */
function matchingClaimIds(db: Executor, terms: StaffSearchTerms, page: PageOf): SQL | null {
  const branches: SQL[] = [];
  if (terms.claimId !== null) branches.push(sql`(${newestWhere(eq(claims.id, terms.claimId), page)})`);
  const found = ways(db, terms);
  if (found.length === 0) return branches.length === 0 ? null : sql.join(branches, sql` union all `);
  const counts = found.map((way, index) => {
    const capped = way.counted.map((rows) => sql`(select count(*) from (${rows} limit ${way.few + 1}) as found)`);
    return sql`${sql.join(capped, sql` + `)} as ${sql.identifier(`way${index}`)}`;
  });
  found.forEach((way, index) => {
    const many = sql`(select ${sql.identifier(`way${index}`)} from matched) > ${way.few}`;
    branches.push(
      sql`(select id from (${way.ofFew(page)}) as few where not ${many})`,
      sql`(select id from (${way.ofMany(page)}) as many where ${many})`,
    );
  });
  return sql`with matched as materialized (select ${sql.join(counts, sql`, `)}) ${sql.join(branches, sql` union all `)}`;
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
export function searchStaffClaims(db: Executor, search: StaffClaimSearch) {
  const before = search.beforeId === null ? undefined : lt(claims.id, search.beforeId);
  const ids = matchingClaimIds(db, search.terms, { before, limit: search.limit });
  const found = ids === null ? sql`false` : sql`${claims.id} in (${ids})`;
  return db
    .select(staffClaimColumns)
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(found)
    .orderBy(desc(claims.id))
    .limit(search.limit);
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

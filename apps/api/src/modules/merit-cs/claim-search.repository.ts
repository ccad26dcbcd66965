import type { StaffSearchTerms } from '@ace/domain';
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { children, claims, serviceProviders, users } from '../../db/schema.ts';

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
 * The ways a search text finds claims, each a condition one index answers: the claim's id, its provider (number or
 * name), its student, its parent (name or e-mail).
 */
function matchingClaims(db: Executor, terms: StaffSearchTerms): SQL[] {
  const childIdsOf = (condition: SQL) => db.select({ id: children.id }).from(children).where(condition);
  const providerIdsOf = (condition: SQL) =>
    db.select({ id: serviceProviders.id }).from(serviceProviders).where(condition);
  const parentMatches = [
    terms.personName === null ? undefined : nameMatches(users.firstName, users.lastName, terms.personName),
    terms.emailPrefix === null ? undefined : startsWith(users.email, terms.emailPrefix),
  ].filter((condition) => condition !== undefined);
  return [
    ...(terms.claimId === null ? [] : [eq(claims.id, terms.claimId)]),
    ...(terms.providerNumber === null
      ? []
      : [inArray(claims.serviceProviderId, providerIdsOf(eq(serviceProviders.number, terms.providerNumber)))]),
    ...(terms.providerNamePrefix === null
      ? []
      : [
          inArray(claims.serviceProviderId, providerIdsOf(startsWith(serviceProviders.name, terms.providerNamePrefix))),
        ]),
    ...(terms.personName === null
      ? []
      : [inArray(claims.childId, childIdsOf(nameMatches(children.firstName, children.lastName, terms.personName)))]),
    ...(parentMatches.length === 0
      ? []
      : [
          inArray(
            claims.childId,
            childIdsOf(
              inArray(
                children.parentId,
                db
                  .select({ id: users.id })
                  .from(users)
                  .where(and(eq(users.type, 'Parent'), or(...parentMatches))),
              ),
            ),
          ),
        ]),
  ];
}

export interface StaffClaimSearch {
  terms: StaffSearchTerms;
  /** Claims older than this id only: the page after the one that ended there. */
  beforeId: number | null;
  /** Rows to read: one more than the page shows, to know whether another page follows. */
  limit: number;
}

/**
 * One page of the claims a search finds, newest first. Each way of finding claims reads at most a page of its own
 * from its index (a union of small ordered reads), so a common name costs no more than a rare one.
 */
export function staffClaimSearchQuery(db: Executor, search: StaffClaimSearch) {
  const before = search.beforeId === null ? undefined : lt(claims.id, search.beforeId);
  const pages = matchingClaims(db, search.terms).map(
    (condition) =>
      sql`(${db
        .select({ id: claims.id })
        .from(claims)
        .where(and(condition, before))
        .orderBy(desc(claims.id))
        .limit(search.limit)})`,
  );
  const found = pages.length === 0 ? sql`false` : sql`${claims.id} in (${sql.join(pages, sql` union all `)})`;
  return db
    .select({
      id: claims.id,
      status: claims.status,
      amountCents: claims.amountCents,
      createdAt: claims.createdAt,
      childFirstName: children.firstName,
      childLastName: children.lastName,
      parentFirstName: users.firstName,
      parentLastName: users.lastName,
      parentEmail: users.email,
      providerNumber: serviceProviders.number,
      providerName: serviceProviders.name,
    })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(found)
    .orderBy(desc(claims.id))
    .limit(search.limit);
}

export type StaffClaimSearchRow = Awaited<ReturnType<typeof staffClaimSearchQuery>>[number];

/** Providers by number, or whose name starts with the text, by name. */
export function searchProviders(db: Executor, terms: StaffSearchTerms, limit: number) {
  const conditions = [
    terms.providerNumber === null ? undefined : eq(serviceProviders.number, terms.providerNumber),
    terms.providerNamePrefix === null ? undefined : startsWith(serviceProviders.name, terms.providerNamePrefix),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return Promise.resolve([]);
  return db
    .select({ number: serviceProviders.number, name: serviceProviders.name, status: serviceProviders.status })
    .from(serviceProviders)
    .where(or(...conditions))
    .orderBy(sql`lower(${serviceProviders.name})`, serviceProviders.number)
    .limit(limit);
}

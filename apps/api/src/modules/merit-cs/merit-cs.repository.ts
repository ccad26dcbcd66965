import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { PROGRAMME_TIME_ZONE, type ClaimSearchQuery } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { auditCases, children, claimEvents, claims, serviceProviders, users } from '../../db/schema.ts';

export async function updateClaimAmount(db: Executor, claimId: number, fromCents: number, toCents: number) {
  const rows = await db
    .update(claims)
    .set({ amountCents: toCents })
    .where(and(eq(claims.id, claimId), eq(claims.status, 'Accepted'), eq(claims.amountCents, fromCents)))
    .returning({ id: claims.id });
  return rows.length === 1;
}

/** The id of the claim's audit case, if it is audited (issue 34): staff open the case from the claim. */
export async function auditCaseIdOf(db: Executor, claimId: number): Promise<number | null> {
  const [row] = await db.select({ id: auditCases.id }).from(auditCases).where(eq(auditCases.claimId, claimId));
  return row?.id ?? null;
}

export async function listClaimEvents(db: Executor, claimId: number) {
  return db
    .select({ event: claimEvents, actorFirstName: users.firstName, actorLastName: users.lastName })
    .from(claimEvents)
    .leftJoin(users, eq(users.id, claimEvents.actorUserId))
    .where(eq(claimEvents.claimId, claimId))
    .orderBy(asc(claimEvents.at), asc(claimEvents.id));
}

function localDay(column: SQL | typeof claims.createdAt) {
  return sql`(${column} at time zone ${PROGRAMME_TIME_ZONE})::date`;
}

/** The support staff's claim search: every filter optional, newest first, a page before an id. */
export async function searchClaims(db: Executor, query: ClaimSearchQuery) {
  const parent = users;
  const conditions = [
    query.claimId === undefined ? undefined : eq(claims.id, query.claimId),
    query.status === undefined ? undefined : eq(claims.status, query.status),
    query.serviceProviderNumber === undefined ? undefined : eq(serviceProviders.number, query.serviceProviderNumber),
    query.childName === undefined
      ? undefined
      : or(ilike(children.firstName, `${query.childName}%`), ilike(children.lastName, `${query.childName}%`)),
    query.parentName === undefined
      ? undefined
      : or(ilike(parent.firstName, `${query.parentName}%`), ilike(parent.lastName, `${query.parentName}%`)),
    query.submittedStartDate === undefined
      ? undefined
      : gte(localDay(claims.createdAt), sql`${query.submittedStartDate}::date`),
    query.submittedEndDate === undefined
      ? undefined
      : sql`${localDay(claims.createdAt)} <= ${query.submittedEndDate}::date`,
    query.beforeId === undefined ? undefined : lt(claims.id, query.beforeId),
  ];
  return db
    .select({
      id: claims.id,
      status: claims.status,
      amountCents: claims.amountCents,
      createdAt: claims.createdAt,
      reviewedAt: claims.reviewedAt,
      childFirstName: children.firstName,
      childLastName: children.lastName,
      parentFirstName: parent.firstName,
      parentLastName: parent.lastName,
      serviceProviderNumber: serviceProviders.number,
    })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .innerJoin(parent, eq(parent.id, children.parentId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(and(...conditions))
    .orderBy(desc(claims.id))
    .limit(query.limit);
}

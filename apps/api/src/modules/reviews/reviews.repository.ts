import { and, asc, desc, eq, gte, inArray, ne, or } from 'drizzle-orm';
import type { ClaimStatus } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { children, claimEvents, claimFiles, claims, serviceProviders } from '../../db/schema.ts';

export async function setClaimProvider(db: Executor, claimId: number, providerId: number) {
  await db
    .update(claims)
    .set({ serviceProviderId: providerId, nonAceServiceProvider: null })
    .where(and(eq(claims.id, claimId), eq(claims.status, 'Pending')));
}

/** The child's other claims and any claim carrying one of this claim's receipts (byte-identical files). */
export async function listRelevantClaims(db: Executor, claimId: number, childId: number) {
  const sameReceipts = db
    .select({ claimId: claimFiles.claimId })
    .from(claimFiles)
    .where(
      inArray(
        claimFiles.sha256,
        db.select({ sha256: claimFiles.sha256 }).from(claimFiles).where(eq(claimFiles.claimId, claimId)),
      ),
    );
  return db
    .select({
      id: claims.id,
      uuid: claims.uuid,
      amountCents: claims.amountCents,
      status: claims.status,
      createdAt: claims.createdAt,
      childFirstName: children.firstName,
      childLastName: children.lastName,
      serviceProviderNumber: serviceProviders.number,
    })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, claims.serviceProviderId))
    .where(and(ne(claims.id, claimId), or(eq(claims.childId, childId), inArray(claims.id, sameReceipts))))
    .orderBy(desc(claims.amountCents), asc(claims.id))
    .limit(200);
}

/**
 * The event that ended a review step: the first move of the claim out of the step's status since the step opened
 * (its token was issued), with when and the name of whoever made it.
 */
export async function findStepDecision(db: Executor, claimId: number, stepStatus: ClaimStatus, since: Date) {
  const rows = await db
    .select({ at: claimEvents.at, actorName: claimEvents.actorName })
    .from(claimEvents)
    .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.fromStatus, stepStatus), gte(claimEvents.at, since)))
    .orderBy(asc(claimEvents.at), asc(claimEvents.id))
    .limit(1);
  return rows[0];
}

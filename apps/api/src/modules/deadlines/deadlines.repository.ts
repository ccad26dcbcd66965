import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { children, claimEvents, claims, reviewTokens, users } from '../../db/schema.ts';
import type { Recipient } from '../mail/mail-in-each-language.ts';

/** The claims that have waited longest for support staff. */
export async function listOldestWaitingForStaff(db: Executor, limit: number) {
  return db
    .select({
      id: claims.id,
      createdAt: claims.createdAt,
      childFirstName: children.firstName,
      childLastName: children.lastName,
    })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .where(eq(claims.waitingOn, 'staff'))
    .orderBy(asc(claims.createdAt), asc(claims.id))
    .limit(limit);
}

export async function listSupportStaffRecipients(db: Executor): Promise<Recipient[]> {
  return db.select({ email: users.email, language: users.language }).from(users).where(eq(users.type, 'MeritCS'));
}

/**
 * Claims waiting for a provider without a due date (those of before due dates, migration 0006), with when each was
 * sent: its last move to Pending external, else its last external review link, else its submission.
 */
export async function listProviderClaimsWithoutDueDate(db: Executor) {
  const sentEvent = db
    .select({ at: sql`max(${claimEvents.at})` })
    .from(claimEvents)
    .where(and(eq(claimEvents.claimId, claims.id), eq(claimEvents.toStatus, 'Pending external')));
  const sentLink = db
    .select({ at: sql`max(${reviewTokens.createdAt})` })
    .from(reviewTokens)
    .where(and(eq(reviewTokens.claimId, claims.id), eq(reviewTokens.reviewType, 'external')));
  return db
    .select({
      id: claims.id,
      sentAt: sql<string>`coalesce((${sentEvent}), (${sentLink}), ${claims.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(claims)
    .where(and(eq(claims.status, 'Pending external'), eq(claims.waitingOn, 'provider'), isNull(claims.dueAt)));
}

/** Sets a claim's due date, unless it has one or no longer waits for its provider. */
export async function setMissingDueAt(db: Executor, claimId: number, dueAt: Date): Promise<boolean> {
  const rows = await db
    .update(claims)
    .set({ dueAt })
    .where(and(eq(claims.id, claimId), eq(claims.waitingOn, 'provider'), isNull(claims.dueAt)))
    .returning({ id: claims.id });
  return rows.length === 1;
}

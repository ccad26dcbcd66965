import { and, asc, count, eq, inArray, isNotNull, isNull, lt, ne, notExists, sql, sum } from 'drizzle-orm';
import type { TransferStatus } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { children, claims, transfers } from '../../db/schema.ts';
import type { BankOwner } from './bank.repository.ts';

export type TransferRow = typeof transfers.$inferSelect;

/** Transfers that pay, will pay or have paid: what a claim has been given already. */
const ACTIVE: TransferStatus[] = ['queued', 'pending', 'processed'];

/** The cents of the transfers among these that pay, will pay or have paid (as activeTransferCents counts them). */
export function sumActiveCents(rows: readonly TransferRow[]): number {
  return rows.filter((row) => ACTIVE.includes(row.status)).reduce((cents, row) => cents + row.amountCents, 0);
}

/**
 * The claim a payout is for, with its row locked until the transaction ends: every decision about what a claim is
 * owed is taken under this lock, so two of them never both pay the same money.
 */
export async function lockClaimForPayout(db: Executor, claimId: number) {
  const rows = await db
    .select({
      id: claims.id,
      status: claims.status,
      amountCents: claims.amountCents,
      payTo: claims.payTo,
      serviceProviderId: claims.serviceProviderId,
      parentId: children.parentId,
    })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .where(eq(claims.id, claimId))
    .for('update', { of: claims });
  return rows[0];
}

/** Cents of the claim's transfers that pay, will pay or have paid, leaving one transfer out if named. */
export async function activeTransferCents(db: Executor, claimId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ cents: sum(transfers.amountCents).mapWith(Number) })
    .from(transfers)
    .where(
      and(
        eq(transfers.claimId, claimId),
        inArray(transfers.status, ACTIVE),
        except === undefined ? undefined : ne(transfers.id, except),
      ),
    );
  return row?.cents ?? 0;
}

export async function countFailedTransfers(db: Executor, claimId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transfers)
    .where(and(eq(transfers.claimId, claimId), eq(transfers.status, 'failed')));
  return row?.n ?? 0;
}

export async function insertTransfer(
  db: Executor,
  values: Pick<typeof transfers.$inferInsert, 'claimId' | 'amountCents' | 'payTo'>,
): Promise<TransferRow> {
  const [row] = await db.insert(transfers).values(values).returning();
  if (!row) throw new Error('insert returned no transfer');
  await notePayoutFailure(db, row.claimId);
  return row;
}

/**
 * Writes down on the claim whether its payout failed for good (claims.payout_failed_at, the work queue's
 * failed-payouts tab): when its latest transfer failed, as a transfer the bank fails is followed by a new one in the
 * same transaction while it is to be retried. Every transfer insert and failure calls it, in its transaction, with the
 * claim locked first (lockClaimForPayout).
 */
async function notePayoutFailure(db: Executor, claimId: number): Promise<void> {
  const latestFailedAt = sql`(select case when ${transfers.status} = 'failed' then ${transfers.updatedAt} end
    from ${transfers} where ${transfers.claimId} = ${claimId} order by ${transfers.id} desc limit 1)`;
  await db
    .update(claims)
    .set({ payoutFailedAt: latestFailedAt })
    .where(and(eq(claims.id, claimId), sql`${claims.payoutFailedAt} is distinct from ${latestFailedAt}`));
}

/**
 * Notes that the claim's payout waits for its payee's bank, from now unless it waited already (claims.payout_waiting_since).
 * True when it began to wait now.
 */
export async function notePayoutWaiting(db: Executor, claimId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(claims)
    .set({ payoutWaitingSince: now })
    .where(and(eq(claims.id, claimId), isNull(claims.payoutWaitingSince)))
    .returning({ id: claims.id });
  return rows.length > 0;
}

/** The claim's payout no longer waits for a bank once it has no queued transfer: sent, cancelled or failed. */
export async function endPayoutWaitUnlessQueued(db: Executor, claimId: number): Promise<void> {
  const queued = db
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.claimId, claimId), eq(transfers.status, 'queued')));
  await db
    .update(claims)
    .set({ payoutWaitingSince: null })
    .where(and(eq(claims.id, claimId), isNotNull(claims.payoutWaitingSince), notExists(queued)));
}

/** The claim's payout no longer waits for a bank: it is being sent. */
export async function endPayoutWait(db: Executor, claimId: number): Promise<void> {
  await db
    .update(claims)
    .set({ payoutWaitingSince: null })
    .where(and(eq(claims.id, claimId), isNotNull(claims.payoutWaitingSince)));
}

export async function lockTransfer(db: Executor, id: number): Promise<TransferRow | undefined> {
  const rows = await db.select().from(transfers).where(eq(transfers.id, id)).for('update');
  return rows[0];
}

export async function findTransfer(db: Executor, id: number): Promise<TransferRow | undefined> {
  const rows = await db.select().from(transfers).where(eq(transfers.id, id));
  return rows[0];
}

export async function findTransferByBankRef(db: Executor, ref: string): Promise<TransferRow | undefined> {
  const rows = await db.select().from(transfers).where(eq(transfers.bankTransferRef, ref));
  return rows[0];
}

/** Changes a transfer that is still in one of the `from` states; undefined when it is not any more. */
export async function updateTransfer(
  db: Executor,
  id: number,
  from: readonly TransferStatus[],
  values: Partial<Pick<TransferRow, 'status' | 'amountCents' | 'attempts' | 'lastError' | 'bankTransferRef'>>,
  now: Date,
): Promise<TransferRow | undefined> {
  const rows = await db
    .update(transfers)
    .set({ ...values, updatedAt: now })
    .where(and(eq(transfers.id, id), inArray(transfers.status, [...from])))
    .returning();
  const row = rows[0];
  // A failed transfer stays failed: only an insert or another failure changes whether the latest one failed.
  if (row !== undefined && values.status === 'failed') await notePayoutFailure(db, row.claimId);
  return row;
}

/** Transfers pending at the bank that nothing has changed or checked since `before`, the longest silent first. */
export async function listSilentPendingTransfers(db: Executor, before: Date, limit: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(transfers)
    .where(and(eq(transfers.status, 'pending'), lt(transfers.updatedAt, before)))
    .orderBy(asc(transfers.updatedAt))
    .limit(limit);
}

/** What a claim's payouts are read with (payoutWaitsForBank): its status, who it pays, since when it waits for a bank. */
export async function findClaimPayoutFacts(db: Executor, claimId: number) {
  const rows = await db
    .select({ status: claims.status, payTo: claims.payTo, payoutWaitingSince: claims.payoutWaitingSince })
    .from(claims)
    .where(eq(claims.id, claimId));
  return rows[0];
}

/** The queued payouts that go to this owner: the parent's own (payTo User) or the organisation's (payTo Vendor). */
export async function listQueuedTransferIds(db: Executor, owner: BankOwner): Promise<number[]> {
  const payee =
    owner.kind === 'parent'
      ? and(eq(transfers.payTo, 'User'), eq(children.parentId, owner.userId))
      : and(eq(transfers.payTo, 'Vendor'), eq(claims.serviceProviderId, owner.providerId));
  const rows = await db
    .select({ id: transfers.id })
    .from(transfers)
    .innerJoin(claims, eq(claims.id, transfers.claimId))
    .innerJoin(children, eq(children.id, claims.childId))
    .where(and(eq(transfers.status, 'queued'), payee))
    .orderBy(asc(transfers.id));
  return rows.map((row) => row.id);
}

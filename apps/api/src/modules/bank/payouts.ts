import { centsToDollars, isBankReady, translate, type ClaimTransfer } from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import { BankError, BankRefusedError, type BankTransfer } from '../../integrations/bank/bank-provider.ts';
import { enqueueJob } from '../../jobs/jobs.repository.ts';
import { findOwnerBank, markBankUnhealthy, type BankOwner } from './bank.repository.ts';
import {
  activeTransferCents,
  countFailedTransfers,
  findTransfer,
  findTransferByBankRef,
  insertTransfer,
  listClaimTransfers,
  listQueuedTransferIds,
  lockClaimForPayout,
  lockTransfer,
  updateTransfer,
  type TransferRow,
} from './payouts.repository.ts';

/**
 * Payouts (DESIGN.md section 8): an Accepted claim is paid by a transfer at the bank from the programme's account to
 * the parent (payTo User) or the provider (payTo Vendor). Each `transfers` row is one transfer at the bank with its
 * own idempotency key; a transfer the bank fails is followed by a new row, so the history stays visible.
 *
 * What a claim is owed is its amount less what its queued, pending and processed transfers pay; it is only ever
 * decided with the claim's row locked, so no two paths pay the same money twice.
 */

export const SEND_PAYOUT = 'bank.payout';

type PayoutDependencies = Pick<AppDependencies, 'db' | 'bank' | 'clock'>;

/** Requests to create one transfer at the bank before it is left `failed`. */
export const MAX_SEND_ATTEMPTS = 10;
/** Transfers of one claim the bank may fail before the payout is left `failed` for support staff to look at. */
export const MAX_FAILED_TRANSFERS = 3;

/** After a request the bank did not answer: 1 min, 2 min, 4 min … at most 6 hours. */
export function sendRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000);
}

/** After a transfer the bank failed (an ACH return): 1 hour, 2 hours, 4 hours … at most a day. */
export function failedTransferRetryDelayMs(failures: number): number {
  return Math.min(3_600_000 * 2 ** Math.max(failures - 1, 0), 24 * 3_600_000);
}

async function enqueueSend(db: Executor, transferId: number, runAt?: Date): Promise<void> {
  await enqueueJob(db, SEND_PAYOUT, { transferId }, runAt);
}

/** Queues a transfer for what the claim is owed, if anything, with a job to send it. */
async function queueOwed(
  db: Executor,
  claim: NonNullable<Awaited<ReturnType<typeof lockClaimForPayout>>>,
  runAt?: Date,
): Promise<TransferRow | undefined> {
  const owed = claim.amountCents - (await activeTransferCents(db, claim.id));
  if (owed <= 0) return undefined;
  const transfer = await insertTransfer(db, { claimId: claim.id, amountCents: owed, payTo: claim.payTo });
  await enqueueSend(db, transfer.id, runAt);
  return transfer;
}

/**
 * Pays an Accepted claim: call it inside the transaction that makes the claim Accepted. It queues a transfer for
 * what the claim is owed (nothing when it is paid or being paid already, so calling it twice pays once) and a job
 * that sends it once the transaction commits.
 */
export async function queuePayout(db: Executor, claimId: number): Promise<void> {
  const claim = await lockClaimForPayout(db, claimId);
  if (claim?.status !== 'Accepted') throw new Error(`Claim ${claimId} is not Accepted: it cannot be paid`);
  await queueOwed(db, claim);
}

function payeeOf(claim: { payTo: 'User' | 'Vendor'; parentId: number; serviceProviderId: number | null }) {
  if (claim.payTo === 'User') return { kind: 'parent', userId: claim.parentId } satisfies BankOwner;
  return claim.serviceProviderId === null
    ? undefined
    : ({ kind: 'provider', providerId: claim.serviceProviderId } satisfies BankOwner);
}

interface SendPlan {
  transfer: TransferRow;
  amountCents: number;
  destinationRef: string;
  payee: BankOwner;
  attempts: number;
}

/** Decides, under the claim's lock, whether and what to send; records what stops it. */
async function planSend(deps: PayoutDependencies, transferId: number): Promise<SendPlan | undefined> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, transferId);
    if (transfer?.status !== 'queued') return undefined;
    const claim = await lockClaimForPayout(tx, transfer.claimId);
    const stop = async (status: 'queued' | 'failed' | 'cancelled', lastError: string) => {
      await updateTransfer(tx, transfer.id, ['queued'], { status, lastError }, now);
      return undefined;
    };
    if (claim?.status !== 'Accepted') return stop('cancelled', translate('payout.claimNotAccepted'));
    const owed = claim.amountCents - (await activeTransferCents(tx, claim.id, transfer.id));
    if (owed <= 0) return stop('cancelled', translate('payout.nothingOwed'));
    const payee = payeeOf(claim);
    if (payee === undefined) return stop('failed', translate('payout.noPayee'));
    const bank = await findOwnerBank(tx, payee);
    if (bank?.bankFundingSourceRef == null || !isBankReady(bank)) {
      // Sent again when the payee links a healthy bank (resumePayouts).
      return stop('queued', translate('payout.payeeNotReady'));
    }
    // Once asked of the bank under its idempotency key, a transfer keeps its amount.
    const amountCents = transfer.attempts === 0 ? owed : transfer.amountCents;
    const attempts = transfer.attempts + 1;
    await updateTransfer(tx, transfer.id, ['queued'], { amountCents, attempts }, now);
    return { transfer, amountCents, destinationRef: bank.bankFundingSourceRef, payee, attempts };
  });
}

function refusesDestination(error: BankError): boolean {
  return error instanceof BankRefusedError && error.errors.some((item) => item.path.startsWith('/_links/destination'));
}

async function recordSendFailure(deps: PayoutDependencies, plan: SendPlan, error: BankError): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { transfer } = plan;
    if (refusesDestination(error)) {
      // The payee's account is gone at the bank: wait for them to link one (the webhook usually said so already),
      // unless they have linked another one since this was planned.
      await markBankUnhealthy(tx, plan.payee, plan.destinationRef);
      await updateTransfer(tx, transfer.id, ['queued'], { lastError: error.message }, now);
      const payee = await findOwnerBank(tx, plan.payee);
      if (payee !== undefined && isBankReady(payee) && payee.bankFundingSourceRef !== plan.destinationRef) {
        await enqueueSend(tx, transfer.id);
      }
      return;
    }
    if (plan.attempts >= MAX_SEND_ATTEMPTS) {
      await updateTransfer(tx, transfer.id, ['queued'], { status: 'failed', lastError: error.message }, now);
      return;
    }
    const updated = await updateTransfer(tx, transfer.id, ['queued'], { lastError: error.message }, now);
    if (updated) await enqueueSend(tx, transfer.id, new Date(now.getTime() + sendRetryDelayMs(plan.attempts)));
  });
}

/**
 * The payout job: creates the transfer at the bank from the programme's funding source to the payee's, under the
 * transfer's idempotency key, and records it as pending. The bank's webhooks then say how it ends.
 */
export async function sendPayout(deps: PayoutDependencies, transferId: number): Promise<void> {
  const plan = await planSend(deps, transferId);
  if (plan === undefined) return;
  const { transfer } = plan;
  let ref: string;
  try {
    ref = await deps.bank.createTransfer({
      sourceRef: await deps.bank.programmeFundingSource(),
      destinationRef: plan.destinationRef,
      amountCents: plan.amountCents,
      idempotencyKey: transfer.idempotencyKey,
      metadata: { claimId: String(transfer.claimId), transferId: String(transfer.id) },
      correlationId: `ace-claim-${transfer.claimId}-payout-${transfer.id}`,
    });
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    await recordSendFailure(deps, plan, error);
    return;
  }
  // A webhook may have recorded it first; then this changes nothing.
  await updateTransfer(
    deps.db,
    transfer.id,
    ['queued'],
    { status: 'pending', bankTransferRef: ref, lastError: null },
    deps.clock(),
  );
}

/** After the bank failed a transfer: another one for what is still owed, later, up to MAX_FAILED_TRANSFERS. */
async function retryFailedPayout(db: Executor, now: Date, claimId: number): Promise<void> {
  const claim = await lockClaimForPayout(db, claimId);
  if (claim?.status !== 'Accepted') return;
  const failures = await countFailedTransfers(db, claimId);
  if (failures >= MAX_FAILED_TRANSFERS) return;
  await queueOwed(db, claim, new Date(now.getTime() + failedTransferRetryDelayMs(failures)));
}

/**
 * Records what the bank says of a transfer (from a webhook): pending, processed, cancelled or failed; a failed one
 * is followed by another. Saying the same twice changes nothing. False when the transfer is not the portal's.
 */
export async function recordBankTransfer(deps: PayoutDependencies, bankTransfer: BankTransfer): Promise<boolean> {
  const now = deps.clock();
  const byMetadata = Number(bankTransfer.metadata.transferId);
  const row =
    (await findTransferByBankRef(deps.db, bankTransfer.ref)) ??
    (Number.isSafeInteger(byMetadata) && byMetadata > 0 ? await findTransfer(deps.db, byMetadata) : undefined);
  if (row === undefined || (row.bankTransferRef !== null && row.bankTransferRef !== bankTransfer.ref)) return false;
  const ref = bankTransfer.ref;
  await deps.db.transaction(async (tx) => {
    switch (bankTransfer.status) {
      case 'pending':
        await updateTransfer(tx, row.id, ['queued'], { status: 'pending', bankTransferRef: ref, lastError: null }, now);
        return;
      case 'processed':
      case 'cancelled':
        await updateTransfer(
          tx,
          row.id,
          ['queued', 'pending'],
          { status: bankTransfer.status, bankTransferRef: ref, lastError: null },
          now,
        );
        return;
      case 'failed': {
        const lastError =
          bankTransfer.failure === null
            ? translate('payout.failed')
            : translate('payout.returned', bankTransfer.failure);
        // An ACH return can come after the transfer was processed.
        const failed = await updateTransfer(
          tx,
          row.id,
          ['queued', 'pending', 'processed'],
          { status: 'failed', bankTransferRef: ref, lastError },
          now,
        );
        if (failed) await retryFailedPayout(tx, now, row.claimId);
        return;
      }
    }
  });
  return true;
}

/** The payee's bank is healthy again: send their waiting payouts now. Call it in the transaction that says so. */
export async function resumePayouts(db: Executor, owner: BankOwner): Promise<void> {
  for (const transferId of await listQueuedTransferIds(db, owner)) await enqueueSend(db, transferId);
}

export function transferView(row: TransferRow): ClaimTransfer {
  return {
    id: row.id,
    claimId: row.claimId,
    amount: centsToDollars(row.amountCents),
    payTo: row.payTo,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    bankTransferRef: row.bankTransferRef,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPayouts(db: Executor, claimId: number): Promise<ClaimTransfer[]> {
  return (await listClaimTransfers(db, claimId)).map(transferView);
}

import {
  centsToDollars,
  claimAgeBusinessDays,
  formatMoney,
  isBankReady,
  payoutWaitsForBank,
  programmeDate,
  providerPayouts,
  translate,
  type ClaimPayoutFacts,
  type ClaimTransfer,
  type IsoDate,
  type Payee,
  type ProviderPayout,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import {
  BankError,
  BankRefusedError,
  bankResourceId,
  type BankTransfer,
} from '../../integrations/bank/bank-provider.ts';
import { enqueueJob } from '../../jobs/jobs.repository.ts';
import { listClaimTransfers } from '../claims/claims.repository.ts';
import { notifyParent } from '../claims/parent-mails.ts';
import { notifyProviderOfWaitingPayout } from '../claims/provider-mails.ts';
import { findOwnerBank, markBankUnhealthy, type BankOwner } from './bank.repository.ts';
import {
  activeTransferCents,
  countFailedTransfers,
  endPayoutWait,
  endPayoutWaitUnlessQueued,
  findClaimPayoutFacts,
  findTransfer,
  findTransferByBankRef,
  insertTransfer,
  sumActiveCents,
  listSilentPendingTransfers,
  listQueuedTransferIds,
  lockClaimForPayout,
  lockTransfer,
  notePayoutWaiting,
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
export const CANCEL_PAYOUT = 'bank.cancel-payout';
export const RECHECK_PAYOUTS = 'bank.recheck-payouts';

/** How long a transfer may stay pending without a word from the bank before the portal asks it, and how often. */
export const PENDING_RECHECK_MS = 6 * 3_600_000;
const RECHECK_BATCH = 200;

type PayoutDependencies = Pick<AppDependencies, 'db' | 'bank' | 'clock' | 'config'>;

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

/** A claim's row as payouts read it, locked for the transaction. */
type LockedClaim = NonNullable<Awaited<ReturnType<typeof lockClaimForPayout>>>;

/** Queues a transfer for what the claim is owed, if anything, with a job to send it. */
async function queueOwed(db: Executor, claim: LockedClaim, runAt?: Date): Promise<TransferRow | undefined> {
  const owed = claim.amountCents - (await activeTransferCents(db, claim.id));
  if (owed <= 0) return undefined;
  const transfer = await insertTransfer(db, { claimId: claim.id, amountCents: owed, payTo: claim.payTo });
  await enqueueSend(db, transfer.id, runAt);
  return transfer;
}

/**
 * Pays an Accepted claim: call it inside the transaction that makes the claim Accepted. It queues a transfer for
 * what the claim is owed (nothing when it is paid or being paid already, so calling it twice pays once) and a job
 * that sends it once the transaction commits. Answers whose bank the payout will wait for, when a transfer is queued
 * and its payee's bank cannot receive it now (issue 36): the job then holds it until that bank can.
 */
export async function queuePayout(db: Executor, claimId: number, now: Date): Promise<Payee | null> {
  const claim = await lockClaimForPayout(db, claimId);
  if (claim?.status !== 'Accepted') throw new Error(`Claim ${claimId} is not Accepted: it cannot be paid`);
  await settlePayouts(db, claim, now);
  const payee = payeeOf(claim);
  const queued = (await listClaimTransfers(db, claim.id)).some((transfer) => transfer.status === 'queued');
  return queued && payee !== undefined && (await receivingFundingSource(db, payee)) === undefined ? payee.kind : null;
}

/** A claim was reopened, its amount changed, or a payout re-sent at its first amount: call it in that transaction. */
export async function resettlePayouts(db: Executor, claimId: number, now: Date): Promise<void> {
  const claim = await lockClaimForPayout(db, claimId);
  if (claim !== undefined) await settlePayouts(db, claim, now);
}

/** Whether the claim is owed all its queued, pending and processed transfers: Accepted, and not paid beyond it. */
function owesItsTransfers(claim: LockedClaim, activeCents: number): boolean {
  return claim.status === 'Accepted' && activeCents <= claim.amountCents;
}

/**
 * Brings a claim's payouts in line with the claim, under its lock: what an Accepted claim is owed is queued;
 * transfers pending at the bank that it is no longer owed (it was reopened, or its amount lowered) are cancelled
 * there by a job once the transaction commits (cancelPayout); a queued one not asked of the bank yet shrinks to what
 * is owed (planSend would too); what the bank has paid that the claim is not owed is noted on the transfer for
 * support staff to recover.
 */
async function settlePayouts(db: Executor, claim: LockedClaim, now: Date): Promise<void> {
  if (claim.status === 'Accepted') await queueOwed(db, claim);
  const claimTransfers = await listClaimTransfers(db, claim.id);
  let activeCents = sumActiveCents(claimTransfers);
  if (!owesItsTransfers(claim, activeCents)) {
    for (const transfer of claimTransfers) {
      if (transfer.status === 'pending') await enqueueJob(db, CANCEL_PAYOUT, { transferId: transfer.id });
      if (transfer.status === 'queued' && transfer.attempts === 0 && claim.status === 'Accepted') {
        // What the claim is owed beyond its other transfers, at most this one's amount.
        const owed = Math.min(claim.amountCents - (activeCents - transfer.amountCents), transfer.amountCents);
        if (owed <= 0) {
          const lastError = translate('payout.nothingOwed');
          await updateTransfer(db, transfer.id, ['queued'], { status: 'cancelled', lastError }, now);
        } else if (owed < transfer.amountCents) {
          await updateTransfer(db, transfer.id, ['queued'], { amountCents: owed }, now);
        }
        activeCents -= transfer.amountCents - Math.max(owed, 0);
      }
    }
  }
  await endPayoutWaitUnlessQueued(db, claim.id);
  const paid = claimTransfers.filter((transfer) => transfer.status === 'processed');
  const paidCents = paid.reduce((cents, transfer) => cents + transfer.amountCents, 0);
  for (const [index, transfer] of paid.entries()) {
    const note = unowedPaymentNote(claim, paidCents, index === paid.length - 1);
    if (transfer.lastError !== note) await updateTransfer(db, transfer.id, ['processed'], { lastError: note }, now);
  }
}

/** What support staff must recover of a processed transfer: all of it for a claim no longer Accepted, else any excess. */
function unowedPaymentNote(claim: LockedClaim, paidCents: number, lastPaid: boolean): string | null {
  if (claim.status !== 'Accepted') return translate('payout.notCancelled');
  const overpaidCents = paidCents - claim.amountCents;
  return lastPaid && overpaidCents > 0 ? translate('payout.overpaid', { amount: formatMoney(overpaidCents) }) : null;
}

function payeeOf(claim: { payTo: 'User' | 'Vendor'; parentId: number; serviceProviderId: number | null }) {
  if (claim.payTo === 'User') return { kind: 'parent', userId: claim.parentId } satisfies BankOwner;
  return claim.serviceProviderId === null
    ? undefined
    : ({ kind: 'provider', providerId: claim.serviceProviderId } satisfies BankOwner);
}

/** The payee's funding source at the bank while their bank can receive a payout; undefined while it cannot. */
async function receivingFundingSource(db: Executor, payee: BankOwner): Promise<string | undefined> {
  const bank = await findOwnerBank(db, payee);
  return bank?.bankFundingSourceRef != null && isBankReady(bank) ? bank.bankFundingSourceRef : undefined;
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
  const found = await findTransfer(deps.db, transferId);
  if (found === undefined) return undefined;
  return deps.db.transaction(async (tx) => {
    // Locks in the order every payout path takes them: the claim, then its transfers.
    const claim = await lockClaimForPayout(tx, found.claimId);
    const transfer = await lockTransfer(tx, transferId);
    if (transfer?.status !== 'queued') return undefined;
    const stop = async (status: 'failed' | 'cancelled', lastError: string) => {
      await updateTransfer(tx, transfer.id, ['queued'], { status, lastError }, now);
      await endPayoutWaitUnlessQueued(tx, transfer.claimId);
      return undefined;
    };
    if (claim?.status !== 'Accepted') return stop('cancelled', translate('payout.claimNotAccepted'));
    const owed = claim.amountCents - (await activeTransferCents(tx, claim.id, transfer.id));
    if (owed <= 0) return stop('cancelled', translate('payout.nothingOwed'));
    const payee = payeeOf(claim);
    if (payee === undefined) return stop('failed', translate('payout.noPayee'));
    const destinationRef = await receivingFundingSource(tx, payee);
    if (destinationRef === undefined) {
      // Sent again when the payee links a healthy bank (resumePayouts).
      await updateTransfer(tx, transfer.id, ['queued'], { lastError: translate('payout.payeeNotReady') }, now);
      await waitForPayeeBank(tx, claim.id, transfer.id, payee, now);
      return undefined;
    }
    await endPayoutWait(tx, claim.id);
    // Once asked of the bank under its idempotency key, a transfer keeps its amount.
    const amountCents = transfer.attempts === 0 ? owed : transfer.amountCents;
    const attempts = transfer.attempts + 1;
    await updateTransfer(tx, transfer.id, ['queued'], { amountCents, attempts }, now);
    return { transfer, amountCents, destinationRef, payee, attempts };
  });
}

/**
 * The payout is held until the payee connects a bank that can receive it (issue 36): noted on the claim from the first
 * time, for support staff's waiting-payouts tab and the parent's claim, and the payee told by e-mail once per
 * transfer what to do: the parent to reconnect their bank, the provider's contacts to connect theirs.
 */
async function waitForPayeeBank(
  db: Executor,
  claimId: number,
  transferId: number,
  payee: BankOwner,
  now: Date,
): Promise<void> {
  if (!(await notePayoutWaiting(db, claimId, now))) return;
  if (payee.kind === 'parent') await notifyParent(db, claimId, { kind: 'waitingForBank', transferId });
  else await notifyProviderOfWaitingPayout(db, { claimId, providerId: payee.providerId, transferId });
}

function refusesDestination(error: BankError): boolean {
  return error instanceof BankRefusedError && error.errors.some((item) => item.path.startsWith('/_links/destination'));
}

async function recordSendFailure(deps: PayoutDependencies, plan: SendPlan, error: BankError): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const { transfer } = plan;
    // Locks in the order every payout path takes them: the claim, then its transfers.
    await lockClaimForPayout(tx, transfer.claimId);
    if (refusesDestination(error)) {
      // The payee's account is gone at the bank: wait for them to link one (the webhook usually said so already),
      // unless they have linked another one since this was planned.
      await markBankUnhealthy(tx, plan.payee, plan.destinationRef);
      await updateTransfer(tx, transfer.id, ['queued'], { lastError: error.message }, now);
      const payee = await findOwnerBank(tx, plan.payee);
      if (payee !== undefined && isBankReady(payee) && payee.bankFundingSourceRef !== plan.destinationRef) {
        await enqueueSend(tx, transfer.id);
      } else {
        await waitForPayeeBank(tx, transfer.claimId, transfer.id, plan.payee, now);
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
  await endPayoutWaitUnlessQueued(deps.db, transfer.claimId);
  // Asked again under its idempotency key, a transfer keeps the amount of its first request, even if support staff
  // lowered the claim since: now that the bank has it, what the claim is no longer owed is cancelled.
  if (plan.attempts > 1) await deps.db.transaction((tx) => resettlePayouts(tx, transfer.claimId, deps.clock()));
}

/** After the bank failed a transfer: another one for what is still owed, later, up to MAX_FAILED_TRANSFERS. */
async function retryFailedPayout(db: Executor, now: Date, claim: LockedClaim): Promise<void> {
  if (claim.status !== 'Accepted') return;
  const failures = await countFailedTransfers(db, claim.id);
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
    // The claim first, as every payout path locks it: a webhook and a support staff change never deadlock.
    const claim = await lockClaimForPayout(tx, row.claimId);
    switch (bankTransfer.status) {
      case 'pending':
        await updateTransfer(tx, row.id, ['queued'], { status: 'pending', bankTransferRef: ref, lastError: null }, now);
        return;
      case 'processed':
      case 'cancelled': {
        const ended = await updateTransfer(
          tx,
          row.id,
          ['queued', 'pending'],
          { status: bankTransfer.status, bankTransferRef: ref, lastError: null },
          now,
        );
        // A cancelled transfer of an Accepted claim is sent anew; a processed one it was not owed is noted.
        if (ended && claim) await settlePayouts(tx, claim, now);
        if (ended && claim?.status === 'Accepted' && bankTransfer.status === 'processed') {
          await notifyParent(tx, claim.id, { kind: 'paid', transferId: row.id, paidAt: now });
        }
        return;
      }
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
        if (failed && claim) await retryFailedPayout(tx, now, claim);
        if (failed && claim?.status === 'Accepted') {
          await notifyParent(tx, claim.id, { kind: 'payoutFailed', transferId: row.id });
        }
        return;
      }
    }
  });
  return true;
}

/**
 * The cancel job: asks the bank to cancel a pending transfer its claim is no longer owed (reopened, or its amount
 * lowered) and records the answer (recordBankTransfer then sends anew what an Accepted claim is still owed). A
 * transfer the bank has processed already cannot be cancelled: it is recorded as processed, noted for support staff
 * to recover. Should the claim be owed the transfer again by then (Accepted again), it keeps it.
 */
export async function cancelPayout(deps: PayoutDependencies, transferId: number): Promise<void> {
  const transfer = await findTransfer(deps.db, transferId);
  if (transfer?.status !== 'pending' || transfer.bankTransferRef === null) return;
  const claim = await lockClaimForPayout(deps.db, transfer.claimId);
  if (claim === undefined || owesItsTransfers(claim, await activeTransferCents(deps.db, claim.id))) return;
  let atBank: BankTransfer;
  try {
    atBank = await deps.bank.cancelTransfer(transfer.bankTransferRef);
  } catch (error) {
    // The bank unreachable: the job runner tries again. Refused: the bank has settled the transfer already.
    if (!(error instanceof BankRefusedError)) throw error;
    atBank = await deps.bank.getTransfer(transfer.bankTransferRef);
  }
  await recordBankTransfer(deps, atBank);
}

/**
 * The recurring re-check: the bank's webhooks say how a transfer ends, but a lost webhook must not leave a payout
 * pending for ever (and a failed one never followed by another). Transfers the bank has said nothing of for
 * PENDING_RECHECK_MS are asked about; one still pending is asked again after as long. It recurs as often
 * (bank.jobs.ts).
 */
export async function recheckPendingPayouts(deps: PayoutDependencies): Promise<void> {
  const now = deps.clock();
  const silentSince = new Date(now.getTime() - PENDING_RECHECK_MS);
  // Every transfer asked about is changed or touched below, so it leaves the silent ones: the batches progress.
  for (;;) {
    const silent = await listSilentPendingTransfers(deps.db, silentSince, RECHECK_BATCH);
    for (const transfer of silent) await recheckTransfer(deps, transfer, now);
    if (silent.length < RECHECK_BATCH) break;
  }
}

async function recheckTransfer(deps: PayoutDependencies, transfer: TransferRow, now: Date): Promise<void> {
  let lastError: string | null = null;
  try {
    if (transfer.bankTransferRef !== null) {
      const atBank = await deps.bank.getTransfer(transfer.bankTransferRef);
      if (atBank.status !== 'pending') await recordBankTransfer(deps, atBank);
    }
  } catch (error) {
    // One transfer the bank cannot tell of now must not hold up the others: noted on it, asked again next run.
    if (!(error instanceof BankError)) throw error;
    lastError = error.message;
  }
  // Still pending (or the bank could not say): asked again once it has been silent as long again.
  await updateTransfer(deps.db, transfer.id, ['pending'], { lastError }, now);
}

/** The payee's bank is healthy again: send their waiting payouts now. Call it in the transaction that says so. */
export async function resumePayouts(db: Executor, owner: BankOwner): Promise<void> {
  for (const transferId of await listQueuedTransferIds(db, owner)) await enqueueSend(db, transferId);
}

/** The transfer's id at the bank, as people quote it; null until the bank has it. */
function referenceOf(row: TransferRow): string | null {
  return row.bankTransferRef === null ? null : bankResourceId(row.bankTransferRef);
}

/**
 * A transfer as support staff read it; a queued one of a claim whose payout waits for a bank (payoutWaitsForBank) says
 * whose, since when and for how many business days by `today`.
 */
export function transferView(row: TransferRow, claim: ClaimPayoutFacts, today: IsoDate): ClaimTransfer {
  const payee = row.status === 'queued' ? payoutWaitsForBank(claim) : null;
  const since = claim.payoutWaitingSince;
  return {
    id: row.id,
    claimId: row.claimId,
    amount: centsToDollars(row.amountCents),
    payTo: row.payTo,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    bankTransferRef: row.bankTransferRef,
    reference: referenceOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    waitingForBank:
      payee === null || since === null
        ? null
        : { payee, since: since.toISOString(), businessDays: claimAgeBusinessDays(since, today) },
  };
}

/** A claim's payouts, oldest first, as support staff read them at `now`; undefined when there is no such claim. */
export async function listPayouts(db: Executor, claimId: number, now: Date): Promise<ClaimTransfer[] | undefined> {
  const claim = await findClaimPayoutFacts(db, claimId);
  if (claim === undefined) return undefined;
  const today = programmeDate(now);
  return (await listClaimTransfers(db, claimId)).map((row) => transferView(row, claim, today));
}

/**
 * A claim's payouts as its provider reads them (providerPayouts, issue 36): their references at the bank for those paid
 * to the organisation, only whether and when the family was paid for the others. None for a claim that does not exist.
 */
export async function listProviderPayouts(db: Executor, claimId: number): Promise<ProviderPayout[]> {
  const [claim, rows] = await Promise.all([findClaimPayoutFacts(db, claimId), listClaimTransfers(db, claimId)]);
  if (claim === undefined) return [];
  return providerPayouts(
    rows.map((row) => ({ ...row, reference: referenceOf(row) })),
    claim,
  );
}

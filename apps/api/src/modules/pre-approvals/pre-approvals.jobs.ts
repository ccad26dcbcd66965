import { programmeDate } from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { RecurringJob } from '../../jobs/recurring-jobs.ts';
import { queuePayout } from '../bank/payouts.ts';
import { statusValues } from '../claims/claim-wait-state.ts';
import { insertClaimEvent, moveClaimStatus } from '../claims/claims.repository.ts';
import { notifyParent } from '../claims/parent-mails.ts';
import { listClaimFiles } from '../files/files.repository.ts';
import { receiptReadingViews } from '../receipts/receipt-views.ts';
import { closeReviewTokens } from '../review-tokens/review-tokens.ts';
import { notifyPreApproval } from './pre-approval-mails.ts';
import {
  expirePreApprovals,
  listUnsettledPreApprovedClaims,
  markPreApprovedClaimSettled,
  takeDueReminders,
} from './pre-approvals.repository.ts';

export const PRE_APPROVALS_JOB = 'pre-approvals.tend';
const PRE_APPROVALS_MS = 5 * 60_000;
const BATCH = 200;

/** Every few minutes, in whichever process takes it: pre-approvals' reminders and expiry, and claims they cover. */
export function preApprovalRecurringJobs(deps: AppDependencies): RecurringJob[] {
  return [
    { kind: PRE_APPROVALS_JOB, intervalMs: PRE_APPROVALS_MS, run: () => tendPreApprovals(deps).then(() => undefined) },
  ];
}

export interface TendRun {
  reminded: number[];
  expired: number[];
  paid: number[];
  leftForReview: number[];
}

/**
 * Queues the reminders that are due (once per pre-approval: the row's remind_at is taken, and the mail key), expires
 * what is past its end (releasing its hold), and pays the claims a pre-approval wholly covers once their receipts are
 * read without a flag (a flag leaves the claim Pending for staff). Running again, or in two processes, does each once.
 */
export async function tendPreApprovals(deps: AppDependencies): Promise<TendRun> {
  const { db, clock } = deps;
  const now = clock();
  const reminded = await db.transaction(async (tx) => {
    const ids = await takeDueReminders(tx, now, BATCH);
    for (const id of ids) await notifyPreApproval(tx, id, 'reminder');
    return ids;
  });
  const expired = await expirePreApprovals(db, now);
  const paid: number[] = [];
  const leftForReview: number[] = [];
  for (const claim of await listUnsettledPreApprovedClaims(db, BATCH)) {
    const outcome = await settlePreApprovedClaim(deps, claim, now);
    if (outcome === 'paid') paid.push(claim.id);
    if (outcome === 'review') leftForReview.push(claim.id);
  }
  return { reminded, expired, paid, leftForReview };
}

type ClaimFacts = Awaited<ReturnType<typeof listUnsettledPreApprovedClaims>>[number];

async function settlePreApprovedClaim(
  { db, config }: AppDependencies,
  claim: ClaimFacts,
  now: Date,
): Promise<'paid' | 'review' | 'waiting' | 'taken'> {
  const files = await listClaimFiles(db, [claim.id]);
  const readings = await receiptReadingViews(db, claim, files, 'staff');
  if (readings.some((reading) => reading.status === 'pending')) return 'waiting';
  const flagged = files.length === 0 || readings.some((reading) => reading.flags.length > 0);
  return db.transaction(async (tx) => {
    if (!(await markPreApprovedClaimSettled(tx, claim.id, now))) return 'taken';
    if (flagged) return 'review';
    const moved = await moveClaimStatus(tx, claim.id, 'Pending', {
      ...statusValues(config, 'Accepted', now),
      reviewedAt: now,
    });
    if (!moved) return 'taken';
    await queuePayout(tx, claim.id, now);
    await closeReviewTokens(tx, claim.id, now);
    await insertClaimEvent(tx, {
      claimId: claim.id,
      actorKind: 'system',
      action: 'approved',
      fromStatus: 'Pending',
      toStatus: 'Accepted',
      note: `Pre-approved (pre-approval ${String(moved.preApprovalId)}); receipts read on ${programmeDate(now)} without a flag`,
      at: now,
    });
    await notifyParent(tx, claim.id, { kind: 'approved', decidedAt: now });
    return 'paid';
  });
}

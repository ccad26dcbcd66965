import { formatMoney, matchPreApproval, programmeDate, translate, type ClaimForPreApproval } from '@ace/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { RuleError } from '../../errors.ts';
import { claims, preApprovals } from '../../db/schema.ts';
import { insertClaimEvent } from './claims.repository.ts';

/** What a claim takes of the pre-approval it names: the cents it covers, and whether that is the whole claim. */
export interface PreApprovalUse {
  preApprovalId: number;
  matchedCents: number;
  whole: boolean;
}

function notUsable(message: string) {
  return new RuleError('PRE_APPROVAL_NOT_USABLE', message, [{ path: 'preApprovalId', message }]);
}

/**
 * Moves what a claim covers of its pre-approval from the pre-approval's hold onto the claim (ADR 0036), inside the
 * submission's transaction, under the family's lock and the pre-approval's row lock: its `used_cents` grows by the
 * matched part, so the funds read next see that part available again for this claim, and never for two claims.
 */
export async function takePreApproval(
  tx: Executor,
  preApprovalId: number,
  claim: ClaimForPreApproval,
  now: Date,
): Promise<PreApprovalUse> {
  const [row] = await tx.select().from(preApprovals).where(eq(preApprovals.id, preApprovalId)).for('update');
  // Another family's pre-approval is refused in the same words as a pre-approval that cannot be used.
  if (row?.childId !== claim.childId) throw notUsable(translate('preApproval.use.notApproved'));
  const match = matchPreApproval({ ...row, askedOn: programmeDate(row.createdAt) }, claim, now, translate);
  if ('issue' in match) throw notUsable(match.issue);
  await tx
    .update(preApprovals)
    .set({ usedCents: sql`${preApprovals.usedCents} + ${match.matchedCents}` })
    .where(eq(preApprovals.id, preApprovalId));
  return { preApprovalId, ...match };
}

/**
 * What a pre-approval named on a claim form still holds for this child, which the form's amount check adds to the
 * funds available (the claim takes it over); checked again, exactly, by takePreApproval under the family's lock.
 */
export async function preApprovalCredit(db: Executor, preApprovalId: number | null, childId: number): Promise<number> {
  if (preApprovalId === null) return 0;
  const [row] = await db.select().from(preApprovals).where(eq(preApprovals.id, preApprovalId));
  if (row?.childId !== childId || row.status !== 'Accepted') return 0;
  return row.amountCents - row.usedCents;
}

/** A claim as far as its pre-approval goes. */
export interface ClaimOfPreApproval {
  id: number;
  preApprovalId: number | null;
  preApprovedCents: number;
}

/**
 * Gives a rejected claim's part of its pre-approval back to the pre-approval (ADR 0036), in the rejection's
 * transaction: `used_cents` falls by what the claim took, so that part is held for the family again (while the
 * pre-approval lasts) rather than returned to Available, and a corrected claim can use it. The claim lets go of the
 * pre-approval (an appeal's overturn or a reopening then counts it as any claim); its history says what was returned.
 */
export async function returnPreApprovalUse(tx: Executor, claim: ClaimOfPreApproval, now: Date): Promise<void> {
  const { id, preApprovalId, preApprovedCents } = claim;
  if (preApprovalId === null || preApprovedCents === 0) return;
  await tx
    .update(preApprovals)
    .set({ usedCents: sql`${preApprovals.usedCents} - ${preApprovedCents}` })
    .where(and(eq(preApprovals.id, preApprovalId), gte(preApprovals.usedCents, preApprovedCents)));
  await tx
    .update(claims)
    .set({ preApprovalId: null, preApprovedCents: 0, preApprovalSettledAt: null })
    .where(eq(claims.id, id));
  await insertClaimEvent(tx, {
    claimId: id,
    actorKind: 'system',
    action: 'preApprovalReturned',
    note: `${formatMoney(preApprovedCents)} returned to pre-approval ${String(preApprovalId)}`,
    at: now,
  });
}

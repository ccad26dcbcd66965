import { matchPreApproval, programmeDate, translate, type ClaimForPreApproval } from '@ace/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { RuleError } from '../../errors.ts';
import { preApprovals } from '../../db/schema.ts';

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

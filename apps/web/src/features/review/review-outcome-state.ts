import { PAYEES, type Payee } from '@ace/domain';
import { z } from 'zod';
import { wayBackState, type WayBack } from '../../lib/way-back.ts';

const payoutWaitSchema = z.object({ payoutWaitsForBank: z.enum(PAYEES) });

/** What a decision tells its outcome screen: the reviewer's way back, and whose bank an approved payout waits for. */
export function outcomeState(wayBack: WayBack | null, payoutWaitsForBank: Payee | null) {
  return { ...(wayBack === null ? {} : wayBackState(wayBack)), payoutWaitsForBank };
}

/** Whose bank the approved claim's payout waits for, as the decision told its outcome screen; null when none. */
export function payoutWaitOf(state: unknown): Payee | null {
  const parsed = payoutWaitSchema.safeParse(state);
  return parsed.success ? parsed.data.payoutWaitsForBank : null;
}

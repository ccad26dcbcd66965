import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import {
  CANCEL_PAYOUT,
  cancelPayout,
  RECHECK_PAYOUTS,
  recheckPendingPayouts,
  SEND_PAYOUT,
  sendPayout,
} from './payouts.ts';

const payoutSchema = z.object({ transferId: z.number().int().positive() });

export function bankJobHandlers(deps: AppDependencies): Record<string, JobHandler> {
  return {
    [SEND_PAYOUT]: async (payload) => {
      await sendPayout(deps, payoutSchema.parse(payload).transferId);
    },
    [RECHECK_PAYOUTS]: () => recheckPendingPayouts(deps),
    [CANCEL_PAYOUT]: async (payload) => {
      await cancelPayout(deps, payoutSchema.parse(payload).transferId);
    },
  };
}

import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { RecurringJob } from '../../jobs/recurring-jobs.ts';
import {
  CANCEL_PAYOUT,
  cancelPayout,
  PENDING_RECHECK_MS,
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
    [CANCEL_PAYOUT]: async (payload) => {
      await cancelPayout(deps, payoutSchema.parse(payload).transferId);
    },
  };
}

export function bankRecurringJobs(deps: AppDependencies): RecurringJob[] {
  return [{ kind: RECHECK_PAYOUTS, intervalMs: PENDING_RECHECK_MS, run: () => recheckPendingPayouts(deps) }];
}

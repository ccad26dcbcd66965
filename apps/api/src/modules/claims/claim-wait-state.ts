import { waitStateOnEntering, type ClaimStatus, type WaitState } from '@ace/domain';
import type { Config } from '../../config.ts';

/**
 * What a claim entering `status` at `now` is written with, beside its status: who acts next and by when (DESIGN.md
 * section 11). Every status change takes its columns from here, in the same update as the status.
 */
export function statusValues(config: Config, status: ClaimStatus, now: Date): WaitState & { status: ClaimStatus } {
  return { status, ...waitStateOnEntering(status, now, config.deadlines.providerReviewBusinessDays) };
}

import { ApiError } from '@ace/api-client';
import type { RejectForm, ReviewAction, ReviewDecisionOutcome } from '@ace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import type { WayBack } from '../../lib/way-back.ts';
import { api } from '../../lib/api.ts';
import { useT } from '@ace/app-core/i18n';
import { showToast } from '../../lib/toasts.ts';
import { useSession } from '../../lib/session-store.ts';
import { outcomeState } from './review-outcome-state.ts';
import { reviewQueryKey } from './use-review.ts';
import { failureMessage } from '@ace/app-core/failure-message';

export type ReviewDecision =
  | { action: 'approve' | 'passInternalReview'; reviewerName: string }
  | ({ action: 'reject'; reviewerName: string } & RejectForm);

function send(token: string, decision: ReviewDecision): Promise<ReviewDecisionOutcome> {
  switch (decision.action) {
    case 'approve':
      return api.reviews.approve(token, decision.reviewerName);
    case 'passInternalReview':
      return api.reviews.passInternalReview(token, decision.reviewerName);
    case 'reject':
      return api.reviews.reject(token, {
        reason: decision.reason,
        notes: decision.notes,
        reviewerName: decision.reviewerName,
      });
  }
}

/** Long enough to read what the provider is to do. */
const WAITING_TOAST_MS = 10_000;

const outcomePath: Record<ReviewAction, string> = {
  approve: paths.claimApproved,
  reject: paths.claimRejected,
  passInternalReview: paths.sentForExternalReview,
};

/**
 * Approve, reject or pass a claim through its review link (spec section 4). A signed-in provider goes back to where
 * they came from, their dashboard, with a toast, and a second one when the payout waits for their bank (issue 36);
 * everyone else sees the outcome screen, which is told the way back and whose bank the payout waits for. When someone
 * else decided first (409), the review is loaded again, and shows 'This claim is already reviewed'.
 */
export function useReviewDecision(token: string, wayBack: WayBack | null) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (decision: ReviewDecision) => ({
      action: decision.action,
      outcome: await send(token, decision),
    }),
    onSuccess: async ({ action, outcome }) => {
      queryClient.removeQueries({ queryKey: reviewQueryKey(token) });
      // Lists and funds elsewhere changed with the claim: whatever shows them next asks again.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      if (user?.type === 'ServiceProvider' && action !== 'passInternalReview') {
        showToast('success', t(action === 'approve' ? 'review.approved' : 'review.rejected'));
        if (outcome.payoutWaitsForBank === 'provider') {
          showToast('warning', t('review.approvedWaitingForYourBank'), { autoCloseMs: WAITING_TOAST_MS });
        }
        await navigate(wayBack?.path ?? paths.providerDashboard);
        return;
      }
      await navigate(outcomePath[action], { state: outcomeState(wayBack, outcome.payoutWaitsForBank) });
    },
    onError: async (error) => {
      showToast('danger', failureMessage(error, t));
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: reviewQueryKey(token) });
      }
    },
  });
}

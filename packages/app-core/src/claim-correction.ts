import type { ApiClient } from '@ace/api-client';
import { appealWaitsIn, resubmissionIssue, type ParentClaimDetails, type Translate } from '@ace/domain';
import { useMemo } from 'react';
import type { ClaimDraft } from './claim-drafts.ts';
import { resubmissionDraft } from './claim-resubmission.ts';
import { useParentClaim } from './parent-claim-query.ts';

/** Where the claim form's start stands; each app lays the states out in its own way. */
export type CorrectionStart<Content> =
  /** The form can show: its draft, and the claim it corrects (null for a new claim). */
  | { state: 'ready'; draft: ClaimDraft<Content> | undefined; corrects: ParentClaimDetails | null }
  | { state: 'loading' }
  | { state: 'notFound' }
  /** The claim cannot be corrected (already corrected, or not rejected): why. */
  | { state: 'refused'; claimId: number; issue: string };

/**
 * What the claim form starts from (issue 15): the draft kept while the parent was on the ServiceProvider screen,
 * else, correcting a rejected claim (`corrects`), a draft of that claim's fields and files. The claim being
 * corrected is read either way, to say which one and why it was not approved.
 */
export function useCorrectionStart<Content>(
  api: Pick<ApiClient, 'claims'>,
  saved: ClaimDraft<Content> | undefined,
  corrects: number | null,
  t: Translate,
): CorrectionStart<Content> {
  const claimId = saved === undefined ? corrects : (saved.resubmission?.claimId ?? null);
  const query = useParentClaim(api, claimId);
  const claim = query.data;
  // Made once per answer: the form takes its draft when it first shows.
  const fromClaim = useMemo(
    () => (claim?.resubmission ? resubmissionDraft<Content>(claim.resubmission) : undefined),
    [claim],
  );
  if (claimId === null) return { state: 'ready', draft: saved, corrects: null };
  if (query.isError) return { state: 'notFound' };
  if (claim === undefined) return { state: 'loading' };
  const draft = saved ?? fromClaim;
  if (draft === undefined) {
    const appealWaits = appealWaitsIn(claim.timeline.map((entry) => entry.step));
    return { state: 'refused', claimId: claim.id, issue: resubmissionIssue({ ...claim, appealWaits }, t) ?? '' };
  }
  return { state: 'ready', draft, corrects: claim };
}

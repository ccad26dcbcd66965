import { resubmissionDraft } from '@ace/app-core/claim-resubmission';
import { useT } from '@ace/app-core/i18n';
import { parentClaimPath, resubmissionIssue } from '@ace/domain';
import { Alert, Button, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoPanel } from '../../components/info-screen.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { ClaimNotFound } from '../parent-claim/claim-not-found.tsx';
import { useParentClaim } from '../parent-claim/use-parent-claim.ts';
import type { ClaimDraft } from './claim-draft.ts';

/** The claim form's start: ready with its draft (and, correcting a claim, a notice of which and why), or not yet. */
type Correction =
  { state: 'ready'; draft: ClaimDraft | undefined; notice: ReactNode } | { state: 'waiting'; screen: ReactNode };

/**
 * What the claim form starts from (issue 15): the draft kept while the parent was on the ServiceProvider screen,
 * else, correcting a rejected claim, a draft of that claim's fields and files. The claim being corrected is read
 * either way, to say which one and why it was not approved; one that cannot be corrected says why, and links back.
 */
export function useCorrection(saved: ClaimDraft | undefined, corrects: number | null): Correction {
  const t = useT();
  const claimId = saved === undefined ? corrects : (saved.resubmission?.claimId ?? null);
  const query = useParentClaim(claimId);
  const claim = query.data;
  const fromClaim = useMemo(
    () => (claim?.resubmission ? resubmissionDraft<File>(claim.resubmission) : undefined),
    [claim],
  );
  if (claimId === null) return { state: 'ready', draft: saved, notice: null };
  if (query.isError) return { state: 'waiting', screen: <ClaimNotFound /> };
  if (claim === undefined) return { state: 'waiting', screen: <LoadingNotice label={t('parentClaim.loading')} /> };
  const draft = saved ?? fromClaim;
  if (draft === undefined) {
    return {
      state: 'waiting',
      screen: (
        <InfoPanel
          title={t('parentClaim.title', { id: claim.id })}
          actions={
            <Button component={Link} to={parentClaimPath(claim.id)}>
              {t('mail.claim.action', { id: claim.id })}
            </Button>
          }
        >
          {resubmissionIssue(claim) ?? ''}
        </InfoPanel>
      ),
    };
  }
  const notice = (
    <Alert color="orange" variant="light">
      <Text c="dark.8" style={{ overflowWrap: 'anywhere' }}>
        {t('resubmit.correcting', { id: claim.id, reason: claim.rejectionReason ?? '' })}
      </Text>
    </Alert>
  );
  return { state: 'ready', draft, notice };
}

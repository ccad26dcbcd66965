import { useCorrectionStart } from '@ace/app-core/claim-correction';
import { useT } from '@ace/app-core/i18n';
import { parentClaimPath } from '@ace/domain';
import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoPanel } from '../../components/info-screen.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { api } from '../../lib/api.ts';
import { ClaimNotFound } from '../parent-claim/public.ts';
import type { ClaimDraft } from './claim-draft.ts';

/** The claim form's start: ready with its draft (and, correcting a claim, a notice of which and why), or not yet. */
type Correction =
  { state: 'ready'; draft: ClaimDraft | undefined; notice: ReactNode } | { state: 'waiting'; screen: ReactNode };

/**
 * app-core's start of the claim form (a saved draft, or a correction of a rejected claim) laid out for the browser:
 * loading, not found, or why a claim cannot be corrected with the way back to it.
 */
export function useCorrection(saved: ClaimDraft | undefined, corrects: number | null): Correction {
  const t = useT();
  const start = useCorrectionStart(api, saved, corrects, t);
  switch (start.state) {
    case 'loading':
      return { state: 'waiting', screen: <LoadingNotice label={t('parentClaim.loading')} /> };
    case 'notFound':
      return { state: 'waiting', screen: <ClaimNotFound /> };
    case 'refused':
      return {
        state: 'waiting',
        screen: (
          <InfoPanel
            title={t('parentClaim.title', { id: start.claimId })}
            actions={
              <Button component={Link} to={parentClaimPath(start.claimId)}>
                {t('mail.claim.action', { id: start.claimId })}
              </Button>
            }
          >
            {start.issue}
          </InfoPanel>
        ),
      };
    case 'ready': {
      const claim = start.corrects;
      const notice = claim && (
        <Alert color="orange" variant="light">
          <Text c="dark.8" style={{ overflowWrap: 'anywhere' }}>
            {t('resubmit.correcting', { id: claim.id, reason: claim.rejectionReason ?? '' })}
          </Text>
        </Alert>
      );
      return { state: 'ready', draft: start.draft, notice };
    }
  }
}

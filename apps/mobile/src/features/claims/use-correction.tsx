import { useCorrectionStart } from '@ace/app-core/claim-correction';
import { useT } from '@ace/app-core/i18n';
import { parentClaimPath } from '@ace/domain';
import { useRouter } from 'expo-router';
import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { InfoPanel } from '../../components/screen';
import { colours, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import type { PickedFile } from '../../lib/picked-file';
import { ClaimLoading, ClaimNotFound } from '../parent-claim/public';
import type { ClaimDraft } from './claim-draft';

/** The claim form's start: ready with its draft (and, correcting a claim, a notice of which and why), or not yet. */
type Correction =
  { state: 'ready'; draft: ClaimDraft | undefined; notice: ReactNode } | { state: 'waiting'; screen: ReactNode };

/** A claim that cannot be corrected (already corrected, or not rejected): why, and the way to its details. */
function CannotCorrect({ claimId, issue }: { claimId: number; issue: string }) {
  const t = useT();
  const router = useRouter();
  return (
    <InfoPanel
      title={t('parentClaim.title', { id: claimId })}
      actions={
        <Button
          label={t('mail.claim.action', { id: claimId })}
          onPress={() => {
            router.dismissTo(parentClaimPath(claimId));
          }}
        />
      }
    >
      {issue}
    </InfoPanel>
  );
}

/**
 * app-core's start of the claim form (a saved draft, or a correction of a rejected claim) laid out for the app:
 * loading, not found, or why a claim cannot be corrected with the way back to it.
 */
export function useCorrection(saved: ClaimDraft | undefined, corrects: number | null): Correction {
  const t = useT();
  const start = useCorrectionStart<PickedFile>(api, saved, corrects, t);
  switch (start.state) {
    case 'loading':
      return { state: 'waiting', screen: <ClaimLoading /> };
    case 'notFound':
      return { state: 'waiting', screen: <ClaimNotFound /> };
    case 'refused':
      return { state: 'waiting', screen: <CannotCorrect claimId={start.claimId} issue={start.issue} /> };
    case 'ready': {
      const claim = start.corrects;
      const notice = claim && (
        <View style={styles.notice} accessible accessibilityRole="alert" testID="correcting-notice">
          <Text style={text.body}>
            {t('resubmit.correcting', { id: claim.id, reason: claim.rejectionReason ?? '' })}
          </Text>
        </View>
      );
      return { state: 'ready', draft: start.draft, notice };
    }
  }
}

const styles = StyleSheet.create({
  notice: {
    borderLeftWidth: 4,
    borderLeftColor: colours.warning,
    backgroundColor: colours.warningSurface,
    borderRadius: 8,
    padding: space.md,
    gap: space.xs,
  },
});

import { resubmissionDraft } from '@ace/app-core/claim-resubmission';
import { useT } from '@ace/app-core/i18n';
import { parentClaimPath, resubmissionIssue } from '@ace/domain';
import { useRouter } from 'expo-router';
import { useMemo, type ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { InfoPanel } from '../../components/screen';
import { colours, space, text } from '../../components/theme';
import type { PickedFile } from '../../lib/picked-file';
import { ClaimLoading } from '../parent-claim/claim-loading';
import { ClaimNotFound } from '../parent-claim/claim-not-found';
import { useParentClaim } from '../parent-claim/use-parent-claim';
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
 * What the claim form starts from (issue 15): the draft kept while the parent was on the ServiceProvider screen,
 * else, correcting a rejected claim, a draft of that claim's fields and files. The claim being corrected is read
 * either way, to say which one and why it was not approved; one that cannot be corrected says why, and leads back.
 */
export function useCorrection(saved: ClaimDraft | undefined, corrects: number | null): Correction {
  const t = useT();
  const claimId = saved === undefined ? corrects : (saved.resubmission?.claimId ?? null);
  const query = useParentClaim(claimId);
  const claim = query.data;
  const fromClaim = useMemo(
    () => (claim?.resubmission ? resubmissionDraft<PickedFile>(claim.resubmission) : undefined),
    [claim],
  );
  if (claimId === null) return { state: 'ready', draft: saved, notice: null };
  if (query.isError) return { state: 'waiting', screen: <ClaimNotFound /> };
  if (claim === undefined) return { state: 'waiting', screen: <ClaimLoading /> };
  const draft = saved ?? fromClaim;
  if (draft === undefined) {
    return {
      state: 'waiting',
      screen: <CannotCorrect claimId={claim.id} issue={resubmissionIssue(claim, t) ?? ''} />,
    };
  }
  const notice = (
    <View style={styles.notice} accessible accessibilityRole="alert" testID="correcting-notice">
      <Text style={text.body}>{t('resubmit.correcting', { id: claim.id, reason: claim.rejectionReason ?? '' })}</Text>
    </View>
  );
  return { state: 'ready', draft, notice };
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

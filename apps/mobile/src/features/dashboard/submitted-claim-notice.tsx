import { useT } from '@ace/app-core/i18n';
import { parentClaimPath } from '@ace/domain';
import { useLocalSearchParams, useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { colours, space, text } from '../../components/theme';
import { paramText } from '../../lib/route-params';

/** The dashboard's parameters when the claim form leaves for it with the claim it just sent. */
export function submittedClaimParams(claimId: number): { submittedClaimId: string } {
  return { submittedClaimId: String(claimId) };
}

/**
 * After 'Your claim has been submitted' (the toast goes, this stays while the dashboard shows): what happens next and
 * the way to the new claim's details. The toast alone says the claim was submitted (spec section 4): said again
 * here, the same success showed twice.
 */
export function SubmittedClaimNotice() {
  const t = useT();
  const router = useRouter();
  const param = paramText(useLocalSearchParams<{ submittedClaimId?: string }>().submittedClaimId);
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (
    <View style={styles.notice}>
      <Text style={text.body}>{t('parentClaim.submittedNext')}</Text>
      <Button
        variant="link"
        label={t('parentClaim.seeSubmitted', { id })}
        onPress={() => {
          router.push(parentClaimPath(id));
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  notice: {
    borderLeftWidth: 4,
    borderLeftColor: colours.success,
    backgroundColor: colours.surface,
    borderRadius: 8,
    padding: space.md,
    gap: space.xs,
  },
});

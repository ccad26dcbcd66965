import { useT } from '@ace/app-core/i18n';
import { parentClaimPath } from '@ace/domain';
import { useLocalSearchParams, useRouter } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { Button } from '../../components/button';
import { colours, space } from '../../components/theme';
import { paramText } from '../claims/route-params';

/** The dashboard's parameters when the claim form leaves for it with the claim it just sent. */
export function submittedClaimParams(claimId: number): { submittedClaimId: string } {
  return { submittedClaimId: String(claimId) };
}

/** After 'Your claim has been submitted': the way to the new claim's details, for as long as the dashboard shows. */
export function SubmittedClaimNotice() {
  const t = useT();
  const router = useRouter();
  const text = paramText(useLocalSearchParams<{ submittedClaimId?: string }>().submittedClaimId);
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (
    <View style={styles.notice}>
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
    paddingHorizontal: space.md,
  },
});

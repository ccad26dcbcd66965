import { useT } from '@ace/app-core/i18n';
import type { ParentClaimDetails } from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { Button } from '../../components/button';
import { space } from '../../components/theme';

/** What the parent can do from a claim's details, at the bottom of the screen. */
export function ClaimActions({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  const router = useRouter();
  return (
    <View style={styles.actions} testID={`claim-${claim.id}-actions`}>
      <Button
        variant="secondary"
        label={t('app.goToDashboard')}
        onPress={() => {
          router.dismissTo('/dashboard');
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({ actions: { gap: space.sm } });

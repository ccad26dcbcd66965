import { useT } from '@ace/app-core/i18n';
import type { ParentClaimDetails } from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { panel, space, text } from '../../components/theme';
import { correctClaimRoute } from '../../lib/route-params';

/**
 * What the parent can do from a claim's details, at the bottom of the screen: correct a rejected claim and send it
 * again (offered while the server says it can be, issue 15), and go back to the dashboard.
 */
export function ClaimActions({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  const router = useRouter();
  return (
    <View style={styles.actions} testID={`claim-${claim.id}-actions`}>
      {claim.resubmission !== null && (
        <View style={styles.resubmit}>
          <Text style={text.body}>{t('resubmit.hint')}</Text>
          <Button
            label={t('resubmit.action')}
            onPress={() => {
              router.push(correctClaimRoute(claim.child.id, claim.id));
            }}
          />
        </View>
      )}
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

const styles = StyleSheet.create({
  actions: { gap: space.sm },
  resubmit: { ...panel, gap: space.sm },
});

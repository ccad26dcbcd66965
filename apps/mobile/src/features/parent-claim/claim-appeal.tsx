import { useClaimAppeal } from '@ace/app-core/claim-appeal';
import { useT } from '@ace/app-core/i18n';
import { appealStandingText, formatListDate, type AppealView, type ParentClaimDetails } from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { panel, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import { appealClaimRoute } from '../../lib/route-params';

/** Where the parent's appeal stands, with the decision's reason once decided, and what they wrote. */
function AppealStanding({ appeal }: { appeal: AppealView }) {
  const t = useT();
  const { decision } = appeal;
  const standing = appealStandingText(appeal, t);
  return (
    <View style={styles.part} testID="claim-appeal">
      <Text style={text.heading} accessibilityRole="header">
        {t('appeal.yours.title')}
      </Text>
      <Text style={text.label}>{standing}</Text>
      {decision !== null && <Text style={text.body}>{t('appeal.reasonLine', { reason: decision.reason })}</Text>}
      <Text style={text.label}>{t('appeal.yourStatement')}</Text>
      <Text style={text.body}>{appeal.statement}</Text>
    </View>
  );
}

/**
 * A rejected claim's appeal on its screen (issue 35): the appeal once sent and its decision, the way to appeal while
 * the period lasts, or why it can no longer be appealed. A claim never rejected nor appealed shows nothing.
 */
export function ClaimAppeal({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  const router = useRouter();
  const rejected = claim.status === 'Rejected';
  const appealed = claim.timeline.some((step) => step.step === 'appealed');
  const query = useClaimAppeal(api, rejected || appealed ? claim.id : null);
  if ((!rejected && !appealed) || query.isPending || query.isError) return null;
  const { appeal, issue, lastDay } = query.data;
  if (appeal !== null) return <AppealStanding appeal={appeal} />;
  if (issue !== null) return <Text style={text.small}>{issue}</Text>;
  return (
    <View style={styles.part}>
      <Text style={text.heading} accessibilityRole="header">
        {t('appeal.section.title')}
      </Text>
      <Text style={text.body}>{t('appeal.section.hint')}</Text>
      {lastDay !== null && (
        <Text style={text.label}>{t('appeal.section.until', { date: formatListDate(lastDay) })}</Text>
      )}
      <Button
        label={t('appeal.section.title')}
        onPress={() => {
          router.push(appealClaimRoute(claim.id));
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  part: { ...panel, gap: space.sm },
});

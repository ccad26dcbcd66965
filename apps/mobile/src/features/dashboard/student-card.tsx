import { useT } from '@ace/app-core/i18n';
import { childYearLabel, type Child } from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { panel, space, text } from '../../components/theme';
import { preApprovalsRoute } from '../../lib/route-params';
import { useProgrammeYears } from '../../lib/school-years';
import { ClaimHistory } from './claim-history';
import { Amounts, HeldFunds, NextInstalment, OtherYears, YearEndNotes } from './year-funds';

/**
 * One student: name, the current school year's label, its Available, Pending and Spent, its next instalment and the
 * child's other years (ADR 0028), 'New claim', 'Ask before you buy' (issue 35) and the claim history. A child with one
 * award is the specification's card.
 */
export function StudentCard({ child }: { child: Child }) {
  const t = useT();
  const router = useRouter();
  const name = `${child.firstName} ${child.lastName}`;
  const years = useProgrammeYears();
  const year = years === undefined ? null : childYearLabel(years, child.schoolYear, t);
  return (
    <View style={styles.card}>
      <View style={styles.top}>
        <View style={styles.name}>
          <Text style={text.heading} accessibilityRole="header">
            {name}
          </Text>
          <Text style={text.small}>{year}</Text>
        </View>
        <Button
          label={t('dashboard.newClaim')}
          accessibilityLabel={t('dashboard.newClaimFor', { name })}
          onPress={() => {
            router.push({ pathname: '/submit-new-claim', params: { childId: String(child.id) } });
          }}
        />
      </View>
      <Amounts dollars={child.dollars} emphasis />
      <HeldFunds child={child} />
      <Button
        variant="link"
        label={t('preApproval.ask.link')}
        accessibilityLabel={t('preApproval.ask.linkFor', { name })}
        onPress={() => {
          router.push(preApprovalsRoute(child.id));
        }}
      />
      <NextInstalment child={child} />
      <YearEndNotes child={child} />
      <OtherYears child={child} name={name} years={years} />
      <View style={styles.history}>
        <Text style={text.label} accessibilityRole="header">
          {t('dashboard.history.title')}
        </Text>
        <ClaimHistory claims={child.claims} studentName={name} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  card: panel,
  top: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: space.sm,
  },
  name: { flexShrink: 1, gap: 2 },
  history: { gap: space.xs },
});

import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { childYearLabel, type Child } from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { colours, panel, space, text } from '../../components/theme';
import { useProgrammeYears } from '../../lib/school-years';
import { ClaimHistory } from './claim-history';

function Amount({ label, dollars, emphasis = false }: { label: string; dollars: number; emphasis?: boolean }) {
  return (
    <View style={styles.amount} accessible accessibilityLabel={`${label} ${formatDollars(dollars)}`}>
      <Text style={text.small}>{label}</Text>
      <Text style={[styles.figure, emphasis && styles.emphasis]}>{formatDollars(dollars)}</Text>
    </View>
  );
}

/** One student: name, school year label, Available, Pending, Spent, 'New claim' and the claim history. */
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
      <View style={styles.amounts}>
        <Amount label={t('dashboard.available')} dollars={child.dollars.available} emphasis />
        <Amount label={t('dashboard.pending')} dollars={child.dollars.pending} />
        <Amount label={t('dashboard.spent')} dollars={child.dollars.spent} />
      </View>
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
  amounts: { flexDirection: 'row', flexWrap: 'wrap', gap: space.md },
  amount: { flexGrow: 1, flexBasis: 90, gap: 2 },
  figure: { fontSize: 20, fontWeight: '700', color: colours.text },
  emphasis: { color: colours.brandDark },
  history: { gap: space.xs },
});

import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import {
  childYearLabel,
  formatListDate,
  recoveredNotes,
  yearEndNotes,
  type Child,
  type ProgrammeYears,
} from '@ace/domain';
import { StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from '../../components/theme';

export function Amount({ label, dollars, emphasis = false }: { label: string; dollars: number; emphasis?: boolean }) {
  return (
    <View style={styles.amount} accessible accessibilityLabel={`${label} ${formatDollars(dollars)}`}>
      <Text style={text.small}>{label}</Text>
      <Text style={[styles.figure, emphasis && styles.emphasis]}>{formatDollars(dollars)}</Text>
    </View>
  );
}

/** Available, Pending and Spent of one year, side by side. */
export function Amounts({ dollars, emphasis = false }: { dollars: Child['dollars']; emphasis?: boolean }) {
  const t = useT();
  return (
    <View style={styles.amounts}>
      <Amount label={t('dashboard.available')} dollars={dollars.available} emphasis={emphasis} />
      <Amount label={t('dashboard.pending')} dollars={dollars.pending} />
      <Amount label={t('dashboard.spent')} dollars={dollars.spent} />
    </View>
  );
}

/** What the current year holds for the family's pre-approval requests (ADR 0036); nothing when none is held. */
export function HeldFunds({ child }: { child: Child }) {
  const t = useT();
  if (child.dollars.held <= 0) return null;
  return <Text style={text.small}>{t('dashboard.held', { amount: formatDollars(child.dollars.held) })}</Text>;
}

/** When the current year's next instalment arrives and how much (ADR 0028); nothing when none is to come. */
export function NextInstalment({ child }: { child: Child }) {
  const t = useT();
  const next = child.nextInstalment;
  if (next === null) return null;
  return (
    <Text style={text.small}>
      {t('dashboard.nextInstalment', { amount: formatDollars(next.amount), date: formatListDate(next.date) })}
    </Text>
  );
}

/** The child's other award years beside the current one, newest first, each with its own three figures. */
export function OtherYears({ child, name, years }: { child: Child; name: string; years: ProgrammeYears | undefined }) {
  const t = useT();
  if (child.otherYears.length === 0) return null;
  return (
    <View style={styles.others}>
      <Text style={text.label} accessibilityRole="header">
        {t('dashboard.otherYears', { name })}
      </Text>
      {child.otherYears.map((other) => (
        <View key={other.schoolYear} style={styles.other}>
          <Text style={text.small}>{years === undefined ? null : childYearLabel(years, other.schoolYear, t)}</Text>
          <Amounts dollars={other.dollars} />
        </View>
      ))}
    </View>
  );
}

/**
 * What became of the unspent funds of the child's closed years (ADR 0032) and what audits took from the funds (ADR
 * 0034), and why; nothing when nothing moved.
 */
export function YearEndNotes({ child }: { child: Child }) {
  const t = useT();
  const notes = [
    ...child.yearEnd.flatMap((yearEnd) => yearEndNotes(yearEnd, t)),
    ...recoveredNotes(child.recovered, t),
  ];
  if (notes.length === 0) return null;
  return (
    <View>
      {notes.map((note) => (
        <Text key={note} style={text.small}>
          {note}
        </Text>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  amounts: { flexDirection: 'row', flexWrap: 'wrap', gap: space.md },
  amount: { flexGrow: 1, flexBasis: 90, gap: 2 },
  figure: { fontSize: 20, fontWeight: '700', color: colours.text },
  emphasis: { color: colours.brandDark },
  others: { gap: space.xs },
  other: { gap: 2 },
});

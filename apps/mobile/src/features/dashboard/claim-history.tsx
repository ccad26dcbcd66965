import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import {
  displayStatusId,
  formatListDate,
  PARENT_HISTORY_ROWS,
  type ClaimHistoryItem,
  type ClaimStatus,
} from '@ace/domain';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { colours, space, text } from '../../components/theme';

/** Status colours dark enough to read on white; the word carries the meaning, not the colour. */
const statusColour: Record<ClaimStatus, string> = {
  Pending: colours.text,
  'Pending external': colours.text,
  Accepted: colours.success,
  Rejected: colours.danger,
};

/** A student's claims: Date, Claim Amount, Status; 2 rows until 'See more history' (spec section 2). */
export function ClaimHistory({ claims, studentName }: { claims: readonly ClaimHistoryItem[]; studentName: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  if (claims.length === 0) return <Text style={text.small}>{t('dashboard.history.empty')}</Text>;
  const shown = expanded ? claims : claims.slice(0, PARENT_HISTORY_ROWS);
  return (
    <View accessibilityLabel={t('dashboard.history.caption', { name: studentName })}>
      <View
        style={[styles.row, styles.head]}
        accessibilityElementsHidden
        importantForAccessibility="no-hide-descendants"
      >
        <Text style={[styles.cell, text.small]}>{t('dashboard.history.date')}</Text>
        <Text style={[styles.cell, styles.amount, text.small]}>{t('dashboard.history.amount')}</Text>
        <Text style={[styles.cell, text.small]}>{t('dashboard.history.status')}</Text>
      </View>
      {shown.map((claim) => {
        const date = formatListDate(claim.createdAt);
        const amount = formatDollars(claim.amount);
        const status = t(displayStatusId(claim.status));
        return (
          <View
            key={claim.id}
            style={styles.row}
            accessible
            accessibilityLabel={`${t('dashboard.history.date')} ${date}, ${t('dashboard.history.amount')} ${amount}, ${t('dashboard.history.status')} ${status}`}
            testID={`claim-${claim.id}`}
          >
            <Text style={[styles.cell, text.body]}>{date}</Text>
            <Text style={[styles.cell, styles.amount, text.body]}>{amount}</Text>
            <Text style={[styles.cell, text.body, styles.status, { color: statusColour[claim.status] }]}>{status}</Text>
          </View>
        );
      })}
      {claims.length > PARENT_HISTORY_ROWS && (
        <Button
          variant="link"
          label={expanded ? t('dashboard.history.collapse') : t('dashboard.history.seeMore')}
          onPress={() => {
            setExpanded((value) => !value);
          }}
        />
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    paddingVertical: space.sm,
    borderBottomWidth: 1,
    borderBottomColor: colours.border,
    gap: space.sm,
  },
  head: { paddingVertical: space.xs },
  cell: { flex: 1 },
  amount: { textAlign: 'right' },
  status: { fontWeight: '600' },
});

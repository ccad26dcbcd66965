import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import {
  formatListDate,
  historyStatusId,
  historyStatusTone,
  PARENT_HISTORY_ROWS,
  parentClaimPath,
  type ClaimHistoryItem,
} from '@ace/domain';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { statusColour } from '../../components/status-colour';
import { colours, space, text } from '../../components/theme';

/**
 * The cells are boxes side by side: read as one text, as a checker of the link's name reads them on the web, the
 * amount's last digit and the status would run together into one word ('45.50Pending'). An invisible break keeps
 * them two.
 */
const WORD_BREAK = '\u200B';

/**
 * A student's claims: Date, Claim Amount, Status; 2 rows until 'See more history' (spec section 2). Each row opens
 * the claim's details.
 */
export function ClaimHistory({ claims, studentName }: { claims: readonly ClaimHistoryItem[]; studentName: string }) {
  const t = useT();
  const router = useRouter();
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
        const status = t(historyStatusId(claim));
        return (
          <Pressable
            key={claim.id}
            style={({ pressed }) => [styles.row, styles.target, pressed && styles.pressed]}
            accessibilityRole="link"
            // The row's visible text, in its order, is part of the link's name (WCAG 2.5.3, label in name).
            accessibilityLabel={`${t('parentClaim.openFromHistory', { id: claim.id, amount })}, ${t('dashboard.history.date')} ${date}, ${amount}, ${status}`}
            onPress={() => {
              router.push(parentClaimPath(claim.id));
            }}
          >
            <Text style={[styles.cell, text.body]}>{date}</Text>
            <Text style={[styles.cell, styles.amount, text.body, styles.link]}>{amount}</Text>
            <Text style={[styles.cell, text.body, styles.status, { color: statusColour[historyStatusTone(claim)] }]}>
              {WORD_BREAK}
              {status}
            </Text>
          </Pressable>
        );
      })}
      {claims.length > PARENT_HISTORY_ROWS && (
        <Button
          variant="link"
          role="button"
          expanded={expanded}
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
  target: { minHeight: 48, alignItems: 'center' },
  cell: { flex: 1 },
  amount: { textAlign: 'right' },
  link: { color: colours.brand, textDecorationLine: 'underline' },
  pressed: { opacity: 0.7 },
  status: { fontWeight: '600' },
});

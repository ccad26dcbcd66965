import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { claimsWaitingForYourBank, isBankReady, PARENT_BANK_PATH, parentClaimPath, type ParentUser } from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { colours, space, text } from '../../components/theme';

/**
 * Shown when the bank details are missing or the connection is unhealthy, with the spec's two texts, or while a
 * payment waits for the parent to reconnect their bank: then it names those payments, each a link to its claim.
 */
export function BankBanner({ parent }: { parent: ParentUser }) {
  const t = useT();
  const router = useRouter();
  const waiting = claimsWaitingForYourBank(parent);
  if (isBankReady(parent) && waiting.length === 0) return null;
  return (
    <View style={styles.banner} accessibilityRole="summary">
      <Text style={[text.label, styles.title]}>
        {parent.hasProvidedBankDetails
          ? t('dashboard.bankBanner.disconnected')
          : t('dashboard.bankBanner.neverProvided')}
      </Text>
      <Text style={text.body}>{t('dashboard.bankBanner.explanation')}</Text>
      {waiting.length > 0 && <Text style={text.body}>{t('dashboard.bankBanner.paymentsWaiting')}</Text>}
      {waiting.map((claim) => (
        <Button
          key={claim.id}
          variant="link"
          label={t('dashboard.bankBanner.paymentWaiting', { id: claim.id, amount: formatDollars(claim.amount) })}
          onPress={() => {
            router.push(parentClaimPath(claim.id));
          }}
        />
      ))}
      <Button
        variant="link"
        label={waiting.length > 0 ? t('parentClaim.payout.reconnect') : t('dashboard.bankBanner.link')}
        onPress={() => {
          router.push(PARENT_BANK_PATH);
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  banner: {
    backgroundColor: colours.warningSurface,
    borderLeftWidth: 4,
    borderLeftColor: colours.warning,
    borderRadius: 8,
    padding: space.md,
    gap: space.sm,
  },
  title: { color: colours.text },
});

import { useT } from '@ace/app-core/i18n';
import type { ParentUser } from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { colours, space, text } from '../../components/theme';

/** Shown when the bank details are missing or the connection is unhealthy, with the spec's two texts. */
export function BankBanner({ parent }: { parent: ParentUser }) {
  const t = useT();
  const router = useRouter();
  return (
    <View style={styles.banner} accessibilityRole="summary">
      <Text style={[text.label, styles.title]}>
        {parent.hasProvidedBankDetails
          ? t('dashboard.bankBanner.disconnected')
          : t('dashboard.bankBanner.neverProvided')}
      </Text>
      <Text style={text.body}>{t('dashboard.bankBanner.explanation')}</Text>
      <Button
        variant="link"
        label={t('dashboard.bankBanner.link')}
        onPress={() => {
          router.push('/parent/bank-account');
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

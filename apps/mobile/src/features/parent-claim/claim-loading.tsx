import { useT } from '@ace/app-core/i18n';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from '../../components/theme';

/** While a claim's details are on their way. */
export function ClaimLoading() {
  const t = useT();
  return (
    <View
      style={styles.loading}
      accessible
      accessibilityRole="progressbar"
      accessibilityLabel={t('parentClaim.loading')}
    >
      <ActivityIndicator color={colours.brand} />
      <Text style={text.body}>{t('parentClaim.loading')}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  loading: { alignItems: 'center', gap: space.sm, padding: space.lg },
});

import { useT } from '@ace/app-core/i18n';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from '../../components/theme';

/** Shown while the pre-login checks run (stored credentials, app version). */
export function LoadingScreen() {
  const t = useT();
  return (
    <View style={styles.screen} accessible accessibilityRole="progressbar" accessibilityLabel={t('mobile.loading')}>
      <ActivityIndicator size="large" color={colours.brand} />
      <Text style={text.body}>{t('mobile.loading')}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: {
    flex: 1,
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.md,
    backgroundColor: colours.background,
  },
});

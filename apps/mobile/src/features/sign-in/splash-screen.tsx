import { useExternalStore } from '@ace/app-core/external-store';
import { useT } from '@ace/app-core/i18n';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { Footer } from '../../components/footer';
import { LanguageSwitch } from '../../components/language-switch';
import { openLink } from '../../components/open-link';
import { Screen } from '../../components/screen';
import { colours, panel, space, text } from '../../components/theme';
import { config } from '../../lib/config';
import { signInStore } from './sign-in-flow';
import { TermsModal } from './terms-modal';
import { useSignIn } from './use-sign-in';

/**
 * The parent splash (spec section 2): the language switch, welcome, 'Login with Merit', the no-e-mail help link and
 * the footer.
 */
export function SplashScreen() {
  const t = useT();
  const { ready, signIn } = useSignIn();
  const state = useExternalStore(signInStore);
  const busy = state.step === 'browser' || state.step === 'checking';
  return (
    <Screen>
      <LanguageSwitch />
      <View style={styles.hero}>
        <Text style={[text.title, styles.center]} accessibilityRole="header">
          {t('login.parent.title', { programme: t('app.programmeName') })}
        </Text>
        <Text style={[text.body, styles.center]}>{t('login.parent.subtitle')}</Text>
        <Button label={t('login.parent.button')} onPress={signIn} disabled={!ready} busy={busy} />
        {busy && (
          <View style={styles.status} accessibilityLiveRegion="polite">
            <ActivityIndicator color={colours.brand} />
            <Text style={text.small}>{t('login.signingIn')}</Text>
          </View>
        )}
        <Button
          variant="link"
          label={t('login.parent.noEmailHelp')}
          accessibilityLabel={`${t('login.parent.noEmailHelp')}, ${t('mobile.openLink')}`}
          onPress={() => {
            openLink(config.helpCenterUrl);
          }}
        />
      </View>
      <Footer />
      <TermsModal />
    </Screen>
  );
}

const styles = StyleSheet.create({
  hero: { ...panel, padding: space.lg },
  center: { textAlign: 'center' },
  status: { flexDirection: 'row', gap: space.sm, alignItems: 'center', justifyContent: 'center' },
});

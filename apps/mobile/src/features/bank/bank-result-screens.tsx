import { useT } from '@ace/app-core/i18n';
import { useLogoutCountdown } from '@ace/app-core/logout-countdown';
import { useRouter } from 'expo-router';
import { Text } from 'react-native';
import { Button } from '../../components/button';
import { InfoPanel, ParentScreen, Screen } from '../../components/screen';
import { text } from '../../components/theme';
import { config } from '../../lib/config';
import { logout } from '../../lib/auth';

function DashboardButton() {
  const t = useT();
  const router = useRouter();
  return (
    <Button
      label={t('app.goToDashboard')}
      onPress={() => {
        router.dismissTo('/dashboard');
      }}
    />
  );
}

/** Bank success (spec section 2). */
export function BankSuccessScreen() {
  const t = useT();
  return (
    <ParentScreen centered>
      <InfoPanel title={t('bank.submitted')} actions={<DashboardButton />}>
        {t('bank.success')}
      </InfoPanel>
    </ParentScreen>
  );
}

/** Bank error (spec section 2): try again or write to the help address. */
export function BankFailureScreen() {
  const t = useT();
  return (
    <ParentScreen centered>
      <InfoPanel title={t('mobile.bank.failureTitle')} actions={<DashboardButton />}>
        <Text style={text.body}>{t('bank.error')}</Text>
        <Text style={text.body}>{config.supportEmail}</Text>
      </InfoPanel>
    </ParentScreen>
  );
}

/**
 * BankAlreadyLinkedScreen (spec section 2): the bank is already connected; reload the app. A waiting notice: the
 * person is logged out after 10 seconds, and told so as the seconds go.
 */
export function BankAlreadyLinkedScreen() {
  const t = useT();
  const secondsLeft = useLogoutCountdown(logout);
  return (
    <Screen centered>
      <InfoPanel
        title={t('bank.alreadyConnected')}
        actions={
          <Button
            label={t('app.logoutNow')}
            onPress={() => {
              logout();
            }}
          />
        }
      >
        <Text style={text.body}>{t('bank.alreadyConnected.reloadNative')}</Text>
        <Text style={text.small} accessibilityLiveRegion="polite">
          {t('app.logoutCountdown', { seconds: secondsLeft })}
        </Text>
      </InfoPanel>
    </Screen>
  );
}

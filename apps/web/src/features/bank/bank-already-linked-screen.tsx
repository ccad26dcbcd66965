import { Button, Text } from '@mantine/core';
import { useCallback } from 'react';
import { loginPathFor, paths } from '../../lib/paths.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { useLogoutCountdown } from '@ace/app-core/logout-countdown';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { logoutTo } from '../../lib/auth.ts';
import { useSession } from '../../lib/session-store.ts';
import { useBankHome } from './use-bank-home.ts';

/**
 * BankAlreadyLinkedScreen (spec section 2): the bank is already connected; refresh the page. A waiting notice:
 * the person is logged out after 10 seconds, and told so as the seconds go, onto the login page of their kind.
 */
export default function BankAlreadyLinkedScreen() {
  const t = useT();
  const home = useBankHome();
  usePageTitle(t('bank.alreadyConnected'));
  const { user } = useSession();
  const loginPath = user === null ? paths.splash : loginPathFor(user.type);
  const logout = useCallback(() => {
    logoutTo(loginPath);
  }, [loginPath]);
  const secondsLeft = useLogoutCountdown(logout);
  return (
    <PageLayout homePath={home.dashboard}>
      <InfoPanel
        title={t('bank.alreadyConnected')}
        actions={
          <Button
            onClick={() => {
              logout();
            }}
          >
            {t('app.logoutNow')}
          </Button>
        }
      >
        <Text size="lg">{t('bank.alreadyConnected.refreshWeb')}</Text>
        <Text c="dimmed" aria-live="polite" aria-atomic="true">
          {t('app.logoutCountdown', { seconds: secondsLeft })}
        </Text>
      </InfoPanel>
    </PageLayout>
  );
}

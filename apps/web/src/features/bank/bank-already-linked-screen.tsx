import { WAITING_NOTICE_LOGOUT_MS } from '@ace/domain';
import { Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { logout } from '../session/auth.ts';

/**
 * BankAlreadyLinkedScreen (spec section 2): the bank is already connected; refresh the page. A waiting notice:
 * the person is logged out after 10 seconds, and told so as the seconds go.
 */
export default function BankAlreadyLinkedScreen() {
  const t = useT();
  const [secondsLeft, setSecondsLeft] = useState(Math.round(WAITING_NOTICE_LOGOUT_MS / 1000));
  usePageTitle(t('bank.alreadyConnected'));
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.ceil((WAITING_NOTICE_LOGOUT_MS - (Date.now() - started)) / 1000);
      if (left <= 0) {
        window.clearInterval(timer);
        logout();
      } else {
        setSecondsLeft(left);
      }
    }, 250);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return (
    <PageLayout homePath="/dashboard">
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

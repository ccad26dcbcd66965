import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useBankHome } from './use-bank-home.ts';

/** Bank error (spec section 2): try again, or go back to the dashboard. */
export default function BankFailureScreen() {
  const t = useT();
  const home = useBankHome();
  usePageTitle(t('bankForm.tryAgain'));
  return (
    <PageLayout homePath={home.dashboard}>
      <InfoPanel
        title={t('error.generic.title')}
        actions={
          <Group justify="center">
            {home.retry !== null && (
              <Button component={Link} to={home.retry}>
                {t('bankForm.tryAgain')}
              </Button>
            )}
            <Button component={Link} to={home.dashboard} variant={home.retry === null ? 'filled' : 'default'}>
              {t('app.goToDashboard')}
            </Button>
          </Group>
        }
      >
        {t('bank.error')}
      </InfoPanel>
    </PageLayout>
  );
}

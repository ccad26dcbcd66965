import { isBankReady } from '@ace/domain';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { eligibleParent, useSession } from '../session/session-store.ts';

/** Bank error (spec section 2): try again, or go back to the dashboard. */
export default function BankFailureScreen() {
  const t = useT();
  const parent = eligibleParent(useSession().user);
  const canRetry = parent !== null && !isBankReady(parent);
  usePageTitle(t('bankForm.tryAgain'));
  return (
    <PageLayout homePath={paths.dashboard}>
      <InfoPanel
        title={t('error.generic.title')}
        actions={
          <Group justify="center">
            {canRetry && (
              <Button component={Link} to={paths.parentLinkBankAccount}>
                {t('bankForm.tryAgain')}
              </Button>
            )}
            <Button component={Link} to={paths.dashboard} variant={canRetry ? 'default' : 'filled'}>
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

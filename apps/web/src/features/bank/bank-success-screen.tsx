import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useBankHome } from './use-bank-home.ts';

/** Bank success (spec section 2): on to the dashboard, a provider's bank tab, which congratulates them once. */
export default function BankSuccessScreen() {
  const t = useT();
  const home = useBankHome();
  usePageTitle(t('bank.submitted'));
  return (
    <PageLayout homePath={home.dashboard}>
      <InfoPanel
        title={t('bank.submitted')}
        actions={
          <Button component={Link} to={home.afterLinking.path} state={home.afterLinking.state}>
            {t('app.goToDashboard')}
          </Button>
        }
      >
        {t('bank.success')}
      </InfoPanel>
    </PageLayout>
  );
}

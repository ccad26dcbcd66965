import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Bank success (spec section 2). */
export default function BankSuccessScreen() {
  const t = useT();
  usePageTitle(t('bank.submitted'));
  return (
    <PageLayout homePath={paths.dashboard}>
      <InfoPanel
        title={t('bank.submitted')}
        actions={
          <Button component={Link} to={paths.dashboard}>
            {t('app.goToDashboard')}
          </Button>
        }
      >
        {t('bank.success')}
      </InfoPanel>
    </PageLayout>
  );
}

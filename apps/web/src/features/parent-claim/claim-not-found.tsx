import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { useT } from '@ace/app-core/i18n';

/** A claim that is not among this parent's claims (or no claim at all), and the way back to the dashboard. */
export function ClaimNotFound() {
  const t = useT();
  return (
    <InfoPanel
      title={t('parentClaim.notFound.title')}
      actions={
        <Button component={Link} to={paths.dashboard}>
          {t('app.goToDashboard')}
        </Button>
      }
    >
      {t('parentClaim.notFound.body')}
    </InfoPanel>
  );
}

import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/session-store.ts';

/** 404 (spec section 2). */
export default function NotFoundScreen() {
  const t = useT();
  const signedIn = useSession().user !== null;
  usePageTitle(t('error.notFound.title'));
  return (
    <PageLayout signedIn={signedIn}>
      <InfoPanel
        title={t('error.notFound.title')}
        actions={
          <Button component={Link} to="/">
            {t('error.notFound.home')}
          </Button>
        }
      >
        {t('error.notFound.body')}
      </InfoPanel>
    </PageLayout>
  );
}

import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../session/session-store.ts';

/** Routes of the route table whose screens are built in part 2 (support staff, providers, review links). */
export default function PlaceholderScreen() {
  const t = useT();
  const signedIn = useSession().user !== null;
  usePageTitle(t('error.placeholder.title'));
  return (
    <PageLayout signedIn={signedIn}>
      <InfoPanel
        title={t('error.placeholder.title')}
        actions={
          <Button component={Link} to="/">
            {t('error.notFound.home')}
          </Button>
        }
      >
        {t('error.placeholder.body')}
      </InfoPanel>
    </PageLayout>
  );
}

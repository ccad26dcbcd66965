import { Stack, Tabs, Text, Title } from '@mantine/core';
import { paths } from '../../app/paths.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../session/session-store.ts';
import { isNotRegistered } from '@ace/app-core/session';
import { ManageClaimsPanel } from './manage-claims-panel.tsx';
import { ManageProviderPanel } from './manage-provider-panel.tsx';

/** The support staff dashboard (spec section 2): 'Manage claims' and 'Manage service provider'. */
export default function MeritCsDashboardScreen() {
  const t = useT();
  const { user } = useSession();
  usePageTitle(t('meritCsScreen.title'));
  if (user?.type !== 'MeritCS' || isNotRegistered(user)) {
    throw new Error('The Merit CS dashboard was opened without support staff signed in');
  }
  return (
    <PageLayout homePath={paths.meritCsDashboard}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('meritCsScreen.title')}</Title>
          <Text mt={4}>{t('meritCsScreen.intro')}</Text>
        </div>
        {/* Both panels stay mounted: a search on one tab is still there when staff come back to it. */}
        <Tabs defaultValue="claims" keepMounted>
          <Tabs.List aria-label={t('meritCsScreen.tabs')}>
            <Tabs.Tab value="claims">{t('meritCs.tab.claims')}</Tabs.Tab>
            <Tabs.Tab value="providers">{t('meritCs.tab.providers')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="claims" pt="lg">
            <ManageClaimsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="providers" pt="lg">
            <ManageProviderPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageLayout>
  );
}

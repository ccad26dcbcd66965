import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../session/session-store.ts';
import { isNotRegistered } from '@ace/app-core/session';
import { ManageClaimsPanel } from './manage-claims-panel.tsx';
import { ManageProviderPanel } from './manage-provider-panel.tsx';
import { WorkQueuePanel } from './work-queue-panel.tsx';
import { claimIdOf } from '@ace/app-core/parent-claim-query';

const DASHBOARD_TABS = ['queue', 'claims', 'providers'] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * The support staff dashboard (spec section 2, issue 14): it opens on the work queue, beside 'Manage claims' and
 * 'Manage service provider'. A claim the queue cannot open for review opens in 'Manage claims', as does the claim of
 * the address's claimId. 'Programme figures' opens the Programme page.
 */
export default function MeritCsDashboardScreen() {
  const t = useT();
  const { user } = useSession();
  const [params] = useSearchParams();
  // ?claimId= opens that claim in 'Manage claims' (meritCsClaimPath: a flag names another claim).
  const [linked] = useState(() => claimIdOf(params.get('claimId')));
  const [tab, setTab] = useState<DashboardTab>(linked === null ? 'queue' : 'claims');
  const [managed, setManaged] = useState<{ claimId: number | null; opened: number }>({ claimId: linked, opened: 0 });
  usePageTitle(t('meritCsScreen.title'));
  if (user?.type !== 'MeritCS' || isNotRegistered(user)) {
    throw new Error('The Merit CS dashboard was opened without support staff signed in');
  }
  return (
    <PageLayout homePath={paths.meritCsDashboard}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1}>{t('meritCsScreen.title')}</Title>
            <Text mt={4}>{t('meritCsScreen.intro')}</Text>
          </div>
          <Button component={Link} to={paths.meritCsProgramme} variant="light">
            {t('programme.open')}
          </Button>
        </Group>
        {/* Every panel stays mounted: a search on one tab is still there when staff come back to it. */}
        <Tabs
          value={tab}
          keepMounted
          onChange={(value) => {
            const next = DASHBOARD_TABS.find((known) => known === value);
            if (next !== undefined) setTab(next);
          }}
        >
          <Tabs.List aria-label={t('meritCsScreen.tabs')}>
            <Tabs.Tab value="queue">{t('meritCsScreen.tab.queue')}</Tabs.Tab>
            <Tabs.Tab value="claims">{t('meritCs.tab.claims')}</Tabs.Tab>
            <Tabs.Tab value="providers">{t('meritCs.tab.providers')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="queue" pt="lg">
            <WorkQueuePanel
              onManage={(claimId) => {
                setManaged(({ opened }) => ({ claimId, opened: opened + 1 }));
                setTab('claims');
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="claims" pt="lg">
            <ManageClaimsPanel key={managed.opened} openClaimId={managed.claimId} />
          </Tabs.Panel>
          <Tabs.Panel value="providers" pt="lg">
            <ManageProviderPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageLayout>
  );
}

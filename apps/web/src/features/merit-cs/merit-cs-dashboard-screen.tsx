import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { wayBackState } from '../../lib/way-back.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { isNotRegistered } from '@ace/app-core/session';
import { AuditCasesQueue } from './audit-cases-queue.tsx';
import { AppealsQueue } from './appeals-queue.tsx';
import { ManageClaimsPanel, type RevealRequest } from './manage-claims-panel.tsx';
import { ManageProviderPanel } from './manage-provider-panel.tsx';
import { PreApprovalsQueue } from './pre-approvals-queue.tsx';
import {
  isStaffDashboardTab,
  readStaffDashboardView,
  staffDashboardSearch,
  type StaffDashboardView,
} from './staff-dashboard-view.ts';
import { WorkQueuePanel } from './work-queue-panel.tsx';

/**
 * The support staff dashboard (spec section 2, issue 14): it opens on the work queue, beside 'Manage claims' and
 * 'Manage service provider'. A claim the queue cannot open for review opens in 'Manage claims', as does the claim of
 * the address's claimId. 'Programme figures' opens the Programme page, whose way back returns here as it was. The tab,
 * the queue's tab, the search and the claim opened live in the address (issue 36): Back shows them again.
 */
export default function MeritCsDashboardScreen() {
  const t = useT();
  const { user } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const view = readStaffDashboardView(params);
  const [claimReveal, setClaimReveal] = useState<RevealRequest | null>(null);
  usePageTitle(t('meritCsScreen.title'));
  if (user?.type !== 'MeritCS' || isNotRegistered(user)) {
    throw new Error('The Merit CS dashboard was opened without support staff signed in');
  }
  const show = (next: Partial<StaffDashboardView>) => {
    setParams(staffDashboardSearch({ ...view, ...next }));
  };
  // A claim opened in 'Manage claims' shows below its search, or on another tab: it is brought into view.
  const showClaims = (next: { search: string | null; claimId: number | null }) => {
    show({ tab: 'claims', ...next });
    const { claimId } = next;
    if (claimId !== null) setClaimReveal((request) => ({ id: claimId, count: (request?.count ?? 0) + 1 }));
  };
  const here = `${location.pathname}${location.search}`;
  return (
    <PageLayout homePath={paths.meritCsDashboard}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1}>{t('meritCsScreen.title')}</Title>
            <Text mt={4}>{t('meritCsScreen.intro')}</Text>
          </div>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.meritCsProgramme}
              state={wayBackState({ path: here, place: 'dashboard' })}
              variant="light"
            >
              {t('programme.open')}
            </Button>
            <Button component={Link} to={paths.meritCsSchoolYears} variant="light">
              {t('schoolYears.open')}
            </Button>
          </Group>
        </Group>
        {/* Every panel stays mounted: a provider found on one tab is still there when staff come back to it. */}
        <Tabs
          value={view.tab}
          keepMounted
          onChange={(tab) => {
            if (isStaffDashboardTab(tab)) show({ tab });
          }}
        >
          <Tabs.List aria-label={t('meritCsScreen.tabs')}>
            <Tabs.Tab value="queue">{t('meritCsScreen.tab.queue')}</Tabs.Tab>
            <Tabs.Tab value="claims">{t('meritCs.tab.claims')}</Tabs.Tab>
            <Tabs.Tab value="providers">{t('meritCs.tab.providers')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="queue" pt="lg">
            <Stack gap="xl">
              <WorkQueuePanel
                tab={view.queue}
                onTab={(queue) => {
                  show({ queue });
                }}
                onManage={(claimId) => {
                  showClaims({ search: null, claimId });
                }}
              />
              <AppealsQueue />
              <PreApprovalsQueue />
              <AuditCasesQueue />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="claims" pt="lg">
            <ManageClaimsPanel
              search={view.search}
              claimId={view.claimId}
              claimReveal={claimReveal}
              onShow={showClaims}
            />
          </Tabs.Panel>
          <Tabs.Panel value="providers" pt="lg">
            <ManageProviderPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageLayout>
  );
}

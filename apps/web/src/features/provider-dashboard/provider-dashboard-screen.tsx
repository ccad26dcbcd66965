import {
  isBankReady,
  programmeDate,
  PROVIDER_CLAIM_TAB_PATHS,
  PROVIDER_CLAIM_TABS,
  type PlainMessageId,
  type ProviderClaimTab,
} from '@ace/domain';
import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { visuallyHidden } from '../../components/external-link.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { api } from '../../lib/api.ts';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AuditDebts } from './audit-debts.tsx';
import { BankTab } from './bank-tab.tsx';
import { ClaimList } from './claim-list.tsx';
import {
  dashboardSearch,
  freshView,
  isDashboardTab,
  readDashboardView,
  type ClaimListView,
  type DashboardView,
  type FilterValues,
} from './dashboard-view.ts';
import { FilterPanel } from './filter-panel.tsx';
import { InactiveNotice } from './inactive-notice.tsx';
import { ProviderPreApprovals } from './provider-pre-approvals.tsx';
import { useProviderRefresh, useProviderSession } from './use-provider-session.ts';
import { useTabCounts } from './use-tab-counts.ts';
import { WarningIcon } from '../../components/warning-icon.tsx';

const tabLabels: Readonly<Record<ProviderClaimTab, PlainMessageId>> = {
  pendingProvider: 'provider.tab.pendingProvider',
  pendingMerit: 'provider.tab.pendingMerit',
  history: 'provider.tab.history',
};

const tabIntros: Readonly<Record<ProviderClaimTab, PlainMessageId>> = {
  pendingProvider: 'providerScreen.list.intro.pendingProvider',
  pendingMerit: 'providerScreen.list.intro.pendingMerit',
  history: 'providerScreen.list.intro.history',
};

/** A count in a badge; a screen reader hears the label instead, as part of the name of what holds it. */
function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <>
      <Badge ml={6} size="sm" variant="filled" aria-hidden="true">
        {count}
      </Badge>
      <span style={visuallyHidden}> {label}</span>
    </>
  );
}

/**
 * A count beside a tab's label, shown above 0; a screen reader hears it as part of the tab's name, and that it counts
 * the claims the filters select when it does.
 */
function TabCount({ count, filtered }: { count: number | undefined; filtered: boolean }) {
  const t = useT();
  if (count === undefined || count <= 0) return null;
  const label = filtered ? t('providerScreen.tab.countFiltered', { count }) : t('providerScreen.tab.count', { count });
  return <CountBadge count={count} label={label} />;
}

function FilterSummary({ count, onClear }: { count: number; onClear: () => void }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Group gap="sm">
      <Text size="sm" fw={600}>
        {t('providerScreen.filter.applied', { count })}
      </Text>
      <Button variant="subtle" size="sm" onClick={onClear}>
        {t('providerScreen.filter.clear')}
      </Button>
    </Group>
  );
}

/**
 * The service provider dashboard (spec section 2): the organisation's name, Filter and Logout; what audits of claims
 * paid to it ask it to repay (issue 34); the pre-approvals waiting for its decision (issue 35); the three claim lists
 * with their counts and the bank tab with its warning. The tab, filters and order live in the address, so a reload or
 * the back button shows the same list.
 */
export default function ProviderDashboardScreen() {
  const t = useT();
  const provider = useProviderSession();
  const { user, organisation } = provider;
  useProviderRefresh(organisation);
  usePageTitle(organisation.name);
  const [params, setParams] = useSearchParams();
  const today = programmeDate(new Date());
  const view = readDashboardView(params, today);
  const [filterOpen, setFilterOpen] = useState(false);
  const tabCounts = useTabCounts(organisation.id, view);

  const show = (next: DashboardView, replace = false) => {
    setParams(dashboardSearch(next), { replace });
  };
  const applyFilters = (list: ClaimListView, filters: FilterValues) => {
    setFilterOpen(false);
    show({ ...list, filters });
  };
  const bankReady = isBankReady(user);
  const filterCount = view.tab === 'bank' ? 0 : Object.keys(view.filters).length;

  return (
    <PageLayout homePath={paths.providerDashboard}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>{organisation.name}</Title>
            <Text c="dimmed">{t('providerScreen.providerNumber', { number: user.selectedOrg.providerNumber })}</Text>
          </div>
          <Button
            variant="outline"
            disabled={view.tab === 'bank'}
            onClick={() => {
              setFilterOpen(true);
            }}
          >
            {t('provider.filter')}
            {filterCount > 0 && (
              <CountBadge count={filterCount} label={t('providerScreen.filter.active', { count: filterCount })} />
            )}
          </Button>
        </Group>
        <InactiveNotice organisation={organisation} />
        <AuditDebts organisationId={organisation.id} />
        <ProviderPreApprovals organisationId={organisation.id} />
        <Tabs
          value={view.tab}
          onChange={(tab) => {
            // Switching tab clears the filters (spec section 2).
            if (isDashboardTab(tab)) show(freshView(tab));
          }}
        >
          <Tabs.List aria-label={t('providerScreen.tabs')}>
            {PROVIDER_CLAIM_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(tabLabels[tab])}
                <TabCount count={tabCounts.counts[tab]} filtered={tab === tabCounts.filteredTab} />
              </Tabs.Tab>
            ))}
            <Tabs.Tab
              value="bank"
              rightSection={bankReady ? null : <WarningIcon title={t('providerScreen.tab.bankWarning')} />}
            >
              {t('provider.tab.bank')}
              {!bankReady && <span style={visuallyHidden}> {t('providerScreen.tab.bankWarning')}</span>}
            </Tabs.Tab>
          </Tabs.List>
          {view.tab === 'bank' ? (
            <Tabs.Panel value="bank" pt="lg">
              <BankTab provider={provider} />
            </Tabs.Panel>
          ) : (
            <Tabs.Panel value={view.tab} pt="lg">
              <Stack gap="md">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Text maw={640}>{t(tabIntros[view.tab])}</Text>
                  <DownloadCsvButton
                    load={() =>
                      api.providerClaims.csv(organisation.id, view.tab, {
                        ...view.filters,
                        sort: view.sort,
                        order: view.order,
                      })
                    }
                    filename={`${PROVIDER_CLAIM_TAB_PATHS[view.tab]}.csv`}
                  />
                </Group>
                <FilterSummary
                  count={filterCount}
                  onClear={() => {
                    applyFilters(view, {});
                  }}
                />
                <ClaimList
                  organisationId={organisation.id}
                  view={view}
                  onSort={(sort) => {
                    show({ ...view, ...sort }, true);
                  }}
                  onClearFilters={() => {
                    applyFilters(view, {});
                  }}
                />
              </Stack>
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
      {view.tab !== 'bank' && (
        <FilterPanel
          opened={filterOpen}
          tab={view.tab}
          filters={view.filters}
          today={today}
          onApply={(filters) => {
            applyFilters(view, filters);
          }}
          onClose={() => {
            setFilterOpen(false);
          }}
        />
      )}
    </PageLayout>
  );
}

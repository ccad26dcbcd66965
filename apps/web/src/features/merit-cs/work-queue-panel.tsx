import { ApiError } from '@ace/api-client';
import {
  formatListDate,
  STAFF_QUEUE_TABS,
  staffQueueQuerySchema,
  type PlainMessageId,
  type StaffQueueQuery,
  type StaffQueueRow,
  type StaffQueueTab,
} from '@ace/domain';
import { Badge, Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { visuallyHidden } from '../../components/external-link.tsx';
import { ListFailedAlert } from '../../components/list-failed-alert.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { api } from '../../lib/api.ts';
import { workQueueKey } from './merit-cs-queries.ts';
import { StaffClaimTable, type StaffColumn } from './staff-claim-table.tsx';
import { isStaffQueueTab } from './staff-dashboard-view.ts';
import { fullName, staffColumns } from './staff-columns.ts';
import { ViewClaimButton } from './view-claim-button.tsx';

/** The filters as the inputs hold them; blank means not set. */
interface QueueFilters {
  providerNumber: string;
  minAgeDays: string;
}
const noFilters: QueueFilters = { providerNumber: '', minAgeDays: '' };

const tabText: Readonly<
  Record<
    StaffQueueTab,
    { label: PlainMessageId; intro: PlainMessageId; empty: PlainMessageId; caption: PlainMessageId }
  >
> = {
  waiting: {
    label: 'meritCsScreen.queue.tab.waiting',
    intro: 'meritCsScreen.queue.intro.waiting',
    empty: 'meritCsScreen.queue.empty.waiting',
    caption: 'meritCsScreen.queue.caption.waiting',
  },
  overdue: {
    label: 'meritCsScreen.queue.tab.overdue',
    intro: 'meritCsScreen.queue.intro.overdue',
    empty: 'meritCsScreen.queue.empty.overdue',
    caption: 'meritCsScreen.queue.caption.overdue',
  },
  failedPayouts: {
    label: 'meritCsScreen.queue.tab.failedPayouts',
    intro: 'meritCsScreen.queue.intro.failedPayouts',
    empty: 'meritCsScreen.queue.empty.failedPayouts',
    caption: 'meritCsScreen.queue.caption.failedPayouts',
  },
  waitingPayouts: {
    label: 'meritCsScreen.queue.tab.waitingPayouts',
    intro: 'meritCsScreen.queue.intro.waitingPayouts',
    empty: 'meritCsScreen.queue.empty.waitingPayouts',
    caption: 'meritCsScreen.queue.caption.waitingPayouts',
  },
};

const shared = staffColumns<StaffQueueRow>();

const whoAndWhat: StaffColumn<StaffQueueRow>[] = [
  shared.id,
  { id: 'age', header: 'meritCsScreen.column.age', numeric: true, cell: (row) => row.ageBusinessDays },
  shared.student,
  { id: 'parent', header: 'meritCsScreen.column.parent', cell: (row) => fullName(row.parent) },
  shared.provider,
  shared.amount,
];

const queueColumns: Readonly<Record<StaffQueueTab, readonly StaffColumn<StaffQueueRow>[]>> = {
  waiting: whoAndWhat,
  overdue: [
    ...whoAndWhat,
    {
      id: 'due',
      header: 'meritCsScreen.column.dueDate',
      cell: (row) => (row.dueDate === null ? '' : formatListDate(row.dueDate)),
    },
  ],
  failedPayouts: [
    ...whoAndWhat,
    {
      id: 'payout',
      header: 'meritCsScreen.column.payout',
      cell: (row, t) =>
        row.payout === null ? (
          ''
        ) : (
          <>
            {t('meritCsScreen.queue.payoutFailed', {
              amount: formatDollars(row.payout.amount),
              date: formatListDate(row.payout.failedAt),
            })}
            {row.payout.reason !== null && (
              <Text span display="block" size="xs" c="dimmed">
                {row.payout.reason}
              </Text>
            )}
          </>
        ),
    },
  ],
  waitingPayouts: [
    ...whoAndWhat,
    {
      id: 'waitingSince',
      header: 'meritCsScreen.column.waitingSince',
      cell: (row, t) =>
        row.payoutWaiting === null
          ? ''
          : t('meritCsScreen.queue.waitingSince', {
              date: formatListDate(row.payoutWaiting.waitingSince),
              days: row.payoutWaiting.waitingBusinessDays,
            }),
    },
  ],
};

/** The filters: a provider's claims only, and claims at least so many business days old. */
function QueueFilterForm({ filters, onApply }: { filters: QueueFilters; onApply: (filters: QueueFilters) => void }) {
  const t = useT();
  const form = useForm<QueueFilters, unknown, StaffQueueQuery>({
    resolver: domainResolver(staffQueueQuerySchema(t)),
    values: filters,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('meritCsScreen.queue.filters')}
      onSubmit={(event) => {
        void form.handleSubmit(() => {
          onApply(form.getValues());
        })(event);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('meritCsScreen.queue.provider')}
          description={t('meritCsScreen.queue.providerHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          w={{ base: '100%', xs: 220 }}
          {...form.register('providerNumber')}
          error={errors.providerNumber?.message}
        />
        <TextInput
          label={t('meritCsScreen.queue.minAge')}
          description={t('meritCsScreen.queue.minAgeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          w={{ base: '100%', xs: 260 }}
          {...form.register('minAgeDays')}
          error={errors.minAgeDays?.message}
        />
        <Group gap="xs">
          <Button type="submit">{t('meritCsScreen.queue.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              form.reset(noFilters);
              onApply(noFilters);
            }}
          >
            {t('meritCsScreen.queue.reset')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/** One tab of the queue, a page at a time, with its count under the filters. */
function QueueList({
  tab,
  filters,
  onManage,
}: {
  tab: StaffQueueTab;
  filters: QueueFilters;
  onManage: (id: number) => void;
}) {
  const t = useT();
  const query = useInfiniteQuery({
    queryKey: [...workQueueKey, tab, filters],
    queryFn: ({ pageParam }) =>
      api.meritCs.queue(tab, { ...filters, ...(pageParam === null ? {} : { cursor: pageParam }) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchOnMount: 'always',
    throwOnError: (error) => !(error instanceof ApiError) || error.code === 'UNEXPECTED_RESPONSE',
  });
  if (query.isPending) return <LoadingNotice label={t('app.loading')} />;
  if (query.isError) {
    return (
      <ListFailedAlert
        title={t('meritCsScreen.queue.failed')}
        message={query.error.message}
        retryLabel={t('meritCsScreen.queue.retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const rows = query.data.pages.flatMap((page) => page.items);
  const count = query.data.pages.at(-1)?.count ?? rows.length;
  const filtered = filters.providerNumber !== '' || filters.minAgeDays !== '';
  if (rows.length === 0) {
    return (
      <Text size="lg" ta="center" py="xl">
        {t(filtered ? 'meritCsScreen.queue.emptyFiltered' : tabText[tab].empty)}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <StaffClaimTable
        caption={t(tabText[tab].caption)}
        columns={queueColumns[tab]}
        action={{
          header: 'meritCsScreen.column.action',
          cell: (row) => <ViewClaimButton id={row.id} onManage={onManage} />,
        }}
        rows={rows}
      />
      <ListFooter
        shown={t('meritCsScreen.queue.shown', { shown: rows.length, count })}
        hasMore={query.hasNextPage}
        loadMoreLabel={t('meritCsScreen.queue.loadMore')}
        loading={query.isFetchingNextPage}
        onLoadMore={() => {
          void query.fetchNextPage();
        }}
      />
    </Stack>
  );
}

/** A tab's label with its count; a screen reader hears the count as part of the tab's name. */
function QueueTabLabel({ tab, count }: { tab: StaffQueueTab; count: number | undefined }) {
  const t = useT();
  return (
    <>
      {t(tabText[tab].label)}
      {count !== undefined && (
        <>
          <Badge ml={6} size="sm" variant={count > 0 ? 'filled' : 'light'} aria-hidden="true">
            {count}
          </Badge>
          <span style={visuallyHidden}> {t('meritCsScreen.queue.count', { count })}</span>
        </>
      )}
    </>
  );
}

/**
 * The work queue (issue 14): the claims waiting for support staff, those overdue at providers, the failed payouts and
 * those waiting for a bank, each oldest first with its count, filtered by provider and by age; 'View claim' opens a
 * claim. The tab shown is the dashboard's address's (`tab`, `onTab`).
 */
export function WorkQueuePanel({
  tab,
  onTab,
  onManage,
}: {
  tab: StaffQueueTab;
  onTab: (tab: StaffQueueTab) => void;
  onManage: (id: number) => void;
}) {
  const t = useT();
  const [filters, setFilters] = useState<QueueFilters>(noFilters);
  const counts = useQuery({
    queryKey: [...workQueueKey, 'counts'],
    queryFn: () => api.meritCs.queueCounts(),
    refetchOnMount: 'always',
  });
  return (
    <Tabs
      value={tab}
      variant="pills"
      onChange={(value) => {
        if (isStaffQueueTab(value)) onTab(value);
      }}
    >
      <Stack gap="md">
        <Tabs.List aria-label={t('meritCsScreen.queue.tabs')}>
          {STAFF_QUEUE_TABS.map((queueTab) => (
            <Tabs.Tab key={queueTab} value={queueTab}>
              <QueueTabLabel tab={queueTab} count={counts.data?.[queueTab]} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <QueueFilterForm filters={filters} onApply={setFilters} />
        {STAFF_QUEUE_TABS.map((queueTab) => (
          <Tabs.Panel key={queueTab} value={queueTab}>
            <Stack gap="sm">
              <Text>{t(tabText[queueTab].intro)}</Text>
              {queueTab === tab && <QueueList tab={queueTab} filters={filters} onManage={onManage} />}
            </Stack>
          </Tabs.Panel>
        ))}
      </Stack>
    </Tabs>
  );
}

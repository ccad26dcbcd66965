import { ApiError } from '@ace/api-client';
import {
  formatListDate,
  isExportableSearch,
  STAFF_EXPORT_MIN_CHARACTERS,
  staffStatusId,
  type StaffClaimRow,
} from '@ace/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '@ace/app-core/i18n';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmailAddress } from '../../components/email-address.tsx';
import { LoadMoreButton } from '../../components/list-footer.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { api } from '../../lib/api.ts';
import { claimSearchKey } from './merit-cs-queries.ts';
import { StaffClaimTable, type StaffColumn } from './staff-claim-table.tsx';
import { fullName, staffColumns } from './staff-columns.ts';

const shared = staffColumns<StaffClaimRow>();

const columns: readonly StaffColumn<StaffClaimRow>[] = [
  shared.id,
  shared.student,
  {
    id: 'parent',
    header: 'meritCsScreen.column.parent',
    cell: (row) => (
      <>
        {fullName(row.parent)}
        <EmailAddress display="block" size="xs" c="dimmed" address={row.parent.email} />
      </>
    ),
  },
  shared.provider,
  shared.amount,
  { id: 'status', header: 'meritCsScreen.column.status', cell: (row, t) => t(staffStatusId(row.status)) },
  { id: 'submitted', header: 'meritCsScreen.column.submitted', cell: (row) => formatListDate(row.createdAt) },
];

/**
 * What support staff's claim search found, newest first, a page at a time, with 'Download CSV' of every claim it
 * finds when the search means something (a claim id, a provider number or a few characters; the server records each
 * download); 'Open' shows a claim below for its review link and changes.
 */
export function ClaimSearchResults({ query: text, onOpen }: { query: string; onOpen: (id: number) => void }) {
  const t = useT();
  const query = useInfiniteQuery({
    queryKey: [...claimSearchKey, text],
    queryFn: ({ pageParam }) => api.meritCs.searchClaims(text, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    throwOnError: (error) => !(error instanceof ApiError) || error.code === 'UNEXPECTED_RESPONSE',
  });
  if (query.isPending) return <LoadingNotice label={t('app.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  const rows = query.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return (
      <Text role="status" size="lg">
        {t('meritCsScreen.search.none', { query: text })}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" role="status">
          {t('meritCsScreen.search.shown', { count: rows.length })}
        </Text>
        {isExportableSearch(text) ? (
          <DownloadCsvButton load={() => api.meritCs.searchClaimsCsv(text)} filename="claims.csv" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('meritCs.search.exportTooShort', { min: STAFF_EXPORT_MIN_CHARACTERS })}
          </Text>
        )}
      </Group>
      <StaffClaimTable
        caption={t('meritCsScreen.search.caption', { query: text })}
        columns={columns}
        action={{
          header: 'meritCsScreen.column.action',
          cell: (row) => (
            <Button
              size="xs"
              variant="light"
              aria-label={t('meritCsScreen.search.openClaim', { id: row.id })}
              onClick={() => {
                onOpen(row.id);
              }}
            >
              {t('meritCsScreen.search.open')}
            </Button>
          ),
        }}
        rows={rows}
      />
      {query.hasNextPage && (
        <Group justify="flex-end">
          <LoadMoreButton
            label={t('meritCsScreen.queue.loadMore')}
            loading={query.isFetchingNextPage}
            onLoadMore={() => {
              void query.fetchNextPage();
            }}
          />
        </Group>
      )}
    </Stack>
  );
}

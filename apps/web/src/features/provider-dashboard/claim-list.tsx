import { ApiError } from '@ace/api-client';
import { Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useT } from '@ace/app-core/i18n';
import { ListFailedAlert } from '../../components/list-failed-alert.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { PHONE_QUERY } from '../../lib/theme.ts';
import { claimColumnsFor } from './claim-columns.tsx';
import { ClaimTable, type SortState } from './claim-table.tsx';
import type { ClaimListView } from './dashboard-view.ts';

export const providerClaimsKey = (organisationId: string) => ['providerClaims', organisationId] as const;

/**
 * One tab's claims, a page at a time: the API's keyset cursor is the next page's parameter, and 'Load more claims'
 * fetches it. Loading, empty (with or without filters) and failed lists each say so.
 */
export function ClaimList({
  organisationId,
  view,
  onSort,
  onClearFilters,
}: {
  organisationId: string;
  view: ClaimListView;
  onSort: (sort: SortState) => void;
  onClearFilters: () => void;
}) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { tab, filters, sort, order } = view;
  const query = useInfiniteQuery({
    queryKey: [...providerClaimsKey(organisationId), tab, filters, sort, order],
    queryFn: ({ pageParam }) =>
      api.providerClaims.list(organisationId, tab, {
        ...filters,
        sort,
        order,
        ...(pageParam === null ? {} : { cursor: pageParam }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchOnMount: 'always',
    throwOnError: (error) => !(error instanceof ApiError) || error.code === 'UNEXPECTED_RESPONSE',
  });

  if (query.isPending) {
    return <LoadingNotice label={t('app.loading')} />;
  }
  if (query.isError) {
    return (
      <ListFailedAlert
        title={t('providerScreen.list.failed')}
        message={query.error.message}
        retryLabel={t('providerScreen.list.retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const rows = query.data.pages.flatMap((page) => page.items);
  const filtered = Object.keys(filters).length > 0;
  if (rows.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <Text size="lg">
          {filtered ? t('providerScreen.list.emptyFiltered') : t(`providerScreen.list.empty.${tab}`)}
        </Text>
        {filtered && (
          <Button variant="default" onClick={onClearFilters}>
            {t('providerScreen.filter.clear')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <ClaimTable
        caption={t(`providerScreen.list.caption.${tab}`)}
        columns={claimColumnsFor(tab, phone)}
        rows={rows}
        sort={{ sort, order }}
        onSort={onSort}
      />
      <ListFooter
        shown={t('providerScreen.list.shown', { count: rows.length })}
        hasMore={query.hasNextPage}
        loadMoreLabel={t('providerScreen.list.loadMore')}
        loading={query.isFetchingNextPage}
        onLoadMore={() => {
          void query.fetchNextPage();
        }}
      />
    </Stack>
  );
}

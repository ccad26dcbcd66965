import { Button, Group, Text } from '@mantine/core';

/** The button under a list that fetches its next page, busy while it does. */
export function LoadMoreButton({
  label,
  loading,
  onLoadMore,
}: {
  label: string;
  loading: boolean;
  onLoadMore: () => void;
}) {
  return (
    <Button variant="default" loading={loading} onClick={onLoadMore}>
      {label}
    </Button>
  );
}

/** Under a list: how many rows it shows (a status for screen readers) and, while there are more, 'Load more'. */
export function ListFooter({
  shown,
  hasMore,
  loadMoreLabel,
  loading,
  onLoadMore,
}: {
  shown: string;
  hasMore: boolean;
  loadMoreLabel: string;
  loading: boolean;
  onLoadMore: () => void;
}) {
  return (
    <Group justify="space-between" align="center">
      <Text size="sm" c="dimmed" role="status">
        {shown}
      </Text>
      {hasMore && <LoadMoreButton label={loadMoreLabel} loading={loading} onLoadMore={onLoadMore} />}
    </Group>
  );
}

import { Group, Table, UnstyledButton } from '@mantine/core';

/** How a table is sorted by a column, in the words of `aria-sort`. */
export type SortDirection = 'ascending' | 'descending';

function SortIcon({ direction }: { direction: SortDirection | null }) {
  return (
    <svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true" focusable="false">
      <path d="M6 1 10.5 6h-9z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M6 13 1.5 8h9z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  );
}

/**
 * A column header that sorts its table when pressed: a button with the label and an arrow pair that shows the
 * direction, `aria-sort` for screen readers ('none' on the columns the table is not sorted by).
 */
export function SortableHeader({
  label,
  direction,
  numeric = false,
  onSort,
}: {
  label: string;
  direction: SortDirection | null;
  numeric?: boolean;
  onSort: () => void;
}) {
  return (
    <Table.Th scope="col" aria-sort={direction ?? 'none'} ta={numeric ? 'right' : 'left'}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={6} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <SortIcon direction={direction} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

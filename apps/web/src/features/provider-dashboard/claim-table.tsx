import type { ProviderClaimRow, ProviderClaimSort, SortOrder } from '@ace/domain';
import { Table } from '@mantine/core';
import { ScrollingTable, stickyAction } from '../../components/scrolling-table.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { useT } from '@ace/app-core/i18n';
import type { ClaimColumn } from './claim-columns.tsx';

/** Narrower and the names and dates wrap into a column of single words; wider and History leaves the desktop. */
const MIN_COLUMN_WIDTH_PX = 92;

export interface SortState {
  sort: ProviderClaimSort;
  order: SortOrder;
}

function ColumnHeader({
  column,
  sort,
  onSort,
}: {
  column: ClaimColumn;
  sort: SortState;
  onSort: (sort: SortState) => void;
}) {
  const t = useT();
  const label = t(column.header);
  const align = column.numeric ? 'right' : 'left';
  if (column.sort === undefined) {
    return (
      <Table.Th scope="col" ta={align} style={column.action ? stickyAction : undefined}>
        {label}
      </Table.Th>
    );
  }
  const by = column.sort;
  const active = sort.sort === by;
  return (
    <SortableHeader
      label={label}
      direction={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : null}
      numeric={column.numeric}
      onSort={() => {
        // A new column starts with the largest or latest first; the sorted one turns around.
        onSort({ sort: by, order: active && sort.order === 'desc' ? 'asc' : 'desc' });
      }}
    />
  );
}

/**
 * A claim list as a table: sortable column headers (aria-sort on the sorted one), one row a claim. On a narrow
 * screen the table scrolls sideways inside a labelled region that takes the keyboard focus, so every column stays
 * readable and reachable, and the action column stays in view.
 */
export function ClaimTable({
  caption,
  columns,
  rows,
  sort,
  onSort,
}: {
  caption: string;
  columns: readonly ClaimColumn[];
  rows: readonly ProviderClaimRow[];
  sort: SortState;
  onSort: (sort: SortState) => void;
}) {
  const t = useT();
  return (
    <ScrollingTable caption={caption} minWidth={columns.length * MIN_COLUMN_WIDTH_PX} striped>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <ColumnHeader key={column.id} column={column} sort={sort} onSort={onSort} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-claim-id={row.id}>
            {columns.map((column) => (
              <Table.Td
                key={column.id}
                ta={column.numeric ? 'right' : 'left'}
                style={column.action ? stickyAction : undefined}
              >
                {column.cell(row, t)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollingTable>
  );
}

import type { PlainMessageId, Translate } from '@ace/domain';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollingTable, stickyAction } from '../../components/scrolling-table.tsx';
import { useT } from '@ace/app-core/i18n';

/** One column of a staff list: its header and how a row's cell reads. */
export interface StaffColumn<Row> {
  id: string;
  header: PlainMessageId;
  numeric?: boolean;
  cell: (row: Row, t: Translate) => ReactNode;
}

/** Narrower and names wrap into a column of single words. */
const MIN_COLUMN_WIDTH_PX = 96;

/**
 * A list of claims as a table, one row a claim, with the row's action last. On a narrow screen the table scrolls
 * sideways inside a labelled region that takes the keyboard focus; the action column stays in view.
 */
export function StaffClaimTable<Row extends { id: number }>({
  caption,
  columns,
  action,
  rows,
}: {
  caption: string;
  columns: readonly StaffColumn<Row>[];
  action: { header: PlainMessageId; cell: (row: Row) => ReactNode };
  rows: readonly Row[];
}) {
  const t = useT();
  return (
    <ScrollingTable caption={caption} minWidth={(columns.length + 1) * MIN_COLUMN_WIDTH_PX}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.id} scope="col" ta={column.numeric ? 'right' : 'left'}>
              {t(column.header)}
            </Table.Th>
          ))}
          <Table.Th scope="col" style={stickyAction}>
            {t(action.header)}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-claim-id={row.id}>
            {columns.map((column) => (
              <Table.Td key={column.id} ta={column.numeric ? 'right' : 'left'}>
                {column.cell(row, t)}
              </Table.Td>
            ))}
            <Table.Td style={stickyAction}>{action.cell(row)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollingTable>
  );
}

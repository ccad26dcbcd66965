import type { PlainMessageId, Translate } from '@ace/domain';
import { Box, Stack, Table, Text } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { visuallyHidden } from '../../components/external-link.tsx';
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

/** The action column stays at the right edge while the rest scrolls, so it is reachable on a phone. */
const stickyAction: CSSProperties = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)',
};

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
  const captionId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" hiddenFrom="sm">
        {t('meritCsScreen.queue.scrollHint')}
      </Text>
      <Box
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      >
        <Table verticalSpacing="xs" fz="sm" miw={(columns.length + 1) * MIN_COLUMN_WIDTH_PX}>
          <caption id={captionId} style={visuallyHidden}>
            {caption}
          </caption>
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
        </Table>
      </Box>
    </Stack>
  );
}

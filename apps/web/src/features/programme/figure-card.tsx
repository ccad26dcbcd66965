import { Box, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '@ace/app-core/i18n';
import { visuallyHidden } from '../../components/external-link.tsx';

/** A table's column: its header, and whether it holds numbers (set to the right). */
export interface FigureColumn {
  header: string;
  numeric?: boolean;
}

/** One row of a figure's table, its cells in the columns' order. */
export interface FigureRow {
  key: string;
  cells: readonly ReactNode[];
}

/** The most a figure's table stands before it scrolls inside its own box. */
const TABLE_MAX_HEIGHT_PX = 320;

/**
 * One figure of the Programme page: its title, a sentence that says what it shows (read by screen readers and
 * useful at a glance), and either its chart or the same figures as a table, as the person chooses. The chart is
 * drawn for the eye only: the sentence and the table carry its figures.
 */
export function FigureCard({
  title,
  summary,
  chart,
  columns,
  rows,
}: {
  title: string;
  summary: string | null;
  chart: ReactNode;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
}) {
  const t = useT();
  const titleId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {rows.length > 0 && (
            <SegmentedControl
              size="xs"
              aria-label={t('programme.view.label', { figure: title })}
              value={view}
              onChange={(value) => {
                setView(value === 'table' ? 'table' : 'chart');
              }}
              data={[
                { value: 'chart', label: t('programme.view.chart') },
                { value: 'table', label: t('programme.view.table') },
              ]}
            />
          )}
        </Group>
        <Text size="sm">{summary ?? t('programme.figure.none')}</Text>
        {rows.length > 0 &&
          (view === 'chart' ? (
            <Box aria-hidden="true">{chart}</Box>
          ) : (
            <FigureTable caption={title} columns={columns} rows={rows} />
          ))}
      </Stack>
    </Paper>
  );
}

/** A figure's rows as a table, which scrolls inside its own box (sideways on a phone, down when long). */
function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
}) {
  const captionId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      mah={TABLE_MAX_HEIGHT_PX}
      style={{ overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      <Table verticalSpacing="xs" fz="sm" stickyHeader>
        <caption id={captionId} style={visuallyHidden}>
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col" ta={column.numeric === true ? 'right' : 'left'}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td
                  key={columns[index]?.header ?? index}
                  ta={columns[index]?.numeric === true ? 'right' : 'left'}
                  style={{ whiteSpace: columns[index]?.numeric === true ? 'nowrap' : undefined }}
                >
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

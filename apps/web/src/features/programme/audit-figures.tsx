import type { AuditFigureRow, ProgrammeFiguresQuery, Translate } from '@ace/domain';
import { Alert, Box, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { visuallyHidden } from '../../components/external-link.tsx';
import { TableScrollHint } from '../../components/scrolling-table.tsx';
import { api } from '../../lib/api.ts';
import { localeFormat } from '../../lib/locale-format.ts';
import { FigureValue } from './figure-value.tsx';

/** The most the providers' table stands before it scrolls inside its own box. */
const TABLE_MAX_HEIGHT_PX = 400;

const percentFormat = localeFormat((tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }));

/** '40%', '35.7%' ('40 %' in Spanish); the rate's absence said in words. */
function rateLabel(rate: number | null, t: Translate): string {
  return rate === null ? t('auditFigures.noRate') : percentFormat().format(rate);
}

/** The columns of a row of figures after its name, in the table's order: numbers, set to the right. */
function figureCells(row: AuditFigureRow, t: Translate): ReactNode[] {
  return [
    row.claimsPaid,
    row.audited,
    row.sampled,
    row.flagged,
    row.open,
    row.overdue,
    row.findings,
    formatDollars(row.misspent),
    formatDollars(row.recovered),
    formatDollars(row.owed),
    rateLabel(row.recoveryRate, t),
  ];
}

function NumberCells({ row, t }: { row: AuditFigureRow; t: Translate }) {
  const cells = figureCells(row, t);
  // The rate may be words ('Nothing found misspent'), which wrap; numbers do not.
  return cells.map((cell, index) => (
    <Table.Td key={index} ta="right" style={{ whiteSpace: index === cells.length - 1 ? undefined : 'nowrap' }}>
      {cell}
    </Table.Td>
  ));
}

/**
 * The audits of the chosen months' paid claims on the Programme page (issue 34 item 5): in all as figures, then the
 * same by provider as a table whose last row is every claim's (a provider's or not). The table scrolls inside its own
 * box, sideways on a phone.
 */
export function AuditFigures({ query }: { query: ProgrammeFiguresQuery }) {
  const t = useT();
  const titleId = useId();
  const captionId = useId();
  const figures = useQuery({
    queryKey: ['merit-cs', 'programme', 'audits', query.schoolYear, query.from ?? null, query.to ?? null],
    queryFn: () => api.meritCs.programmeAuditFigures(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  let content;
  if (figures.isPending) content = <Text>{t('app.loading')}</Text>;
  else if (figures.isError) {
    content = (
      <Alert color="red" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('auditFigures.loadFailed')}</Text>
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={() => {
              void figures.refetch();
            }}
          >
            {t('programme.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const { total, byProvider } = figures.data;
    const headers = [
      t('auditFigures.claimsPaid'),
      t('auditFigures.audited'),
      t('auditFigures.sampled'),
      t('auditFigures.flagged'),
      t('auditFigures.open'),
      t('auditFigures.overdue'),
      t('auditFigures.findings'),
      t('auditFigures.misspent'),
      t('auditFigures.recovered'),
      t('auditFigures.owed'),
      t('auditFigures.recoveryRate'),
    ];
    content = (
      <Stack gap="md" aria-busy={figures.isPlaceholderData}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="md">
          <FigureValue label={t('auditFigures.claimsPaid')} value={String(total.claimsPaid)} />
          <FigureValue
            label={t('auditFigures.audited')}
            value={String(total.audited)}
            note={t('auditFigures.auditedNote', { sampled: total.sampled, flagged: total.flagged })}
          />
          <FigureValue
            label={t('auditFigures.open')}
            value={String(total.open)}
            note={t('auditFigures.openNote', { count: total.overdue })}
          />
          <FigureValue
            label={t('auditFigures.findings')}
            value={String(total.findings)}
            note={t('auditFigures.findingsNote', { amount: formatDollars(total.misspent) })}
          />
          <FigureValue
            label={t('auditFigures.recovered')}
            value={formatDollars(total.recovered)}
            note={t('auditFigures.recoveredNote', { amount: formatDollars(total.owed) })}
          />
          <FigureValue label={t('auditFigures.recoveryRate')} value={rateLabel(total.recoveryRate, t)} />
        </SimpleGrid>
        <Title order={3} size="h5" id={captionId}>
          {t('auditFigures.byProvider')}
        </Title>
        {byProvider.length === 0 && <Text size="sm">{t('auditFigures.noProvider')}</Text>}
        <TableScrollHint />
        <Box
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          mah={TABLE_MAX_HEIGHT_PX}
          style={{ overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Table verticalSpacing="xs" fz="sm" stickyHeader>
            <caption style={visuallyHidden}>{t('auditFigures.byProvider')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('auditFigures.provider')}</Table.Th>
                {headers.map((header) => (
                  <Table.Th key={header} scope="col" ta="right">
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {byProvider.map((row) => (
                <Table.Tr key={row.providerNumber}>
                  <Table.Th scope="row" fw={400} miw={160}>
                    {t('programme.providers.name', { name: row.name, number: row.providerNumber })}
                  </Table.Th>
                  <NumberCells row={row} t={t} />
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('auditFigures.allClaims')}</Table.Th>
                <NumberCells row={total} t={t} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Box>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('auditFigures.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('auditFigures.intro')}
      </Text>
      {content}
    </Paper>
  );
}

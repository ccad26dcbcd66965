import { PROGRAMME_DURATION_MIN_CLAIMS, type PreApprovalFigures, type ProgrammeFiguresQuery } from '@ace/domain';
import { Alert, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { api } from '../../lib/api.ts';
import { FigureValue } from './figure-value.tsx';
import { formatBusinessDays } from './programme-summaries.ts';

/** The time to decide, as the claims' is said: median and 90th percentile, or why there is none yet. */
function TimeToDecision({ duration }: { duration: PreApprovalFigures['timeToDecision'] }) {
  const t = useT();
  const label = t('preApprovalFigures.timeToDecision');
  if (duration.medianBusinessDays === null || duration.p90BusinessDays === null) {
    const none =
      duration.claims === 0
        ? t('preApprovalFigures.noDecision')
        : t('preApprovalFigures.tooFew', { count: duration.claims, minimum: PROGRAMME_DURATION_MIN_CLAIMS });
    return (
      <div>
        <Text fw={600}>{label}</Text>
        <Text>{none}</Text>
      </div>
    );
  }
  return (
    <FigureValue
      label={label}
      value={t('programme.durations.value', {
        median: formatBusinessDays(duration.medianBusinessDays),
        p90: formatBusinessDays(duration.p90BusinessDays),
      })}
      note={t('preApprovalFigures.counted', { count: duration.claims })}
    />
  );
}

/** What became of the money: approved, used by claims, still held, released by expiry; a table with its caption. */
function MoneyTable({ amounts }: { amounts: PreApprovalFigures['amounts'] }) {
  const t = useT();
  const rows = [
    { id: 'approved', label: t('preApprovalFigures.approvedAmount'), amount: amounts.approved },
    { id: 'used', label: t('preApprovalFigures.usedByClaims'), amount: amounts.usedByClaims },
    { id: 'held', label: t('preApprovalFigures.held'), amount: amounts.held },
    { id: 'released', label: t('preApprovalFigures.releasedByExpiry'), amount: amounts.releasedByExpiry },
  ];
  // The caption names the table above it, as a heading would (Mantine puts captions below unless told).
  return (
    <Table verticalSpacing="xs" fz="sm" maw={520} captionSide="top">
      <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 4 }}>{t('preApprovalFigures.money')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('preApprovalFigures.moneyItem')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('preApprovalFigures.moneyColumn')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatDollars(row.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The pre-approvals of the chosen school year asked in the chosen months, on the Programme page (issue 35): how many
 * were asked and where they stand, how long a decision took, and what became of the money approved.
 */
export function PreApprovalFigureSection({ query }: { query: ProgrammeFiguresQuery }) {
  const t = useT();
  const titleId = useId();
  const figures = useQuery({
    queryKey: ['merit-cs', 'programme', 'pre-approvals', query.schoolYear, query.from ?? null, query.to ?? null],
    queryFn: () => api.meritCs.programmePreApprovalFigures(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  let content;
  if (figures.isPending) content = <Text>{t('app.loading')}</Text>;
  else if (figures.isError) {
    content = (
      <Alert color="red" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('preApprovalFigures.loadFailed')}</Text>
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
    const data = figures.data;
    content = (
      <Stack gap="md" aria-busy={figures.isPlaceholderData}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="md">
          <FigureValue label={t('preApprovalFigures.asked')} value={String(data.asked)} />
          <FigureValue label={t('preApprovalFigures.waiting')} value={String(data.waiting)} />
          <FigureValue label={t('preApprovalFigures.approved')} value={String(data.approved)} />
          <FigureValue label={t('preApprovalFigures.rejected')} value={String(data.rejected)} />
          <FigureValue label={t('preApprovalFigures.expired')} value={String(data.expired)} />
          <TimeToDecision duration={data.timeToDecision} />
        </SimpleGrid>
        <MoneyTable amounts={data.amounts} />
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('preApprovalFigures.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('preApprovalFigures.intro')}
      </Text>
      {content}
    </Paper>
  );
}

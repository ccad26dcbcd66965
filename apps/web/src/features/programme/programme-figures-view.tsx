import {
  formatListDate,
  PROGRAMME_DURATION_MIN_CLAIMS,
  rejectReasonLabelId,
  serviceCategoryLabelId,
  staffStatusId,
  type ClaimStatus,
  type ProgrammeFigures,
} from '@ace/domain';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { FigureCard, type FigureColumn } from './figure-card.tsx';
import { FundCards } from './fund-cards.tsx';
import { formatBusinessDays, monthLabel, providerLabel, summaries, totalClaims } from './programme-summaries.ts';

const CHART_HEIGHT_PX = 240;
const BAR_COLOR = 'ace.6';
/** Room for a category's or a provider's name beside its bar; longer names wrap. */
const NAME_AXIS_WIDTH_PX = 120;
/** Bars no thicker than these, however few there are. */
const NAMED_BAR_WIDTH_PX = 28;
const MONTH_BAR_WIDTH_PX = 48;
/** Room at the end of the longest bar for its value. */
const VALUE_LABEL_ROOM_PX = 56;

const STATUS_COLORS: Readonly<Record<ClaimStatus, string>> = {
  Pending: 'yellow.6',
  'Pending external': 'orange.7',
  Accepted: 'teal.7',
  Rejected: 'red.7',
};

/** Bars that lie along, a name on the left of each and its value at its end: for names longer than a month's. */
function NamedBars({
  data,
  valueFormatter,
}: {
  data: { name: string; value: number }[];
  valueFormatter: (value: number) => string;
}) {
  return (
    <BarChart
      h={data.length * 44 + 16}
      data={data}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'value', color: BAR_COLOR }]}
      valueFormatter={valueFormatter}
      yAxisProps={{ width: NAME_AXIS_WIDTH_PX }}
      withXAxis={false}
      gridAxis="none"
      maxBarWidth={NAMED_BAR_WIDTH_PX}
      barChartProps={{ margin: { right: VALUE_LABEL_ROOM_PX } }}
      withTooltip={false}
      withBarValueLabel
      accessibilityLayer={false}
    />
  );
}

const count = (value: number) => String(value);

/**
 * The programme's figures: funds as stat cards; claims by status, spending by category and by month, the providers
 * with the most claimed, rejections by reason and claims overdue at providers as charts, each with its sentence and
 * its table; the time to a decision and to payout as medians and 90th percentiles. Without claims, the funds alone.
 */
export function ProgrammeFiguresView({ figures }: { figures: ProgrammeFigures }) {
  const t = useT();
  const said = summaries(figures, t);
  const claimsColumns = (name: string, amount = t('programme.column.claimed')): FigureColumn[] => [
    { header: name },
    { header: t('programme.column.claims'), numeric: true },
    { header: amount, numeric: true },
  ];
  const statuses = figures.claimsByStatus.filter((row) => row.claims > 0);
  const categories = figures.spendingByCategory.filter((row) => row.claims > 0);
  const rejections = figures.rejectionsByReason.filter((row) => row.claims > 0);
  if (totalClaims(figures) === 0) {
    return (
      <Stack gap="lg">
        <FundCards funds={figures.funds} />
        <Text size="lg">{t('programme.empty')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <FundCards funds={figures.funds} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FigureCard
          title={t('programme.status.title')}
          summary={said.status}
          columns={claimsColumns(t('programme.column.status'), t('programme.column.amount'))}
          rows={statuses.map((row) => ({
            key: row.status,
            cells: [t(staffStatusId(row.status)), row.claims, formatDollars(row.amount)],
          }))}
          chart={
            <Group justify="center" gap="lg">
              <DonutChart
                size={160}
                thickness={28}
                withTooltip={false}
                pieChartProps={{ accessibilityLayer: false }}
                pieProps={{ rootTabIndex: -1 }}
                chartLabel={statuses.reduce((total, row) => total + row.claims, 0)}
                data={statuses.map((row) => ({
                  name: t(staffStatusId(row.status)),
                  value: row.claims,
                  color: STATUS_COLORS[row.status],
                }))}
              />
              <Stack gap={4}>
                {statuses.map((row) => (
                  <Group key={row.status} gap="xs" wrap="nowrap">
                    <ColorSwatch
                      color={`var(--mantine-color-${STATUS_COLORS[row.status].replace('.', '-')})`}
                      size={12}
                    />
                    <Text size="sm">
                      {t('programme.status.item', { status: t(staffStatusId(row.status)), count: row.claims })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Group>
          }
        />
        <FigureCard
          title={t('programme.category.title')}
          summary={said.category}
          columns={claimsColumns(t('programme.column.category'))}
          rows={categories.map((row) => ({
            key: row.category,
            cells: [t(serviceCategoryLabelId(row.category)), row.claims, formatDollars(row.claimed)],
          }))}
          chart={
            <NamedBars
              data={categories.map((row) => ({ name: t(serviceCategoryLabelId(row.category)), value: row.claimed }))}
              valueFormatter={formatDollars}
            />
          }
        />
        <FigureCard
          title={t('programme.month.title')}
          summary={said.month}
          columns={claimsColumns(t('programme.column.month'))}
          rows={figures.spendingByMonth.map((row) => ({
            key: row.month,
            cells: [monthLabel(row.month), row.claims, formatDollars(row.claimed)],
          }))}
          chart={
            <BarChart
              h={CHART_HEIGHT_PX}
              data={figures.spendingByMonth.map((row) => ({ name: monthLabel(row.month), value: row.claimed }))}
              dataKey="name"
              series={[{ name: 'value', color: BAR_COLOR }]}
              valueFormatter={formatDollars}
              maxBarWidth={MONTH_BAR_WIDTH_PX}
              withTooltip={false}
              withBarValueLabel
              accessibilityLayer={false}
            />
          }
        />
        <FigureCard
          title={t('programme.providers.title')}
          summary={said.providers}
          columns={claimsColumns(t('programme.column.provider'))}
          rows={figures.topProviders.map((row) => ({
            key: row.providerNumber,
            cells: [providerLabel(row, t), row.claims, formatDollars(row.claimed)],
          }))}
          chart={
            <NamedBars
              data={figures.topProviders.map((row) => ({ name: row.name, value: row.claimed }))}
              valueFormatter={formatDollars}
            />
          }
        />
        <FigureCard
          title={t('programme.rejections.title')}
          summary={said.rejections}
          columns={[{ header: t('programme.column.reason') }, { header: t('programme.column.claims'), numeric: true }]}
          rows={rejections.map((row) => ({
            key: row.reason,
            cells: [t(rejectReasonLabelId(row.reason)), row.claims],
          }))}
          chart={
            <NamedBars
              data={rejections.map((row) => ({ name: t(rejectReasonLabelId(row.reason)), value: row.claims }))}
              valueFormatter={count}
            />
          }
        />
        <FigureCard
          title={t('programme.overdue.title')}
          summary={said.overdue}
          columns={[{ header: t('programme.column.date') }, { header: t('programme.column.overdue'), numeric: true }]}
          rows={figures.overdueAtProviders.map((row) => ({
            key: row.date,
            cells: [formatListDate(row.date), row.claims],
          }))}
          chart={
            <LineChart
              h={CHART_HEIGHT_PX}
              data={figures.overdueAtProviders.map((row) => ({ date: formatListDate(row.date), claims: row.claims }))}
              dataKey="date"
              series={[{ name: 'claims', color: 'red.7' }]}
              curveType="stepAfter"
              withDots={false}
              withTooltip={false}
              valueFormatter={count}
              yAxisProps={{ allowDecimals: false }}
              accessibilityLayer={false}
            />
          }
        />
      </SimpleGrid>
      <Durations figures={figures} />
    </Stack>
  );
}

/**
 * The time from submission to the provider's decision and to payout: median and 90th percentile, given from
 * PROGRAMME_DURATION_MIN_CLAIMS claims on; below, how many there are so far.
 */
function Durations({ figures }: { figures: ProgrammeFigures }) {
  const t = useT();
  const titleId = useId();
  const minimum = PROGRAMME_DURATION_MIN_CLAIMS;
  const rows = [
    {
      id: 'decision',
      label: t('programme.durations.decision'),
      duration: figures.timeToDecision,
      none:
        figures.timeToDecision.claims === 0
          ? t('programme.durations.noDecision')
          : t('programme.durations.tooFewDecisions', { count: figures.timeToDecision.claims, minimum }),
    },
    {
      id: 'payout',
      label: t('programme.durations.payout'),
      duration: figures.timeToPayout,
      none:
        figures.timeToPayout.claims === 0
          ? t('programme.durations.noPayout')
          : t('programme.durations.tooFewPayouts', { count: figures.timeToPayout.claims, minimum }),
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('programme.durations.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {rows.map(({ id, label, none, duration }) => (
          <div key={id} data-duration={id}>
            <Text fw={600}>{label}</Text>
            {duration.medianBusinessDays === null || duration.p90BusinessDays === null ? (
              <Text>{none}</Text>
            ) : (
              <>
                <Text fz="lg">
                  {t('programme.durations.value', {
                    median: formatBusinessDays(duration.medianBusinessDays),
                    p90: formatBusinessDays(duration.p90BusinessDays),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('programme.durations.claims', { count: duration.claims })}
                </Text>
              </>
            )}
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

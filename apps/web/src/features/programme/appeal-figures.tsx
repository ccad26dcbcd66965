import type { SchoolYearOrNone } from '@ace/domain';
import { Alert, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { api } from '../../lib/api.ts';
import { FigureValue } from './figure-value.tsx';

/**
 * The school year's appeals on the Programme page (issue 35): how many families appealed, how many wait (and are past
 * their date), the outcomes with what was approved on appeal, and the days to decide (median, 90th percentile).
 */
export function AppealFigures({ schoolYear }: { schoolYear: SchoolYearOrNone }) {
  const t = useT();
  const titleId = useId();
  const query = useQuery({
    queryKey: ['merit-cs', 'appeals', 'figures', schoolYear],
    queryFn: () => api.appeals.figures(schoolYear),
  });
  let content;
  if (query.isPending) content = <Text>{t('app.loading')}</Text>;
  else if (query.isError) {
    content = (
      <Alert color="red" variant="light">
        <Text size="sm">{t('appeal.loadFailed')}</Text>
      </Alert>
    );
  } else {
    const figures = query.data;
    const { median, p90 } = figures.daysToDecision;
    content = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        <FigureValue label={t('appeal.figures.lodged')} value={String(figures.lodged)} />
        <FigureValue
          label={t('appeal.figures.open')}
          value={String(figures.open)}
          note={t('appeal.figures.overdue', { count: figures.overdue })}
        />
        <FigureValue label={t('appeal.figures.upheld')} value={String(figures.upheld)} />
        <FigureValue
          label={t('appeal.figures.overturned')}
          value={String(figures.overturned)}
          note={t('appeal.figures.overturnedAmount', { amount: formatDollars(figures.overturnedAmount) })}
        />
        <FigureValue
          label={t('appeal.figures.days')}
          value={
            median === null || p90 === null
              ? t('appeal.figures.noDecision')
              : t('appeal.figures.daysValue', { median, p90 })
          }
        />
      </SimpleGrid>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('appeal.figures.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('appeal.figures.intro')}
      </Text>
      {content}
    </Paper>
  );
}

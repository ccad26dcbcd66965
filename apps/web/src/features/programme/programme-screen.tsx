import {
  formatStaffTime,
  programmeCsvFilename,
  type ProgrammeFigures,
  type ProgrammeYears,
  type Translate,
} from '@ace/domain';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useT } from '@ace/app-core/i18n';
import { paths } from '../../lib/paths.ts';
import { wayBackOf } from '../../lib/way-back.ts';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { api } from '../../lib/api.ts';
import { useProgrammeYears } from '../../lib/school-years.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AppealFigures } from './appeal-figures.tsx';
import { PreApprovalFigureSection } from './pre-approval-figures.tsx';
import { AuditFigures } from './audit-figures.tsx';
import { ProgrammeFiguresView } from './programme-figures-view.tsx';
import { ProgrammeFilters, programmeParamsOf, programmeQueryOf } from './programme-filters.tsx';
import { useProgrammeFigures } from './programme-query.ts';
import { monthLabel } from './programme-summaries.ts';

/** What the figures count: the whole school year's funds as of when they were read, and the claims of which months. */
function scopeOf(figures: ProgrammeFigures, t: Translate): string {
  const asOf = formatStaffTime(figures.asOf, t);
  if (figures.from === null && figures.to === null) return t('programme.scope.allMonths', { asOf });
  return t('programme.scope.months', {
    asOf,
    from: figures.from === null ? t('programme.scope.start') : monthLabel(figures.from),
    to: figures.to === null ? t('programme.scope.now') : monthLabel(figures.to),
  });
}

/**
 * The support staff's Programme page (issue 21): for a school year and, when chosen, months of submission, the
 * programme's funds, claims by status, spending by category and by month, the providers with the most claimed,
 * the time to a decision and to payout, rejections by reason and claims overdue at providers over time; each chart
 * with its table; the audits of the months' paid claims and the year's appeals; and the same figures as a CSV. The filters live in the page's address. 'Back to the dashboard'
 * returns to it as it was left (its tab, search and claim), when it was left for this page.
 */
export default function ProgrammeScreen() {
  const t = useT();
  const years = useProgrammeYears();
  usePageTitle(t('programme.title'));
  if (years === undefined) {
    return (
      <PageLayout homePath={paths.meritCsDashboard}>
        <LoadingNotice label={t('app.loading')} />
      </PageLayout>
    );
  }
  return <ProgrammePage years={years} />;
}

/** The page once the programme's school years are known: its year selector offers them, the latest first. */
function ProgrammePage({ years }: { years: ProgrammeYears }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = programmeQueryOf(params, years);
  const figures = useProgrammeFigures(query);
  const state: unknown = useLocation().state;
  const dashboard = wayBackOf(state, paths.meritCsDashboard)?.path ?? paths.meritCsDashboard;
  return (
    <PageLayout homePath={paths.meritCsDashboard}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={dashboard} size="sm">
            {t('programme.back')}
          </Anchor>
          <Title order={1} mt="xs">
            {t('programme.title')}
          </Title>
          <Text mt={4}>{t('programme.intro')}</Text>
        </div>
        <ProgrammeFilters
          query={query}
          years={years}
          onChange={(next) => {
            // The way back to the dashboard is kept.
            setParams(programmeParamsOf(next), { replace: true, state });
          }}
        />
        {figures.isPending ? (
          <LoadingNotice label={t('app.loading')} />
        ) : figures.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{figures.error.message}</Text>
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
        ) : (
          <Stack gap="lg" aria-busy={figures.isPlaceholderData}>
            <Group justify="space-between" align="center" gap="sm">
              <Text size="sm" c="dimmed" role="status" style={{ flex: '1 1 16rem' }}>
                {figures.isPlaceholderData ? t('programme.updating') : scopeOf(figures.data, t)}
              </Text>
              <DownloadCsvButton
                load={() => api.meritCs.programmeFiguresCsv(query)}
                filename={programmeCsvFilename(query)}
              />
            </Group>
            <ProgrammeFiguresView figures={figures.data} />
            <AuditFigures query={query} />
            <AppealFigures schoolYear={figures.data.schoolYear} />
            <PreApprovalFigureSection query={query} />
          </Stack>
        )}
      </Stack>
    </PageLayout>
  );
}

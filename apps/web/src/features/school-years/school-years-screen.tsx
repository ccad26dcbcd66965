import {
  centsToDollars,
  formatShortDate,
  formatStaffTime,
  latestSchoolYearsFirst,
  nextSchoolYearDefaults,
  openSchoolYearConfirmation,
  openSchoolYearFormSchema,
  SCHOOL_YEAR_STATE_IDS,
  schoolYearLabel,
  schoolYearRange,
  schoolYearRecord,
  schoolYearRecordText,
  UNSPENT_FUNDS_RULES,
  unspentFundsText,
  yearUnspentFundsText,
  type ProgrammeYears,
  type SchoolYearEvent,
  type SchoolYearOpening,
} from '@ace/domain';
import { Anchor, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { SCHOOL_YEARS_QUERY_KEY } from '@ace/app-core/school-years';
import { domainResolver } from '@ace/app-core/form-resolver';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { ScrollingTable } from '../../components/scrolling-table.tsx';
import { api } from '../../lib/api.ts';
import { useProgrammeYears } from '../../lib/school-years.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { pickerFormat, READABLE_DAYS, usePickerLabels } from '../../lib/use-picker-labels.ts';
import { ChangeForm, ClaimListPanel, StaffPanel, useConfirmedChange } from '../merit-cs/public.ts';

const SCHOOL_YEAR_EVENTS_QUERY_KEY = ['merit-cs', 'school-year-events'] as const;

/**
 * Support staff's School years page (issue 30 part 2, ADR 0025): the programme's years, the latest first, with their
 * dates, default award, unspent-funds rule and state; the form that opens the next year, confirmed before it is
 * opened; and the trail of changes to the years, the newest first.
 */
export default function SchoolYearsScreen() {
  const t = useT();
  const years = useProgrammeYears();
  usePageTitle(t('schoolYears.title'));
  return (
    <PageLayout homePath={paths.meritCsDashboard}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={paths.meritCsDashboard} size="sm">
            {t('schoolYears.back')}
          </Anchor>
          <Title order={1} mt="xs">
            {t('schoolYears.title')}
          </Title>
          <Text mt={4}>{t('schoolYears.intro')}</Text>
        </div>
        {years === undefined ? (
          <LoadingNotice label={t('app.loading')} />
        ) : (
          <>
            <YearList years={years} />
            <OpenYearForm key={years.length} years={years} />
            <YearTrail />
          </>
        )}
      </Stack>
    </PageLayout>
  );
}

function YearList({ years }: { years: ProgrammeYears }) {
  const t = useT();
  return (
    <StaffPanel heading={t('schoolYears.list.title')}>
      <ScrollingTable caption={t('schoolYears.list.title')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('schoolYears.column.year')}</Table.Th>
            <Table.Th scope="col">{t('schoolYears.column.firstDateOfService')}</Table.Th>
            <Table.Th scope="col">{t('schoolYears.column.lastClaimDay')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('schoolYears.column.defaultAward')}
            </Table.Th>
            <Table.Th scope="col">{t('schoolYears.column.unspentFunds')}</Table.Th>
            <Table.Th scope="col">{t('schoolYears.column.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {latestSchoolYearsFirst(years).map((startYear) => {
            const year = schoolYearRecord(years, startYear);
            return (
              <Table.Tr key={startYear}>
                <Table.Th scope="row">{schoolYearLabel(years, startYear)}</Table.Th>
                <Table.Td>{formatShortDate(year.firstDateOfService)}</Table.Td>
                <Table.Td>
                  {year.lastClaimDay === null ? t('schoolYears.lastClaimDay.none') : formatShortDate(year.lastClaimDay)}
                </Table.Td>
                <Table.Td ta="right">{formatDollars(year.defaultAward)}</Table.Td>
                <Table.Td>{yearUnspentFundsText(year, t)}</Table.Td>
                <Table.Td>{t(SCHOOL_YEAR_STATE_IDS[year.state])}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ScrollingTable>
    </StaffPanel>
  );
}

interface OpenYearValues {
  firstDateOfService: string;
  lastClaimDay: string;
  defaultAward: string;
  unspentFunds: string;
  rollOverCap: string;
}

/** Typed money as the form shows it: '1000', '1250.50'. */
function typed(cents: number): string {
  const dollars = centsToDollars(cents);
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

function formValues(opening: SchoolYearOpening): OpenYearValues {
  return {
    firstDateOfService: opening.firstDateOfService,
    lastClaimDay: opening.lastClaimDay,
    defaultAward: typed(opening.defaultAwardCents),
    unspentFunds: opening.unspentFunds,
    rollOverCap: opening.rollOverCapCents === null ? '' : typed(opening.rollOverCapCents),
  };
}

/** The form that opens the year after the programme's last, from the defaults nextSchoolYearDefaults gives. */
function OpenYearForm({ years }: { years: ProgrammeYears }) {
  const t = useT();
  const queryClient = useQueryClient();
  const pickerLabels = usePickerLabels();
  const defaults = nextSchoolYearDefaults(years);
  const { startYear } = defaults;
  const form = useForm<OpenYearValues, unknown, SchoolYearOpening>({
    resolver: domainResolver(openSchoolYearFormSchema(startYear, t)),
    defaultValues: formValues(defaults),
  });
  const { errors } = form.formState;
  const open = useConfirmedChange({
    form,
    apply: (opening: SchoolYearOpening) => api.schoolYears.open(opening),
    confirmation: (opening) => openSchoolYearConfirmation(years, opening, t),
    success: (opening) => t('schoolYears.opened', { schoolYear: schoolYearRange(opening.startYear) }),
    fields: ['firstDateOfService', 'lastClaimDay', 'defaultAward', 'unspentFunds', 'rollOverCap'],
    reload: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SCHOOL_YEARS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SCHOOL_YEAR_EVENTS_QUERY_KEY }),
      ]);
    },
  });
  const dateField = (name: 'firstDateOfService' | 'lastClaimDay', label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DatePickerInput
          label={label}
          description={hint}
          required
          maw={320}
          valueFormat={pickerFormat()}
          ariaLabels={pickerLabels}
          {...READABLE_DAYS}
          value={field.value === '' ? null : field.value}
          onChange={(value) => {
            field.onChange(value ?? '');
          }}
          ref={field.ref}
          error={errors[name]?.message}
          disabled={open.busy}
        />
      )}
    />
  );
  return (
    <StaffPanel heading={t('schoolYears.form.title')}>
      <Text>{t('schoolYears.form.intro', { last: schoolYearRange(startYear - 1) })}</Text>
      <ChangeForm
        onSubmit={(event) => {
          void form.handleSubmit(open.ask)(event);
        }}
        submitLabel={t('schoolYears.form.submit', { schoolYear: schoolYearRange(startYear) })}
        busy={open.busy}
        confirmation={open.modal}
      >
        <Group gap="xs">
          <Text fw={700}>{t('schoolYears.form.year')}:</Text>
          <Text>{schoolYearRange(startYear)}</Text>
        </Group>
        {dateField(
          'firstDateOfService',
          t('schoolYears.form.firstDateOfService'),
          t('schoolYears.form.firstDateOfServiceHint'),
        )}
        {dateField('lastClaimDay', t('schoolYears.form.lastClaimDay'), t('schoolYears.form.lastClaimDayHint'))}
        <MoneyInput
          label={t('schoolYears.form.defaultAward')}
          description={t('schoolYears.form.defaultAwardHint')}
          required
          {...form.register('defaultAward')}
          error={errors.defaultAward?.message}
          disabled={open.busy}
        />
        <NativeSelect
          label={t('schoolYears.form.unspentFunds')}
          required
          maw={320}
          data={UNSPENT_FUNDS_RULES.map((rule) => ({ value: rule, label: unspentFundsText(rule, null, t) }))}
          {...form.register('unspentFunds')}
          error={errors.unspentFunds?.message}
          disabled={open.busy}
        />
        <MoneyInput
          label={t('schoolYears.form.rollOverCap')}
          description={t('schoolYears.form.rollOverCapHint')}
          {...form.register('rollOverCap')}
          error={errors.rollOverCap?.message}
          disabled={open.busy}
        />
      </ChangeForm>
    </StaffPanel>
  );
}

function YearTrail() {
  const t = useT();
  const events = useQuery({ queryKey: SCHOOL_YEAR_EVENTS_QUERY_KEY, queryFn: () => api.schoolYears.events() });
  return (
    <ClaimListPanel
      heading={t('schoolYears.trail.title')}
      loading={t('schoolYears.trail.loading')}
      empty={t('schoolYears.trail.empty')}
      items={events.data}
    >
      {(event) => <TrailEntry event={event} />}
    </ClaimListPanel>
  );
}

function TrailEntry({ event }: { event: SchoolYearEvent }) {
  const t = useT();
  return (
    <>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={700}>
          {t(event.action === 'closed' ? 'schoolYears.trail.closed' : 'schoolYears.trail.opened', {
            schoolYear: schoolYearRange(event.startYear),
          })}
        </Text>
        <Text size="sm" c="dimmed" component="time" dateTime={event.at}>
          {formatStaffTime(event.at, t)}
        </Text>
      </Group>
      <Text size="sm">
        {event.staffName === null || event.staffEmail === null
          ? t('schoolYears.trail.byPortal')
          : t('accessRecord.by', { name: event.staffName, email: event.staffEmail })}
      </Text>
      <Text size="sm">
        {t('schoolYears.trail.before', {
          year: event.before === null ? t('schoolYears.trail.none') : schoolYearRecordText(event.before, t),
        })}
      </Text>
      <Text size="sm">{t('schoolYears.trail.after', { year: schoolYearRecordText(event.after, t) })}</Text>
    </>
  );
}

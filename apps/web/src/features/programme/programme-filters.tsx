import {
  claimYearLabel,
  isSchoolYear,
  latestSchoolYearsFirst,
  NO_CLAIM_YEAR,
  programmeFiguresQuerySchema,
  schoolYearRange,
  type ProgrammeFiguresQuery,
  type ProgrammeYears,
  type SchoolYearOrNone,
} from '@ace/domain';
import { Fieldset, NativeSelect, SimpleGrid } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { useT } from '@ace/app-core/i18n';
import { usePickerLabels } from '../../lib/use-picker-labels.ts';

/** What the filters hold: the school year, and the first and last month as 'YYYY-MM' or '' for none. */
interface FilterValues {
  schoolYear: string;
  from: string;
  to: string;
}

/** The school year as the address and the filter hold it: '2022', or N/A for children without one. */
const schoolYearParam = (schoolYear: SchoolYearOrNone) => (schoolYear === null ? NO_CLAIM_YEAR : String(schoolYear));

/**
 * The query of the page's address (?schoolYear=2022&from=2022-09&to=2023-03, or schoolYear=N/A), so that a reload or
 * a shared link shows the same figures; the programme's latest school year, all its months, when the address holds
 * none the API would take.
 */
export function programmeQueryOf(params: URLSearchParams, years: ProgrammeYears): ProgrammeFiguresQuery {
  const parsed = programmeFiguresQuerySchema().safeParse({
    schoolYear: params.get('schoolYear') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
  if (parsed.success && (parsed.data.schoolYear === null || isSchoolYear(years, parsed.data.schoolYear))) {
    return parsed.data;
  }
  const [latest] = latestSchoolYearsFirst(years);
  return { schoolYear: latest ?? new Date().getFullYear() };
}

/** The address's search part for a query: the months only when chosen. */
export function programmeParamsOf({ schoolYear, from, to }: ProgrammeFiguresQuery): Record<string, string> {
  return {
    schoolYear: schoolYearParam(schoolYear),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}

const MONTH_FORMAT = 'MMM YYYY';
const legendStyles = { legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } };

/** A picked month ('YYYY-MM-DD', its first day) as 'YYYY-MM', and back. */
const monthOf = (value: string | null) => (value === null ? '' : value.slice(0, 7));
const pickerValue = (month: string) => (month === '' ? null : `${month}-01`);

/**
 * The Programme page's filters: a school year (N/A last, the claims of children without one) and, when chosen, the
 * first and last month of submission. Each change that makes a query the API takes is handed on at once; months in
 * the wrong order are said under the last month, and the figures stay those of the filters before.
 */
export function ProgrammeFilters({
  query,
  years,
  onChange,
}: {
  query: ProgrammeFiguresQuery;
  years: ProgrammeYears;
  onChange: (query: ProgrammeFiguresQuery) => void;
}) {
  const t = useT();
  const pickerLabels = usePickerLabels();
  const [values, setValues] = useState<FilterValues>(() => ({
    schoolYear: schoolYearParam(query.schoolYear),
    from: query.from ?? '',
    to: query.to ?? '',
  }));
  const [issue, setIssue] = useState<string | null>(null);
  const change = (next: Partial<FilterValues>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    const parsed = programmeFiguresQuerySchema(t).safeParse(updated);
    if (parsed.success) {
      setIssue(null);
      onChange(parsed.data);
    } else {
      setIssue(parsed.error.issues[0]?.message ?? null);
    }
  };
  const monthField = (field: 'from' | 'to', label: string) => (
    <MonthPickerInput
      label={label}
      placeholder={t('programme.filter.allMonths')}
      valueFormat={MONTH_FORMAT}
      clearable
      ariaLabels={pickerLabels}
      clearButtonProps={{ 'aria-label': t('programme.filter.clear', { field: label }) }}
      value={pickerValue(values[field])}
      onChange={(value) => {
        change({ [field]: monthOf(value) });
      }}
      error={field === 'to' ? issue : null}
    />
  );
  return (
    <Fieldset legend={t('programme.filters')} variant="unstyled" styles={legendStyles}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label={t('programme.filter.schoolYear')}
          data={[
            ...latestSchoolYearsFirst(years).map((year) => ({ value: String(year), label: schoolYearRange(year) })),
            { value: NO_CLAIM_YEAR, label: claimYearLabel(null, t) },
          ]}
          value={values.schoolYear}
          onChange={(event) => {
            change({ schoolYear: event.currentTarget.value });
          }}
        />
        {monthField('from', t('programme.filter.from'))}
        {monthField('to', t('programme.filter.to'))}
      </SimpleGrid>
    </Fieldset>
  );
}

import {
  ALL,
  claimYearFilters,
  NO_CLAIM_YEAR,
  PAY_TO_VALUES,
  payToLabelId,
  providerClaimFilterSchema,
  claimYearLabel,
  statusFiltersFor,
  displayStatusId,
  isClaimStatus,
  type IsoDate,
  type PlainMessageId,
  type ProviderClaimFilter,
  type ProviderClaimFilterKey,
  type ProviderClaimTab,
} from '@ace/domain';
import { Button, Drawer, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { Controller, useForm, type Control } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { useProgrammeYears } from '../../lib/school-years.ts';
import { pickerFormat, READABLE_DAYS, usePickerLabels } from '../../lib/use-picker-labels.ts';
import { filterValuesOf, type FilterValues } from './dashboard-view.ts';

type FilterFormValues = Record<ProviderClaimFilterKey, string>;

/** A group's name stands above its fields' labels. */
const legendStyles = { legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)' } };

const names: readonly [ProviderClaimFilterKey, PlainMessageId][] = [
  ['childFirstName', 'providerScreen.filter.childFirstName'],
  ['childLastName', 'providerScreen.filter.childLastName'],
  ['parentFirstName', 'providerScreen.filter.parentFirstName'],
  ['parentLastName', 'providerScreen.filter.parentLastName'],
];

interface DateRange {
  legend: PlainMessageId;
  start: [ProviderClaimFilterKey, PlainMessageId];
  end: [ProviderClaimFilterKey, PlainMessageId];
}

const submitted: DateRange = {
  legend: 'providerScreen.filter.submitted',
  start: ['submittedStartDate', 'providerScreen.filter.submittedStartDate'],
  end: ['submittedEndDate', 'providerScreen.filter.submittedEndDate'],
};

/**
 * The date ranges each tab offers. 'Actioned' is the date a reviewer last acted: Merit passing a claim on for
 * Pending provider review, the decision on History. Claims pending Merit's review have not been acted on yet, so
 * that tab offers the submit date only.
 */
const dateRanges: Readonly<Record<ProviderClaimTab, readonly DateRange[]>> = {
  pendingProvider: [
    submitted,
    {
      legend: 'providerScreen.filter.sentForReview',
      start: ['actionedStartDate', 'providerScreen.filter.sentForReviewStartDate'],
      end: ['actionedEndDate', 'providerScreen.filter.sentForReviewEndDate'],
    },
  ],
  pendingMerit: [submitted],
  history: [
    submitted,
    {
      legend: 'providerScreen.filter.decided',
      start: ['actionedStartDate', 'providerScreen.filter.decidedStartDate'],
      end: ['actionedEndDate', 'providerScreen.filter.decidedEndDate'],
    },
  ],
};

/** Nothing filtered: blank fields, 'All' where the panel offers it. */
const unfiltered: FilterFormValues = {
  parentFirstName: '',
  parentLastName: '',
  childFirstName: '',
  childLastName: '',
  claimId: '',
  claimYear: '',
  payTo: ALL,
  status: '',
  submittedStartDate: '',
  submittedEndDate: '',
  actionedStartDate: '',
  actionedEndDate: '',
};

function formValues(filters: FilterValues): FilterFormValues {
  return { ...unfiltered, ...filters };
}

function DateField({
  control,
  name,
  label,
  today,
}: {
  control: Control<FilterFormValues, unknown, ProviderClaimFilter>;
  name: ProviderClaimFilterKey;
  label: string;
  today: IsoDate;
}) {
  const t = useT();
  const pickerLabels = usePickerLabels();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerInput
          label={label}
          placeholder={t('picker.placeholder')}
          valueFormat={pickerFormat()}
          maxDate={today}
          clearable
          ariaLabels={pickerLabels}
          {...READABLE_DAYS}
          clearButtonProps={{ 'aria-label': t('providerScreen.filter.clearDate', { field: label }) }}
          value={field.value === '' ? null : field.value}
          onChange={(value) => {
            field.onChange(value ?? '');
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          popoverProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/**
 * The Filter panel (spec sections 3, 5 and 9): names, claim id, claim year, deliver funds to, the status on History,
 * and date ranges whose pickers stop at today in Ohio. Apply checks the filters with the domain's schema; Reset
 * clears them.
 */
export function FilterPanel({
  opened,
  tab,
  filters,
  today,
  onApply,
  onClose,
}: {
  opened: boolean;
  tab: ProviderClaimTab;
  filters: FilterValues;
  today: IsoDate;
  onApply: (filters: FilterValues) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('providerScreen.filter.title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {/* Mounted with the drawer: each opening starts from the filters applied. */}
      <FilterForm tab={tab} filters={filters} today={today} onApply={onApply} />
    </Drawer>
  );
}

function FilterForm({
  tab,
  filters,
  today,
  onApply,
}: {
  tab: ProviderClaimTab;
  filters: FilterValues;
  today: IsoDate;
  onApply: (filters: FilterValues) => void;
}) {
  const t = useT();
  const years = useProgrammeYears();
  const form = useForm<FilterFormValues, unknown, ProviderClaimFilter>({
    resolver: domainResolver<FilterFormValues, ProviderClaimFilter>(providerClaimFilterSchema({ tab, today }, t)),
    defaultValues: formValues(filters),
  });
  const error = (name: ProviderClaimFilterKey) => form.formState.errors[name]?.message;
  const statuses = statusFiltersFor(tab);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void form.handleSubmit((filter) => {
          onApply(filterValuesOf(filter));
        })(event);
      }}
    >
      <Stack gap="md">
        <Fieldset legend={t('providerScreen.filter.names')} variant="unstyled" styles={legendStyles}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('providerScreen.filter.namesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {names.map(([name, label]) => (
              <TextInput key={name} label={t(label)} autoComplete="off" {...form.register(name)} error={error(name)} />
            ))}
          </SimpleGrid>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('providerScreen.filter.claimId')}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('claimId')}
            error={error('claimId')}
          />
          <NativeSelect
            label={t('providerScreen.filter.claimYear')}
            data={[
              { value: '', label: t('providerScreen.filter.allYears') },
              ...(years === undefined ? [] : claimYearFilters(years)).map((year) => ({
                value: year,
                label: claimYearLabel(year === NO_CLAIM_YEAR ? null : Number(year), t),
              })),
            ]}
            {...form.register('claimYear')}
            error={error('claimYear')}
          />
          <NativeSelect
            label={t('payTo.label')}
            data={[
              ...PAY_TO_VALUES.map((payTo) => ({ value: payTo, label: t(payToLabelId(payTo, 'provider')) })),
              { value: ALL, label: t('payTo.all') },
            ]}
            {...form.register('payTo')}
            error={error('payTo')}
          />
          {statuses.length > 0 && (
            <NativeSelect
              label={t('providerScreen.filter.status')}
              data={statuses.map((status) => ({
                value: status === ALL ? '' : status,
                label: isClaimStatus(status) ? t(displayStatusId(status)) : t('status.all'),
              }))}
              {...form.register('status')}
              error={error('status')}
            />
          )}
        </SimpleGrid>
        {dateRanges[tab].map((range) => (
          <Fieldset key={range.legend} legend={t(range.legend)} variant="unstyled" styles={legendStyles}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('providerScreen.filter.datesHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {[range.start, range.end].map(([name, label]) => (
                <DateField key={name} control={form.control} name={name} label={t(label)} today={today} />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              form.reset(unfiltered);
              onApply({});
            }}
          >
            {t('provider.filter.reset')}
          </Button>
          <Button type="submit">{t('provider.filter.apply')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

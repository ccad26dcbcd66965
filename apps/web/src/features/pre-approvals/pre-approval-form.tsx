import { usePreApprovalForm, type PreApprovalFormValues } from '@ace/app-core/pre-approval-form';
import { useT } from '@ace/app-core/i18n';
import { programmeDate, serviceCategoriesFor, serviceCategoryLabelId, type Child } from '@ace/domain';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { MoneyInput } from '../../components/money-input.tsx';
import { api } from '../../lib/api.ts';
import { DESKTOP_QUERY } from '../../lib/theme.ts';
import { showToast } from '../../lib/toasts.ts';
import { pickerFormat, READABLE_DAYS, usePickerLabels } from '../../lib/use-picker-labels.ts';
import { NonAceProviderForm, ProviderSection } from '../claims/public.ts';
import { reloadParent } from '../dashboard/public.ts';
import { QuoteFileField } from './quote-file-field.tsx';

/**
 * Ask before you buy (issue 35 part 1): the amount, the kind of purchase, the provider (a programme provider's number
 * or one outside the programme, as on the claim form), what it is for, when, and optionally the quote, as a link, a
 * file or both.
 * The rules are app-core's usePreApprovalForm (the domain's schema, the server's); the screen only lays it out.
 */
export function PreApprovalForm({ child }: { child: Child }) {
  const t = useT();
  const pickerLabels = usePickerLabels();
  const desktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const [nonAceOpen, setNonAceOpen] = useState(false);
  const { form, nonAce, provider, lookingUp, busy, sent, setNonAce, setQuoteFile, submit } = usePreApprovalForm({
    api,
    childId: child.id,
    t,
    toast: showToast,
    reloadParent,
  });
  const { errors } = form.formState;
  const quoteFile = useWatch({ control: form.control, name: 'quoteFile' });
  const error = (name: keyof PreApprovalFormValues) => errors[name]?.message;
  const today = programmeDate(new Date());
  return (
    <>
      <form
        noValidate
        aria-labelledby="pre-approval-form"
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="pre-approval-form">
            {t('preApproval.form.title')}
          </Title>
          <div aria-live="polite">
            {sent && (
              <Alert color="green" variant="light">
                <Text c="dark.8">{t('preApproval.sent')}</Text>
              </Alert>
            )}
          </div>
          <MoneyInput
            label={t('preApproval.form.amount.label')}
            description={t('claimForm.amount.hint')}
            required
            {...form.register('amount')}
            error={error('amount')}
            disabled={busy}
          />
          <NativeSelect
            label={t('claimForm.category.label')}
            required
            maw={480}
            data={[
              { value: '', label: t('claimForm.category.placeholder') },
              ...serviceCategoriesFor(child.homeSchooled).map((category) => ({
                value: category,
                label: t(serviceCategoryLabelId(category)),
              })),
            ]}
            {...form.register('category')}
            error={error('category')}
            disabled={busy}
          />
          <Textarea
            label={t('preApproval.form.description.label')}
            required
            autosize
            minRows={3}
            {...form.register('description')}
            error={error('description')}
            disabled={busy}
          />
          <Controller
            control={form.control}
            name="expectedDate"
            render={({ field }) => (
              <DatePickerInput
                label={t('preApproval.form.expectedDate.label')}
                required
                maw={320}
                valueFormat={pickerFormat()}
                ariaLabels={pickerLabels}
                {...READABLE_DAYS}
                minDate={today}
                defaultDate={today}
                value={field.value === '' ? null : field.value}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  field.onBlur();
                }}
                onDropdownClose={field.onBlur}
                onBlur={(event) => {
                  if (event.currentTarget.getAttribute('aria-expanded') !== 'true') field.onBlur();
                }}
                ref={field.ref}
                error={error('expectedDate')}
                disabled={busy}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <ProviderSection
            numberField={form.register('serviceProviderNumber')}
            nonAce={nonAce}
            provider={provider}
            lookingUp={lookingUp}
            error={error('serviceProviderNumber')}
            onEnterNonAce={() => {
              setNonAceOpen(true);
            }}
            onRemoveNonAce={() => {
              setNonAce(null);
            }}
            disabled={busy}
          />
          <TextInput
            label={t('preApproval.form.quoteLink.label')}
            description={t('preApproval.form.quoteLink.hint')}
            type="url"
            autoComplete="url"
            {...form.register('quoteLink')}
            error={error('quoteLink')}
            disabled={busy}
          />
          <QuoteFileField quote={quoteFile} onChange={setQuoteFile} error={error('quoteFile')} disabled={busy} />
          <Group>
            <Button type="submit" loading={busy} loaderProps={{ 'aria-label': t('preApproval.form.sending') }}>
              {t('preApproval.form.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={nonAceOpen}
        onClose={() => {
          setNonAceOpen(false);
        }}
        title={
          <Title order={2} size="h3" component="span">
            {t('nonAceForm.title')}
          </Title>
        }
        size="lg"
        centered
        fullScreen={!desktop}
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <NonAceProviderForm
          initial={nonAce}
          onCancel={() => {
            setNonAceOpen(false);
          }}
          onSave={(details) => {
            setNonAce(details);
            setNonAceOpen(false);
          }}
        />
      </Modal>
    </>
  );
}

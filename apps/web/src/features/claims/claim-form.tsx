import { setNonAceProvider, useClaimForm } from '@ace/app-core/claim-form';
import { hasClaimWork, type ClaimFormState } from '@ace/app-core/claim-form-state';
import { useClaimSubmission } from '@ace/app-core/claim-submission';
import { createReceiptReadings, useReceiptReadings, type SuggestedField } from '@ace/app-core/receipt-readings';
import {
  formatListDate,
  PAY_TO_VALUES,
  payToLabelId,
  SENT_AGAIN_REASON_MAX,
  serviceCategoriesFor,
  serviceCategoryLabelId,
  type Child,
  type NonAceServiceProvider,
  type ParentUser,
  type ProgrammeYears,
} from '@ace/domain';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths, serviceProviderPath } from '../../lib/paths.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { DESKTOP_QUERY } from '../../lib/theme.ts';
import { api } from '../../lib/api.ts';
import { useT } from '@ace/app-core/i18n';
import { pickerFormat, READABLE_DAYS, usePickerLabels } from '../../lib/use-picker-labels.ts';
import { showToast } from '../../lib/toasts.ts';
import { reloadParent, submittedClaimState } from '../dashboard/public.ts';
import { saveDraft, type ClaimDraft } from './claim-draft.ts';
import { AlreadySentWarning } from './already-sent-warning.tsx';
import { FileField } from './file-field.tsx';
import { NonAceProviderForm } from './non-ace-provider-form.tsx';
import { PreApprovalChoiceField } from './pre-approval-choice.tsx';
import { ProviderSection } from './provider-section.tsx';
import { ReceiptSuggestions } from './receipt-suggestions.tsx';

/** What was read from the files chosen while the page is open (issue 19), by their fingerprint. */
const receiptReadings = createReceiptReadings((content: File) => api.claims.readReceipt(content, content.name));
const noneUsed: ReadonlySet<SuggestedField> = new Set();
const filled = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/**
 * Submit a new claim (spec sections 2, 4 and 5). The rules are app-core's useClaimForm (the domain's
 * claimFormSchema with what the screen knows, as in the native app); this lays them out for the browser. The
 * server runs the same schema; its answer is the one that counts.
 */
export function ClaimForm({
  parent,
  child,
  draft,
  nonAceFromRoute,
  preApprovalFromRoute = null,
  schoolYears,
}: {
  parent: ParentUser;
  child: Child;
  draft: ClaimDraft | undefined;
  nonAceFromRoute: NonAceServiceProvider | null;
  /** The pre-approval the form was opened from, chosen unless the draft says otherwise. */
  preApprovalFromRoute?: number | null;
  schoolYears: ProgrammeYears;
}) {
  const t = useT();
  const pickerLabels = usePickerLabels();
  const navigate = useNavigate();
  const desktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const [nonAceOpen, setNonAceOpen] = useState(false);
  // Cancel on a form with something in it asks first: leaving loses what was typed and the files chosen.
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const receipts = useReceiptReadings(receiptReadings);
  const {
    form,
    today,
    earliest,
    latest,
    files,
    nonAce,
    provider,
    lookingUp,
    allowed,
    blockedHintOf,
    alreadySent,
    otherYearFundsNote,
    available,
    preApproval,
  } = useClaimForm({
    parent,
    child,
    platform: 'web',
    t,
    draft: draft?.values,
    nonAceFromRoute,
    preApprovalFromRoute,
    api,
    schoolYears,
    toast: showToast,
    readingOf: receipts.readingOf,
  });
  const { errors } = form.formState;
  const sending = useClaimSubmission<File>({
    form,
    childId: child.id,
    api,
    t,
    draft,
    preApprovalId: preApproval.chosen?.id ?? null,
    bodyOf: (file) => file,
    reloadParent,
    toast: showToast,
    alreadySent,
    readings: receiptReadings,
    leave: (submitted) => navigate(paths.dashboard, { state: submittedClaimState(submitted.id) }),
  });
  const { busy, progress } = sending;
  // The suggestions of each file the parent has used on this form, by the file's fingerprint.
  const [used, setUsed] = useState<ReadonlyMap<string, ReadonlySet<SuggestedField>>>(new Map());

  const applySuggestion = (fingerprint: string, index: number, field: SuggestedField, value: string) => {
    if (field === 'receiptNumber') form.setValue(`files.${index}.receiptNumber`, value, filled);
    else form.setValue(field, value, filled);
    setUsed((current) => new Map(current).set(fingerprint, new Set(current.get(fingerprint)).add(field)));
  };

  const leave = () => {
    void navigate(paths.dashboard);
  };

  const setNonAce = (details: NonAceServiceProvider | null) => {
    setNonAceProvider(form, details);
  };

  const openNonAce = () => {
    if (desktop) {
      setNonAceOpen(true);
      return;
    }
    saveDraft(child.id, sending.draft());
    void navigate(serviceProviderPath(child.id, nonAce === null ? undefined : JSON.stringify(nonAce)));
  };

  const error = (name: keyof ClaimFormState) => {
    const fieldError = errors[name];
    return fieldError !== undefined && 'message' in fieldError && typeof fieldError.message === 'string'
      ? fieldError.message
      : undefined;
  };

  return (
    <>
      {/* Said as a pre-approval is chosen: what it holds is available for this claim. */}
      <Text fw={600} c="ace.8" aria-live="polite">
        {available}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          void sending.submit(event);
        }}
      >
        <Stack gap="xl">
          {preApproval.offered.length > 0 && (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <PreApprovalChoiceField form={form} choice={preApproval} disabled={busy} />
            </Paper>
          )}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <MoneyInput
                label={t('claimForm.amount.label')}
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
              <Controller
                control={form.control}
                name="dateOfService"
                render={({ field }) => (
                  <DatePickerInput
                    label={t('claimForm.dateOfService.label')}
                    description={t('claimForm.dateOfService.hint', {
                      earliest: formatListDate(earliest),
                      latest: formatListDate(latest),
                    })}
                    required
                    maw={320}
                    valueFormat={pickerFormat()}
                    ariaLabels={pickerLabels}
                    {...READABLE_DAYS}
                    minDate={earliest}
                    maxDate={latest}
                    defaultDate={today < latest && today > earliest ? today : latest}
                    value={field.value === '' ? null : field.value}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                      field.onBlur();
                    }}
                    // Focus moving into the open picker is no leaving of the field: it is checked once the picker closes.
                    onDropdownClose={field.onBlur}
                    onBlur={(event) => {
                      if (event.currentTarget.getAttribute('aria-expanded') !== 'true') field.onBlur();
                    }}
                    ref={field.ref}
                    error={error('dateOfService')}
                    disabled={busy}
                    popoverProps={{ withinPortal: true }}
                  />
                )}
              />
              {/* Said as the date changes: a date in another of the child's award years uses that year's funds. */}
              <div aria-live="polite">
                {otherYearFundsNote !== null && (
                  <Text size="sm" fw={600} c="ace.8">
                    {otherYearFundsNote}
                  </Text>
                )}
              </div>
              <Textarea
                label={t('claimForm.description.label')}
                description={t('claimForm.description.hint')}
                required
                autosize
                minRows={3}
                {...form.register('description')}
                error={error('description')}
                disabled={busy}
              />
              {child.homeSchooled && (
                <Controller
                  control={form.control}
                  name="physicalGood"
                  render={({ field }) => (
                    <Radio.Group
                      label={t('claimForm.physicalGood.label')}
                      required
                      value={field.value === null ? '' : String(field.value)}
                      onChange={(value) => {
                        field.onChange(value === 'true');
                      }}
                      error={error('physicalGood')}
                    >
                      <Group mt="xs">
                        <Radio value="false" label={t('physicalGood.no')} disabled={busy} ref={field.ref} />
                        <Radio value="true" label={t('physicalGood.yes')} disabled={busy} />
                      </Group>
                    </Radio.Group>
                  )}
                />
              )}
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <FileField
              files={files}
              current={() => form.getValues('files')}
              disabled={busy}
              register={form.register}
              errors={errors}
              onAdd={(file, content) => {
                sending.addFile(file, content);
                receipts.read(file.fingerprint, content);
              }}
              onRemove={sending.removeFile}
              onReceiptNumberChange={(index) => {
                void form.trigger(`files.${index}.receiptNumber`);
              }}
              suggestionsFor={(file, index) => (
                <>
                  <AlreadySentWarning warning={alreadySent.warnings[index] ?? null} />
                  <ReceiptSuggestions
                    fileName={file.name}
                    reading={receipts.readingOf(file.fingerprint)}
                    usedFields={used.get(file.fingerprint) ?? noneUsed}
                    first={index === 0}
                    disabled={busy}
                    onUse={(field, value) => {
                      applySuggestion(file.fingerprint, index, field, value);
                    }}
                  />
                </>
              )}
            />
            {alreadySent.any && (
              <Textarea
                mt="md"
                label={t('claimForm.sentAgain.label')}
                description={t('claimForm.sentAgain.hint')}
                required
                autosize
                minRows={2}
                maxLength={SENT_AGAIN_REASON_MAX}
                {...form.register('sentAgainReason')}
                error={error('sentAgainReason')}
                disabled={busy}
              />
            )}
          </Paper>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="lg">
              <ProviderSection
                numberField={form.register('serviceProviderNumber')}
                nonAce={nonAce}
                provider={provider}
                lookingUp={lookingUp}
                error={error('serviceProviderNumber')}
                onEnterNonAce={openNonAce}
                onRemoveNonAce={() => {
                  setNonAce(null);
                  void navigate(`${paths.submitNewClaim}?childId=${child.id}`, { replace: true });
                }}
                disabled={busy}
              />
              <Controller
                control={form.control}
                name="payTo"
                render={({ field }) => (
                  <Radio.Group
                    label={t('payTo.label')}
                    required
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      field.onBlur();
                    }}
                    error={error('payTo')}
                  >
                    <Stack mt="xs" gap="xs">
                      {PAY_TO_VALUES.map((value) => {
                        const blocked = !allowed.includes(value);
                        const hint = blockedHintOf(value);
                        return (
                          <Radio
                            key={value}
                            // A failed submit focuses the first choice the person can make.
                            ref={value === allowed[0] ? field.ref : undefined}
                            value={value}
                            label={t(payToLabelId(value, 'parent'))}
                            description={hint === undefined ? undefined : t(hint)}
                            disabled={blocked || busy}
                          />
                        );
                      })}
                    </Stack>
                  </Radio.Group>
                )}
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Checkbox
                label={t('claimForm.attestation')}
                checked={sending.attested}
                onChange={(event) => {
                  sending.setAttested(event.currentTarget.checked);
                }}
                disabled={busy}
              />
              {busy && (
                <Stack gap={4} aria-live="polite">
                  <Text size="sm">{t('claimForm.uploading', { percent: progress })}</Text>
                  <Progress
                    value={progress}
                    size="lg"
                    aria-label={t('claimForm.uploadProgress')}
                    animated={progress < 100}
                  />
                </Stack>
              )}
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={() => {
                    if (hasClaimWork(form.getValues())) setConfirmingDiscard(true);
                    else leave();
                  }}
                  disabled={busy}
                >
                  {t('app.cancel')}
                </Button>
                <Button type="submit" disabled={!sending.canSubmit} loading={busy}>
                  {t('claimForm.submit')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </form>
      <Modal
        opened={confirmingDiscard}
        onClose={() => {
          setConfirmingDiscard(false);
        }}
        title={t('claimForm.discard.title')}
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack>
          <Text>{t('claimForm.discard.body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirmingDiscard(false);
              }}
            >
              {t('claimForm.discard.keep')}
            </Button>
            <Button color="red.9" onClick={leave}>
              {t('claimForm.discard.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
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

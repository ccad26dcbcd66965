import { setNonAceProvider, useClaimForm } from '@ace/app-core/claim-form';
import { hasClaimWork } from '@ace/app-core/claim-form-state';
import { fileIssues, useClaimSubmission } from '@ace/app-core/claim-submission';
import { useT } from '@ace/app-core/i18n';
import { useReceiptReadings, type SuggestedField } from '@ace/app-core/receipt-readings';
import {
  formatListDate,
  PAY_TO_VALUES,
  payToLabelId,
  SENT_AGAIN_REASON_MAX,
  type Child,
  type NonAceServiceProvider,
  type ParentUser,
  type ProgrammeYears,
} from '@ace/domain';
import { useRouter } from 'expo-router';
import { useState, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { ChoiceGroup } from '../../components/choice-group';
import { Dialog } from '../../components/dialog';
import { FormTextField } from '../../components/form-text-field';
import { colours, panel, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import type { PickedFile } from '../../lib/picked-file';
import { appPlatform } from '../../lib/platform';
import { showToast } from '../../lib/toasts';
import { uploadBodyOf } from '../../lib/upload-body';
import { reloadParent, submittedClaimParams } from '../dashboard/public';
import { AlreadySentWarning } from './already-sent-warning';
import { saveDraft, type ClaimDraft } from './claim-draft';
import { DateField } from './date-field';
import { FileField } from './file-field';
import { PreApprovalChoiceField } from './pre-approval-choice';
import { ProviderSection } from './provider-section';
import { receiptReadings } from './receipt-readings';
import { ServiceCategoryField } from './service-category-field';
import { ReceiptSuggestions } from './receipt-suggestions';

function Section({ children }: { children: ReactNode }) {
  return <View style={styles.section}>{children}</View>;
}

/**
 * Submit a new claim (spec sections 2, 4 and 5) on a phone: the rules are app-core's useClaimForm (the domain's
 * claimFormSchema, as on the web); this lays them out, picks the files and sends the claim. The server runs the
 * same schema; its answer is the one that counts.
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
  const router = useRouter();
  const readings = useReceiptReadings(receiptReadings);
  const {
    form,
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
    platform: appPlatform,
    t,
    draft: draft?.values,
    nonAceFromRoute,
    preApprovalFromRoute,
    api,
    schoolYears,
    toast: showToast,
    readingOf: readings.readingOf,
  });
  const { errors } = form.formState;
  const sending = useClaimSubmission<PickedFile>({
    form,
    childId: child.id,
    api,
    t,
    draft,
    preApprovalId: preApproval.chosen?.id ?? null,
    bodyOf: uploadBodyOf,
    reloadParent,
    toast: showToast,
    alreadySent,
    readings: receiptReadings,
    leave: (submitted) => {
      router.dismissTo({ pathname: '/dashboard', params: submittedClaimParams(submitted.id) });
    },
  });
  const { busy, progress } = sending;
  // Cancel on a form with something in it asks first: leaving loses what was typed and the files chosen.
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const leave = () => {
    setConfirmingDiscard(false);
    router.dismissTo('/dashboard');
  };

  const category = useController({ control: form.control, name: 'category' });
  const dateOfService = useController({ control: form.control, name: 'dateOfService' });
  const physicalGood = useController({ control: form.control, name: 'physicalGood' });
  const payTo = useController({ control: form.control, name: 'payTo' });
  const providerNumber = useController({ control: form.control, name: 'serviceProviderNumber' });
  const amount = useWatch({ control: form.control, name: 'amount' });

  // Use, on what was read from a file: the field is filled and checked at once, as if the parent had typed it.
  const fillFromReceipt = (index: number, field: SuggestedField, value: string) => {
    const name = field === 'receiptNumber' ? (`files.${index}.receiptNumber` as const) : field;
    form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  };

  // A phone is a small screen: the non-programme form is its own screen (the ServiceProvider route).
  const openNonAce = () => {
    saveDraft(child.id, sending.draft());
    router.push({
      pathname: '/non-ace-service-provider',
      params: {
        childId: String(child.id),
        ...(nonAce === null ? {} : { serviceProviderInfo: JSON.stringify(nonAce) }),
      },
    });
  };

  const issues = fileIssues(errors.files, files.length);
  const messageOf = (name: 'physicalGood' | 'payTo' | 'serviceProviderNumber' | 'category' | 'dateOfService') =>
    errors[name]?.message;

  return (
    <View style={styles.form}>
      {/* Said as a pre-approval is chosen: what it holds is available for this claim. */}
      <Text style={[text.label, styles.available]} accessibilityLiveRegion="polite">
        {available}
      </Text>
      {preApproval.offered.length > 0 && (
        <Section>
          <PreApprovalChoiceField form={form} choice={preApproval} disabled={busy} />
        </Section>
      )}
      <Section>
        <FormTextField
          control={form.control}
          name="amount"
          label={t('claimForm.amount.label')}
          hint={t('claimForm.amount.hint')}
          required
          keyboardType="decimal-pad"
          inputMode="decimal"
          disabled={busy}
        />
        <ServiceCategoryField
          homeSchooled={child.homeSchooled}
          value={category.field.value}
          onChange={category.field.onChange}
          onBlur={category.field.onBlur}
          error={messageOf('category')}
          disabled={busy}
        />
        <DateField
          label={t('claimForm.dateOfService.label')}
          hint={t('claimForm.dateOfService.hint', {
            earliest: formatListDate(earliest),
            latest: formatListDate(latest),
          })}
          error={messageOf('dateOfService')}
          value={dateOfService.field.value}
          onChange={(value) => {
            dateOfService.field.onChange(value);
            dateOfService.field.onBlur();
          }}
          minimum={earliest}
          maximum={latest}
          disabled={busy}
        />
        {otherYearFundsNote !== null && (
          <Text style={text.label} accessibilityLiveRegion="polite">
            {otherYearFundsNote}
          </Text>
        )}
        <FormTextField
          control={form.control}
          name="description"
          label={t('claimForm.description.label')}
          hint={t('claimForm.description.hint')}
          required
          multiline
          disabled={busy}
        />
        {child.homeSchooled && (
          <ChoiceGroup
            label={t('claimForm.physicalGood.label')}
            required
            choices={[
              { value: 'false', label: t('physicalGood.no') },
              { value: 'true', label: t('physicalGood.yes') },
            ]}
            value={physicalGood.field.value === null ? '' : String(physicalGood.field.value)}
            onChange={(value) => {
              physicalGood.field.onChange(value === 'true');
            }}
            error={messageOf('physicalGood')}
            disabled={busy}
          />
        )}
      </Section>

      <Section>
        <FileField
          files={files}
          currentFiles={() => form.getValues('files')}
          error={issues.list ?? issues.files.find((issue) => issue !== undefined)}
          receiptErrors={issues.receiptNumbers}
          disabled={busy}
          onAdd={(file, picked) => {
            sending.addFile(file, picked);
            readings.read(file.fingerprint, picked);
          }}
          onRemove={sending.removeFile}
          onReceiptNumberChange={(index, value) => {
            form.setValue(`files.${index}.receiptNumber`, value);
            void form.trigger(`files.${index}.receiptNumber`);
          }}
          suggestionsFor={(file, index) => (
            <>
              <AlreadySentWarning warning={alreadySent.warnings[index] ?? null} />
              <ReceiptSuggestions
                fileName={file.name}
                reading={readings.readingOf(file.fingerprint)}
                first={index === 0}
                current={{ amount, dateOfService: dateOfService.field.value, receiptNumber: file.receiptNumber }}
                disabled={busy}
                onUse={(field, value) => {
                  fillFromReceipt(index, field, value);
                }}
              />
            </>
          )}
        />
        {alreadySent.any && (
          <FormTextField
            control={form.control}
            name="sentAgainReason"
            label={t('claimForm.sentAgain.label')}
            hint={t('claimForm.sentAgain.hint')}
            required
            multiline
            maxLength={SENT_AGAIN_REASON_MAX}
            disabled={busy}
          />
        )}
      </Section>

      <Section>
        <ProviderSection
          number={providerNumber.field.value}
          onNumberChange={providerNumber.field.onChange}
          onNumberBlur={providerNumber.field.onBlur}
          nonAce={nonAce}
          provider={provider}
          lookingUp={lookingUp}
          error={messageOf('serviceProviderNumber')}
          onEnterNonAce={openNonAce}
          onRemoveNonAce={() => {
            setNonAceProvider(form, null);
          }}
          disabled={busy}
        />
        <ChoiceGroup
          label={t('payTo.label')}
          required
          choices={PAY_TO_VALUES.map((value) => {
            const hint = blockedHintOf(value);
            return {
              value,
              label: t(payToLabelId(value, 'parent')),
              disabled: !allowed.includes(value),
              hint: hint === undefined ? undefined : t(hint),
            };
          })}
          value={payTo.field.value}
          onChange={(value) => {
            payTo.field.onChange(value);
            payTo.field.onBlur();
          }}
          error={messageOf('payTo')}
          disabled={busy}
        />
      </Section>

      <Section>
        <Checkbox
          label={t('claimForm.attestation')}
          checked={sending.attested}
          onChange={sending.setAttested}
          disabled={busy}
        />
        {busy && (
          <View accessibilityLiveRegion="polite" style={styles.progress}>
            <Text style={text.small}>{t('claimForm.uploading', { percent: progress })}</Text>
            <View
              style={styles.bar}
              accessible
              accessibilityRole="progressbar"
              accessibilityLabel={t('claimForm.uploadProgress')}
              accessibilityValue={{ min: 0, max: 100, now: progress }}
            >
              <View style={[styles.fill, { width: `${progress}%` }]} />
            </View>
          </View>
        )}
        <View style={styles.actions}>
          <Button
            variant="secondary"
            label={t('app.cancel')}
            disabled={busy}
            onPress={() => {
              if (hasClaimWork(form.getValues())) setConfirmingDiscard(true);
              else leave();
            }}
          />
          <Button
            label={t('claimForm.submit')}
            disabled={!sending.canSubmit}
            busy={busy}
            onPress={() => {
              void sending.submit();
            }}
          />
        </View>
      </Section>
      <Dialog
        visible={confirmingDiscard}
        title={t('claimForm.discard.title')}
        onClose={() => {
          setConfirmingDiscard(false);
        }}
      >
        <Text style={text.body}>{t('claimForm.discard.body')}</Text>
        <View style={styles.actions}>
          <Button
            variant="secondary"
            label={t('claimForm.discard.keep')}
            onPress={() => {
              setConfirmingDiscard(false);
            }}
          />
          <Button variant="danger" label={t('claimForm.discard.confirm')} onPress={leave} />
        </View>
      </Dialog>
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: space.lg },
  available: { color: colours.brandDark },
  section: panel,
  progress: { gap: space.xs },
  bar: { height: 10, borderRadius: 5, backgroundColor: colours.border, overflow: 'hidden' },
  fill: { height: 10, backgroundColor: colours.brand },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' },
});

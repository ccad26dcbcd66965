import { useT } from '@ace/app-core/i18n';
import { usePreApprovalForm, type PreApprovalFormValues } from '@ace/app-core/pre-approval-form';
import { addDays, DEFAULT_PRE_APPROVAL_DAYS, formatListDate, programmeDate, type Child } from '@ace/domain';
import { useEffect, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { AccessibilityInfo, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { FormTextField } from '../../components/form-text-field';
import { colours, panel, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import { showToast } from '../../lib/toasts';
import { DateField, ProviderSection, ServiceCategoryField } from '../claims/public';
import { reloadParent } from '../dashboard/public';
import { NonAceProviderDialog } from './non-ace-provider-dialog';
import { QuoteFileField } from './quote-file-field';

/** What happens next, once a request is in: said where the parent pressed Send, and read out. */
function SentNotice() {
  const t = useT();
  const message = t('preApproval.sent');
  useEffect(() => {
    AccessibilityInfo.announceForAccessibility(message);
  }, [message]);
  return (
    <View style={styles.sent} accessibilityLiveRegion="polite">
      <Text style={text.body}>{message}</Text>
    </View>
  );
}

/**
 * Ask before you buy on a phone (issue 35 part 1): the amount, the kind of purchase, what it is for, when, the provider
 * (a programme provider's number or one outside the programme, as on the claim form) and optionally the quote, as a
 * link, a file or both. The rules are app-core's usePreApprovalForm, as on the web; the screen only lays it out.
 */
export function PreApprovalForm({ child }: { child: Child }) {
  const t = useT();
  const [nonAceOpen, setNonAceOpen] = useState(false);
  const { form, nonAce, provider, lookingUp, busy, sent, setNonAce, setQuoteFile, submit } = usePreApprovalForm({
    api,
    childId: child.id,
    t,
    toast: showToast,
    reloadParent,
  });
  const { errors } = form.formState;
  const error = (name: keyof PreApprovalFormValues) => errors[name]?.message;
  const category = useController({ control: form.control, name: 'category' });
  const expectedDate = useController({ control: form.control, name: 'expectedDate' });
  const providerNumber = useController({ control: form.control, name: 'serviceProviderNumber' });
  const quoteFile = useWatch({ control: form.control, name: 'quoteFile' });
  // The picker offers the days a pre-approval asked today can cover by default; the server checks its own period.
  const today = programmeDate(new Date());
  const lastDay = addDays(today, DEFAULT_PRE_APPROVAL_DAYS);
  return (
    <View style={styles.form}>
      <Text style={text.heading} accessibilityRole="header">
        {t('preApproval.form.title')}
      </Text>
      <FormTextField
        control={form.control}
        name="amount"
        label={t('preApproval.form.amount.label')}
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
        error={error('category')}
        disabled={busy}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('preApproval.form.description.label')}
        required
        multiline
        disabled={busy}
      />
      <DateField
        label={t('preApproval.form.expectedDate.label')}
        hint={t('claimForm.dateOfService.hint', { earliest: formatListDate(today), latest: formatListDate(lastDay) })}
        error={error('expectedDate')}
        value={expectedDate.field.value}
        onChange={(value) => {
          expectedDate.field.onChange(value);
          expectedDate.field.onBlur();
        }}
        minimum={today}
        maximum={lastDay}
        opensAt={today}
        disabled={busy}
      />
      <ProviderSection
        number={providerNumber.field.value}
        onNumberChange={providerNumber.field.onChange}
        onNumberBlur={providerNumber.field.onBlur}
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
      <FormTextField
        control={form.control}
        name="quoteLink"
        label={t('preApproval.form.quoteLink.label')}
        hint={t('preApproval.form.quoteLink.hint')}
        keyboardType="url"
        autoCapitalize="none"
        autoComplete="url"
        disabled={busy}
      />
      <QuoteFileField quote={quoteFile} onChange={setQuoteFile} error={error('quoteFile')} disabled={busy} />
      <Button
        label={t('preApproval.form.send')}
        busy={busy}
        onPress={() => {
          void submit();
        }}
      />
      {sent && <SentNotice />}
      <NonAceProviderDialog
        visible={nonAceOpen}
        initial={nonAce}
        onClose={() => {
          setNonAceOpen(false);
        }}
        onSave={(details) => {
          setNonAce(details);
          setNonAceOpen(false);
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  form: panel,
  sent: {
    borderLeftWidth: 4,
    borderLeftColor: colours.success,
    backgroundColor: colours.surface,
    borderRadius: 8,
    padding: space.md,
  },
});

import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { bankAccountFormSchema, BANK_ACCOUNT_TYPES, type BankAccountForm as BankAccount } from '@ace/domain';
import { useController, useForm } from 'react-hook-form';
import { StyleSheet, View } from 'react-native';
import { Button } from '../../components/button';
import { ChoiceGroup } from '../../components/choice-group';
import { FormTextField } from '../../components/form-text-field';
import { space } from '../../components/theme';

type BankFormValues = Record<keyof BankAccount, string>;

const empty: BankFormValues = { routingNumber: '', accountNumber: '', confirmAccountNumber: '', name: '', type: '' };

/** The bank account form (spec sections 2 and 5): every rule and message from the domain's schema. */
export function BankAccountForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  onSubmit: (account: BankAccount) => void;
}) {
  const t = useT();
  const form = useForm<BankFormValues, unknown, BankAccount>({
    resolver: domainResolver<BankFormValues, BankAccount>(bankAccountFormSchema(t)),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const control = form.control;
  const type = useController({ control, name: 'type' });
  const digits = { keyboardType: 'number-pad', inputMode: 'numeric', disabled: submitting, required: true } as const;
  return (
    <View style={styles.form}>
      <FormTextField
        control={control}
        name="routingNumber"
        label={t('bank.form.routingNumber')}
        maxLength={9}
        {...digits}
      />
      <FormTextField
        control={control}
        name="accountNumber"
        label={t('bank.form.accountNumber')}
        maxLength={17}
        {...digits}
      />
      <FormTextField
        control={control}
        name="confirmAccountNumber"
        label={t('bank.form.confirmAccountNumber')}
        maxLength={17}
        {...digits}
      />
      <FormTextField control={control} name="name" label={t('bank.form.name')} required disabled={submitting} />
      <ChoiceGroup
        label={t('bank.form.type')}
        required
        choices={BANK_ACCOUNT_TYPES.map((value) => ({ value, label: t(`bank.type.${value}`) }))}
        value={type.field.value}
        onChange={(value) => {
          type.field.onChange(value);
          type.field.onBlur();
        }}
        error={type.fieldState.error?.message}
        disabled={submitting}
      />
      <Button
        label={t('bank.form.submit')}
        busy={submitting}
        onPress={() => {
          void form.handleSubmit(onSubmit)();
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({ form: { gap: space.md } });

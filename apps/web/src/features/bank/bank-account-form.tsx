import {
  BANK_ACCOUNT_TYPES,
  bankAccountFormSchema,
  type BankAccountForm as BankAccount,
  type UserType,
} from '@ace/domain';
import { Button, Group, Text, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { useSession } from '../../lib/session-store.ts';

type BankFormValues = Record<keyof BankAccount, string>;

const empty: BankFormValues = { routingNumber: '', accountNumber: '', confirmAccountNumber: '', name: '', type: '' };

/**
 * The bank account form of spec section 5, for a parent or a service provider. It refuses to render for anyone
 * else (spec section 6: the bank form throws if the signed-in user is not the expected type).
 */
export function BankAccountForm({
  userType,
  submitting,
  onSubmit,
}: {
  userType: Extract<UserType, 'Parent' | 'ServiceProvider'>;
  submitting: boolean;
  onSubmit: (account: BankAccount) => void;
}) {
  const t = useT();
  const user = useSession().user;
  if (user?.type !== userType) throw new Error(`The bank form was opened for ${userType} by ${user?.type ?? 'nobody'}`);
  const form = useForm<BankFormValues, unknown, BankAccount>({
    resolver: domainResolver<BankFormValues, BankAccount>(bankAccountFormSchema(t)),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const error = (name: keyof BankFormValues) => form.formState.errors[name]?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void form.handleSubmit(onSubmit)(event);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('bank.form.routingNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.register('routingNumber')}
            error={error('routingNumber')}
            disabled={submitting}
          />
          <NativeSelect
            label={t('bank.form.type')}
            required
            data={[
              { value: '', label: t('bankForm.typePlaceholder') },
              ...BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`bank.type.${type}`) })),
            ]}
            {...form.register('type')}
            error={error('type')}
            disabled={submitting}
          />
          <TextInput
            label={t('bank.form.accountNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.register('accountNumber')}
            error={error('accountNumber')}
            disabled={submitting}
          />
          <TextInput
            label={t('bank.form.confirmAccountNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            onPaste={(event) => {
              event.preventDefault();
            }}
            {...form.register('confirmAccountNumber')}
            error={error('confirmAccountNumber')}
            disabled={submitting}
          />
        </SimpleGrid>
        <TextInput
          label={t('bank.form.name')}
          required
          maxLength={60}
          {...form.register('name')}
          error={error('name')}
          disabled={submitting}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('bank.form.submit')}
          </Button>
        </Group>
        {submitting && (
          <Text size="sm" role="status">
            {t('bankForm.submitting')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

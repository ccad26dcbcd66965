import type { BankAccountType, PlainMessageId } from '@ace/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useT } from '@ace/app-core/i18n';
import { ClaimField } from '../../components/claim-summary.tsx';
import { api } from '../../lib/api.ts';
import { isBankJustLinked } from '../bank/public.ts';
import { providerClaimsKey } from './claim-list.tsx';

const accountTypeLabels: Readonly<Record<BankAccountType, PlainMessageId>> = {
  checking: 'bank.type.checking',
  savings: 'bank.type.savings',
};

/** The account payouts go to, as the bank describes it (never its number: the bank does not give it back). */
function LinkedAccount({ organisationId }: { organisationId: string }) {
  const t = useT();
  const account = useQuery({
    queryKey: [...providerClaimsKey(organisationId), 'bankAccount'],
    queryFn: () => api.bank.providerBankAccount(organisationId),
  });
  if (account.isPending) return <Text>{t('providerScreen.bank.account.loading')}</Text>;
  if (account.isError) return <Text>{t('providerScreen.bank.account.failed', { reason: account.error.message })}</Text>;
  if (account.data === null) return null;
  const { bankName, name, type } = account.data;
  return (
    <Stack component="dl" gap="xs" m={0}>
      {bankName !== null && <ClaimField label={t('providerScreen.bank.account.bank')}>{bankName}</ClaimField>}
      <ClaimField label={t('bank.form.name')}>{name}</ClaimField>
      {type !== null && <ClaimField label={t('bank.form.type')}>{t(accountTypeLabels[type])}</ClaimField>}
    </Stack>
  );
}

/**
 * The bank tab of an organisation whose bank is connected and healthy: congratulations right after linking (spec
 * section 2), then on every visit the account payouts go to and 'Change bank account'.
 */
export function LinkedBank({
  organisation,
  onChange,
}: {
  organisation: { id: string; name: string };
  onChange: () => void;
}) {
  const t = useT();
  const state: unknown = useLocation().state;
  const justLinked = isBankJustLinked(state);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {t(justLinked ? 'providerScreen.bank.connectedTitle' : 'providerScreen.bank.linkedTitle')}
        </Title>
        {justLinked && <Text>{t('bank.success')}</Text>}
        <Text>{t('providerScreen.bank.linkedIntro', { organisation: organisation.name })}</Text>
        <LinkedAccount organisationId={organisation.id} />
        <Button variant="outline" onClick={onChange}>
          {t('providerScreen.bank.change')}
        </Button>
      </Stack>
    </Paper>
  );
}

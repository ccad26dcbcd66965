import { ApiError } from '@ace/api-client';
import { isBankReady, type BankAccountForm as BankAccount } from '@ace/domain';
import { Alert, Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useT } from '@ace/app-core/i18n';
import { BankAccountForm } from '../bank/bank-account-form.tsx';
import { linkProviderBank } from '../bank/link-provider-bank.ts';
import { setProviderUser } from '../session/session-store.ts';
import type { ProviderSession } from './use-provider-session.ts';

/**
 * The 'Connect bank account' tab (spec section 2): congratulations once the organisation's bank is connected and
 * healthy; otherwise what is wrong and a button that opens the bank form for the selected organisation.
 */
export function BankTab({ provider }: { provider: ProviderSession }) {
  const t = useT();
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);
  const { user, organisation } = provider;
  const values = { organisation: organisation.name };

  const link = useMutation({
    mutationFn: (account: BankAccount) => linkProviderBank(organisation.id, account),
    onSuccess: async (result) => {
      if (result.kind === 'alreadyLinked') {
        await navigate(paths.bankAlreadyLinked);
        return;
      }
      setProviderUser(result.user, organisation);
      await navigate(paths.bankSuccess);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      await navigate(paths.bankFailure);
    },
  });

  if (isBankReady(user)) {
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('providerScreen.bank.connectedTitle')}
          </Title>
          <Text>{t('bank.success')}</Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <Alert
        color="yellow"
        variant="light"
        radius="md"
        title={
          <Text component="span" fw={700} c="dark.8">
            {user.hasProvidedBankDetails
              ? t('providerScreen.bank.unhealthyTitle')
              : t('providerScreen.bank.neverProvidedTitle')}
          </Text>
        }
      >
        <Stack gap="md" align="flex-start">
          <Text c="dark.8">
            {user.hasProvidedBankDetails
              ? t('providerScreen.bank.unhealthy', values)
              : t('providerScreen.bank.neverProvided', values)}
          </Text>
          <Button
            onClick={() => {
              setFormOpen(true);
            }}
          >
            {t('providerScreen.bank.connect')}
          </Button>
        </Stack>
      </Alert>
      <Modal
        opened={formOpen}
        onClose={() => {
          if (!link.isPending) setFormOpen(false);
        }}
        title={t('bank.form.title')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack gap="md">
          <Text>{t('providerScreen.bank.formIntro', values)}</Text>
          <BankAccountForm
            userType="ServiceProvider"
            submitting={link.isPending}
            onSubmit={(account) => {
              link.mutate(account);
            }}
          />
        </Stack>
      </Modal>
    </>
  );
}

import { ApiError } from '@ace/api-client';
import { isBankReady, type BankAccountForm as BankAccount } from '@ace/domain';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useT } from '@ace/app-core/i18n';
import { BankAccountForm, linkProviderBank } from '../bank/public.ts';
import { setProviderUser } from '../../lib/session-store.ts';
import { LinkedBank } from './linked-bank.tsx';
import type { ProviderSession } from '../../lib/provider-session.ts';

/** The bank form: closed, connecting the organisation's first (or a broken) bank, or changing a healthy one. */
type BankForm = 'closed' | 'connect' | 'change';

/** What is wrong with the organisation's bank, and the button that opens the form to connect it. */
function BankToConnect({ provider, onConnect }: { provider: ProviderSession; onConnect: () => void }) {
  const t = useT();
  const { user, organisation } = provider;
  const values = { organisation: organisation.name };
  return (
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
        <Button onClick={onConnect}>{t('providerScreen.bank.connect')}</Button>
      </Stack>
    </Alert>
  );
}

/**
 * The 'Connect bank account' tab (spec section 2): once the organisation's bank is connected and healthy, the account
 * payouts go to and how to change it (LinkedBank, which congratulates right after linking); otherwise what is wrong
 * and a button that opens the bank form for the selected organisation.
 */
export function BankTab({ provider }: { provider: ProviderSession }) {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState<BankForm>('closed');
  const { user, organisation } = provider;

  const link = useMutation({
    mutationFn: (account: BankAccount) => linkProviderBank(organisation.id, account, form === 'change'),
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

  return (
    <>
      {isBankReady(user) ? (
        <LinkedBank
          organisation={organisation}
          onChange={() => {
            setForm('change');
          }}
        />
      ) : (
        <BankToConnect
          provider={provider}
          onConnect={() => {
            setForm('connect');
          }}
        />
      )}
      <Modal
        opened={form !== 'closed'}
        onClose={() => {
          if (!link.isPending) setForm('closed');
        }}
        title={t('bank.form.title')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack gap="md">
          <Text>
            {t(form === 'change' ? 'providerScreen.bank.changeIntro' : 'providerScreen.bank.formIntro', {
              organisation: organisation.name,
            })}
          </Text>
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

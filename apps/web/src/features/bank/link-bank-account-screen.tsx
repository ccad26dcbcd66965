import { ApiError } from '@ace/api-client';
import type { BankAccountForm as BankAccount } from '@ace/domain';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '@ace/app-core/i18n';
import { showToast } from '../../lib/toasts.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { refreshUser } from '../../lib/session-store.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { linkParentBank } from './link-parent-bank.ts';

/**
 * The parent's link-bank-account screen (spec section 2): 'Submit bank account details', a close button that
 * asks before leaving, and the token → bank → flag sequence. Present only while the bank is missing or unhealthy.
 */
export default function LinkBankAccountScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [confirmingClose, setConfirmingClose] = useState(false);
  usePageTitle(t('bank.form.title'));

  const link = useMutation({
    mutationFn: linkParentBank,
    onSuccess: async (result) => {
      if (result.kind === 'alreadyLinked') {
        await navigate(paths.bankAlreadyLinked);
        return;
      }
      // Leave first: with the bank linked, this screen's route is no longer in the parent's set.
      await navigate(paths.dashboard);
      refreshUser(result.user);
      showToast('success', t('bank.submitted'));
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      await navigate(paths.bankFailure);
    },
  });

  return (
    <PageLayout homePath={paths.dashboard} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={1} size="h2">
              {t('bank.form.title')}
            </Title>
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={t('app.close')}
              onClick={() => {
                setConfirmingClose(true);
              }}
              disabled={link.isPending}
            >
              <CloseIcon />
            </ActionIcon>
          </Group>
          <Text>{t('bankForm.intro')}</Text>
          <BankAccountForm
            userType="Parent"
            submitting={link.isPending}
            onSubmit={(account: BankAccount) => {
              link.mutate(account);
            }}
          />
        </Stack>
      </Paper>
      <Modal
        opened={confirmingClose}
        onClose={() => {
          setConfirmingClose(false);
        }}
        title={t('bank.form.title')}
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack>
          <Text>{t('bank.form.closeConfirm')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirmingClose(false);
              }}
            >
              {t('bankForm.stay')}
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                void navigate(paths.dashboard);
              }}
            >
              {t('bankForm.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageLayout>
  );
}

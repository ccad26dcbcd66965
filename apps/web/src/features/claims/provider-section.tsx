import type { NonAceServiceProvider, ProviderLookup } from '@ace/domain';
import { Anchor, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@ace/app-core/i18n';

/**
 * The service provider choice (spec section 2): a 6-digit number looked up as it is typed, or a provider entered
 * by hand (shown with Edit and Remove, Remove confirmed with 'This action cannot be undone').
 */
export function ProviderSection({
  numberField,
  nonAce,
  provider,
  lookingUp,
  error,
  onEnterNonAce,
  onRemoveNonAce,
  disabled,
}: {
  numberField: UseFormRegisterReturn<'serviceProviderNumber'>;
  nonAce: NonAceServiceProvider | null;
  provider: ProviderLookup | null;
  lookingUp: boolean;
  error: string | undefined;
  onEnterNonAce: () => void;
  onRemoveNonAce: () => void;
  disabled: boolean;
}) {
  const t = useT();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('claimForm.provider.heading')}
      </Title>
      {nonAce === null ? (
        <>
          <TextInput
            label={t('claimForm.provider.label')}
            description={t('claimForm.provider.hint')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            maw={320}
            {...numberField}
            error={error}
            disabled={disabled}
            rightSection={lookingUp ? <Loader size="xs" aria-hidden="true" /> : null}
          />
          <div aria-live="polite">
            {lookingUp && <Text size="sm">{t('claimForm.provider.lookingUp')}</Text>}
            {!lookingUp && provider !== null && provider.status === 'Active' && (
              <Text size="sm" fw={600} c="teal.9">
                {t('claimForm.provider.found', { name: provider.name })}
              </Text>
            )}
          </div>
          <Group gap={6}>
            <Text size="sm">{t('claimForm.provider.notListed')}</Text>
            <Anchor component="button" type="button" size="sm" fw={600} onClick={onEnterNonAce} disabled={disabled}>
              {t('claimForm.provider.nonAceLink')}
            </Anchor>
          </Group>
        </>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('claimForm.provider.nonAceSet')}
            </Text>
            <Text fw={600}>{nonAce.name}</Text>
            <Text size="sm">{nonAce.address}</Text>
            <Text size="sm">
              {nonAce.phoneNumber} · {nonAce.email} · {nonAce.website}
            </Text>
            {error !== undefined && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {error}
              </Text>
            )}
            <Group gap="sm" mt="xs">
              <Button variant="light" size="sm" onClick={onEnterNonAce} disabled={disabled}>
                {t('claimForm.provider.edit')}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                size="sm"
                onClick={() => {
                  setConfirmingRemove(true);
                }}
                disabled={disabled}
              >
                {t('claimForm.provider.remove')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Modal
        opened={confirmingRemove}
        onClose={() => {
          setConfirmingRemove(false);
        }}
        title={t('claimForm.provider.removeTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack>
          <Text>{t('claim.provider.removeConfirm')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirmingRemove(false);
              }}
            >
              {t('app.cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                setConfirmingRemove(false);
                onRemoveNonAce();
              }}
            >
              {t('claimForm.provider.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

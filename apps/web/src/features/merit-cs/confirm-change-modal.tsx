import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '@ace/app-core/i18n';

/** Asks before a change takes effect (spec section 4): the change in words, Cancel, and Yes, proceed. */
export function ConfirmChangeModal({
  message,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The confirmation text; null while nothing waits for confirmation. */
  message: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={message !== null}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={t('meritCsScreen.confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('app.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t('meritCsScreen.confirm.proceed')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

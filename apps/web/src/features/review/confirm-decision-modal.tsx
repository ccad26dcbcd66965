import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '@ace/app-core/i18n';

/** The approve and the send-for-external-review confirmations: what will happen, Cancel, and the action again. */
export function ConfirmDecisionModal({
  opened,
  title,
  text,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('app.close') }}>
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('app.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

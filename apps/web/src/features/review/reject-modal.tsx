import type { RejectForm } from '@ace/domain';
import { Modal } from '@mantine/core';
import { useT } from '@ace/app-core/i18n';
import { RejectReasonForm } from '../../components/reject-reason-form.tsx';

/** The reject modal (spec section 5): the reason and its description, asked as every rejection asks them. */
export function RejectModal({
  opened,
  busy,
  onClose,
  onReject,
}: {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (rejection: RejectForm) => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reviewScreen.reject.title')}
      centered
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <RejectReasonForm busy={busy} onCancel={onClose} onReject={onReject} />
    </Modal>
  );
}

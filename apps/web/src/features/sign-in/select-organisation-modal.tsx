import { selectOrganisationSchema, type Merit } from '@ace/domain';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@ace/app-core/i18n';
import { showToast } from '../../lib/toasts.ts';

/**
 * The Select Organisation modal (spec section 2), open while it is shown: the person's organisations by name,
 * Close and Continue. Continue without a choice says 'Please select org to proceed'; Close logs out.
 */
export function SelectOrganisationModal({
  merits,
  onContinue,
  onClose,
}: {
  merits: Merit[];
  onContinue: (orgId: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [orgId, setOrgId] = useState<string | null>(null);
  const proceed = () => {
    const choice = selectOrganisationSchema(t).safeParse({ orgId: orgId ?? '' });
    if (choice.success) onContinue(choice.data.orgId);
    else showToast('danger', choice.error.issues[0]?.message ?? t('login.selectOrg.required'));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('login.selectOrg.title')}
      centered
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          proceed();
        }}
      >
        <Stack gap="md">
          <Select
            label={t('login.selectOrg.label')}
            placeholder={t('login.selectOrg.placeholder')}
            data={merits.map((merit) => ({ value: merit.id, label: merit.name }))}
            value={orgId}
            onChange={setOrgId}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('login.selectOrg.close')}
            </Button>
            <Button type="submit">{t('login.selectOrg.continue')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

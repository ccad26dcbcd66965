import {
  REJECT_REASONS,
  REJECTION_NOTES_MAX,
  rejectFormSchema,
  rejectReasonLabelId,
  type RejectForm,
  type RejectReason,
} from '@ace/domain';
import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';

interface RejectFormValues {
  reason: RejectReason | '';
  notes: string;
}

/**
 * The reject modal (spec section 5): a reason from the five of the spec, a description that 'Other' requires
 * (trimmed); Reject stays disabled until the form is valid.
 */
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
  const form = useForm<RejectFormValues, unknown, RejectForm>({
    resolver: domainResolver<RejectFormValues, RejectForm>(rejectFormSchema(t)),
    defaultValues: { reason: '', notes: '' },
    mode: 'onChange',
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors, isValid, touchedFields, dirtyFields } = form.formState;
  // Choosing 'Other' makes the description required; it is asked for in red only once the reviewer has been in it.
  const notesVisited = touchedFields.notes === true || dirtyFields.notes === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reviewScreen.reject.title')}
      centered
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          void form.handleSubmit(onReject)(event);
        }}
      >
        <Stack>
          <NativeSelect
            label={t('reviewScreen.reject.reason')}
            required
            data={[
              { value: '', label: t('reviewScreen.reject.reasonPlaceholder') },
              ...REJECT_REASONS.map((value) => ({ value, label: t(rejectReasonLabelId(value)) })),
            ]}
            {...form.register('reason', {
              // The description's rule depends on the reason: check it again with each choice.
              onChange: () => void form.trigger('notes'),
            })}
            error={errors.reason?.message}
            disabled={busy}
          />
          <Textarea
            label={t('reviewScreen.reject.notes')}
            description={t('reviewScreen.reject.notesHint')}
            required={reason === 'other'}
            autosize
            minRows={3}
            maxLength={REJECTION_NOTES_MAX}
            {...form.register('notes')}
            error={notesVisited ? errors.notes?.message : undefined}
            disabled={busy}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" color="red.9" disabled={!isValid} loading={busy}>
              {t('review.action.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

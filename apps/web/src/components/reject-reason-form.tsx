import {
  REJECT_REASONS,
  REJECTION_NOTES_MAX,
  rejectFormSchema,
  rejectReasonLabelId,
  type RejectForm,
  type RejectReason,
} from '@ace/domain';
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';

interface RejectFormValues {
  reason: RejectReason | '';
  notes: string;
}

/**
 * A rejection's reason (spec section 5): one of the five of the spec, and a description that 'Other' requires
 * (trimmed); Reject stays disabled until the form is valid. The review's reject modal and the pre-approval decisions
 * ask it the same way.
 */
export function RejectReasonForm({
  busy,
  onCancel,
  onReject,
  labelledBy,
}: {
  busy: boolean;
  onCancel: () => void;
  onReject: (rejection: RejectForm) => void;
  /** The id of the heading that names the form, where one does. */
  labelledBy?: string;
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
    <form
      noValidate
      aria-labelledby={labelledBy}
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
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" color="red.9" disabled={!isValid} loading={busy}>
            {t('review.action.reject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

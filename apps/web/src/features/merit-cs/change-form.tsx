import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { ComponentProps, ReactNode, SubmitEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ConfirmChangeModal } from './confirm-change-modal.tsx';

/** A form that changes a claim or a provider: its fields, the submit button, and the confirmation it opens. */
export function ChangeForm({
  onSubmit,
  submitLabel,
  busy,
  confirmation,
  children,
}: {
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  confirmation: ComponentProps<typeof ConfirmChangeModal>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md" maw={560}>
        {children}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <ConfirmChangeModal {...confirmation} />
    </form>
  );
}

/** Why the change is made: required, kept in the claim's audit trail. */
export function ReasonField({
  label,
  field,
  error,
  disabled,
}: {
  label: string;
  field: UseFormRegisterReturn<'note'>;
  error: string | undefined;
  disabled: boolean;
}) {
  return <Textarea label={label} required autosize minRows={3} {...field} error={error} disabled={disabled} />;
}

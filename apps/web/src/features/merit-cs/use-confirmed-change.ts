import { ApiError } from '@ace/api-client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { showToast } from '../../lib/toasts.ts';

export interface ConfirmedChangeOptions<Values extends FieldValues, Change> {
  /** The form the change comes from: cleared once the change is made, and where a refusal of a field shows. */
  form: { setError: UseFormSetError<Values>; reset: () => void };
  /** The form's fields a refusal may be about. */
  fields: readonly FieldPath<Values>[];
  /** Makes the change; answers the server's sentence for the success toast. */
  apply: (change: Change) => Promise<{ message: string | undefined }>;
  /** What the person confirms, in the spec's words. */
  confirmation: (change: Change) => string;
  /** The success toast when the server sends no sentence of its own. */
  success: (change: Change) => string;
  /** After the change or a refusal: a refusal may mean someone else changed it meanwhile. */
  reload: () => Promise<void>;
}

/**
 * A change support staff confirm before it is made (spec section 4): `ask` opens the confirmation, `modal` is what
 * ConfirmChangeModal shows. The success toast carries the server's sentence; a refusal goes beside the field it is
 * about, anything else in a danger toast (spec section 7).
 */
export function useConfirmedChange<Values extends FieldValues, Change>(
  options: ConfirmedChangeOptions<Values, Change>,
) {
  const { form } = options;
  const [pending, setPending] = useState<{ change: Change } | null>(null);
  const mutation = useMutation({
    mutationFn: options.apply,
    onSuccess: async ({ message }, change) => {
      setPending(null);
      form.reset();
      showToast('success', message ?? options.success(change));
      await options.reload();
    },
    onError: async (error) => {
      setPending(null);
      showRefusal(error, options.fields, (field, message) => {
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      });
      await options.reload();
    },
  });
  return {
    ask: (change: Change) => {
      setPending({ change });
    },
    busy: mutation.isPending,
    modal: {
      message: pending === null ? null : options.confirmation(pending.change),
      busy: mutation.isPending,
      onConfirm: () => {
        if (pending !== null) mutation.mutate(pending.change);
      },
      onCancel: () => {
        setPending(null);
      },
    },
  };
}

function showRefusal<Field extends string>(
  error: Error,
  fields: readonly Field[],
  showOnField: (field: Field, message: string) => void,
): void {
  let onField = false;
  if (error instanceof ApiError) {
    for (const field of fields) {
      const message = error.issueFor(field);
      if (message === undefined) continue;
      showOnField(field, message);
      onField = true;
    }
  }
  if (!onField) showToast('danger', error.message);
}

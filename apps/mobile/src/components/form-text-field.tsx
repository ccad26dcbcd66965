import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from './text-field';

/** A TextField bound to a react-hook-form text field: its value, its touched state and its error. */
export function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  ...field
}: { control: Control<Values, unknown, Output>; name: FieldPath<Values> } & Omit<
  ComponentProps<typeof TextField>,
  'value' | 'onChangeText' | 'onBlur' | 'error'
>) {
  const { field: bound, fieldState } = useController({ control, name });
  return (
    <TextField
      {...field}
      value={typeof bound.value === 'string' ? bound.value : ''}
      onChangeText={bound.onChange}
      onBlur={bound.onBlur}
      error={fieldState.error?.message}
    />
  );
}

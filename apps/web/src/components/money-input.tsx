import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** A dollar amount as typed: the decimal keyboard on phones, a '$' before it that screen readers skip, no autofill. */
export function MoneyInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection={<span aria-hidden="true">$</span>}
      maw={320}
      {...props}
    />
  );
}

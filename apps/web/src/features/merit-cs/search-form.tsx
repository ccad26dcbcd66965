import { Button, Group, TextInput } from '@mantine/core';
import type { SubmitEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@ace/app-core/i18n';

/**
 * One box and Search: what to look for. The message (the rule broken, or the server's answer)
 * is announced when it appears.
 */
export function SearchForm({
  label,
  description,
  field,
  error,
  searching,
  maxLength,
  inputMode = 'numeric',
  onSubmit,
}: {
  label: string;
  description: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  searching: boolean;
  maxLength: number;
  /** The keyboard a phone shows: digits for a number, letters for a name. */
  inputMode?: 'numeric' | 'text';
  onSubmit: SubmitEventHandler<HTMLFormElement>;
}) {
  const t = useT();
  return (
    <form noValidate role="search" aria-label={label} onSubmit={onSubmit}>
      <TextInput
        label={label}
        description={description}
        size="md"
        inputMode={inputMode}
        autoComplete="off"
        maxLength={maxLength}
        maw={420}
        {...field}
        error={error === undefined ? undefined : <span role="alert">{error}</span>}
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="stretch">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit" loading={searching} h="auto">
              {t('meritCs.search')}
            </Button>
          </Group>
        )}
      />
    </form>
  );
}

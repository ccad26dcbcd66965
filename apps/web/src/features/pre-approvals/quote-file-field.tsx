import type { QuoteFileChoice } from '@ace/app-core/pre-approval-form';
import { useT } from '@ace/app-core/i18n';
import { ActionIcon, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { CloseIcon } from '../../components/icons.tsx';
import { FileDrop, fileSizeText } from '../claims/public.ts';

/**
 * The quote as a file, besides or instead of its link: one PDF or picture, checked by a claim file's rules as it is
 * chosen (the claim form's place to drop a file); choosing another replaces it.
 */
export function QuoteFileField({
  quote,
  onChange,
  error,
  disabled,
}: {
  quote: QuoteFileChoice | null;
  onChange: (quote: QuoteFileChoice | null) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      <div>
        <Input.Label id="quote-file-label" labelElement="div">
          {t('preApproval.form.quoteFile.label')}
        </Input.Label>
        <Input.Description id="quote-file-hint">{t('preApproval.form.quoteFile.hint')}</Input.Description>
      </div>
      <FileDrop
        current={() => []}
        onChoose={(file, content) => {
          onChange({ ...file, body: content });
        }}
        disabled={disabled}
        labelledBy="quote-file-label"
        describedBy="quote-file-hint"
        prompt={t('preApproval.form.quoteFile.drop')}
        chooseLabel={t('preApproval.form.quoteFile.choose')}
      />
      {error !== undefined && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      {quote !== null && (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={500} truncate="end">
                {quote.name}
              </Text>
              <Text size="sm" c="dimmed">
                {fileSizeText(quote.size)}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={t('claimForm.files.remove', { name: quote.name })}
              onClick={() => {
                onChange(null);
              }}
              disabled={disabled}
            >
              <CloseIcon />
            </ActionIcon>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}

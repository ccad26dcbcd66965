import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useT } from '@ace/app-core/i18n';
import { receiptSuggestionsOf, type ReceiptReading, type SuggestedField } from '@ace/app-core/receipt-readings';
import { CheckIcon } from '../../components/icons.tsx';

/**
 * What was read from a chosen file, offered field by field (issue 19): nothing is filled until the parent presses
 * Use. The claim's first file suggests the amount and the date of service, every file its receipt number. A file
 * that could not be read says so and leaves the form as it is.
 */
export function ReceiptSuggestions({
  fileName,
  reading,
  usedFields,
  first,
  disabled,
  onUse,
}: {
  fileName: string;
  reading: ReceiptReading | undefined;
  /** The suggestions of this file the parent has used: they show as Used. */
  usedFields: ReadonlySet<SuggestedField>;
  first: boolean;
  disabled: boolean;
  onUse: (field: SuggestedField, value: string) => void;
}) {
  const t = useT();
  const content = () => {
    if (reading === undefined) return null;
    if (reading.state === 'reading') {
      return (
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('receipt.reading', { file: fileName })}</Text>
        </Group>
      );
    }
    if (reading.state === 'failed') return <Text size="sm">{t('receipt.suggestion.failed', { file: fileName })}</Text>;
    const suggestions = receiptSuggestionsOf(reading.suggestions, first, t);
    if (suggestions.length === 0) {
      return first ? <Text size="sm">{t('receipt.suggestion.nothing', { file: fileName })}</Text> : null;
    }
    return (
      <Paper bg="var(--mantine-color-ace-0)" p="xs" radius="sm">
        <Stack gap="xs">
          <Text size="sm">{t('receipt.suggestions', { file: fileName })}</Text>
          {suggestions.map((suggestion) => {
            const used = usedFields.has(suggestion.field);
            return (
              <Group key={suggestion.field} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {suggestion.shown}
                </Text>
                {/* Pressed, the button stays where it was, so that focus does not jump away from the list. */}
                <Button
                  size="compact-sm"
                  variant={used ? 'subtle' : 'light'}
                  leftSection={used ? <CheckIcon /> : undefined}
                  aria-label={used ? undefined : t('receipt.suggestion.useLabel', { suggestion: suggestion.shown })}
                  aria-disabled={used || undefined}
                  disabled={disabled}
                  style={{ flexShrink: 0 }}
                  onClick={() => {
                    if (!used) onUse(suggestion.field, suggestion.value);
                  }}
                >
                  {t(used ? 'receipt.suggestion.used' : 'receipt.suggestion.use')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      </Paper>
    );
  };
  return <div aria-live="polite">{content()}</div>;
}

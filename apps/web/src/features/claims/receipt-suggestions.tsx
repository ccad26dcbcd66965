import { formatListDate } from '@ace/domain';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import type { ReceiptReading, SuggestedField } from '@ace/app-core/receipt-readings';
import { CheckIcon } from '../../components/icons.tsx';

interface Suggestion {
  field: SuggestedField;
  text: string;
  value: string;
}

/** The suggestions of a reading, in the form's order; the amount and date only from the claim's first file. */
function suggestionsOf(reading: ReceiptReading & { state: 'read' }, first: boolean, t: ReturnType<typeof useT>) {
  const { amount, dateOfService, receiptNumber } = reading.suggestions;
  const suggestions: Suggestion[] = [];
  if (first && amount !== null) {
    const text = t('receipt.suggestion.amount', { amount: formatDollars(amount.value) });
    suggestions.push({ field: 'amount', text, value: amount.value.toFixed(2) });
  }
  if (first && dateOfService !== null) {
    const text = t('receipt.suggestion.dateOfService', { date: formatListDate(dateOfService.value) });
    suggestions.push({ field: 'dateOfService', text, value: dateOfService.value });
  }
  if (receiptNumber !== null) {
    const text = t('receipt.suggestion.receiptNumber', { number: receiptNumber.value });
    suggestions.push({ field: 'receiptNumber', text, value: receiptNumber.value });
  }
  return suggestions;
}

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
    const suggestions = suggestionsOf(reading, first, t);
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
                  {suggestion.text}
                </Text>
                {/* Pressed, the button stays where it was, so that focus does not jump away from the list. */}
                <Button
                  size="compact-sm"
                  variant={used ? 'subtle' : 'light'}
                  leftSection={used ? <CheckIcon /> : undefined}
                  aria-label={used ? undefined : t('receipt.suggestion.useLabel', { suggestion: suggestion.text })}
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

import { useT } from '@ace/app-core/i18n';
import {
  receiptSuggestionsOf,
  type ReceiptReading,
  type ReceiptSuggestion,
  type SuggestedField,
} from '@ace/app-core/receipt-readings';
import { parseMoney } from '@ace/domain';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { colours, space, text } from '../../components/theme';

/** Whether the field holds the suggestion now (used, or typed alike: '125.5' is the amount '125.50'). */
function holds(suggestion: ReceiptSuggestion, current: string): boolean {
  if (suggestion.field === 'amount') return parseMoney(current) === parseMoney(suggestion.value);
  return current === suggestion.value;
}

/**
 * What was read from one chosen file (issue 19), under it on the claim form: 'Reading…' while the server reads it,
 * then each field it suggests with Use, which fills that field; nothing is filled without it. A file read without
 * anything to suggest, or not read at all, says so: the parent types the details, and the form goes on either way.
 */
export function ReceiptSuggestions({
  fileName,
  reading,
  first,
  current,
  disabled,
  onUse,
}: {
  fileName: string;
  reading: ReceiptReading | undefined;
  /** The claim's first file, which may suggest the amount and date; another file says nothing when nothing was read. */
  first: boolean;
  /** The fields' values now: a suggestion its field holds shows as used. */
  current: Readonly<Record<SuggestedField, string>>;
  disabled: boolean;
  onUse: (field: SuggestedField, value: string) => void;
}) {
  const t = useT();
  if (reading === undefined) return null;
  const suggestions = reading.state === 'read' ? receiptSuggestionsOf(reading.suggestions, first, t) : [];
  if (reading.state === 'read' && suggestions.length === 0 && !first) return null;
  return (
    <View style={styles.reading} accessibilityLiveRegion="polite">
      {reading.state === 'reading' && (
        <View
          style={styles.row}
          accessible
          accessibilityRole="progressbar"
          accessibilityLabel={t('receipt.reading', { file: fileName })}
        >
          <ActivityIndicator color={colours.brand} />
          <Text style={text.small}>{t('receipt.reading', { file: fileName })}</Text>
        </View>
      )}
      {reading.state === 'failed' && (
        <Text style={text.small}>{t('receipt.suggestion.failed', { file: fileName })}</Text>
      )}
      {reading.state === 'read' && suggestions.length === 0 && (
        <Text style={text.small}>{t('receipt.suggestion.nothing', { file: fileName })}</Text>
      )}
      {suggestions.length > 0 && <Text style={text.small}>{t('receipt.suggestions', { file: fileName })}</Text>}
      {suggestions.map((suggestion) => (
        <View key={suggestion.field} style={styles.row}>
          <Text style={[text.body, styles.shown]}>{suggestion.shown}</Text>
          {holds(suggestion, current[suggestion.field]) ? (
            <Text style={[text.small, styles.used]}>{t('receipt.suggestion.used')}</Text>
          ) : (
            <Button
              variant="secondary"
              label={t('receipt.suggestion.use')}
              accessibilityLabel={t('receipt.suggestion.useLabel', { suggestion: suggestion.shown })}
              disabled={disabled}
              onPress={() => {
                onUse(suggestion.field, suggestion.value);
              }}
            />
          )}
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  reading: { gap: space.sm },
  row: { flexDirection: 'row', alignItems: 'center', gap: space.sm },
  shown: { flex: 1 },
  used: { color: colours.brandDark, fontWeight: '600' },
});

import { StyleSheet, Text, TextInput, View, type TextInputProps } from 'react-native';
import { colours, space, text } from './theme';
import { FieldError } from './field-error';

/**
 * A labelled input with its hint and its error, read out together by a screen reader (the visible label is for the
 * eye; the input carries the same words as its accessible name, with its required and invalid states).
 */
export function TextField({
  label,
  hint,
  error,
  required = false,
  value,
  onChangeText,
  onBlur,
  multiline = false,
  disabled = false,
  ...input
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  value: string;
  onChangeText: (value: string) => void;
  onBlur?: () => void;
  multiline?: boolean;
  disabled?: boolean;
} & Pick<
  TextInputProps,
  'keyboardType' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'secureTextEntry' | 'maxLength' | 'testID'
>) {
  const description = [hint, error].filter((part) => part !== undefined && part !== '').join('. ');
  return (
    <View style={styles.field}>
      <Text style={text.label} importantForAccessibility="no" accessibilityElementsHidden>
        {label}
        {required ? ' *' : ''}
      </Text>
      {hint !== undefined && <Text style={text.small}>{hint}</Text>}
      <TextInput
        accessibilityLabel={label}
        accessibilityHint={description === '' ? undefined : description}
        aria-invalid={error !== undefined}
        aria-required={required}
        value={value}
        onChangeText={onChangeText}
        onBlur={onBlur}
        editable={!disabled}
        multiline={multiline}
        style={[styles.input, multiline && styles.multiline, error !== undefined && styles.invalid]}
        placeholderTextColor={colours.muted}
        {...input}
      />
      <FieldError message={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.xs },
  input: {
    minHeight: 48,
    borderWidth: 1,
    borderColor: colours.border,
    borderRadius: 8,
    paddingHorizontal: space.md,
    paddingVertical: space.sm,
    fontSize: 16,
    color: colours.text,
    backgroundColor: colours.surface,
  },
  multiline: { minHeight: 110, textAlignVertical: 'top' },
  invalid: { borderColor: colours.danger, borderWidth: 2 },
});

import { createElement } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from '../../components/theme';
import type { DateFieldProps } from './date-field-props';
import { FieldError } from '../../components/field-error';

/** The web build's date field: the browser's own date input, limited to the allowed days. */
export function DateField({ label, hint, error, value, onChange, minimum, maximum, disabled }: DateFieldProps) {
  return (
    <View style={styles.field}>
      <Text style={text.label}>{label} *</Text>
      <Text style={text.small}>{hint}</Text>
      {createElement('input', {
        type: 'date',
        'aria-label': label,
        'aria-invalid': error !== undefined,
        'aria-required': true,
        value,
        min: minimum,
        max: maximum,
        disabled,
        onChange: (event: { currentTarget: { value: string } }) => {
          onChange(event.currentTarget.value);
        },
        style: {
          minHeight: 48,
          fontSize: 16,
          padding: '0 16px',
          borderRadius: 8,
          border: `${error === undefined ? 1 : 2}px solid ${error === undefined ? colours.border : colours.danger}`,
          color: colours.text,
          backgroundColor: colours.surface,
        },
      })}
      <FieldError message={error} />
    </View>
  );
}

const styles = StyleSheet.create({ field: { gap: space.xs } });

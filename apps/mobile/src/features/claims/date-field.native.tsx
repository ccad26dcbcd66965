import { useT } from '@ace/app-core/i18n';
import { formatListDate } from '@ace/domain';
import DateTimePicker from '@react-native-community/datetimepicker';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { space, text } from '../../components/theme';
import type { DateFieldProps } from './date-field-props';
import { FieldError } from '../../components/field-error';

/** A calendar day at noon UTC, so the picker shows the same day in every time zone. */
function toDate(iso: string): Date {
  return new Date(`${iso}T12:00:00Z`);
}

function toIso(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The phone's date field (a date of service, an expected purchase): the system date picker, limited to the allowed days. */
export function DateField({
  label,
  hint,
  error,
  value,
  onChange,
  minimum,
  maximum,
  opensAt = maximum,
  disabled,
}: DateFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const shown = value === '' ? t('mobile.date.choose') : formatListDate(value);
  return (
    <View style={styles.field}>
      <Text style={text.label}>{label} *</Text>
      <Text style={text.small}>{hint}</Text>
      <Button
        variant="secondary"
        label={shown}
        accessibilityLabel={`${label}: ${shown}`}
        disabled={disabled}
        onPress={() => {
          setOpen(true);
        }}
      />
      {open && (
        <DateTimePicker
          mode="date"
          testID="date-of-service-picker"
          value={toDate(value === '' ? opensAt : value)}
          minimumDate={toDate(minimum)}
          maximumDate={toDate(maximum)}
          onValueChange={(_event, date) => {
            setOpen(false);
            onChange(toIso(date));
          }}
          onDismiss={() => {
            setOpen(false);
          }}
        />
      )}
      <FieldError message={error} />
    </View>
  );
}

const styles = StyleSheet.create({ field: { gap: space.xs } });

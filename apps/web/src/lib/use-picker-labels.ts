import type { DatePickerInputProps } from '@mantine/dates';
import { useT } from '@ace/app-core/i18n';
import { currentLocale } from '@ace/domain';

/**
 * How a date picker shows its date: month first as the spec writes it in English, the month by name in Spanish (as
 * the domain's list dates, formatListDate: '7 nov 2026' cannot be read the wrong way round).
 */
export function pickerFormat(): string {
  return currentLocale() === 'es' ? 'D MMM YYYY' : 'MM / DD / YYYY';
}

/**
 * A date picker's days, all readable: none of the months around it (greyed out) and no weekend apart (red), whose
 * colours were too faint on white.
 */
export const READABLE_DAYS: Pick<DatePickerInputProps, 'hideOutsideDates' | 'weekendDays'> = {
  hideOutsideDates: true,
  weekendDays: [],
};

/**
 * Names for a date picker's arrows, which otherwise are buttons a screen reader cannot name. The month and year
 * buttons between them are named by what they show ('November 2026'), as a name must hold the visible text.
 */
export function usePickerLabels(): DatePickerInputProps['ariaLabels'] {
  const t = useT();
  return {
    previousMonth: t('picker.previousMonth'),
    nextMonth: t('picker.nextMonth'),
    previousYear: t('picker.previousYear'),
    nextYear: t('picker.nextYear'),
    previousDecade: t('picker.previousDecade'),
    nextDecade: t('picker.nextDecade'),
  };
}

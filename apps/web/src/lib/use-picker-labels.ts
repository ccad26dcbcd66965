import type { DatePickerInputProps } from '@mantine/dates';
import { useT } from '@ace/app-core/i18n';

/** How a date picker shows its date, month first as the spec writes it. */
export const PICKER_FORMAT = 'MM / DD / YYYY';

/** Names for a date picker's arrows and level buttons, which otherwise are buttons a screen reader cannot name. */
export function usePickerLabels(): DatePickerInputProps['ariaLabels'] {
  const t = useT();
  return {
    previousMonth: t('picker.previousMonth'),
    nextMonth: t('picker.nextMonth'),
    previousYear: t('picker.previousYear'),
    nextYear: t('picker.nextYear'),
    previousDecade: t('picker.previousDecade'),
    nextDecade: t('picker.nextDecade'),
    monthLevelControl: t('picker.monthLevel'),
    yearLevelControl: t('picker.yearLevel'),
  };
}

import type { Locale } from '@ace/domain';
import type { DatesProviderSettings } from '@mantine/dates';

/**
 * The date pickers' settings: the language shown, and weeks from Sunday in both languages. The programme is in
 * Ohio, and the first day of the week goes with the region, not the language (CLDR: en-US and es-US both start
 * on Sunday, as do US Spanish calendars); Mantine's default is Monday.
 */
export function datesSettings(locale: Locale): DatesProviderSettings {
  return { locale, firstDayOfWeek: 0 };
}

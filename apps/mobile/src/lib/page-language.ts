import type { Locale } from '@ace/domain';

/** The web build's page says its language (`lang`), so a screen reader reads each screen in it. */
export function followPageLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}

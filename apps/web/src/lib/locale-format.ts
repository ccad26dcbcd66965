import { currentLocale, intlTags, type Locale } from '@ace/domain';

/**
 * A date or number format in the language of the moment (the one the screens show), made once per language: times
 * of day, month names, decimals.
 */
export function localeFormat<Format>(make: (tag: string) => Format): () => Format {
  const formats = new Map<Locale, Format>();
  return () => {
    const locale = currentLocale();
    let format = formats.get(locale);
    if (format === undefined) {
      format = make(intlTags[locale]);
      formats.set(locale, format);
    }
    return format;
  };
}

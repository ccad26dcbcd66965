/**
 * The languages the portal speaks: English, the programme's own, and Spanish, which many of its families read
 * first (docs/adr/0023). A person's choice is kept by the API; before that the browser's or device's languages
 * decide, and English where neither speaks one of these.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The tags `Intl` formats with: the programme is in the United States, so its Spanish is the Spanish of the US. */
export const intlTags: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** Where a browser keeps the language chosen before signing in (and a signed-in person's, between visits). */
export const languageStorageKey = 'ace.language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The first of a person's languages ('es-MX', 'en-US', 'es') that the portal speaks; English when none is. */
export function localeFromLanguages(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return defaultLocale;
}

/** The languages of an Accept-Language header, most wanted first ('es-MX,es;q=0.9,en;q=0.8'). */
export function languagesOfAcceptLanguage(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.split(';').map((piece) => piece.trim());
      const weight = options.find((option) => option.startsWith('q='));
      const quality = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

let localeSource: () => Locale = () => defaultLocale;

/**
 * Says where the language of the moment comes from: the language a screen shows in an app, the request's or the
 * mail recipient's in the API (its AsyncLocalStorage). `translate`, money and dates follow it.
 */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

/** The language texts, money and dates are given in right now. */
export function currentLocale(): Locale {
  return localeSource();
}

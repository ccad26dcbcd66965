import type { MessageId } from './en.ts';
import { defaultLocale, intlTags, type Locale } from './locales.ts';
import type { Translate } from './translate.ts';

// Apart from translate.ts, which holds the translator of the catalogues: a screen that brings its own texts (the
// web's first screen, docs/adr/0012) makes its translator without loading the whole catalogue.

/** A placeholder in a text: `{name}`. */
const placeholder = /\{(\w+)\}/g;

/**
 * A text that changes with a number, one form per plural category of its language (`Intl.PluralRules`: English
 * has one and other, Spanish one, many and other). The form is chosen by the message's `count`; `other` is the
 * form for any category a translation leaves out (docs/adr/0023).
 */
export type PluralText = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** One entry of a catalogue. */
export type CatalogueText = string | PluralText;

/** Part of a catalogue: the texts of a screen that shows before the rest is loaded (the web's login screens). */
export type PartialCatalogue = Readonly<Partial<Record<MessageId, CatalogueText>>>;

/** A translator over a catalogue, or over part of one (an id outside that part is a programming error). */
export function createTranslator(catalogue: PartialCatalogue, locale: Locale = defaultLocale): Translate {
  const pluralRules = new Intl.PluralRules(intlTags[locale]);
  return (id, ...params) => {
    const values: Readonly<Record<string, string | number>> = params[0] ?? {};
    const entry = catalogue[id];
    if (entry === undefined) throw new Error(`Message ${id} is not in this catalogue`);
    const text = typeof entry === 'string' ? entry : pluralForm(id, entry, values.count, pluralRules);
    return text.replace(placeholder, (_whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Message ${id} needs a value for {${name}}`);
      return String(value);
    });
  };
}

function pluralForm(id: string, forms: PluralText, count: unknown, rules: Intl.PluralRules): string {
  if (typeof count !== 'number') throw new Error(`Message ${id} needs a number for {count}`);
  return forms[rules.select(count)] ?? forms.other;
}

/** The texts of an entry: itself, or each of its plural forms. */
export function textsOf(entry: CatalogueText): string[] {
  return typeof entry === 'string' ? [entry] : Object.values(entry);
}

/** The placeholders of a text (of every form of a plural one), for checking that a translation keeps them all. */
export function placeholdersOf(entry: CatalogueText): string[] {
  const names = new Set(
    textsOf(entry).flatMap((text) => [...text.matchAll(placeholder)].map((match) => match[1] ?? '')),
  );
  return [...names].sort();
}

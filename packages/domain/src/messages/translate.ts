import { createTranslator, type PluralText } from './create-translator.ts';
import { en, type EnglishText, type MessageId } from './en.ts';
import { es } from './es.ts';
import { currentLocale, type Locale } from './locales.ts';

type PlaceholderNames<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

/** The texts of an English entry: itself, or each of its plural forms. */
type TextsOf<Entry> = Entry extends string ? Entry : Entry[keyof Entry];

type PlaceholdersOf<Id extends MessageId> = PlaceholderNames<TextsOf<EnglishText<Id>>>;

/** The values a message needs, named by the placeholders of its English text; a plural one's count is a number. */
export type MessageParams<Id extends MessageId> =
  EnglishText<Id> extends string
    ? Record<PlaceholdersOf<Id>, string | number>
    : Record<Exclude<PlaceholdersOf<Id>, 'count'>, string | number> & { count: number };

/** The ids of texts without placeholders: labels, titles, fixed messages. */
export type PlainMessageId = {
  [Id in MessageId]: PlaceholdersOf<Id> extends never ? Id : never;
}[MessageId];

/**
 * A whole translation: one text per message id with the same placeholders as the English one, and plural forms
 * where English has them (the check in catalogues.test.ts holds every placeholder to English).
 */
export type Catalogue = { readonly [Id in MessageId]: EnglishText<Id> extends string ? string : PluralText };

/** Turns a message id (and its values) into the text a person reads. */
export type Translate = <Id extends MessageId>(
  id: Id,
  ...params: PlaceholdersOf<Id> extends never ? [] : [MessageParams<Id>]
) => string;

export const catalogues: Readonly<Record<Locale, Catalogue>> = { en, es };

const translators: Readonly<Record<Locale, Translate>> = {
  en: createTranslator(en, 'en'),
  es: createTranslator(es, 'es'),
};

/** The translator of one language, whatever the language of the moment. */
export function translatorFor(locale: Locale): Translate {
  return translators[locale];
}

/** The translator of the language of the moment (locales.ts), the default wherever a rule speaks. */
export const translate: Translate = (id, ...params) => translators[currentLocale()](id, ...params);

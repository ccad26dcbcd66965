import { createTranslator } from './create-translator.ts';
import { en, type EnglishText, type MessageId } from './en.ts';

type PlaceholderNames<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

/** The values a message needs, named by the placeholders of its English text. */
export type MessageParams<Id extends MessageId> = Record<PlaceholderNames<EnglishText<Id>>, string | number>;

/** The ids of texts without placeholders: labels, titles, fixed messages. */
export type PlainMessageId = {
  [Id in MessageId]: PlaceholderNames<EnglishText<Id>> extends never ? Id : never;
}[MessageId];

/** A whole translation: one text per message id, with the same placeholders as the English one. */
export type Catalogue = Readonly<Record<MessageId, string>>;

/** Turns a message id (and its values) into the text a person reads. */
export type Translate = <Id extends MessageId>(
  id: Id,
  ...params: PlaceholderNames<EnglishText<Id>> extends never ? [] : [MessageParams<Id>]
) => string;

/** The English translator, the default wherever a rule speaks. */
export const translate: Translate = createTranslator(en);

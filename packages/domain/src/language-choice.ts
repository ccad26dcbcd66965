import { z } from 'zod';
import { locales } from './messages/locales.ts';
import { translate } from './messages/translate.ts';

/**
 * A person's language as the API keeps it (`GET` and `PUT /api/user/language`, any signed-in person): null until
 * they choose one, when the screen follows the browser or device. E-mails to the person are written in it.
 */
export const languageChoiceSchema = z.object({ language: z.enum(locales).nullable() });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/**
 * What `PUT /api/user/language` takes: one of the portal's languages. Its message is written when a value is
 * refused, so it is in the language of that moment (the request's in the API).
 */
export const languageChangeSchema = z.object({
  language: z.enum(locales, { error: () => translate('app.language.invalid') }),
});
export type LanguageChange = z.infer<typeof languageChangeSchema>;

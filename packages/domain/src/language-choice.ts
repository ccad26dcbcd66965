import { z } from 'zod';
import { locales } from './messages/locales.ts';

/**
 * A person's language as the API keeps it (`GET` and `PUT /api/user/language`, any signed-in person): null until
 * they choose one, when the screen follows the browser or device. E-mails to the person are written in it.
 */
export const languageChoiceSchema = z.object({ language: z.enum(locales).nullable() });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** What `PUT /api/user/language` takes: one of the portal's languages. */
export const languageChangeSchema = z.object({ language: z.enum(locales) });
export type LanguageChange = z.infer<typeof languageChangeSchema>;

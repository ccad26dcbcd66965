import type { PluralText } from './create-translator.ts';

/**
 * The Spanish (or any other) texts of one English area file: the same ids, none more and none fewer (`satisfies`
 * refuses both), a string for a string and plural forms for plural forms.
 */
export type Translation<English> = {
  readonly [Id in keyof English]: English[Id] extends string ? string : PluralText;
};

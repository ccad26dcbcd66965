import { z } from 'zod';
import { translate, type Translate } from './messages/translate.ts';

/**
 * The one rule for the characters of every text the portal takes (bodies, path and query parameters, multipart
 * fields, file names, imported rows): no control characters (Unicode Cc: C0, DEL and C1), except tab and line
 * breaks in a text of several lines, and no lone surrogates, which are not Unicode text at all. PostgreSQL refuses
 * NUL outright and would store a lone surrogate as U+FFFD; the other controls are invisible and have no place in a
 * name, an id or a note. Everything else Unicode holds (accents, scripts, emoji, joiners) is welcome.
 */
const refusedInOneLine = /[\p{Cc}\p{Cs}]/u;
const refusedInLines = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export interface TextOptions {
  /** A text of several lines (a description, a note, an address) may hold tabs and line breaks. */
  multiline?: boolean;
  /** The field's own message for a text it cannot take (a number, an id, a link); else the general one. */
  refused?: string;
  t?: Translate;
}

/** Whether the text holds a character no field takes (see above). */
export function hasRefusedCharacters(text: string, { multiline = false }: Pick<TextOptions, 'multiline'> = {}) {
  return (multiline ? refusedInLines : refusedInOneLine).test(text);
}

/** The check of the rule, for a string schema that reads its text first (trims it, say). */
export function acceptableCharacters({ multiline = false, refused, t = translate }: TextOptions = {}) {
  return z.refine<string>((text) => !hasRefusedCharacters(text, { multiline }), {
    error: refused ?? t('text.refusedCharacters'),
  });
}

/**
 * A text as a request carries it: a string of acceptable characters. Every text field of a request schema starts
 * here or at requiredText / optionalText; `error` is the field's message for a value that is not a string.
 */
export function text(options: TextOptions & { error?: string } = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .check(acceptableCharacters(options));
}

/** A text without the spaces around it, then checked: a name or number pasted with a line break after it is fine. */
export function trimmedText(options: TextOptions & { error?: string } = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .trim()
    .check(acceptableCharacters(options));
}

/**
 * A text a person must fill in: trimmed, and blank counts as missing. Checks chained after it may report too;
 * a field shows its first problem (see fieldIssues).
 */
export function requiredText(message: string, options: TextOptions = {}) {
  return trimmedText({ ...options, error: message }).min(1, { error: message });
}

/** A text a person may leave empty: trimmed; blank or missing becomes undefined. */
export function optionalText(options: TextOptions = {}) {
  return trimmedText(options)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

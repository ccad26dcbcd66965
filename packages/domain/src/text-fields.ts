import { z } from 'zod';

/**
 * A text a person must fill in: trimmed, and blank counts as missing. Checks chained after it may report too;
 * a field shows its first problem (see fieldIssues).
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** A text a person may leave empty: trimmed; blank or missing becomes undefined. */
export function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

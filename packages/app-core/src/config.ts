import { z } from 'zod';

/** A configured address: absolute, or a path on the portal's own origin (/merit, /bank on the one-origin stack). */
export const addressOrPath = z
  .string()
  .trim()
  .min(1)
  .refine((value) => value.startsWith('/') || URL.canParse(value), {
    error: 'must be an absolute URL or a path on this origin',
  });

// Kept apart so that a screen can resolve its configured addresses without loading zod.
export { onOrigin } from './on-origin.ts';

/**
 * An app's configuration checked against its schema. A missing or malformed value stops the app with an error that
 * names every problem and where the values come from, instead of a broken link later (spec section 8).
 */
export function parseConfig<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  app: string,
  source: string,
): z.infer<Schema> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`${app} configuration is missing or wrong (${problems}). See ${source}.`);
  }
  return parsed.data;
}

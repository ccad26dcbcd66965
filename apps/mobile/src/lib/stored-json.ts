import type { z } from 'zod';

/** A stored value read back through its schema: one that does not match is dropped, as if never stored. */
export async function readStoredJson<T>(
  key: string,
  schema: z.ZodType<T>,
  read: (key: string) => Promise<string | null>,
  remove: (key: string) => Promise<void>,
): Promise<T | null> {
  const text = await read(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: dropped below.
  }
  await remove(key);
  return null;
}

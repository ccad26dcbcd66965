import type { z } from 'zod';

/**
 * Local storage that never throws (private modes and full quotas do) and never trusts what it reads: a value that
 * does not match its schema is dropped, as if it had never been stored.
 */
export function readStored<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: treated as absent below.
  }
  removeStored(key);
  return null;
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (quota, private mode): the session lasts as long as the page.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

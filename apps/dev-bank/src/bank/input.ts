import type { EmbeddedError } from '../hal.ts';

/** A request body as the bank reads it: a JSON object, its fields checked one by one. */
export type Body = Record<string, unknown>;

export function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's text, trimmed; undefined when it is missing, blank or not text. */
export function text(body: Body, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export const required = (name: string): EmbeddedError => ({
  code: 'Required',
  message: `${capitalised(name)} required.`,
  path: `/${name}`,
});

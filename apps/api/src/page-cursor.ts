import { translate } from '@ace/domain';
import { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Where a keyset page starts: after the row with this sort key (text, or none when the id alone orders) and id. */
export interface PageStart {
  key: string | null;
  id: number;
}

const cursorSchema = z.tuple([
  z.string().max(64),
  z.string().max(64).nullable(),
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
]);

/**
 * The cursor of the next page: the list it belongs to (a list sorted several ways names its sort and order; '' for a
 * list with one order), the last row's sort key and id, as base64url JSON, opaque to the client.
 */
export function encodePageCursor(start: PageStart, list = ''): string {
  const cursor: z.infer<typeof cursorSchema> = [list, start.key, start.id];
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function invalidCursor() {
  return new ValidationError([{ path: 'cursor', message: translate('provider.list.cursorInvalid') }]);
}

/**
 * A cursor back as a page start; one that was tampered with, or belongs to another list or another sort of this one,
 * is refused, never guessed at.
 */
export function decodePageCursor(text: string, isKey: (key: string | null) => boolean, list = ''): PageStart {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) throw invalidCursor();
  const [cursorList, key, id] = parsed.data;
  if (cursorList !== list || !isKey(key)) throw invalidCursor();
  return { key, id };
}

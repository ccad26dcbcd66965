import { z } from 'zod';
import { translate, type Translate } from './messages/translate.ts';
import { text } from './text-fields.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/**
 * The page of a list a query asks for: its size (1 to MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when not given) and the
 * cursor of the page after, as the list's last page gave it. The cursor is opaque here: the API refuses one it did not
 * write (apps/api/src/page-cursor.ts). Spread into each list's query schema.
 */
export function pageQueryShape(t: Translate = translate, cursorMaxLength = 200) {
  return {
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    cursor: text({ t, refused: t('provider.list.cursorInvalid') })
      .max(cursorMaxLength)
      .optional(),
  };
}

import type { Locale } from '@ace/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Keeps the language on each of a person's registrations (their users rows). */
export async function setUsersLanguage(db: Executor, userIds: readonly number[], language: Locale) {
  await db
    .update(users)
    .set({ language })
    .where(inArray(users.id, [...userIds]));
}

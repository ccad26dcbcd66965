import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { parents, users } from '../../db/schema.ts';

/** A registered parent by their user id, with the user row their details are read from. */
export async function findFamilyParent(db: Executor, parentUserId: number) {
  const rows = await db
    .select({ user: users, parent: parents })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(eq(parents.userId, parentUserId))
    .limit(1);
  return rows[0];
}

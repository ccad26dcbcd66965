import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { schoolYearEvents, schoolYears, users } from '../../db/schema.ts';

export type SchoolYearRow = typeof schoolYears.$inferSelect;

/** Every school year of the programme, the first first. */
export function listSchoolYears(db: Executor): Promise<SchoolYearRow[]> {
  return db.select().from(schoolYears).orderBy(schoolYears.startYear);
}

/**
 * The programme's last year, locked until the transaction ends: two openings at once take turns, and the second reads
 * the year the first added.
 */
export async function lockLastSchoolYear(db: Executor): Promise<SchoolYearRow | undefined> {
  const [row] = await db.select().from(schoolYears).orderBy(desc(schoolYears.startYear)).limit(1).for('update');
  return row;
}

/** Adds a year; undefined when the programme already has it (its start year is the key). */
export async function insertSchoolYear(
  db: Executor,
  values: typeof schoolYears.$inferInsert,
): Promise<SchoolYearRow | undefined> {
  const [row] = await db.insert(schoolYears).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertSchoolYearEvent(db: Executor, values: typeof schoolYearEvents.$inferInsert) {
  const [row] = await db.insert(schoolYearEvents).values(values).returning({ id: schoolYearEvents.id });
  if (!row) throw new Error('The change of the school year was not recorded');
  return row.id;
}

/** The years' audit trail with who made each change, the newest first. */
export function listSchoolYearEvents(db: Executor) {
  return db
    .select({
      id: schoolYearEvents.id,
      at: schoolYearEvents.at,
      action: schoolYearEvents.action,
      startYear: schoolYearEvents.startYear,
      before: schoolYearEvents.before,
      after: schoolYearEvents.after,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(schoolYearEvents)
    .leftJoin(users, eq(users.id, schoolYearEvents.staffUserId))
    .orderBy(desc(schoolYearEvents.at), desc(schoolYearEvents.id));
}

import type { Executor } from '../../db/client.ts';
import { schoolYears } from '../../db/schema.ts';

export type SchoolYearRow = typeof schoolYears.$inferSelect;

/** Every school year of the programme, the first first. */
export function listSchoolYears(db: Executor): Promise<SchoolYearRow[]> {
  return db.select().from(schoolYears).orderBy(schoolYears.startYear);
}

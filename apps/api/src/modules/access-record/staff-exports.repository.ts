import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffExports } from '../../db/schema.ts';

/** One download, recorded before its first row is sent: answers the record's id. */
export async function insertStaffExport(db: Executor, values: typeof staffExports.$inferInsert): Promise<number> {
  const [row] = await db.insert(staffExports).values(values).returning({ id: staffExports.id });
  if (!row) throw new Error('The download was not recorded');
  return row.id;
}

/** How many rows a download sent, set once (the table refuses any other change). */
export async function setStaffExportRowCount(db: Executor, id: number, rowCount: number) {
  await db
    .update(staffExports)
    .set({ rowCount })
    .where(and(eq(staffExports.id, id), isNull(staffExports.rowCount)));
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEmptyTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { instantText } from './instant-text.ts';

/** Instants at the edges: whole seconds, microseconds a millisecond cannot hold, the ends of days, months and years. */
const instants = [
  '2023-09-15 16:00:00+00',
  '2023-09-15 16:00:00.5+00',
  '2023-09-15 16:00:00.123456+00',
  '2023-09-15 16:00:00.999999+00',
  '2023-12-31 23:59:59.9995+00',
  '2024-02-29 00:00:00.000001+00',
  '2026-11-01 01:30:00-04',
  '2026-11-01 01:30:00-05',
  '1999-12-31 19:00:00.001-05',
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
});
afterAll(() => database.close());

describe('an instant written by the database', () => {
  // As a Date from the driver, and from the instant in JSON (as the dashboard read its claims before).
  it("reads as JavaScript's toISOString writes the same instant read as a Date", async () => {
    for (const instant of instants) {
      const result = await database.db.execute(
        sql`select ${instantText(sql`${instant}::timestamptz`)} as text, ${instant}::timestamptz as instant,
          to_json(${instant}::timestamptz) #>> '{}' as json`,
      );
      const [row] = z
        .object({ rows: z.array(z.object({ text: z.string(), instant: z.coerce.date(), json: z.string() })) })
        .parse(result).rows;
      expect(row?.text, instant).toBe(row?.instant.toISOString());
      expect(row?.text, instant).toBe(new Date(row?.json ?? '').toISOString());
    }
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/bank-flow.ts';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * A connection the server cuts while a transaction holds it, between two of its queries (PostgreSQL restarting under
 * load, issue 33): the transaction fails as unavailable, and the process goes on. Without a listener on the
 * connection its error event went unheard and ended the process. PostgreSQL only: PGlite has no server to cut it.
 */
describe.runIf(testDatabaseKind() === 'postgres')('a connection lost inside a transaction', () => {
  it('fails the transaction as unavailable, and the pool serves the next one', async () => {
    const database = await createTestDatabase();
    try {
      const rowsOf = (result: unknown) => (result as { rows: { pid?: number }[] }).rows;
      const transaction = database.db.transaction(async (tx) => {
        const pid = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        // Until the server has closed it, and a moment for its socket's end to reach the connection.
        await eventually(
          async () => rowsOf(await database.db.execute(sql`select pid from pg_stat_activity where pid = ${pid}`)),
          (rows) => rows.length === 0,
        );
        await new Promise((resolve) => setImmediate(resolve));
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(rowsOf(await database.db.execute(sql`select 1 as pid`))).toEqual([{ pid: 1 }]);
    } finally {
      await database.close();
    }
  });
});

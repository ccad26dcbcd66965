import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertChild, insertClaim, insertParent } from '../../test/factories.ts';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database.ts';
import { listDashboardChildren } from '../modules/users/users.repository.ts';
import type { Executor } from './client.ts';
import { preparedQuery, preparedVariants } from './prepared-query.ts';
import { users } from './schema.ts';

/**
 * How PostgreSQL plans the prepared queries (ADR 0017, addendum): a read by keys (`once`) is a named statement whose
 * plan the connection keeps; any other is sent unnamed and planned for its values each time. PGlite has no
 * statements by name (Drizzle ignores them there): nothing to show.
 */
const onPostgres = testDatabaseKind() === 'postgres';

const userById = preparedQuery(
  'test_user_by_id',
  (db, name) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(name),
  'once',
);

const usersByEmailPrefix = preparedQuery('test_users_by_email_prefix', (db, name) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, sql.placeholder('prefix')))
    .prepare(name),
);

const usersOfType = preparedVariants('test_users_of_type', (db, name, shape: { type: 'Parent' | 'MeritCS' }) =>
  db.select({ id: users.id }).from(users).where(eq(users.type, shape.type)).prepare(name),
);

const statementsSchema = z.object({
  rows: z.array(
    z.object({
      name: z.string(),
      statement: z.string(),
      generic_plans: z.coerce.number(),
      custom_plans: z.coerce.number(),
    }),
  ),
});

/** The named statements of the transaction's connection, with how often each was planned generically and for values. */
async function namedStatements(tx: Executor) {
  const result = await tx.execute(sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements`);
  return new Map(statementsSchema.parse(result).rows.map((row) => [row.name, row]));
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe.skipIf(!onPostgres)('how PostgreSQL plans a prepared query', () => {
  it('keeps one plan of a read by keys on each connection, once it is as cheap as a plan for the values', async () => {
    const parent = await insertParent(database.db);
    const child = await insertChild(database.db, parent.user.id);
    await insertClaim(database.db, { childId: child.id, submittedBy: parent.user.id });
    await database.db.transaction(async (tx) => {
      for (let run = 0; run < 8; run += 1) {
        expect(await userById(tx).execute({ id: parent.user.id })).toEqual([{ id: parent.user.id }]);
        const dashboard = await listDashboardChildren(tx, parent.user.id);
        expect(dashboard.children.map((row) => row.claims.length)).toEqual([1]);
      }
      const statements = await namedStatements(tx);
      for (const name of ['test_user_by_id', 'dashboard_children']) {
        const statement = statements.get(name);
        expect(statement, name).toBeDefined();
        expect(statement?.generic_plans, name).toBeGreaterThan(0);
        expect(statement?.custom_plans, name).toBeLessThanOrEqual(5);
      }
    });
  });

  it('plans any other query for its values every time: the statement goes unnamed', async () => {
    await database.db.transaction(async (tx) => {
      for (let run = 0; run < 8; run += 1) {
        await userById(tx).execute({ id: 1 });
        await usersByEmailPrefix(tx).execute({ prefix: 'nobody%' });
        await usersOfType(tx, { type: run % 2 === 0 ? 'Parent' : 'MeritCS' }).execute();
      }
      const statements = [...(await namedStatements(tx)).values()];
      expect(statements.map((row) => row.name)).toContain('test_user_by_id');
      expect(statements.filter((row) => /"email" like \$1|"type" = '(Parent|MeritCS)'/.test(row.statement))).toEqual(
        [],
      );
    });
  });
});

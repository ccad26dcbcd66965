import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrationsBefore } from '../../test/migrations-before.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const MIGRATION = '0025_child_awards';

const fundsSchema = z.object({
  rows: z.array(
    z.object({
      child_id: z.number(),
      school_year: z.number().nullable(),
      award_cents: z.coerce.number(),
      pending_cents: z.coerce.number(),
      spent_cents: z.coerce.number(),
    }),
  ),
});
const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

async function rows(database: TestDatabase, query: ReturnType<typeof sql>) {
  return rowsSchema.parse(await database.db.execute(query)).rows;
}

/** Every figure of the programme the migration must not move. */
async function programmeFigures(database: TestDatabase) {
  return {
    claims: await rows(database, sql`select * from claims order by id`),
    totals: await rows(database, sql`select * from child_claim_totals order by 1`),
    awards: await rows(database, sql`select * from programme_awards order by school_year`),
    claimFigures: await rows(database, sql`select * from programme_claim_figures order by 1, 2, 3, 4, 5, 6`),
    providerFigures: await rows(database, sql`select * from programme_provider_figures order by 1, 2, 3, 4`),
  };
}

describe(`migration ${MIGRATION}`, () => {
  let database: TestDatabase;
  const before = migrationsBefore(MIGRATION);
  // Up to this migration only: a later one (0028) adds the figures of children without a school year.
  const upTo = migrationsBefore('0026_year_end_settlements');

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await database.migrate(before.folder);
    // Two families of an existing database: children of each specification year and one without, with claims in
    // every status (a rejected one holds nothing), one child with none.
    await database.db.execute(sql`
      with parent as (
        insert into users (type, email, first_name, last_name)
        values ('Parent', 'omar.khan@example.com', 'Omar', 'Khan'), ('Parent', 'ana.lopez@example.com', 'Ana', 'Lopez')
        returning id
      ), family as (
        insert into parents (user_id, has_provided_bank_details, has_healthy_bank_connection)
        select id, true, true from parent returning user_id
      ), kids as (
        insert into children (parent_id, first_name, last_name, school_year, home_schooled, award_cents)
        select user_id, name, 'Khan', year, false, award
        from family, (values ('Ayaan', 2021, 50000), ('Zara', 2022, 100000), ('Noor', 2023, 120000),
                             ('Omar', null, 80000), ('Idle', 2023, 100000)) as kid (name, year, award)
        returning id, parent_id, school_year, first_name
      )
      insert into claims (child_id, submitted_by, amount_cents, category, description, date_of_service, pay_to,
                          status, waiting_on, school_year)
      select id, parent_id, amount, 'tutoring', 'Tutoring', '2023-09-01', 'User', status,
        case when status = 'Pending' then 'staff' when status = 'Pending external' then 'provider' else 'nobody' end,
        school_year
      from kids, (values (12500, 'Pending'), (2000, 'Pending external'), (30000, 'Accepted'), (9900, 'Rejected'))
        as claim (amount, status)
      where first_name <> 'Idle'`);
  }, 180_000);

  afterAll(async () => {
    await database.close();
    before.remove();
    upTo.remove();
  });

  it("keeps every child's funds, claims and programme figures, each award under its child's year", async () => {
    const fundsBefore = fundsSchema.parse(
      await database.db.execute(sql`
        select c.id as child_id, c.school_year, c.award_cents,
          coalesce(t.pending_cents, 0) as pending_cents, coalesce(t.spent_cents, 0) as spent_cents
        from children c left join child_claim_totals t on t.child_id = c.id order by c.id`),
    ).rows;
    expect(fundsBefore).toHaveLength(10);
    const figures = await programmeFigures(database);

    await database.migrate(upTo.folder);

    const fundsAfter = fundsSchema.parse(
      await database.db.execute(sql`
        select a.child_id, a.school_year, a.amount_cents as award_cents,
          coalesce(t.pending_cents, 0) as pending_cents, coalesce(t.spent_cents, 0) as spent_cents
        from child_awards a
        left join child_year_claim_totals t on t.child_id = a.child_id and t.school_year is not distinct from a.school_year
        order by a.child_id`),
    ).rows;
    expect(fundsAfter).toEqual(fundsBefore);
    expect(await programmeFigures(database)).toEqual(figures);
    expect(
      await rows(
        database,
        sql`select count(*)::int as count from information_schema.columns
                               where table_name = 'children' and column_name = 'award_cents'`,
      ),
    ).toEqual([{ count: 0 }]);

    // From now on the awards keep the programme's awarded figure, and the claims each year's totals.
    const noor = sql`(select id from children where first_name = 'Noor' limit 1)`;
    await database.db.execute(sql`insert into school_years (start_year, first_date_of_service, default_award_cents,
      state, unspent_funds, opened_at) values (2024, '2024-07-01', 100000, 'open', 'roll_over', now())`);
    await database.db.execute(sql`insert into child_awards (child_id, school_year, amount_cents)
      values (${noor}, 2024, 70000)`);
    await database.db.execute(sql`update claims set status = 'Accepted', waiting_on = 'nobody'
      where child_id = ${noor} and status = 'Pending'`);
    expect(await rows(database, sql`select school_year, award_cents::int from programme_awards order by 1`)).toEqual([
      { school_year: 2021, award_cents: 100_000 },
      { school_year: 2022, award_cents: 200_000 },
      { school_year: 2023, award_cents: 440_000 },
      { school_year: 2024, award_cents: 70_000 },
    ]);
    expect(
      await rows(
        database,
        sql`select school_year, pending_cents::int, spent_cents::int from child_year_claim_totals where child_id = ${noor}`,
      ),
    ).toEqual([{ school_year: 2023, pending_cents: 2000, spent_cents: 42_500 }]);
  });

  it('refuses a second award of the same child and year, the "none" year included', async () => {
    const omar = sql`(select id from children where first_name = 'Omar' and school_year is null limit 1)`;
    await expect(
      database.db.execute(
        sql`insert into child_awards (child_id, school_year, amount_cents) values (${omar}, null, 1)`,
      ),
    ).rejects.toThrow();
  });
});

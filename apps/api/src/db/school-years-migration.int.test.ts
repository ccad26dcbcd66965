import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyOfOldDatabase, migrationsBefore } from '../../test/migrations-before.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const MIGRATION = '0023_school_years';

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

async function rows(database: TestDatabase, query: ReturnType<typeof sql>) {
  return rowsSchema.parse(await database.db.execute(query)).rows;
}

/** Every row the programme's figures and a family's funds are read from, as text so that any change shows. */
async function everyFigure(database: TestDatabase) {
  return {
    children: await rows(database, sql`select * from children order by id`),
    claims: await rows(database, sql`select * from claims order by id`),
    totals: await rows(database, sql`select * from child_claim_totals order by 1, 2`),
    awards: await rows(database, sql`select * from programme_awards order by school_year`),
    claimFigures: await rows(database, sql`select * from programme_claim_figures order by 1, 2, 3, 4, 5, 6`),
  };
}

describe(`migration ${MIGRATION}`, () => {
  let database: TestDatabase;
  const before = migrationsBefore(MIGRATION);
  // The next migration moves the awards out of children (0025): this one is proven on the schema it made.
  const after = migrationsBefore('0025_child_awards');

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await database.migrate(before.folder);
    // A family of an existing database: a child of each specification year and one without, each with a claim.
    await database.db.execute(sql`
      with ${familyOfOldDatabase}, kids as (
        insert into children (parent_id, first_name, last_name, school_year, home_schooled, award_cents)
        select user_id, name, 'Khan', year, false, 100000
        from family, (values ('Ayaan', 2021), ('Zara', 2022), ('Noor', 2023), ('Omar', null)) as kid (name, year)
        returning id, parent_id, school_year
      )
      insert into claims (child_id, submitted_by, amount_cents, category, description, date_of_service, pay_to,
                          status, waiting_on, school_year)
      select id, parent_id, 12500, 'tutoring', 'Tutoring', '2023-09-01', 'User', 'Pending', 'staff', school_year
      from kids`);
  }, 180_000);

  afterAll(async () => {
    await database.close();
    before.remove();
    after.remove();
  });

  it('keeps every row and figure, writes the specification’s years, and makes children and claims name one', async () => {
    const figures = await everyFigure(database);
    expect(figures.claims).toHaveLength(4);
    await database.migrate(after.folder);
    expect(await everyFigure(database)).toEqual(figures);

    expect(
      await rows(
        database,
        sql`select start_year, first_date_of_service::text, last_claim_day, default_award_cents, state,
                   unspent_funds, roll_over_cap_cents, opened_at is not null as opened, closed_at
            from school_years order by start_year`,
      ),
    ).toEqual(
      [
        [2021, '2022-04-25', 50_000],
        [2022, '2022-07-01', 100_000],
        [2023, '2023-07-01', 100_000],
      ].map(([startYear, firstDateOfService, award]) => ({
        start_year: startYear,
        first_date_of_service: firstDateOfService,
        last_claim_day: null,
        default_award_cents: award,
        state: 'open',
        unspent_funds: 'roll_over',
        roll_over_cap_cents: null,
        opened: true,
        closed_at: null,
      })),
    );

    const child = sql`insert into children (parent_id, first_name, last_name, school_year, home_schooled, award_cents)
                      select id, 'Lina', 'Khan', 2030, false, 0 from users where email = 'omar.khan@example.com'`;
    await expect(database.db.execute(child)).rejects.toThrow();
    await database.db.execute(sql`
      insert into school_years (start_year, first_date_of_service, default_award_cents, state, unspent_funds)
      values (2030, '2030-07-01', 100000, 'upcoming', 'lapse')`);
    await database.db.execute(child);
    expect(await rows(database, sql`select count(*)::int as count from children where school_year = 2030`)).toEqual([
      { count: 1 },
    ]);
  });
});

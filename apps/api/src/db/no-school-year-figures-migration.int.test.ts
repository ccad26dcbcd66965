import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyOfOldDatabase, migrationsBefore } from '../../test/migrations-before.ts';
import { keptProgrammeFigures, recountProgrammeFigures } from '../../test/programme-figures.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const MIGRATION = '0028_programme_figures_of_no_school_year';

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** The programme's figures of the programme's years, which the migration must not move. */
async function figuresOfYears(database: TestDatabase) {
  const rows = async (query: ReturnType<typeof sql>) => rowsSchema.parse(await database.db.execute(query)).rows;
  return {
    awards: await rows(sql`select * from programme_awards where school_year > 0 order by 1`),
    claimFigures: await rows(
      sql`select * from programme_claim_figures where school_year > 0 order by 1, 2, 3, 4, 5, 6`,
    ),
    providerFigures: await rows(
      sql`select * from programme_provider_figures where school_year > 0 order by 1, 2, 3, 4`,
    ),
    durations: await rows(sql`select * from programme_durations where school_year > 0 order by 1, 2, 3, 4`),
    overdue: await rows(sql`select * from programme_overdue_changes where school_year > 0 order by 1, 2, 3`),
  };
}

describe(`migration ${MIGRATION}`, () => {
  let database: TestDatabase;
  const before = migrationsBefore(MIGRATION);

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await database.migrate(before.folder);
    // A family of an existing database: a child of 2022 and one without a school year, each with claims in every
    // status; the second's accepted claim decided by its provider and paid, one waiting for a provider.
    await database.db.execute(sql`
      with ${familyOfOldDatabase}, kids as (
        insert into children (parent_id, first_name, last_name, school_year, home_schooled)
        select user_id, name, 'Khan', year, false
        from family, (values ('Zara', 2022), ('Omar', null::int)) as kid (name, year)
        returning id, parent_id, school_year
      ), awards as (
        insert into child_awards (child_id, school_year, amount_cents)
        select id, school_year, 80000 from kids returning child_id
      )
      insert into claims (child_id, submitted_by, amount_cents, category, description, date_of_service, pay_to,
                          status, waiting_on, due_at, school_year, created_at)
      select id, parent_id, amount, 'tutoring', 'Tutoring', '2023-09-01', 'User', status,
        case when status = 'Pending' then 'staff' when status = 'Pending external' then 'provider' else 'nobody' end,
        case when status = 'Pending external' then timestamptz '2023-09-20 04:00:00+00' end,
        school_year, timestamptz '2023-09-05 14:00:00+00'
      from kids, (values (12500, 'Pending'), (2000, 'Pending external'), (30000, 'Accepted'), (9900, 'Rejected'))
        as claim (amount, status)`);
    await database.db.execute(sql`
      insert into claim_events (claim_id, actor_kind, action, from_status, to_status, at)
      select id, 'externalToken', 'approved', 'Pending external', 'Accepted', timestamptz '2023-09-08 14:00:00+00'
      from claims where status = 'Accepted'`);
    await database.db.execute(sql`
      insert into transfers (claim_id, amount_cents, pay_to, status, created_at, updated_at)
      select id, amount_cents, 'User', 'processed', timestamptz '2023-09-12 14:00:00+00',
        timestamptz '2023-09-12 14:00:00+00'
      from claims where status = 'Accepted'`);
  }, 180_000);

  afterAll(async () => {
    await database.close();
    before.remove();
  });

  it("adds the figures of children without a school year under N/A's key and keeps every year's", async () => {
    const years = await figuresOfYears(database);
    expect(years.claimFigures).not.toEqual([]);

    await database.migrate();

    expect(await figuresOfYears(database)).toEqual(years);
    const kept = await keptProgrammeFigures(database.db);
    expect(kept).toEqual(await recountProgrammeFigures(database.db));
    expect(kept.awards).toEqual({ 0: 80_000, 2022: 80_000 });
    expect(kept.waiting).toEqual({ 0: 1, 2022: 1 });

    // From now on the triggers keep them too.
    await database.db.execute(sql`update claims set status = 'Accepted', waiting_on = 'nobody', due_at = null
      where school_year is null and status = 'Pending external'`);
    await database.db.execute(sql`update child_awards set amount_cents = 90000 where school_year is null`);
    const after = await keptProgrammeFigures(database.db);
    expect(after).toEqual(await recountProgrammeFigures(database.db));
    expect(after.awards).toEqual({ 0: 90_000, 2022: 80_000 });
  });
});

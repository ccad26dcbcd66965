import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyOfOldDatabase, migrationsBefore } from '../../test/migrations-before.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const MIGRATION = '0033_audit_cases_figure_keys';

const casesSchema = z.object({
  rows: z.array(
    z.object({
      description: z.string(),
      figure_year: z.number(),
      submitted_on: z.union([z.string(), z.date()]),
      provider_number: z.string().nullable(),
    }),
  ),
});

describe(`migration ${MIGRATION}`, () => {
  let database: TestDatabase;
  const before = migrationsBefore(MIGRATION);

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await database.migrate(before.folder);
    // Audit cases of an existing database: a claim of 2022 paid to a provider, sent at 11 pm in New York (the next
    // day in UTC), and a claim of a child without a school year paid to the family.
    await database.db.execute(sql`
      with ${familyOfOldDatabase}, provider as (
        insert into service_providers (number, name, organisation_id) values ('100200', 'Bright Tutors', 'org-bright')
        returning id
      ), kids as (
        insert into children (parent_id, first_name, last_name, school_year, home_schooled)
        select user_id, name, 'Khan', year, false
        from family, (values ('Zara', 2022), ('Omar', null::int)) as kid (name, year)
        returning id, parent_id, school_year
      ), paid as (
        insert into claims (child_id, submitted_by, amount_cents, category, description, date_of_service, pay_to,
                            service_provider_id, status, waiting_on, school_year, created_at)
        select kids.id, parent_id, 5000, 'tutoring', 'Claim of ' || coalesce(school_year::text, 'no year'),
          '2023-09-01', case when school_year is null then 'User' else 'Vendor' end,
          case when school_year is null then null else provider.id end, 'Accepted', 'nobody', school_year,
          case when school_year is null then timestamptz '2023-10-02 14:00:00+00'
            else timestamptz '2023-09-06 03:00:00+00' end
        from kids, provider
        returning id, child_id
      )
      insert into audit_cases (claim_id, child_id, sampled, opened_at, state)
      select id, child_id, true, timestamptz '2023-10-09 14:00:00+00', 'open' from paid`);
  }, 180_000);

  afterAll(async () => {
    await database.close();
    before.remove();
  });

  it("gives each case its claim's school year (0 for none), day of submission in New York and provider", async () => {
    await database.migrate();

    const found = casesSchema.parse(
      await database.db.execute(sql`
        select claims.description, audit_cases.figure_year, audit_cases.submitted_on::text as submitted_on,
          service_providers.number as provider_number
        from audit_cases join claims on claims.id = audit_cases.claim_id
        left join service_providers on service_providers.id = audit_cases.provider_id
        order by claims.description`),
    ).rows;
    expect(found).toEqual([
      { description: 'Claim of 2022', figure_year: 2022, submitted_on: '2023-09-05', provider_number: '100200' },
      { description: 'Claim of no year', figure_year: 0, submitted_on: '2023-10-02', provider_number: null },
    ]);
  });
});

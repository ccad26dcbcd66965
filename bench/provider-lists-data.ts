/**
 * The data set of the provider list benchmark: providers, families and claims generated inside the database with
 * generate_series (100,000 claims in a few seconds on PGlite), deterministic, so runs compare.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import type { TestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import { BENCH_STAFF } from './staff-queue-data.ts';

export interface ProviderListsData {
  claims: number;
  providers: number;
  families: number;
  /**
   * The school years of the data: the specification's three (2021-2023, children a quarter each of 2021, 2022, 2023
   * and none, claims submitted over 2022-2023 and charged to their child's year), or six (2021-2026: years 2024-2026
   * added open, a child in seven without a year, the others from a start year on with an award in each year from it to
   * 2026, claims submitted from July 2021 to November 2026 and charged to the school year of their date of service, or
   * the child's first year if earlier).
   */
  years?: 'three' | 'six';
}

/** The member the benchmark signs in as: of the first organisation, which holds the most claims. */
export const BENCH_MEMBER = {
  agentId: 'agt-bench-provider',
  entityId: 'ent-bench-provider',
  email: 'member@bench-provider.example.com',
  name: 'Bench Member',
};
export const BENCH_ORGANISATION = 'bench-org-1';

/** The parent the benchmarks sign in as: one of the generated families. */
export const BENCH_PARENT = {
  agentId: 'agt-bench-parent',
  entityId: 'ent-bench-parent',
  email: 'bench.parent1@example.com',
  name: 'Bench Parent',
};

const firstNames = ['Ann', 'Bob', 'Carla', 'Dev', 'Elena', 'Femi', 'Gus', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena'];
const lastNames = ['Garcia', 'Lee', 'Ortiz', 'Smith', 'Nguyen', 'Brown', 'Khan', 'Miller', 'Davis', 'Lopez'];
/** A text array as one parameter (a JavaScript array would become a list of parameters). */
const pgArray = (values: string[]) => `{${values.join(',')}}`;

/**
 * The first organisation gets 40% of the claims (a large tutoring company), the others share the rest, and one
 * claim in twenty has a non-programme provider. Statuses: 10% Pending, 10% Pending external, 60% Accepted,
 * 20% Rejected. Submissions spread over two years (ten minutes apart, closer beyond 105,120 claims) and some microseconds
 * apart; decided claims are reviewed 1-20 days later.
 */
export async function generateProviderLists(
  db: Database,
  { claims, providers, families, years = 'three' }: ProviderListsData,
) {
  const six = years === 'six';
  await db.execute(sql`
    insert into service_providers (number, name, organisation_id, has_provided_bank_details, has_healthy_bank_connection)
    select (300000 + g)::text, 'Bench Provider ' || g, 'bench-org-' || g, true, true
    from generate_series(1, ${providers}::integer) g`);
  await db.execute(sql`
    insert into users (type, email, first_name, last_name)
    select 'Parent', 'bench.parent' || g || '@example.com',
      (${pgArray(firstNames)}::text[])[1 + g % ${firstNames.length}::integer],
      (${pgArray(lastNames)}::text[])[1 + (g / ${firstNames.length}::integer) % ${lastNames.length}::integer]
    from generate_series(1, ${families}::integer) g`);
  await db.execute(sql`
    insert into parents (user_id, has_provided_bank_details, has_healthy_bank_connection)
    select id, true, true from users where email like 'bench.parent%'`);
  if (six) {
    await db.execute(sql`
      insert into school_years (start_year, first_date_of_service, default_award_cents, state, unspent_funds, opened_at)
      select y, make_date(y, 7, 1), 100000, 'open', 'roll_over', now() from generate_series(2024, 2026) y`);
  }
  const childYears = six
    ? sql.raw('array[2021, 2022, 2023, 2024, 2025, 2026, null]')
    : sql.raw('array[2021, 2022, 2023, null]');
  await db.execute(sql`
    insert into children (parent_id, first_name, last_name, school_year, home_schooled)
    select u.id, (${pgArray(firstNames)}::text[])[1 + (u.id + k) % ${firstNames.length}::integer] || 'kid' || k, u.last_name,
      (${childYears})[1 + (u.id + k) % ${six ? 7 : 4}], false
    from users u cross join generate_series(1, 2) k
    where u.email like 'bench.parent%'`);
  // Each child's award of their year (ADR 0028), or of every year from it to 2026.
  await db.execute(
    sql`insert into child_awards (child_id, school_year, amount_cents) select id, school_year, 100000 from children
      on conflict (child_id, school_year) do nothing`,
  );
  if (six) {
    await db.execute(sql`
      insert into child_awards (child_id, school_year, amount_cents)
      select id, y, 100000 from children, generate_series(school_year + 1, 2026) y where school_year < 2026`);
  }
  const start = six ? '2021-07-04 00:00:00+00' : '2022-01-01 00:00:00+00';
  const span = six ? '1960 days' : '730 days';
  const claimYear = six
    ? sql.raw(
        "case when c.school_year is not null then least(2026, greatest(c.school_year, extract(year from submitted_at - interval '6 months 3 days')::integer)) end",
      )
    : sql.raw('c.school_year');
  await db.execute(sql`
    with kids as (select array_agg(id order by id) as ids from children),
    orgs as (select array_agg(id order by id) as ids from service_providers where organisation_id like 'bench-org-%'),
    generated as (
      select g,
        kids.ids[1 + ((g::bigint * 7919) % array_length(kids.ids, 1))::integer] as child_id,
        case
          when g % 20 = 0 then null
          when g % 5 < 2 then orgs.ids[1]
          else orgs.ids[2 + g % (array_length(orgs.ids, 1) - 1)]
        end as provider_id,
        (array['Pending', 'Pending external', 'Accepted', 'Accepted', 'Accepted', 'Accepted', 'Accepted',
          'Accepted', 'Rejected', 'Rejected'])[1 + (g / 7) % 10] as status,
        ${start}::timestamptz + g * least(interval '10 minutes', ${span}::interval / ${claims}::integer)
          + (g % 997) * interval '1 microsecond'
          as submitted_at
      from generate_series(1, ${claims}::integer) g, kids, orgs
    )
    insert into claims (child_id, submitted_by, amount_cents, category, description, date_of_service, pay_to,
      service_provider_id, non_ace_service_provider, status, waiting_on, school_year, created_at, reviewed_at, reviewer_name)
    select c.id, c.parent_id, 500 + (g * 37) % 99500, 'tutoring', 'Tutoring in maths', (submitted_at - interval '3 days')::date,
      case when g % 3 = 0 then 'Vendor' else 'User' end,
      provider_id,
      case when provider_id is null
        then '{"name":"Art Studio","address":"1 Main St","phoneNumber":"6145550100","email":"art@example.com","website":"https://art.example.com"}'::jsonb
      end,
      status,
      case status when 'Pending' then 'staff' when 'Pending external' then 'provider' else 'nobody' end,
      ${claimYear}, submitted_at,
      case when status in ('Accepted', 'Rejected') then submitted_at + (1 + g % 20) * interval '1 day' end,
      case when status in ('Accepted', 'Rejected') then 'Reviewer ' || g % 7 end
    from generated join children c on c.id = generated.child_id`);
  await db.execute(sql`
    insert into users (type, email, first_name, last_name, agent_id, entity_id)
    values ('ServiceProvider', ${BENCH_MEMBER.email}, 'Bench', 'Member', ${BENCH_MEMBER.agentId}, ${BENCH_MEMBER.entityId})`);
  await db.execute(sql`
    insert into provider_members (user_id, provider_id)
    select u.id, p.id from users u, service_providers p
    where u.entity_id = ${BENCH_MEMBER.entityId} and p.organisation_id = ${BENCH_ORGANISATION}`);
  // As autovacuum leaves a PostgreSQL table: statistics for the planner, and the visibility map that lets the
  // tab counts read the index alone. (PGlite runs no autovacuum: an embedded database gets this from no one.)
  await db.execute(sql`vacuum analyze`);
}

/**
 * A due date for each generated claim waiting for its provider, as the API gives them when it sends one: without it
 * an API started on a million claims would first backfill 100,000 of them, one by one, before it listens.
 */
export async function giveDueDates(db: Database) {
  await db.execute(sql`
    update claims set due_at = created_at + interval '14 days' where status = 'Pending external' and due_at is null`);
}

/** Who a benchmarked request is sent as. */
export type BenchPerson = 'parent' | 'member' | 'staff';

/** Bearer tokens of the bench parent, the member of the bench organisation and the bench staff user. */
export async function benchTokens(
  identity: TestIdentityProvider,
  lifetime: { expiresInSeconds: number },
): Promise<Record<BenchPerson, string>> {
  return {
    parent: await identity.token(BENCH_PARENT, lifetime),
    member: await identity.token(
      { ...BENCH_MEMBER, merits: [{ id: BENCH_ORGANISATION, name: 'Bench Provider 1', status: 'accepted' }] },
      lifetime,
    ),
    staff: await identity.token(BENCH_STAFF, lifetime),
  };
}

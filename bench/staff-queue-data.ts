/**
 * The data set of the staff queue and search benchmark, generated inside the database with generate_series,
 * deterministic so that runs compare: providers, families (two children each) with names spread as real names are
 * (a few common surnames, many rare ones), claims over two years, and payouts, some of them failed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';

export interface StaffQueueData {
  claims: number;
  providers: number;
  families: number;
}

/** The support agent the benchmark signs in as. */
export const BENCH_STAFF = {
  agentId: 'agt-bench-staff',
  entityId: 'ent-bench-staff',
  email: 'staff@bench-staff.example.com',
  name: 'Bench Staff',
};

const firstNames = [
  'Maria',
  'James',
  'Olivia',
  'Noah',
  'Emma',
  'Liam',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mason',
  'Amelia',
  'Ethan',
  'Harper',
  'Logan',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Jacob',
  'Emily',
  'Michael',
  'Ella',
  'Daniel',
  'Grace',
  'Henry',
  'Chloe',
  'Jackson',
  'Zoe',
  'Samuel',
  'Nora',
  'Owen',
  'Lily',
  'Wyatt',
  'Hannah',
  'Caleb',
  'Aria',
  'Isaac',
  'Layla',
  'Leo',
  'Riley',
  'Julian',
  'Aaliyah',
  'Ezra',
  'Camila',
  'Dev',
  'Femi',
  'Kofi',
  'Hana',
  'Ivan',
];
/** Each of these is the surname of 2% of the families (40% in all); the others have one of 1,600 rarer ones. */
const commonLastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
];
const syllables = [
  'Kal',
  'Bren',
  'Dor',
  'Fen',
  'Gar',
  'Hol',
  'Jas',
  'Kor',
  'Lun',
  'Mar',
  'Nor',
  'Pel',
  'Quin',
  'Ros',
  'Sal',
  'Tor',
  'Ul',
  'Ven',
  'Wex',
  'Yar',
  'Zel',
  'Ash',
  'Bel',
  'Cor',
  'Dun',
  'Eld',
  'Far',
  'Gil',
  'Hart',
  'Ing',
  'Jor',
  'Kel',
  'Lor',
  'Mel',
  'Nash',
  'Oak',
  'Pry',
  'Rud',
  'Stan',
  'Thorn',
];
const endings = [
  'mor',
  'ley',
  'son',
  'ton',
  'wick',
  'field',
  'man',
  'by',
  'well',
  'ford',
  'stead',
  'worth',
  'ham',
  'dale',
  'ridge',
  'more',
  'brook',
  'land',
  'wood',
  'shaw',
  'croft',
  'gate',
  'hurst',
  'ing',
  'ock',
  'ard',
  'ett',
  'ier',
  'ova',
  'ez',
  'ski',
  'sen',
  'berg',
  'stein',
  'ovic',
  'ani',
  'elli',
  'opoulos',
  'escu',
  'oglu',
];
const providerWords = [
  'Bright',
  'Lakeside',
  'Summit',
  'Maple',
  'Riverside',
  'Golden',
  'Northstar',
  'Harmony',
  'Pioneer',
  'Cedar',
  'Blue Sky',
  'Evergreen',
  'Little Scholars',
  'Keystone',
  'Redwood',
  'Horizon',
  'Oakwood',
  'Silver Lake',
  'Crescent',
  'Liberty',
];
const providerKinds = ['Tutors', 'Music School', 'Learning Center', 'Academy', 'Camp', 'Language Institute'];

/** A text array as one parameter (a JavaScript array would become a list of parameters). */
const pgArray = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * Claims: 3% Pending (waiting for staff), 5% Pending external (waiting for a provider, due 10 business days, about
 * 14 days, after they were sent), 70% Accepted, 22% Rejected; one in twenty with a non-programme provider. Decided
 * claims spread over two years before `now`; pending ones over its last 30 days, so about half of the claims waiting
 * for a provider are overdue. A third of the claims go to 1% of the providers (large tutoring companies). One Accepted
 * claim in five has a processed payout; one in 500 a failed one, half of those followed by a retry.
 */
export async function generateStaffQueue(db: Database, { claims, providers, families }: StaffQueueData, now: Date) {
  await db.execute(sql`
    insert into service_providers (number, name, organisation_id, has_provided_bank_details, has_healthy_bank_connection)
    select (400000 + g)::text,
      (${pgArray(providerWords)}::text[])[1 + g % ${providerWords.length}::integer] || ' '
        || (${pgArray(providerKinds)}::text[])[1 + (g / ${providerWords.length}::integer) % ${providerKinds.length}::integer]
        || ' ' || g,
      'bench-staff-org-' || g, true, true
    from generate_series(1, ${providers}::integer) g`);
  await db.execute(sql`
    insert into users (type, email, first_name, last_name)
    select 'Parent', lower(first_name || '.' || last_name) || g || '@example.com', first_name, last_name
    from (
      select g,
        (${pgArray(firstNames)}::text[])[1 + ((g / 50) * 31 + g) % ${firstNames.length}::integer] as first_name,
        case when g % 50 < 20
          then (${pgArray(commonLastNames)}::text[])[1 + g % 50]
          else (${pgArray(syllables)}::text[])[1 + (g * 7) % ${syllables.length}::integer]
            || (${pgArray(endings)}::text[])[1 + ((g / ${syllables.length}::integer) * 13) % ${endings.length}::integer]
        end as last_name
      from generate_series(1, ${families}::integer) g
    ) names`);
  await db.execute(sql`
    insert into parents (user_id, has_provided_bank_details, has_healthy_bank_connection)
    select id, true, true from users where type = 'Parent'`);
  await db.execute(sql`
    insert into children (parent_id, first_name, last_name, school_year, home_schooled)
    select u.id, (${pgArray(firstNames)}::text[])[1 + (u.id * 17 + k * 5) % ${firstNames.length}::integer], u.last_name,
      (array[2021, 2022, 2023, null])[1 + (u.id + k) % 4], false
    from users u cross join generate_series(1, 2) k
    where u.type = 'Parent'`);
  // Each child's award of their year (ADR 0028).
  await db.execute(
    sql`insert into child_awards (child_id, school_year, amount_cents) select id, school_year, 100000 from children
      on conflict (child_id, school_year) do nothing`,
  );
  await db.execute(sql`
    with bounds as (
      select (select min(id) from children) as first_child, (select count(*) from children) as children,
        (select min(id) from service_providers) as first_provider
    ),
    generated as (
      select g,
        first_child + (g::bigint * 7919) % children as child_id,
        case
          when g % 20 = 0 then null
          when g % 3 = 0 then first_provider + g % greatest(${providers}::integer / 100, 1)
          else first_provider + (g::bigint * 104729) % ${providers}::integer
        end as provider_id,
        case when g % 100 < 3 then 'Pending' when g % 100 < 8 then 'Pending external'
          when g % 100 < 78 then 'Accepted' else 'Rejected' end as status
      from generate_series(1, ${claims}::integer) g, bounds
    ),
    dated as (
      select *,
        case when status in ('Pending', 'Pending external')
          then ${now}::timestamptz - (g % 43200) * interval '1 minute' - (g % 997) * interval '1 microsecond'
          else ${now}::timestamptz - interval '730 days' + g * (interval '700 days' / ${claims}::integer)
        end as submitted_at
      from generated
    )
    insert into claims (child_id, submitted_by, amount_cents, category, description, date_of_service, pay_to,
      service_provider_id, non_ace_service_provider, status, waiting_on, due_at, school_year, created_at, reviewed_at,
      reviewer_name)
    select c.id, c.parent_id, 500 + (g * 37) % 99500, 'tutoring', 'Tutoring in maths', (submitted_at - interval '3 days')::date,
      case when g % 3 = 0 then 'Vendor' else 'User' end,
      provider_id,
      case when provider_id is null
        then '{"name":"Art Studio","address":"1 Main St","phoneNumber":"6145550100","email":"art@example.com","website":"https://art.example.com"}'::jsonb
      end,
      status,
      case status when 'Pending' then 'staff' when 'Pending external' then 'provider' else 'nobody' end,
      case when status = 'Pending external' then submitted_at + interval '14 days' end,
      c.school_year, submitted_at,
      case when status in ('Accepted', 'Rejected') then submitted_at + (1 + g % 20) * interval '1 day' end,
      case when status in ('Accepted', 'Rejected') then 'Reviewer ' || g % 7 end
    from dated join children c on c.id = dated.child_id`);
  await generatePayouts(db);
  await db.execute(sql`
    insert into users (type, email, first_name, last_name, agent_id, entity_id)
    values ('MeritCS', ${BENCH_STAFF.email}, 'Bench', 'Staff', ${BENCH_STAFF.agentId}, ${BENCH_STAFF.entityId})`);
  // As autovacuum leaves a PostgreSQL table: statistics for the planner, and the visibility map that lets the
  // counts read an index alone. (PGlite runs no autovacuum: an embedded database gets this from no one.)
  await db.execute(sql`vacuum analyze`);
}

/**
 * Payouts of the generated Accepted claims: one in five processed, one in 500 failed (half of those followed by a
 * queued retry), and the claims whose latest payout failed marked as the payouts mark them.
 */
export async function generatePayouts(db: Database) {
  await db.execute(sql`
    insert into transfers (claim_id, amount_cents, pay_to, status, attempts, last_error, created_at, updated_at)
    select id, amount_cents, pay_to,
      case when id % 500 = 10 then 'failed' else 'processed' end, 1,
      case when id % 500 = 10 then 'The bank returned the payment (R01: Insufficient funds)' end,
      reviewed_at, reviewed_at + interval '3 days'
    from claims where status = 'Accepted' and (id % 5 = 0 or id % 500 = 10)`);
  await db.execute(sql`
    insert into transfers (claim_id, amount_cents, pay_to, status, created_at, updated_at)
    select claim_id, amount_cents, pay_to, 'queued', updated_at, updated_at
    from transfers where status = 'failed' and claim_id % 1000 = 10`);
  // As the payouts record a failure nothing retries: on the claim (modules/bank/payouts.repository.ts).
  await db.execute(sql`
    update claims set payout_failed_at = transfers.updated_at from transfers
    where transfers.claim_id = claims.id and transfers.status = 'failed' and claims.id % 1000 <> 10`);
}

/**
 * Benchmark (issue 34): the Programme page's audit figures (GET /api/merit-cs/programme/audits) at 1,000,000 claims
 * on PostgreSQL answer like the rest of the Programme page (GET /api/merit-cs/programme), measured in the same run:
 * each route from one connection for BENCH_SECONDS, BENCH_ROUNDS times in turn (with the staff tab counts as the
 * cheapest baseline), the medians of p50 and p99 compared as ratios, and each statement the audit figures run timed
 * in PostgreSQL (EXPLAIN ANALYZE). Results go to bench/results/audit-figures.md.
 *
 *   npm run bench:audit-figures
 *
 * The data is a database of its own (ace_audit_figures_PID, dropped after): a copy of the shared ace_programme_1m
 * (`create database … template ace_programme_1m`; the shared one is only read) when it exists, else generated afresh
 * by bench/programme-data.ts. It is migrated by this checkout (a copy made before migration 0032 gets its backfill
 * of programme_provider_payouts, timed), then given audit cases by SQL: of the paid claims, BENCH_AUDIT_PERCENT
 * (default 5) drawn and 1% flagged; of those cases 70% closed (three in ten misspent, recovered in part from funds
 * and repayments), 10% open, 15% asking the family (half of them overdue) and 5% waiting for a second person.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; BENCH_CLAIMS (default
 * 1000000, used when generating), BENCH_SECONDS (default 5), BENCH_ROUNDS (default 3), BENCH_AUDIT_PERCENT.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import { machine, measure, startApiProcess, writeResult, type Measurement } from './harness.ts';
import { generateProgrammeData } from './programme-data.ts';
import { benchTokens } from './provider-lists-data.ts';
import { BENCH_STAFF } from './staff-queue-data.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const claims = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const auditPercent = Number(process.env.BENCH_AUDIT_PERCENT ?? 5);
const SHARED = 'ace_programme_1m';
const SCHOOL_YEAR = 2022;
const TARGET_MS = 200;

const name = `ace_audit_figures_${String(process.pid)}`;
const urlOf = (database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** The cases, questions and findings an audited programme would hold, written as plain SQL. */
async function addAuditCases(database: pg.Client): Promise<void> {
  const staff = await database.query<{ id: number }>('select id from users where email = $1', [BENCH_STAFF.email]);
  const staffId = staff.rows[0]?.id;
  if (staffId === undefined) throw new Error('no bench staff user');
  await database.query(
    `with paid as (
       select c.id, c.child_id, c.school_year, c.created_at, c.service_provider_id, c.amount_cents, c.pay_to,
         min(t.updated_at) as paid_at
       from claims c join transfers t on t.claim_id = c.id and t.status = 'processed'
       where c.status = 'Accepted' group by c.id
     ), chosen as (
       select *, (id / 5) % 100 as draw, (id / 500) % 100 as fate, greatest(amount_cents / 2, 1) as misspent
       from paid where (id / 5) % 100 < $1 or (id / 5) % 100 = 99
     )
     insert into audit_cases (claim_id, child_id, figure_year, submitted_on, provider_id, sampled, flagged, opened_at,
       state, outcome, misspent_cents, misspent_reason, explanation, evidence, found_by_user_id, found_at, closed_at,
       debtor, from_funds_cents, repaid_cents)
     select id, child_id, coalesce(school_year, 0), (created_at at time zone 'America/New_York')::date,
       service_provider_id, draw < $1, draw = 99, paid_at + interval '7 days',
       case when fate < 70 then 'closed' when fate < 80 then 'open' when fate < 95 then 'asked' else 'toConfirm' end,
       case when fate < 21 or fate >= 95 then 'misspent' when fate < 70 then 'noFinding' end,
       case when fate < 21 or fate >= 95 then misspent end,
       case when fate < 21 or fate >= 95 then 'notEligible' end,
       case when fate < 70 or fate >= 95 then 'Bench finding' end,
       case when fate < 21 or fate >= 95 then 'Bench evidence' end,
       case when fate < 70 or fate >= 95 then $2::int end,
       case when fate < 70 or fate >= 95 then paid_at + interval '20 days' end,
       case when fate < 70 then paid_at + interval '20 days' end,
       case when fate < 21 then case pay_to when 'Vendor' then 'provider' else 'family' end end,
       case when fate < 21 and pay_to <> 'Vendor' then misspent / 2 else 0 end,
       case when fate < 21 and fate % 3 = 0 then (misspent - case when pay_to <> 'Vendor' then misspent / 2 else 0 end) / 2
         else 0 end
     from chosen`,
    [auditPercent, staffId],
  );
  await database.query(
    `insert into audit_questions (case_id, asked_by_user_id, question, asked_at, due_at)
     select id, $1, 'Please send the receipt.', opened_at,
       case when id % 2 = 0 then opened_at + interval '14 days' else now() + interval '14 days' end
     from audit_cases where state = 'asked'`,
    [staffId],
  );
  await database.query('vacuum analyze audit_cases, audit_questions, programme_provider_payouts');
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const shared = (await admin.query('select 1 from pg_database where datname = $1', [SHARED])).rowCount === 1;
let origin: string;
if (shared) {
  await admin.query(`create database ${name} template ${SHARED}`);
  origin = `a copy of ${SHARED} (template)`;
} else {
  await admin.query(`create database ${name}`);
  await admin.query(`alter database ${name} set work_mem = '256MB'`);
  origin = `generated afresh (${SHARED} did not exist): ${await generateProgrammeData(urlOf(name), claims)}`;
  await admin.query(`alter database ${name} reset work_mem`);
}
const handle = openDatabase({ databaseUrl: urlOf(name) });
const migrationStarted = performance.now();
await handle.migrate();
const migrationMs = performance.now() - migrationStarted;
await handle.close();
console.log(`${name}: ${origin}; migrated in ${migrationMs.toFixed(0)} ms`);

const database = new pg.Client({ connectionString: urlOf(name) });
await database.connect();
const casesStarted = performance.now();
await addAuditCases(database);
const casesMs = performance.now() - casesStarted;
const count = async (text: string) => Number((await database.query<{ n: string }>(text)).rows[0]?.n);
const year = String(SCHOOL_YEAR);
const facts = {
  claims: await count('select count(*) as n from claims'),
  yearClaims: await count(`select count(*) as n from claims where school_year = ${year}`),
  transfers: await count("select count(*) as n from transfers where status = 'processed'"),
  cases: await count('select count(*) as n from audit_cases'),
  yearCases: await count(
    `select count(*) as n from audit_cases a join claims c on c.id = a.claim_id where c.school_year = ${year}`,
  ),
  questions: await count('select count(*) as n from audit_questions'),
  payoutRows: await count(`select count(*) as n from programme_provider_payouts where school_year = ${year}`),
};
console.log(facts);

const identity = await startTestIdentityProvider();
const tokens = await benchTokens(identity, { expiresInSeconds: 3 * 3600 });
const headers = { authorization: `Bearer ${tokens.staff}` };
const dataDir = mkdtempSync(join(tmpdir(), 'ace-audit-figures-bench-'));

interface Route {
  name: string;
  path: string;
  /** The route of the Programme page's other figures this one is compared with. */
  against?: string;
}
const threeMonths = 'schoolYear=2022&from=2022-09&to=2022-11';
const routes: Route[] = [
  { name: "support staff's tab counts (baseline)", path: '/api/merit-cs/queue' },
  { name: 'programme, school year 2022', path: `/api/merit-cs/programme?schoolYear=${year}` },
  {
    name: 'audits, school year 2022',
    path: `/api/merit-cs/programme/audits?schoolYear=${year}`,
    against: 'programme, school year 2022',
  },
  { name: 'programme, 3 months', path: `/api/merit-cs/programme?${threeMonths}` },
  { name: 'audits, 3 months', path: `/api/merit-cs/programme/audits?${threeMonths}`, against: 'programme, 3 months' },
  { name: 'programme, N/A', path: '/api/merit-cs/programme?schoolYear=N%2FA' },
  { name: 'audits, N/A', path: '/api/merit-cs/programme/audits?schoolYear=N%2FA', against: 'programme, N/A' },
  { name: 'programme CSV, school year 2022 (audits included)', path: `/api/merit-cs/programme/csv?schoolYear=${year}` },
];

const results = new Map<string, Measurement[]>(routes.map((route) => [route.name, []]));
let sample = '';
const loadBefore = loadavg();
const api = await startApiProcess({
  PATH: process.env.PATH,
  OIDC_ISSUER: identity.issuer,
  DATABASE_URL: urlOf(name),
  DATA_DIR: dataDir,
});
try {
  for (const route of routes) {
    const response = await fetch(`${api.base}${route.path}`, { headers });
    if (!response.ok) throw new Error(`${route.path} answered ${String(response.status)}`);
    const text = await response.text();
    if (route.name === 'audits, school year 2022') sample = text.slice(0, 900);
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const route of routes) {
      const result = await measure({ url: `${api.base}${route.path}`, headers }, 1, { connections: 1, seconds });
      results.get(route.name)?.push(result);
      console.log(
        `round ${String(round + 1)} ${route.name}: p50 ${String(result.p50)} ms, p99 ${String(result.p99)} ms`,
      );
    }
  }
} finally {
  api.stop();
  await api.exited;
  await identity.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = loadavg();

/** The audit figures' statements as the API sends them (audit-figures.repository.ts), on the school year. */
const auditedProviders = await database.query<{ id: number }>(
  `select distinct provider_id as id from audit_cases where figure_year = ${year} and provider_id is not null`,
);
const providerIds = auditedProviders.rows.map((row) => String(row.id)).join(', ') || 'null';
const statements: { name: string; text: string }[] = [
  ...[
    { name: 'cases of the year, per provider (the cases alone)', months: '' },
    {
      name: 'cases of three months, per provider (the cases alone)',
      months: " and a.submitted_on >= date '2022-09-01' and a.submitted_on < date '2022-12-01'",
    },
  ].map(({ name, months }) => ({
    name,
    // As modules/audits/audit-figures.repository.ts asks it.
    text: `select a.provider_id, min(p.number), min(p.name), count(*)::int,
        (count(*) filter (where a.sampled = true))::int, (count(*) filter (where a.flagged = true))::int,
        (count(*) filter (where a.state <> 'closed'))::int,
        (count(*) filter (where a.state = 'asked' and exists (select 1 from audit_questions q where q.case_id = a.id
          and q.answered_at is null and q.due_at <= now())))::int,
        (count(*) filter (where a.state = 'closed' and a.outcome = 'misspent'))::int,
        coalesce(sum(a.misspent_cents) filter (where a.state = 'closed' and a.outcome = 'misspent'), 0)::float8,
        coalesce(sum(a.from_funds_cents + a.repaid_cents) filter (where a.state = 'closed' and a.outcome = 'misspent'), 0)::float8
      from audit_cases a left join service_providers p on p.id = a.provider_id
      where a.figure_year = ${year}${months} group by a.provider_id`,
  })),
  {
    name: 'claims paid in all (programme_durations)',
    text: `select coalesce(sum(claims), 0)::float8 from programme_durations where school_year = ${year} and kind = 'payout'`,
  },
  {
    name: 'claims paid of the audited providers (programme_provider_payouts)',
    text: `select provider_id, sum(claims)::float8 from programme_provider_payouts where school_year = ${year}
      and provider_id in (${providerIds}) group by provider_id`,
  },
];
const plans: string[] = [];
for (const statement of statements) {
  const { rows } = await database.query<{
    'QUERY PLAN': { 'Execution Time': number; Plan: { 'Actual Rows': number } }[];
  }>(`explain (analyze, format json) ${statement.text}`);
  const plan = rows[0]?.['QUERY PLAN'][0];
  plans.push(
    `| ${statement.name} | ${plan?.['Execution Time'].toFixed(2) ?? '?'} | ${String(plan?.Plan['Actual Rows'] ?? '?')} |`,
  );
}
await database.end();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const medianOf = (routeName: string, value: (result: Measurement) => number) =>
  median((results.get(routeName) ?? []).map(value));
const rows = routes.map((route) => {
  const measured = results.get(route.name) ?? [];
  const p50 = medianOf(route.name, (result) => result.p50);
  const p99 = medianOf(route.name, (result) => result.p99);
  const failures = measured.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  const ratio = (value: (result: Measurement) => number) =>
    route.against === undefined ? '' : (medianOf(route.name, value) / medianOf(route.against, value)).toFixed(2);
  const verdict = route.against === undefined ? '' : p99 < TARGET_MS ? 'yes' : 'NO';
  return `| ${route.name} | ${String(p50)} | ${String(p99)} | ${ratio((result) => result.p50)} | ${ratio((result) => result.p99)} | ${verdict} | ${measured.map((result) => String(result.p99)).join(' / ')} | ${String(failures)} |`;
});
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
const en = (value: number) => value.toLocaleString('en-US');

writeResult(
  'audit-figures.md',
  `# The Programme page's audit figures at ${en(facts.claims)} claims (PostgreSQL)

Run ${new Date().toISOString()} on ${machine()}; load average (1, 5, 15 min) ${load(loadBefore)} before the
measurements and ${load(loadAfter)} after (a shared machine: other work ran beside this).

Data: database \`${name}\`, ${origin}, migrated by this checkout in ${(migrationMs / 1000).toFixed(1)} s (for a
copy made before migration 0032, that is its backfill of programme_provider_payouts over every transfer). Then
${en(facts.cases)} audit cases added by SQL in ${(casesMs / 1000).toFixed(1)} s (${String(auditPercent)}% of the paid
claims drawn, 1% flagged; ${en(facts.questions)} questions), ${en(facts.yearCases)} of them of school year ${year}'s
${en(facts.yearClaims)} claims. ${en(facts.transfers)} completed transfers; school year ${year}'s rows of claims paid
per month and provider (programme_provider_payouts): ${en(facts.payoutRows)}.

Each route from one connection for ${String(seconds)} s after a 1 s warm-up, ${String(rounds)} rounds taking turns;
medians over the rounds of autocannon's p50 and p99 (whole milliseconds). The ratios compare the audit figures with
the Programme page's other figures of the same school year and months, measured beside them. Goal: the audit figures
answer like the rest of the page (a ratio near or under 1) and under ${String(TARGET_MS)} ms at p99.

| route | p50 ms | p99 ms | p50 ÷ programme's | p99 ÷ programme's | p99 < ${String(TARGET_MS)} ms | p99 by round | failures |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

The audit figures' statements, timed by PostgreSQL (EXPLAIN ANALYZE, after the measurements, school year ${year}):

| statement | execution ms | rows answered |
|---|---|---|
${plans.join('\n')}

The start of the whole year's audit figures:

\`\`\`
${sample}…
\`\`\`
`,
);

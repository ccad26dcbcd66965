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
 * measurement) and BENCH_ROUNDS (default 2 turns of each API) change the run.
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
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const beforeTree = process.env.BENCH_BEFORE_TREE;
const SQL_RUNS = 300;
const TARGET_MS = 5;

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
  path: (facts: Facts) => string;
  who: (facts: Facts) => TestPerson;
  /** The SQL the API ran for this count before the figures. */
  before: (facts: Facts, now: Date) => SQL;
  /** What the API runs now. */
  after: (db: Database, facts: Facts, now: Date) => Promise<unknown>;
}

const counts: Count[] = [
  {
    name: 'provider tab counts (claim stats), organisation with 40% of the claims',
    path: (facts) => `/api/service-provider/${facts.provider.organisationId}/claim-stats`,
    who: (facts) => facts.member,
    before: (facts) =>
      sql`select status, count(*)::integer from claims where service_provider_id = ${facts.provider.id} group by status`,
    after: (db, facts) => providerClaimCountsQuery(db, facts.provider.id).execute(),
  },
  {
    name: "support staff's tab counts",
    path: () => '/api/merit-cs/queue',
    who: () => BENCH_STAFF,
    before: (_facts, now) => sql`select count(*),
        (select count(*) from claims where waiting_on = 'provider' and due_at <= ${now}),
        (select count(*) from claims where payout_failed_at is not null and status = 'Accepted')
      from claims where waiting_on = 'staff'`,
    after: (db, _facts, now) => staffQueueTabCountsQuery(db, now).execute(),
  },
  {
    name: 'waiting for staff: a page and its count',
    path: () => '/api/merit-cs/queue/waiting',
    who: () => BENCH_STAFF,
    before: () => sql`select count(*) from claims where waiting_on = 'staff'`,
    after: (db, _facts, now) => staffQueueTabCountsQuery(db, now).execute(),
  },
  {
    name: "a child's funds (parent dashboard, the parent with the most claims)",
    path: () => '/api/user/parent',
    who: (facts) => facts.parent,
    before: (facts) => sql`select status, amount_cents from claims where child_id = ${facts.childId}`,
    after: (db, facts) => findClaimTotals(db, facts.childId),
  },
];

function p99(timesMs: number[]): number {
  const sorted = [...timesMs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

async function timeSql(run: () => Promise<unknown>): Promise<number> {
  for (let warm = 0; warm < 20; warm += 1) await run();
  const times: number[] = [];
  for (let attempt = 0; attempt < SQL_RUNS; attempt += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Math.round(p99(times) * 100) / 100;
}

interface Row {
  count: string;
  database: string;
  sqlBefore: number;
  sqlAfter: number;
  apiBefore: number[];
  apiAfter: number[];
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
        results.push({ count: count.name, database: database.kind, sqlBefore, sqlAfter, apiBefore: [], apiAfter: [] });
        console.log(`${database.kind} ${count.name}: SQL p99 ${sqlBefore} ms before, ${sqlAfter} ms now`);
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
            (tree === undefined ? row?.apiAfter : row?.apiBefore)?.push(measured.p99);
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

const runs = (values: number[]) => (values.length === 0 ? '–' : values.join(' / '));
const table = [
  '| count | database | SQL p99 ms before | SQL p99 ms now | API p99 ms before | API p99 ms now |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.count} | ${row.database} | ${row.sqlBefore} | ${row.sqlAfter} | ${runs(row.apiBefore)} | ${runs(row.apiAfter)} |`,
  ),
].join('\n');
const worst = (kind: string) => Math.max(...rows.filter((row) => row.database === kind).flatMap((row) => row.apiAfter));
const verdicts = [...new Set(rows.map((row) => row.database))].map(
  (kind) =>
    `- ${kind}, ${claimsOn[kind === 'postgres' ? 'postgres' : 'pglite'].toLocaleString('en-US')} claims: the slowest ` +
    `p99 of one request is ${worst(kind)} ms; the ${TARGET_MS} ms target ${worst(kind) <= TARGET_MS ? 'holds' : 'does not hold'}.`,
);

writeResult(
  'claim-counts.md',
  `# Counts without scans (issue 16 goal 2)

Data: the staff queue's (bench/staff-queue-data.ts: 3% of the claims waiting for staff, 5% for a provider, about half
of those overdue, 70% Accepted, 22% Rejected), then 40% of the claims moved to one organisation. Each request from
one connection for ${seconds} s after a 1 s warm-up (autocannon in one process, the API in another); API p99 per run,
${rounds} runs${beforeTree === undefined ? '' : ', the API before the figures and now taking turns'}. SQL p99 of
${SQL_RUNS} runs from this process on one connection: the statement the API ran before the figures, and what it runs
now. Machine: ${machine()}, load average ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after
(other work shares the machine). Measured ${new Date().toISOString()}.

${verdicts.join('\n')}

${table}
`,
);

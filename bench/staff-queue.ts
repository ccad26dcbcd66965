/**
 * Benchmark: support staff's work queue (its three tabs and their counts) and the claim search by name, e-mail,
 * provider and id, at 1,000,000 generated claims on PostgreSQL (BENCH_DATABASE_URL) and 100,000 on the embedded
 * database (PGlite). Before the API starts, EXPLAIN (ANALYZE, BUFFERS) shows how the database answers each query;
 * then each request is measured from one connection (latency: is it under 50 ms?) and from BENCH_CONNECTIONS
 * (throughput). The API runs as its own process, as in production. Results go to bench/results/staff-queue.md.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:staff-queue
 *
 * BENCH_CLAIMS (default 1000000, PostgreSQL), BENCH_PGLITE_CLAIMS (default 100000), BENCH_SECONDS (default 3 a
 * measurement) and BENCH_CONNECTIONS (default 10) change the run.
 */
import { loadavg } from 'node:os';
import {
  apiSuccessSchema,
  programmeDate,
  staffQueuePageSchema,
  staffSearchTerms,
  submittedBeforeForAge,
} from '@ace/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../apps/api/src/db/client.ts';
import { searchProviders, searchStaffClaims } from '../apps/api/src/modules/merit-cs/claim-search.repository.ts';
import {
  claimQueuePageQuery,
  payoutPageQuery,
  staffQueueTabCountsQuery,
  type StaffQueuePageRequest,
} from '../apps/api/src/modules/merit-cs/work-queue.repository.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import { connections, machine, measure, onEachBenchDatabase, startApiProcess, writeResult } from './harness.ts';
import { BENCH_STAFF, generateStaffQueue } from './staff-queue-data.ts';

const claimsOn = {
  postgres: Number(process.env.BENCH_CLAIMS ?? 1_000_000),
  pglite: Number(process.env.BENCH_PGLITE_CLAIMS ?? 100_000),
};
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const dataOf = (claims: number) => ({ claims, providers: Math.max(20, claims / 500), families: claims / 4 });
const TARGET_MS = 50;

/** Values of the generated data a scenario names: the largest provider, a rarer surname, a parent's e-mail. */
interface Facts {
  bigProvider: { id: number; number: string };
  rareSurname: string;
  email: string;
  claimId: number;
}

interface Scenario {
  name: string;
  path: (facts: Facts) => string;
  /** The query the request runs, for EXPLAIN. */
  query: (db: Database, facts: Facts, now: Date) => SQL | Promise<SQL>;
  /** Measure the page after this many pages of 25 (a cursor deep in the list). */
  deepPages?: number;
}

const page = (facts: Facts | null, now: Date, minAgeDays = 0): StaffQueuePageRequest => ({
  filter: {
    providerId: facts?.bigProvider.id ?? null,
    submittedBefore: submittedBeforeForAge(programmeDate(now), minAgeDays),
  },
  now,
  limit: 26,
  after: null,
});
const search = (db: Database, text: string) =>
  searchStaffClaims(db, { terms: staffSearchTerms(text), beforeId: null, limit: 26 }).getSQL();

const scenarios: Scenario[] = [
  {
    name: 'queue: waiting for staff',
    path: () => '/api/merit-cs/queue/waiting',
    query: (db, _facts, now) => claimQueuePageQuery(db, 'waiting', page(null, now)).getSQL(),
  },
  {
    name: 'queue: waiting, largest provider',
    path: (facts) => `/api/merit-cs/queue/waiting?providerNumber=${facts.bigProvider.number}`,
    query: (db, facts, now) => claimQueuePageQuery(db, 'waiting', page(facts, now)).getSQL(),
  },
  {
    name: 'queue: waiting, 10+ business days old',
    path: () => '/api/merit-cs/queue/waiting?minAgeDays=10',
    query: (db, _facts, now) => claimQueuePageQuery(db, 'waiting', page(null, now, 10)).getSQL(),
  },
  {
    name: 'queue: waiting, page 41',
    path: () => '/api/merit-cs/queue/waiting',
    query: (db, _facts, now) => claimQueuePageQuery(db, 'waiting', page(null, now)).getSQL(),
    deepPages: 40,
  },
  {
    name: 'queue: overdue at providers',
    path: () => '/api/merit-cs/queue/overdue',
    query: (db, _facts, now) => claimQueuePageQuery(db, 'overdue', page(null, now)).getSQL(),
  },
  {
    name: 'queue: failed payouts',
    path: () => '/api/merit-cs/queue/failed-payouts',
    query: (db, _facts, now) => payoutPageQuery(db, 'failedPayouts', page(null, now)).getSQL(),
  },
  {
    name: 'queue: tab counts',
    path: () => '/api/merit-cs/queue',
    query: (db, _facts, now) => staffQueueTabCountsQuery(db, now).getSQL(),
  },
  {
    name: "search: common surname ('smith', 2% of families)",
    path: () => '/api/merit-cs/claims?q=smith',
    query: (db) => search(db, 'smith'),
  },
  {
    name: 'search: rarer surname',
    path: (facts) => `/api/merit-cs/claims?q=${facts.rareSurname}`,
    query: (db, facts) => search(db, facts.rareSurname),
  },
  {
    name: "search: first and last name ('maria smi')",
    path: () => '/api/merit-cs/claims?q=maria%20smi',
    query: (db) => search(db, 'maria smi'),
  },
  {
    name: "search: a parent's e-mail",
    path: (facts) => `/api/merit-cs/claims?q=${encodeURIComponent(facts.email)}`,
    query: (db, facts) => search(db, facts.email),
  },
  {
    name: "search: provider name ('bright', 5% of providers)",
    path: () => '/api/merit-cs/claims?q=bright',
    query: (db) => search(db, 'bright'),
  },
  {
    name: 'search: claim id',
    path: (facts) => `/api/merit-cs/claims?q=${facts.claimId}`,
    query: (db, facts) => search(db, String(facts.claimId)),
  },
  {
    name: "providers by name ('bri')",
    path: () => '/api/merit-cs/providers?q=bri',
    query: (db) => searchProviders(db, staffSearchTerms('bri'), 20).getSQL(),
  },
];

const rowsOf = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

async function factsOf(db: Database): Promise<Facts> {
  const one = async <T extends z.ZodType>(schema: T, query: ReturnType<typeof sql>) => {
    const row = rowsOf.parse(await db.execute(query)).rows[0];
    return schema.parse(row);
  };
  const bigProvider = await one(
    z.object({ id: z.number(), number: z.string() }),
    sql`select p.id, p.number from service_providers p join claims c on c.service_provider_id = p.id
      group by p.id order by count(*) desc limit 1`,
  );
  const { surname } = await one(
    z.object({ surname: z.string() }),
    sql`select lower(last_name) as surname from users where type = 'Parent' group by 1
      order by count(*), 1 limit 1 offset (select count(distinct last_name) / 2 from users where type = 'Parent')`,
  );
  const { email } = await one(
    z.object({ email: z.string() }),
    sql`select split_part(email, '@', 1) as email from users where type = 'Parent' order by id limit 1 offset 1000`,
  );
  const { id } = await one(z.object({ id: z.number() }), sql`select max(id) / 2 as id from claims`);
  return { bigProvider, rareSurname: surname, email, claimId: id };
}

interface Plan {
  summary: string;
  seqScanOfClaims: boolean;
  full: string[];
}

async function explain(database: DatabaseHandle, query: SQL): Promise<Plan> {
  const result = await database.db.execute(sql`explain (analyze, buffers, costs off) ${query}`);
  const lines = rowsOf.parse(result).rows.map((row) => String(Object.values(row)[0]));
  const scans = [
    ...new Set(
      lines
        .map(
          (line) =>
            /(?:Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using \w+)? on \w+/.exec(
              line,
            )?.[0],
        )
        .filter((scan) => scan !== undefined),
    ),
  ];
  const time = lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  return {
    summary: `${time}: ${scans.join('; ')}`,
    seqScanOfClaims: lines.some((line) => /Seq Scan on claims\b/.test(line)),
    full: lines,
  };
}

async function prepare(handle: DatabaseHandle, kind: string): Promise<{ facts: Facts; plans: Map<string, Plan> }> {
  await handle.migrate();
  const claims = claimsOn[kind === 'postgres' ? 'postgres' : 'pglite'];
  const started = Date.now();
  await generateStaffQueue(handle.db, dataOf(claims), new Date());
  console.log(`${kind}: ${claims} claims generated in ${Math.round((Date.now() - started) / 1000)} s`);
  const facts = await factsOf(handle.db);
  const now = new Date();
  const plans = new Map<string, Plan>();
  for (const scenario of scenarios) {
    if (scenario.deepPages !== undefined) continue;
    plans.set(scenario.name, await explain(handle, await scenario.query(handle.db, facts, now)));
  }
  return { facts, plans };
}

const pageAnswer = apiSuccessSchema(staffQueuePageSchema);

/** The path of a scenario, with the cursor of its deep page found by walking the pages through the API. */
async function scenarioPath(base: string, scenario: Scenario, facts: Facts, headers: Record<string, string>) {
  let path = scenario.path(facts);
  for (let step = 0; step < (scenario.deepPages ?? 0); step += 1) {
    const response = await fetch(`${base}${path}`, { headers });
    const { nextCursor } = pageAnswer.parse(await response.json()).data;
    if (nextCursor === null) throw new Error(`${scenario.name}: the list ends before page ${step + 2}`);
    path = `${scenario.path(facts)}${scenario.path(facts).includes('?') ? '&' : '?'}cursor=${nextCursor}`;
  }
  const probe = await fetch(`${base}${path}`, { headers });
  if (!probe.ok) throw new Error(`${scenario.name}: ${path} answered ${probe.status}: ${await probe.text()}`);
  return path;
}

interface Result {
  scenario: string;
  database: string;
  p50: number;
  p99: number;
  oneRps: number;
  manyRps: number;
  manyP99: number;
  failures: number;
}

async function measureAll(kind: string, env: NodeJS.ProcessEnv, facts: Facts): Promise<Result[]> {
  const { base, stop, exited } = await startApiProcess(env);
  // Signed in once the data is there: generating a million claims takes longer than a token lasts.
  const token = await identity.token(BENCH_STAFF);
  const headers = { authorization: `Bearer ${token}` };
  const results: Result[] = [];
  try {
    // Every latency first, from one connection, then every throughput: a run from many connections leaves requests
    // queued in the API (PGlite answers one query at a time) that the next latency would wait behind.
    const urls = new Map<string, string>();
    for (const scenario of scenarios) {
      const url = `${base}${await scenarioPath(base, scenario, facts, headers)}`;
      urls.set(scenario.name, url);
      const one = await measure({ url, headers }, 1, { connections: 1, seconds });
      results.push({
        scenario: scenario.name,
        database: kind,
        p50: one.p50,
        p99: one.p99,
        oneRps: one.requestsPerSecond,
        manyRps: 0,
        manyP99: 0,
        failures: one.errors + one.non2xx,
      });
      console.log(`${kind} ${scenario.name}: p50 ${one.p50} ms, p99 ${one.p99} ms`);
    }
    for (const result of results) {
      const url = urls.get(result.scenario) ?? '';
      // Waits for what the run before left queued.
      await fetch(url, { headers });
      const many = await measure({ url, headers }, 1, { seconds });
      result.manyRps = many.requestsPerSecond;
      result.manyP99 = many.p99;
      result.failures += many.errors + many.non2xx;
      console.log(`${kind} ${result.scenario}: ${many.requestsPerSecond} req/s from ${connections} connections`);
    }
  } finally {
    stop();
    await exited;
  }
  return results;
}

const identity = await startTestIdentityProvider();
const baseEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, OIDC_ISSUER: identity.issuer, LOG_LEVEL: 'warn' };
const loadBefore = loadavg()[0] ?? 0;
const plans = new Map<string, Map<string, Plan>>();
const factsByKind = new Map<string, Facts>();
const results = (
  await onEachBenchDatabase(async (database) => {
    const handle = database.open();
    try {
      const prepared = await prepare(handle, database.kind);
      plans.set(database.kind, prepared.plans);
      factsByKind.set(database.kind, prepared.facts);
    } finally {
      await handle.close();
    }
    const facts = factsByKind.get(database.kind);
    if (facts === undefined) throw new Error('no facts');
    return measureAll(database.kind, { ...baseEnv, ...database.env }, facts);
  })
).flat();
await identity.close();
const loadAfter = loadavg()[0] ?? 0;

const sizes = [...plans.keys()].map(
  (kind) => `${claimsOn[kind === 'postgres' ? 'postgres' : 'pglite'].toLocaleString('en-US')} claims on ${kind}`,
);
const worst = (kind: string) => Math.max(...results.filter((r) => r.database === kind).map((r) => r.p50));
const verdicts = [...plans.keys()].map(
  (kind) =>
    `- ${kind}: the slowest median (one connection) is ${worst(kind)} ms: the ${TARGET_MS} ms target ${worst(kind) < TARGET_MS ? 'holds' : 'does not hold'}; ` +
    `sequential scans of claims in the plans: ${[...(plans.get(kind)?.values() ?? [])].some((plan) => plan.seqScanOfClaims) ? 'YES' : 'none'}.`,
);
const resultTable = [
  `| request | database | 1 conn p50 ms | 1 conn p99 ms | 1 conn req/s | ${connections} conn req/s | ${connections} conn p99 ms | failures |`,
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.scenario} | ${r.database} | ${r.p50} | ${r.p99} | ${r.oneRps} | ${r.manyRps} | ${r.manyP99} | ${r.failures} |`,
  ),
].join('\n');
const planTable = [
  '| request | database | execution time: scans |',
  '| --- | --- | --- |',
  ...[...plans].flatMap(([kind, byScenario]) =>
    [...byScenario].map(([name, plan]) => `| ${name} | ${kind} | ${plan.summary} |`),
  ),
].join('\n');
const postgresPlans = plans.get('postgres');
const appendix =
  postgresPlans === undefined
    ? ''
    : `\n## The PostgreSQL plans in full\n\n${[...postgresPlans]
        .map(([name, plan]) => `### ${name}\n\n\`\`\`text\n${plan.full.join('\n')}\n\`\`\``)
        .join('\n\n')}\n`;
const facts = factsByKind.get('postgres') ?? factsByKind.get('pglite');
const requests =
  facts === undefined
    ? ''
    : scenarios
        .map(
          (s) =>
            `- ${s.name}: \`GET ${s.path(facts)}\`${s.deepPages ? ` (+ the cursor after ${s.deepPages} pages)` : ''}`,
        )
        .join('\n');

writeResult(
  'staff-queue.md',
  `# Support staff's work queue and claim search (${sizes.join(', ')})

Data (bench/staff-queue-data.ts): a provider for every 500 claims (a third of the claims with the largest 1%), a
family for every 4 claims with two children each, surnames as real ones spread (20 common ones with 2% of the
families each, 1,600 rarer ones), claims over two years: 3% waiting for staff, 5% waiting for a provider (about half
of them overdue), 70% Accepted (one in five paid, one in 500 with a failed payout, half of those retried), 22%
Rejected. Pages of 25. Each request is measured from 1 connection, then from ${connections}, for ${seconds} s each after a
1 s warm-up; autocannon in one process, the API (\`node apps/api/src/server.ts\`) in another. Machine: ${machine()},
load average ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after (other work shares the machine).
Measured ${new Date().toISOString()}.

${verdicts.join('\n')}

${requests}

## Latency and throughput

${resultTable}

## How the database answers (EXPLAIN (ANALYZE, BUFFERS), before the API starts)

The search's plan is that of its last query; it first finds the matching students, parents and providers (each a
range of a name index, at most a few thousand ids). The failed-payouts tab and each count read a partial index of
claims holding that tab's rows.

${planTable}
${appendix}`,
);

/**
 * Benchmark (issue 16, goals 2 and 3): does each list's latency hold as the data grows? Two PostgreSQL databases,
 * 1,000,000 and 10,000,000 claims, generated with SQL (bench/list-scaling-data.ts); one API process on each. Every
 * list path (the parent dashboard, the provider's tabs and counts, the staff queue, its counts and the claim search)
 * is measured from one connection, interleaved 1M / 10M / 1M / 10M over BENCH_ROUNDS rounds, and the medians of p99
 * and p50 compared: ≤ 10 ms p99 at 1M (≤ 5 ms for counts), and 10M within 1.5× of 1M. Before that, an API with
 * bench/capture-sql.ts loaded records the statements each path sends, and EXPLAIN (ANALYZE, BUFFERS) runs each of them
 * with its parameters on both databases, as a custom plan and as the generic plan a prepared statement may settle on:
 * any sequential scan of claims is flagged. Results go to bench/results/list-scaling.md.
 *
 *   npm run bench:list-scaling
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; BENCH_SCALING_SIZES (default
 * 1000000,10000000), BENCH_ROUNDS (default 3) and BENCH_SECONDS (default 5) change the run. BENCH_SCALING_KEEP=1 keeps
 * the databases (ace_scaling_1m, ace_scaling_10m) and reuses them when they exist, so a second run skips generation.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import type { CapturedStatement } from './capture-sql.ts';
import { machine, measure, startApiProcess, writeResult, type Measurement } from './harness.ts';
import { scalingData, scalingDatabase, type ScalingDatabase } from './list-scaling-data.ts';
import { BENCH_ORGANISATION, benchTokens, type BenchPerson } from './provider-lists-data.ts';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sizes = (process.env.BENCH_SCALING_SIZES ?? '1000000,10000000').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const keep = process.env.BENCH_SCALING_KEEP === '1';
const LIST_TARGET_MS = 10;
const COUNT_TARGET_MS = 5;
const GROWTH_TARGET = 1.5;
/** The deep page: the one after this many pages of 25. */
const DEEP_PAGES = 40;
/** The bench organisation's provider number (the generator numbers providers from 300001). */
const BENCH_PROVIDER_NUMBER = '300001';

interface Route {
  name: string;
  as: BenchPerson;
  /** Counts are held to the 5 ms target, lists to 10 ms. */
  counts?: boolean;
  /** The path; `claimId` is a claim of the database in hand (its middle id). */
  path: (claimId: number) => string;
  /** Measure the page after DEEP_PAGES pages (a cursor deep in the list, found by walking the pages). */
  deep?: boolean;
}

const provider = (tab: string, query = '') =>
  `/api/service-provider/${BENCH_ORGANISATION}/${tab}${query === '' ? '' : `?${query}`}`;
const routes: Route[] = [
  { name: 'parent dashboard (and its children figures)', as: 'parent', path: () => '/api/user/parent' },
  { name: 'provider: pending provider review', as: 'member', path: () => provider('pending-vendor-approval-claims') },
  { name: 'provider: pending merit review', as: 'member', path: () => provider('pending-internal-review-claims') },
  { name: 'provider: history', as: 'member', path: () => provider('history-claims') },
  {
    name: "provider: history, parent last name 'gar'",
    as: 'member',
    path: () => provider('history-claims', 'parentLastName=gar'),
  },
  {
    name: 'provider: history by amount',
    as: 'member',
    path: () => provider('history-claims', 'sort=amount&order=desc'),
  },
  {
    name: `provider: history by date decided, page ${DEEP_PAGES + 1}`,
    as: 'member',
    path: () => provider('history-claims', 'sort=reviewedAt&order=desc'),
    deep: true,
  },
  {
    name: 'provider: history, submitted in a half-year',
    as: 'member',
    path: () => provider('history-claims', 'submittedStartDate=2022-06-01&submittedEndDate=2022-12-31'),
  },
  { name: 'provider: tab counts (claim-stats)', as: 'member', counts: true, path: () => provider('claim-stats') },
  { name: 'staff queue: waiting', as: 'staff', path: () => '/api/merit-cs/queue/waiting' },
  {
    name: `staff queue: waiting, page ${DEEP_PAGES + 1}`,
    as: 'staff',
    path: () => '/api/merit-cs/queue/waiting',
    deep: true,
  },
  {
    name: 'staff queue: waiting, largest provider',
    as: 'staff',
    path: () => `/api/merit-cs/queue/waiting?providerNumber=${BENCH_PROVIDER_NUMBER}`,
  },
  { name: 'staff queue: overdue at providers', as: 'staff', path: () => '/api/merit-cs/queue/overdue' },
  {
    name: 'staff queue: overdue, largest provider',
    as: 'staff',
    path: () => `/api/merit-cs/queue/overdue?providerNumber=${BENCH_PROVIDER_NUMBER}`,
  },
  { name: 'staff queue: failed payouts', as: 'staff', path: () => '/api/merit-cs/queue/failed-payouts' },
  { name: 'staff queue: tab counts', as: 'staff', counts: true, path: () => '/api/merit-cs/queue' },
  { name: "staff search: surname ('garcia')", as: 'staff', path: () => '/api/merit-cs/claims?q=garcia' },
  { name: 'staff search: claim id', as: 'staff', path: (claimId) => `/api/merit-cs/claims?q=${claimId}` },
];

const identity = await startTestIdentityProvider();
// Signed in before the data is generated, for the whole run: tokens that outlast generating 10M claims.
const lifetime = { expiresInSeconds: 6 * 3600 };
const tokens = await benchTokens(identity, lifetime);
const headersOf = (route: Route) => ({ authorization: `Bearer ${tokens[route.as]}` });
const envOf = (database: ScalingDatabase, dataDir: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  OIDC_ISSUER: identity.issuer,
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
});

interface TableFacts {
  claimId: number;
  /** What the table looks like to the planner: size, live and dead rows, all-visible pages, last vacuum and analyse. */
  description: string;
}

async function tableFacts(client: pg.Client): Promise<TableFacts> {
  const { rows } = await client.query<{
    mid: number;
    size: string;
    live: string;
    dead: string;
    pages: number;
    visible: number;
    vacuumed: Date | null;
    analysed: Date | null;
  }>(`
    select (select max(id) / 2 from claims)::integer as mid,
      pg_size_pretty(pg_total_relation_size('claims')) as size,
      s.n_live_tup as live, s.n_dead_tup as dead, c.relpages as pages, c.relallvisible as visible,
      greatest(s.last_vacuum, s.last_autovacuum) as vacuumed, greatest(s.last_analyze, s.last_autoanalyze) as analysed
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'claims'`);
  const row = rows[0];
  if (row === undefined) throw new Error('No statistics for claims');
  const visible = row.pages === 0 ? 0 : Math.round((100 * row.visible) / row.pages);
  return {
    claimId: row.mid,
    description: `claims ${row.size} with indexes, ${Number(row.live).toLocaleString('en-US')} live and ${row.dead} dead rows, ${visible}% of pages all-visible, last vacuumed ${row.vacuumed?.toISOString() ?? 'never'}, last analysed ${row.analysed?.toISOString() ?? 'never'}`,
  };
}

const nextCursorOf = z.object({ data: z.object({ nextCursor: z.string().nullable() }) });

/** The route's path on this database, with the cursor of its deep page found by walking the pages through the API. */
async function resolvePath(base: string, route: Route, claimId: number): Promise<string> {
  const first = route.path(claimId);
  let path = first;
  for (let page = 0; page < (route.deep ? DEEP_PAGES : 0); page += 1) {
    const response = await fetch(`${base}${path}`, { headers: headersOf(route) });
    const { nextCursor } = nextCursorOf.parse(await response.json()).data;
    if (nextCursor === null) throw new Error(`${route.name}: the list ends before page ${page + 2}`);
    path = `${first}${first.includes('?') ? '&' : '?'}cursor=${nextCursor}`;
  }
  return path;
}

/**
 * With bench/capture-sql.ts loaded into an API on the database: each route's path (deep cursors found) and the
 * statements a second request sends, after a first one has warmed it.
 */
async function capture(env: NodeJS.ProcessEnv, claimId: number) {
  const dir = mkdtempSync(join(tmpdir(), 'ace-scaling-sql-'));
  const file = join(dir, 'statements.jsonl');
  const api = await startApiProcess({
    ...env,
    NODE_OPTIONS: `--import=${join(root, 'bench', 'capture-sql.ts')}`,
    BENCH_CAPTURE_SQL: file,
  });
  const captured = new Map<string, { path: string; statements: CapturedStatement[] }>();
  try {
    for (const route of routes) {
      const path = await resolvePath(api.base, route, claimId);
      const first = await fetch(`${api.base}${path}`, { headers: headersOf(route) });
      if (!first.ok) throw new Error(`${path} answered ${first.status}: ${await first.text()}`);
      writeFileSync(file, '');
      await (await fetch(`${api.base}${path}`, { headers: headersOf(route) })).text();
      const statements = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as CapturedStatement);
      captured.set(route.name, { path, statements });
    }
  } finally {
    api.stop();
    await api.exited;
    rmSync(dir, { recursive: true, force: true });
  }
  return captured;
}

interface Plan {
  /** The statement's place among those the route sends (from 1), and the table it reads first. */
  index: number;
  from: string;
  /** Whether the statement reads claims. */
  readsClaims: boolean;
  mode: 'custom' | 'generic';
  executionMs: number;
  /** Shared buffers hit and read by the whole plan (its top node). */
  buffers: string;
  scans: string[];
  seqScanOfClaims: boolean;
  lines: string[];
}

const isRead = (text: string) => /^\s*(select|with)\b/i.test(text);
const scanPattern =
  /(?:Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan|Seq Scan)(?: Backward)?(?: using \w+)? on \w+/;

function planOf(statement: CapturedStatement, index: number, mode: Plan['mode'], lines: string[]): Plan {
  const time = /Execution Time: ([\d.]+) ms/.exec(lines.find((line) => line.startsWith('Execution Time')) ?? '');
  const buffers = lines.find((line) => line.trim().startsWith('Buffers:'))?.trim() ?? 'Buffers: none';
  return {
    index: index + 1,
    from: /\bfrom\s+"?(\w+)"?/i.exec(statement.text)?.[1] ?? '?',
    readsClaims: /"claims"|\bclaims\b/.test(statement.text),
    mode,
    executionMs: Number(time?.[1] ?? Number.NaN),
    buffers: buffers.replace(/^Buffers: /, ''),
    scans: [...new Set(lines.map((line) => scanPattern.exec(line)?.[0]).filter((scan) => scan !== undefined))],
    seqScanOfClaims: lines.some((line) => /Seq Scan on claims\b/.test(line)),
    lines,
  };
}

/** A captured parameter as an SQL literal of unknown type, for EXECUTE (which takes no bound parameters). */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, (character) => `\\${character}`)}"`,
    );
    return pg.escapeLiteral(`{${items.join(',')}}`);
  }
  return pg.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each read a route sends, with its parameters: as a custom plan (planned for these
 * values), and as the generic plan a named prepared statement may settle on after five executions.
 */
async function explainAll(client: pg.Client, statements: CapturedStatement[]): Promise<Plan[]> {
  const plans: Plan[] = [];
  const column = (rows: Record<string, unknown>[]) => rows.map((row) => String(Object.values(row)[0]));
  for (const [index, statement] of statements.entries()) {
    if (!isRead(statement.text)) continue;
    const custom = await client.query<Record<string, unknown>>({
      text: `explain (analyze, buffers, costs off) ${statement.text}`,
      values: statement.values,
    });
    plans.push(planOf(statement, index, 'custom', column(custom.rows)));
    if (statement.values.length === 0) continue;
    const name = `scaling_${index}`;
    await client.query(`prepare ${name} as ${statement.text}`);
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      const generic = await client.query<Record<string, unknown>>(
        `explain (analyze, buffers, costs off) execute ${name}(${statement.values.map(literalOf).join(', ')})`,
      );
      plans.push(planOf(statement, index, 'generic', column(generic.rows)));
    } finally {
      await client.query('reset plan_cache_mode');
      await client.query(`deallocate ${name}`);
    }
  }
  return plans;
}

interface Size {
  claims: number;
  database: ScalingDatabase;
  facts: TableFacts;
  dataDir: string;
  paths: Map<string, string>;
  plans: Map<string, Plan[]>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const loadBefore = loadavg();
const prepared: Size[] = [];
const measurements = new Map<string, Measurement[]>();
const key = (route: Route, claims: number) => `${route.name}@${claims}`;
try {
  for (const claims of sizes) {
    const database = await scalingDatabase(adminUrl, claims, keep);
    const dataDir = mkdtempSync(join(tmpdir(), 'ace-scaling-files-'));
    const size: Size = {
      claims,
      database,
      facts: { claimId: 0, description: '' },
      dataDir,
      paths: new Map(),
      plans: new Map(),
    };
    prepared.push(size);
    // As the API's connections are (apps/api/src/db/client.ts): no JIT compiling.
    const client = new pg.Client({ connectionString: database.url, options: '-c jit=off' });
    await client.connect();
    try {
      size.facts = await tableFacts(client);
      const captured = await capture(envOf(database, dataDir), size.facts.claimId);
      for (const [name, { path, statements }] of captured) {
        size.paths.set(name, path);
        size.plans.set(name, await explainAll(client, statements));
      }
    } finally {
      await client.end();
    }
    console.log(`${database.name}: ${size.facts.description}`);
  }

  const apis = await Promise.all(prepared.map((size) => startApiProcess(envOf(size.database, size.dataDir))));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const route of routes) {
        // Interleaved, smallest first in even rounds and largest first in odd ones.
        const order = round % 2 === 0 ? prepared.keys() : [...prepared.keys()].reverse();
        for (const index of order) {
          const size = prepared[index];
          const api = apis[index];
          if (size === undefined || api === undefined) continue;
          const url = `${api.base}${size.paths.get(route.name) ?? ''}`;
          const result = await measure({ url, headers: headersOf(route) }, 1, { connections: 1, seconds });
          measurements.set(key(route, size.claims), [...(measurements.get(key(route, size.claims)) ?? []), result]);
          console.log(`round ${round + 1} ${route.name} @ ${size.claims}: p50 ${result.p50} ms, p99 ${result.p99} ms`);
        }
      }
    }
  } finally {
    for (const api of apis) {
      api.stop();
      await api.exited;
    }
  }
} finally {
  for (const size of prepared) {
    await size.database.release();
    rmSync(size.dataDir, { recursive: true, force: true });
  }
  await identity.close();
}
const loadAfter = loadavg();

const [small, large] = prepared;
const label = (claims: number) =>
  claims % 1_000_000 === 0 ? `${claims / 1_000_000}M` : claims.toLocaleString('en-US');
const p99Of = (route: Route, size: Size | undefined) =>
  size === undefined ? Number.NaN : median((measurements.get(key(route, size.claims)) ?? []).map((m) => m.p99));
const p50Of = (route: Route, size: Size | undefined) =>
  size === undefined ? Number.NaN : median((measurements.get(key(route, size.claims)) ?? []).map((m) => m.p50));
const roundsOf = (route: Route, size: Size | undefined) =>
  size === undefined ? '' : (measurements.get(key(route, size.claims)) ?? []).map((m) => m.p99).join(', ');
const failuresOf = (route: Route) =>
  prepared.reduce(
    (sum, size) => sum + (measurements.get(key(route, size.claims)) ?? []).reduce((n, m) => n + m.errors + m.non2xx, 0),
    0,
  );
const seqScans = (route: Route) =>
  prepared
    .flatMap((size) =>
      (size.plans.get(route.name) ?? [])
        .filter((plan) => plan.seqScanOfClaims)
        .map((plan) => `${label(size.claims)} ${plan.mode}, statement ${plan.index}`),
    )
    .join('; ') || 'none';
const yesNo = (ok: boolean) => (ok ? 'yes' : '**no**');
const sizeLabels = prepared.map((size) => label(size.claims)).join(' / ');

type Column = [string, 'text' | 'number'];
const columns: Column[] = [
  ['path', 'text'],
  ...prepared.flatMap((size): Column[] => [
    [`p99 ${label(size.claims)} ms`, 'number'],
    [`p50 ${label(size.claims)} ms`, 'number'],
  ]),
  ...(large ? [['p99 ratio', 'number'] satisfies Column] : []),
  [`target at ${small ? label(small.claims) : '?'}`, 'text'],
  ...(large ? [[`≤ ${GROWTH_TARGET}×`, 'text'] satisfies Column] : []),
  [`p99 by round (${sizeLabels})`, 'text'],
  ['failures', 'number'],
  ['seq scan of claims', 'text'],
];
const resultTable = [
  `| ${columns.map(([name]) => name).join(' | ')} |`,
  `| ${columns.map(([, kind]) => (kind === 'number' ? '---:' : '---')).join(' | ')} |`,
  ...routes.map((route) => {
    const target = route.counts ? COUNT_TARGET_MS : LIST_TARGET_MS;
    const smallP99 = p99Of(route, small);
    const ratio = p99Of(route, large) / smallP99;
    const cells = [
      route.name,
      ...prepared.flatMap((size) => [String(p99Of(route, size)), String(p50Of(route, size))]),
      ...(large ? [ratio.toFixed(2)] : []),
      `≤ ${target} ms: ${yesNo(smallP99 <= target)}${route.counts && large ? `; at ${label(large.claims)}: ${yesNo(p99Of(route, large) <= target)}` : ''}`,
      ...(large ? [yesNo(ratio <= GROWTH_TARGET)] : []),
      prepared.map((size) => roundsOf(route, size)).join(' / '),
      String(failuresOf(route)),
      seqScans(route),
    ];
    return `| ${cells.join(' | ')} |`;
  }),
].join('\n');

const planCell = (plan: Plan | undefined) =>
  plan === undefined
    ? ''
    : `${plan.executionMs} ms, ${plan.buffers}${plan.seqScanOfClaims ? ', **Seq Scan on claims**' : ''}`;
const modes: Plan['mode'][] = ['custom', 'generic'];
const planTable = [
  `| path | # | from | ${prepared.flatMap((size) => modes.map((mode) => `${label(size.claims)} ${mode}`)).join(' | ')} | scans (${large ? label(large.claims) : ''} custom; generic where it differs) |`,
  `| --- | ---: | --- | ${prepared.flatMap(() => modes.map(() => '---')).join(' | ')} | --- |`,
  ...routes.flatMap((route) => {
    const largestPlans = prepared.at(-1)?.plans.get(route.name) ?? [];
    const indexes = [...new Set(largestPlans.map((plan) => plan.index))];
    return indexes.map((index) => {
      const find = (size: Size, mode: Plan['mode']) =>
        (size.plans.get(route.name) ?? []).find((plan) => plan.index === index && plan.mode === mode);
      const custom = largestPlans.find((plan) => plan.index === index && plan.mode === 'custom');
      const generic = largestPlans.find((plan) => plan.index === index && plan.mode === 'generic');
      const customScans = custom?.scans.join('; ') ?? '';
      const genericScans = generic?.scans.join('; ') ?? customScans;
      const scans = genericScans === customScans ? customScans : `${customScans} — generic: ${genericScans}`;
      return `| ${route.name} | ${index} | ${custom?.from ?? ''} | ${prepared.flatMap((size) => modes.map((mode) => planCell(find(size, mode)))).join(' | ')} | ${scans} |`;
    });
  }),
].join('\n');
const largest = prepared.at(-1);
const fullPlans =
  largest === undefined
    ? ''
    : routes
        .map((route) => {
          const all = largest.plans.get(route.name) ?? [];
          const customOf = (plan: Plan) =>
            all.find((other) => other.index === plan.index && other.mode === 'custom')?.executionMs ?? 0;
          const plans = all.filter(
            (plan) =>
              plan.readsClaims &&
              (plan.mode === 'custom' ||
                plan.seqScanOfClaims ||
                (plan.executionMs >= 5 && plan.executionMs >= 10 * customOf(plan))),
          );
          const text = plans
            .map((plan) => `-- statement ${plan.index}, ${plan.mode} plan\n${plan.lines.join('\n')}`)
            .join('\n\n');
          return `### ${route.name}: \`GET ${largest.paths.get(route.name) ?? ''}\`\n\n\`\`\`text\n${text}\n\`\`\``;
        })
        .join('\n\n');
const data = prepared
  .map((size) => {
    const shape = scalingData(size.claims);
    const origin = `${size.database.generated ? '' : 'reused, '}${size.database.generation}`;
    return `- ${label(size.claims)}: database \`${size.database.name}\` (${origin}; ${keep ? 'kept' : 'dropped after the run'}), ${shape.providers} organisations, ${shape.families.toLocaleString('en-US')} families with two children each; ${size.facts.description}.`;
  })
  .join('\n');
const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
const missed = routes.filter((route) => {
  const target = route.counts ? COUNT_TARGET_MS : LIST_TARGET_MS;
  const ratio = p99Of(route, large) / p99Of(route, small);
  return !(p99Of(route, small) <= target) || (large !== undefined && !(ratio <= GROWTH_TARGET));
});

writeResult(
  'list-scaling.md',
  `# Latency as the data grows: every list at ${prepared.map((size) => label(size.claims)).join(' and ')} claims (PostgreSQL)

Data (bench/list-scaling-data.ts, generated with SQL: bench/provider-lists-data.ts, the staff user, due dates of the
claims waiting for a provider, payouts from bench/staff-queue-data.ts, then \`vacuum analyze\`): claims over two years,
10% Pending, 10% Pending external (all past their due date), 60% Accepted (one in five paid, one in 500 with a failed
payout), 20% Rejected; the member signs in to the largest organisation (40% of the claims), the parent is
bench.parent1@example.com (20 claims, as every family at both sizes), the support agent is registered as MeritCS staff.

${data}

How: one API (\`node apps/api/src/server.ts\`, its own process) per database. Each path is requested from 1
connection for ${seconds} s after a 1 s warm-up, the sizes interleaved (${prepared.map((size) => label(size.claims)).join(' / ')}, the order
reversed every other round), ${rounds} rounds; the table gives the medians over the rounds of each round's p99 and
p50 (autocannon, whole milliseconds: at 1-2 ms a ratio is as coarse as that resolution). Targets: p99 ≤ ${LIST_TARGET_MS} ms at 1M (≤ ${COUNT_TARGET_MS} ms for counts), and at 10M within
${GROWTH_TARGET}× of the 1M figure. Deep pages walk ${DEEP_PAGES} pages of 25 through the API first, on each database.

Machine: ${machine()}. Load average (1/5/15 min) ${load(loadBefore)} before and ${load(loadAfter)} after (other work
shares the machine: a p99 from one connection is as noisy as the machine). Measured ${new Date().toISOString()}.

Paths missing a target in this run: ${missed.length === 0 ? 'none' : missed.map((route) => route.name).join('; ')}.

## Latency, one connection

${resultTable}

## How the database answers (EXPLAIN (ANALYZE, BUFFERS) of each statement the API sends, with its parameters)

Captured from the API with bench/capture-sql.ts (a second request of each path), then explained on each database as a
custom plan (planned for these values) and as the generic plan (\`plan_cache_mode = force_generic_plan\`, the plan a
named prepared statement may settle on after five executions). Buffers are the whole plan's shared hits and reads.
The statements are all those the API sent during the request, so a background poll (of \`jobs\`) may be among them.

${planTable}

## The plans at ${largest === undefined ? '' : label(largest.claims)} of the statements reading claims (custom; generic too where it scans claims or is ten times slower)

${fullPlans}
`,
);

/**
 * Benchmark: the service provider dashboard's three claim lists (and its tab counts) with typical filters, sorts and
 * a deep page, on 100,000 generated claims, as a member of the largest organisation (40% of the claims). Against
 * the embedded database (PGlite) and, when BENCH_DATABASE_URL names a PostgreSQL server, against PostgreSQL too.
 * Before the API starts, EXPLAIN ANALYZE shows how the database answers each list's query. The API runs as its own
 * process, as in production; autocannon drives it from this one. Results go to bench/results/provider-lists.md.
 *
 *   npm run bench:provider-lists
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:provider-lists
 *
 * BENCH_CLAIMS (default 100000), BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) change the run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  apiSuccessSchema,
  programmeDate,
  PROVIDER_CLAIM_TAB_PATHS,
  providerClaimListQuerySchema,
  providerClaimPageSchema,
  providerClaimSelection,
  type ProviderClaimTab,
} from '@ace/domain';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';
import {
  listProviderClaimPage,
  providerClaimCountsQuery,
  providerClaimPageQuery,
  providerClaimSelectionCountQuery,
  type ProviderClaimPageRequest,
} from '../apps/api/src/modules/provider-claims/provider-claims.repository.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import {
  connections,
  durationSeconds,
  measureGet,
  onEachBenchDatabase,
  startApiProcess,
  type BenchDatabase,
  type Measurement,
} from './harness.ts';
import { BENCH_MEMBER, BENCH_ORGANISATION, generateProviderLists } from './provider-lists-data.ts';

const root = join(import.meta.dirname, '..');
const claimCount = Number(process.env.BENCH_CLAIMS ?? 100_000);
const data = { claims: claimCount, providers: 10, families: Math.max(100, Math.round(claimCount / 20)) };

interface Scenario {
  name: string;
  tab: ProviderClaimTab | 'stats';
  query: Record<string, string>;
  /** Measure the page after this many pages of 25 (a cursor deep in the list). */
  deepPages?: number;
  /** Measure the tab's count under the filters (its label while they are applied) instead of its first page. */
  count?: boolean;
}

const scenarios: Scenario[] = [
  { name: 'pending provider review', tab: 'pendingProvider', query: {} },
  {
    name: 'pending provider review, payTo + claim year',
    tab: 'pendingProvider',
    query: { payTo: 'Vendor', claimYear: '2022' },
  },
  { name: 'pending merit review', tab: 'pendingMerit', query: {} },
  {
    name: 'pending merit review, submitted in a half-year',
    tab: 'pendingMerit',
    query: { submittedStartDate: '2022-06-01', submittedEndDate: '2022-12-31' },
  },
  { name: 'history (createdAt desc)', tab: 'history', query: {} },
  {
    name: 'history, Accepted + payTo + submitted range',
    tab: 'history',
    query: { status: 'Accepted', payTo: 'User', submittedStartDate: '2022-06-01', submittedEndDate: '2022-12-31' },
  },
  { name: 'history, parent last name prefix', tab: 'history', query: { parentLastName: 'gar' } },
  { name: 'history by amount', tab: 'history', query: { sort: 'amount', order: 'desc' } },
  {
    name: 'history by date decided, page 41',
    tab: 'history',
    query: { sort: 'reviewedAt', order: 'desc' },
    deepPages: 40,
  },
  { name: 'claim stats', tab: 'stats', query: {} },
  {
    name: 'history count, Accepted + payTo + submitted range',
    tab: 'history',
    query: { status: 'Accepted', payTo: 'User', submittedStartDate: '2022-06-01', submittedEndDate: '2022-12-31' },
    count: true,
  },
  { name: 'history count, parent last name prefix', tab: 'history', query: { parentLastName: 'gar' }, count: true },
  { name: 'history count, payTo', tab: 'history', query: { payTo: 'User' }, count: true },
  {
    name: 'pending provider review count, claim year',
    tab: 'pendingProvider',
    query: { claimYear: '2022' },
    count: true,
  },
];

function pathOf(scenario: Scenario): string {
  const list = scenario.tab === 'stats' ? 'claim-stats' : PROVIDER_CLAIM_TAB_PATHS[scenario.tab];
  const tab = scenario.count === true ? `${list}/count` : list;
  const query = new URLSearchParams(scenario.query).toString();
  return `/api/service-provider/${BENCH_ORGANISATION}/${tab}${query === '' ? '' : `?${query}`}`;
}

const explainRows = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** How the database answers a query: the scan of claims it chose, and the execution time. */
async function explain(database: DatabaseHandle, query: SQLWrapper): Promise<string> {
  const result = await database.db.execute(sql`explain (analyze, costs off) ${query.getSQL()}`);
  const lines = explainRows.parse(result).rows.map((row) => String(Object.values(row)[0]));
  const scan = lines.find((line) => / on claims\b/.test(line))?.trim() ?? '?';
  const access = scan.replace(/^->\s*/, '').replace(/\s*\(actual.*$/, '');
  const time = lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  return `${access} (${time})`;
}

/** Generates the data in a database of its own, then explains each list query; answers the plans by scenario. */
async function prepare(database: DatabaseHandle): Promise<Map<string, string>> {
  await database.migrate();
  const started = Date.now();
  await generateProviderLists(database.db, data);
  console.log(`${database.kind}: ${claimCount} claims generated in ${Date.now() - started} ms`);
  const provider = z
    .object({ rows: z.array(z.object({ id: z.number() })) })
    .parse(
      await database.db.execute(sql`select id from service_providers where organisation_id = ${BENCH_ORGANISATION}`),
    ).rows[0];
  if (!provider) throw new Error('The benchmark organisation is missing');
  const plans = new Map<string, string>();
  for (const scenario of scenarios) {
    if (scenario.tab === 'stats') {
      plans.set(scenario.name, await explain(database, providerClaimCountsQuery(database.db, provider.id)));
      continue;
    }
    const query = providerClaimListQuerySchema({ tab: scenario.tab, today: programmeDate(new Date()) }).parse(
      scenario.query,
    );
    const selection = providerClaimSelection(scenario.tab, query);
    if (scenario.count === true) {
      plans.set(
        scenario.name,
        await explain(database, providerClaimSelectionCountQuery(database.db, provider.id, selection)),
      );
      continue;
    }
    const request: ProviderClaimPageRequest = {
      providerId: provider.id,
      selection,
      sort: query.sort,
      order: query.order,
      limit: query.limit + 1,
      after: null,
    };
    if (scenario.deepPages !== undefined) {
      const skipped = await listProviderClaimPage(database.db, { ...request, limit: scenario.deepPages * query.limit });
      const last = skipped.at(-1);
      request.after = last ? { key: last.sortKey, id: last.id } : null;
    }
    plans.set(scenario.name, await explain(database, providerClaimPageQuery(database.db, request)));
  }
  return plans;
}

interface Result extends Measurement {
  scenario: string;
  database: string;
}

const pageAnswer = apiSuccessSchema(providerClaimPageSchema);

/** The path of a scenario, with the cursor of its deep page found by walking the pages through the API. */
async function scenarioPath(base: string, scenario: Scenario, headers: Record<string, string>): Promise<string> {
  let path = pathOf(scenario);
  for (let page = 0; page < (scenario.deepPages ?? 0); page += 1) {
    const response = await fetch(`${base}${path}`, { headers });
    const { nextCursor } = pageAnswer.parse(await response.json()).data;
    if (nextCursor === null) throw new Error(`${scenario.name}: the list ends before page ${page + 2}`);
    path = pathOf({ ...scenario, query: { ...scenario.query, cursor: nextCursor } });
  }
  const probe = await fetch(`${base}${path}`, { headers });
  if (!probe.ok) throw new Error(`${scenario.name}: ${path} answered ${probe.status}: ${await probe.text()}`);
  return path;
}

async function measure(database: BenchDatabase['kind'], token: string, env: NodeJS.ProcessEnv): Promise<Result[]> {
  const { base, stop } = await startApiProcess(env);
  const headers = { authorization: `Bearer ${token}` };
  const results: Result[] = [];
  try {
    for (const scenario of scenarios) {
      const url = `${base}${await scenarioPath(base, scenario, headers)}`;
      const result = { scenario: scenario.name, database, ...(await measureGet(url, headers, 1)) };
      results.push(result);
      console.log(`${database} ${scenario.name}: ${result.requestsPerSecond} req/s`);
    }
  } finally {
    stop();
  }
  return results;
}

const identity = await startTestIdentityProvider();
const token = await identity.token({
  ...BENCH_MEMBER,
  merits: [{ id: BENCH_ORGANISATION, name: 'Bench Provider 1', status: 'accepted' }],
});
const baseEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, OIDC_ISSUER: identity.issuer, LOG_LEVEL: 'warn' };
const loadBefore = loadavg()[0] ?? 0;
const plans = new Map<string, Map<string, string>>();
const results = (
  await onEachBenchDatabase(async (database) => {
    const handle = database.open();
    try {
      plans.set(database.kind, await prepare(handle));
    } finally {
      await handle.close();
    }
    return measure(database.kind, token, { ...baseEnv, ...database.env });
  })
).flat();
await identity.close();
const loadAfter = loadavg()[0] ?? 0;

const databases = [...plans.keys()];
const resultTable = [
  '| list | database | req/s | p50 ms | p99 ms | errors | non-2xx |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...scenarios.flatMap((scenario) =>
    results
      .filter((r) => r.scenario === scenario.name)
      .map(
        (r) =>
          `| ${r.scenario} | ${r.database} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
      ),
  ),
].join('\n');
const planTable = [
  `| list | ${databases.join(' | ')} |`,
  `| --- | ${databases.map(() => '---').join(' | ')} |`,
  ...scenarios.map(
    (scenario) =>
      `| ${scenario.name} | ${databases.map((db) => plans.get(db)?.get(scenario.name) ?? '').join(' | ')} |`,
  ),
].join('\n');
const requests = scenarios
  .map(
    (scenario) =>
      `- ${scenario.name}: \`GET ${pathOf(scenario)}\`${scenario.deepPages ? ` (+ the cursor after ${scenario.deepPages} pages)` : ''}`,
  )
  .join('\n');

const report = `# The provider dashboard's claim lists on ${claimCount.toLocaleString('en-US')} claims

Data (bench/provider-lists-data.ts): ${data.providers} organisations, ${data.families.toLocaleString('en-US')} families with two
children each, ${claimCount.toLocaleString('en-US')} claims over two years (10% Pending, 10% Pending external, 60% Accepted,
20% Rejected; one in twenty with a non-programme provider). The member signs in to the largest organisation, which
holds 40% of the claims. Pages of 25.
${connections} connections, ${durationSeconds} s a list after a 1 s warm-up, autocannon in one process, the API
(\`node apps/api/src/server.ts\`) in another. Machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}, load average ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after (other work shares the machine). Measured ${new Date().toISOString()}.

${requests}

## Throughput and latency

${resultTable}

## How the database answers (EXPLAIN ANALYZE of each query, before the API starts)

${planTable}
`;
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'provider-lists.md'), report);
console.log(report);

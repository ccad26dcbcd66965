/**
 * Benchmark (issue 16, goal 1): how close the API comes to the floor of its own SQL. On 1,000,000 generated claims in
 * PostgreSQL, each benchmarked route is requested once through the API with bench/capture-sql.ts loaded, which
 * records the statements the API sends; bench/same-sql-floor-server.ts then answers the same path with the very same
 * statements and nothing else; the same floor through a bare Fastify shows what the framework alone costs. Autocannon
 * drives the API, the floor and the Fastify floor in turn (A/B/C/A/B/C, BENCH_ROUNDS rounds each, BENCH_CONNECTIONS
 * connections); the medians and their ratios go to bench/results/same-sql-floor.md. Last, the API
 * runs once more under `node --cpu-prof` on one route (BENCH_PROFILE_ROUTE, by default the one furthest from its
 * floor) and the profile's self time by package and function is written below the figures.
 *
 *   npm run bench:floor
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; BENCH_CLAIMS (default
 * 1000000), BENCH_SECONDS (default 10), BENCH_ROUNDS (default 4) and BENCH_CONNECTIONS (default 50) change the run;
 * BENCH_ONLY measures only the routes whose name holds it.
 * BENCH_FLOOR_DATABASE names a database to keep and reuse (generated on the first run), to measure again after a
 * change without generating the data anew.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { freePort } from '../apps/api/test/free-port.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import type { CapturedStatement } from './capture-sql.ts';
import { summariseCpuProfile } from './cpu-profile-summary.ts';
import {
  type CpuPerRequest,
  durationSeconds,
  machine,
  measure,
  startApiProcess,
  writeResult,
  type Measurement,
} from './harness.ts';
import {
  BENCH_ORGANISATION,
  benchTokens,
  type BenchPerson,
  generateProviderLists,
  giveDueDates,
} from './provider-lists-data.ts';
import { BENCH_STAFF } from './staff-queue-data.ts';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const claimCount = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const clients = Number(process.env.BENCH_CONNECTIONS ?? 50);
const data = { claims: claimCount, providers: 10, families: Math.max(100, Math.round(claimCount / 20)) };

interface Route {
  name: string;
  path: string;
  as: BenchPerson;
}

const providerPath = (tab: string) => `/api/service-provider/${BENCH_ORGANISATION}/${tab}`;
const allRoutes: Route[] = [
  { name: 'parent dashboard', path: '/api/user/parent', as: 'parent' },
  { name: 'provider: pending provider review', path: providerPath('pending-vendor-approval-claims'), as: 'member' },
  { name: 'provider: pending merit review', path: providerPath('pending-internal-review-claims'), as: 'member' },
  { name: 'provider: history', path: providerPath('history-claims'), as: 'member' },
  { name: 'staff queue: waiting', path: '/api/merit-cs/queue/waiting', as: 'staff' },
];
/** BENCH_ONLY: the routes whose name holds it (to measure one route again after a change); every route without it. */
const only = process.env.BENCH_ONLY;
const routes = only === undefined ? allRoutes : allRoutes.filter((route) => route.name.includes(only));

/** The database with the generated data: reused when BENCH_FLOOR_DATABASE names one that exists. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const kept = process.env.BENCH_FLOOR_DATABASE;
  const name = kept ?? `ace_floor_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (!exists) {
    const handle = openDatabase({ databaseUrl: url.toString() });
    try {
      await handle.migrate();
      const started = Date.now();
      await generateProviderLists(handle.db, data);
      await handle.db.execute(sql`
        insert into users (type, email, first_name, last_name, agent_id, entity_id)
        values ('MeritCS', ${BENCH_STAFF.email}, 'Bench', 'Staff', ${BENCH_STAFF.agentId}, ${BENCH_STAFF.entityId})`);
      await giveDueDates(handle.db);
      await handle.db.execute(sql`vacuum analyze claims`);
      console.log(`${claimCount} claims generated in ${Math.round((Date.now() - started) / 1000)} s`);
    } finally {
      await handle.close();
    }
  }
  return {
    url: url.toString(),
    drop: async () => {
      if (kept === undefined) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The statements the API sends for each route, captured from one request after a first one has warmed it. */
async function captureStatements(env: NodeJS.ProcessEnv, headersOf: (route: Route) => Record<string, string>) {
  const file = join(mkdtempSync(join(tmpdir(), 'ace-floor-sql-')), 'statements.jsonl');
  const api = await startApiProcess({
    ...env,
    NODE_OPTIONS: `--import=${join(root, 'bench', 'capture-sql.ts')}`,
    BENCH_CAPTURE_SQL: file,
  });
  const captured = new Map<string, { statements: CapturedStatement[]; bytes: number }>();
  try {
    for (const route of routes) {
      const first = await fetch(`${api.base}${route.path}`, { headers: headersOf(route) });
      if (!first.ok) throw new Error(`${route.path} answered ${first.status}: ${await first.text()}`);
      writeFileSync(file, '');
      const body = await (await fetch(`${api.base}${route.path}`, { headers: headersOf(route) })).text();
      const statements = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as CapturedStatement);
      captured.set(route.path, { statements, bytes: Buffer.byteLength(body) });
    }
  } finally {
    api.stop();
    await api.exited;
    rmSync(file, { force: true });
  }
  return captured;
}

/** The floor's server: bare `node:http`, or the same answers through a bare Fastify (bench/same-sql-floor-server.ts). */
type FloorFramework = 'node:http' | 'fastify';

async function startFloor(
  databaseUrl: string,
  statements: Record<string, CapturedStatement[]>,
  framework: FloorFramework,
) {
  const dir = mkdtempSync(join(tmpdir(), 'ace-floor-'));
  const routesFile = join(dir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(statements));
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/same-sql-floor-server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      FLOOR_ROUTES: routesFile,
      PORT: String(port),
      FLOOR_FRAMEWORK: framework,
    },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await fetch(`${base}/health`).catch(() => undefined))?.ok) {
      return {
        base,
        pid: child.pid ?? 0,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('The floor server did not start');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface RouteResult {
  route: Route;
  api: Measurement[];
  floor: Measurement[];
  /** The floor's answers through a bare Fastify. */
  fastify: Measurement[];
}

const identity = await startTestIdentityProvider();
const database = await benchDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'ace-floor-files-'));
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  OIDC_ISSUER: identity.issuer,
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
};
// Signed in once the data is there (generating it takes longer than a default token lasts), for the whole run.
const lifetime = { expiresInSeconds: 4 * 3600 };
const tokens = await benchTokens(identity, lifetime);
const headersOf = (route: Route) => ({ authorization: `Bearer ${tokens[route.as]}` });
const loadBefore = loadavg();
const results: RouteResult[] = [];
let captured: Awaited<ReturnType<typeof captureStatements>>;
let profileReport = '';
let profiledRoute: Route | undefined;
let floorBytes = new Map<string, number>();
try {
  captured = await captureStatements(env, headersOf);
  const statementsByPath = Object.fromEntries([...captured].map(([path, { statements }]) => [path, statements]));
  const floor = await startFloor(database.url, statementsByPath, 'node:http');
  const fastifyFloor = await startFloor(database.url, statementsByPath, 'fastify');
  const api = await startApiProcess(env);
  try {
    floorBytes = new Map(
      await Promise.all(
        routes.map(
          async (route) =>
            [route.path, Buffer.byteLength(await (await fetch(`${floor.base}${route.path}`)).text())] as const,
        ),
      ),
    );
    for (const route of routes) {
      const result: RouteResult = { route, api: [], floor: [], fastify: [] };
      for (let round = 0; round < rounds; round += 1) {
        const run = { connections: clients, seconds: durationSeconds };
        result.api.push(
          await measure({ url: `${api.base}${route.path}`, headers: headersOf(route) }, 1, {
            ...run,
            serverPid: api.pid,
          }),
        );
        result.floor.push(await measure({ url: `${floor.base}${route.path}` }, 1, { ...run, serverPid: floor.pid }));
        result.fastify.push(
          await measure({ url: `${fastifyFloor.base}${route.path}` }, 1, { ...run, serverPid: fastifyFloor.pid }),
        );
        console.log(
          `${route.name} round ${round + 1}: API ${result.api.at(-1)?.requestsPerSecond} req/s, floor ${result.floor.at(-1)?.requestsPerSecond} req/s, Fastify floor ${result.fastify.at(-1)?.requestsPerSecond} req/s`,
        );
      }
      results.push(result);
    }
  } finally {
    api.stop();
    await api.exited;
    await floor.stop();
    await fastifyFloor.stop();
  }

  const ratioOf = (result: RouteResult) =>
    median(result.api.map((m) => m.requestsPerSecond)) / median(result.floor.map((m) => m.requestsPerSecond));
  const asked = process.env.BENCH_PROFILE_ROUTE;
  profiledRoute =
    routes.find((route) => route.path === asked) ??
    [...results].sort((a, b) => ratioOf(a) - ratioOf(b))[0]?.route ??
    routes[0];
  if (profiledRoute !== undefined) {
    const profileDir = mkdtempSync(join(tmpdir(), 'ace-floor-profile-'));
    const spawned = performance.now();
    const profiled = await startApiProcess({ ...env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` });
    // The profile starts with the process: its start-up and the 1 s warm-up are left out.
    const skipMs = performance.now() - spawned + 1000;
    await measure({ url: `${profiled.base}${profiledRoute.path}`, headers: headersOf(profiledRoute) }, 1, {
      connections: clients,
      seconds: durationSeconds,
    });
    profiled.stop();
    await profiled.exited;
    const profileFile = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    profileReport =
      profileFile === undefined
        ? 'The API wrote no CPU profile.'
        : summariseCpuProfile(join(profileDir, profileFile), 25, skipMs);
    if (process.env.BENCH_KEEP_PROFILE === undefined) rmSync(profileDir, { recursive: true, force: true });
    else console.log(`CPU profile kept in ${profileDir}`);
  }
} finally {
  await database.drop();
  await identity.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = loadavg();

const cpuOf = (measurements: Measurement[], part: keyof CpuPerRequest) =>
  Math.round(median(measurements.map((m) => m.cpuPerRequest?.[part] ?? 0)));
const figures = (measurements: Measurement[]) => measurements.map((m) => m.requestsPerSecond).join(', ');
const failures = (measurements: Measurement[]) => measurements.reduce((sum, m) => sum + m.errors + m.non2xx, 0);
const resultTable = [
  '| route | API req/s (median) | floor req/s (median) | API / floor | API p50 ms | floor p50 ms | API rounds | floor rounds | failures |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |',
  ...results.map((r) => {
    const apiRps = median(r.api.map((m) => m.requestsPerSecond));
    const floorRps = median(r.floor.map((m) => m.requestsPerSecond));
    return `| ${r.route.name} | ${Math.round(apiRps)} | ${Math.round(floorRps)} | ${(apiRps / floorRps).toFixed(2)} | ${median(r.api.map((m) => m.p50))} | ${median(r.floor.map((m) => m.p50))} | ${figures(r.api)} | ${figures(r.floor)} | ${failures(r.api) + failures(r.floor) + failures(r.fastify)} |`;
  }),
].join('\n');
const frameworkTable = [
  '| route | Fastify floor req/s (median) | Fastify floor / floor | API / Fastify floor | Fastify floor: node µs a request | Fastify floor rounds |',
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...results.map((r) => {
    const rps = (measurements: Measurement[]) => median(measurements.map((m) => m.requestsPerSecond));
    const fastifyRps = rps(r.fastify);
    return `| ${r.route.name} | ${Math.round(fastifyRps)} | ${(fastifyRps / rps(r.floor)).toFixed(2)} | ${(rps(r.api) / fastifyRps).toFixed(2)} | ${cpuOf(r.fastify, 'server')} | ${figures(r.fastify)} |`;
  }),
].join('\n');
const cpuTable = [
  '| route | API: node | API: PostgreSQL | API: autocannon | floor: node | floor: PostgreSQL | floor: autocannon |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.route.name} | ${(['server', 'postgres', 'load'] as const).map((part) => cpuOf(r.api, part)).join(' | ')} | ${(['server', 'postgres', 'load'] as const).map((part) => cpuOf(r.floor, part)).join(' | ')} |`,
  ),
].join('\n');
const statementList = routes
  .map((route) => {
    const entry = captured.get(route.path);
    const statements = (entry?.statements ?? [])
      .map((s) => `${s.text}\n-- parameters: ${JSON.stringify(s.values)}`)
      .join('\n\n');
    return `### ${route.name}: \`GET ${route.path}\`\n\nAnswer: API ${entry?.bytes ?? '?'} bytes, floor ${floorBytes.get(route.path) ?? '?'} bytes. ${entry?.statements.length ?? 0} statements:\n\n\`\`\`sql\n${statements}\n\`\`\``;
  })
  .join('\n\n');
const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');

writeResult(
  'same-sql-floor.md',
  `# The API against the floor of its own SQL (${claimCount.toLocaleString('en-US')} claims, PostgreSQL)

Data (bench/provider-lists-data.ts): ${data.providers} organisations, ${data.families.toLocaleString('en-US')} families with two children
each, ${claimCount.toLocaleString('en-US')} claims; the member signs in to the largest organisation (40% of the claims), the parent
is bench.parent1@example.com, the support agent is registered as MeritCS staff.

How: the API (\`node apps/api/src/server.ts\`, its own process, pool of 10) is started once with bench/capture-sql.ts
loaded, which records every statement it sends through \`pg\`; after a first request per route, the statements of a
second one are that route's SQL (listed below, parameters included). The floor (bench/same-sql-floor-server.ts,
another process: \`node:http\`, a \`pg\` pool of 10, no authentication, validation or framework) answers each path by
sending those statements in the same order on one pooled connection and JSON.stringify of the rows. Autocannon (in
this process) then drives API and floor in turn, A/B/A/B (the Fastify floor below between them), ${rounds} rounds each, ${clients} connections, ${durationSeconds} s a round after a
1 s warm-up; the table gives medians. The floor's rows are arrays of Postgres' columns (every column kept), not the API's mapped shape, so
the byte counts of the two answers are given with each route.

Machine: ${machine()}. Load average (1/5/15 min) ${load(loadBefore)} before and ${load(loadAfter)} after (other work
shares the machine). Measured ${new Date().toISOString()}.

## Throughput

${resultTable}

CPU time a request, in µs (medians of the rounds; /proc's user and system time of the server's process, of every
PostgreSQL process on the machine, and of this process, which runs autocannon, over each measured round):

${cpuTable}

The same floor through a bare Fastify (no plugin, hook, schema or logger; FLOOR_FRAMEWORK=fastify), measured in the
same rotation (API, floor, Fastify floor): what the framework alone costs, and how far the API is from it.

${frameworkTable}

## Where the API's time goes: \`node --cpu-prof\` on ${profiledRoute?.name ?? '?'} (${clients} connections, ${durationSeconds} s)

${profileReport}

## The statements captured from the API

${statementList}
`,
);

/**
 * Benchmark: GET /api/user/parent on the seeded demo data, against the embedded database (PGlite) and, when
 * BENCH_DATABASE_URL names a PostgreSQL server, against PostgreSQL too. The API runs as its own process, as in
 * production; autocannon drives it from this one. Results are written to bench/results/user-parent.md.
 *
 *   npm run bench              (PGlite only)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../apps/api/test/free-port.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';

const root = join(import.meta.dirname, '..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} exited with ${String(code)}`));
    });
  });
}

interface Result {
  database: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(database: 'pglite' | 'postgres', token: string, env: NodeJS.ProcessEnv): Promise<Result> {
  await run(['apps/api/src/cli.ts', 'seed'], env);
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    const url = `http://127.0.0.1:${port}/api/user/parent`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (ready?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!probe.ok) throw new Error(`GET /api/user/parent answered ${probe.status}: ${await probe.text()}`);
    await autocannon({ url, connections, duration: 2, headers: { authorization: `Bearer ${token}` } });
    const result = await autocannon({
      url,
      connections,
      duration: durationSeconds,
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      database,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    };
  } finally {
    server.kill('SIGTERM');
  }
}

const identity = await startTestIdentityProvider();
const token = await identity.token({
  agentId: 'agt-bench',
  entityId: 'ent-bench',
  email: 'maria.garcia@example.com',
  name: 'Maria Garcia',
});
const baseEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, OIDC_ISSUER: identity.issuer, LOG_LEVEL: 'warn' };
const results: Result[] = [];

const dataDir = mkdtempSync(join(tmpdir(), 'ace-bench-'));
try {
  results.push(await measure('pglite', token, { ...baseEnv, DATA_DIR: dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `ace_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(join(tmpdir(), 'ace-bench-files-'));
  try {
    results.push(await measure('postgres', token, { ...baseEnv, DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
await identity.close();

const table = [
  '| database | req/s | p50 ms | p99 ms | errors | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.database} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
].join('\n');
const report = `# GET /api/user/parent on the seeded demo data

Parent: maria.garcia@example.com (3 children, 8 claims). ${connections} connections, ${durationSeconds} s after a 2 s warm-up,
autocannon in one process, the API (\`node apps/api/src/server.ts\`) in another. Machine: ${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Measured ${new Date().toISOString()}.

${table}
`;
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'user-parent.md'), report);
console.log(report);

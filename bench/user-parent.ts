/**
 * Benchmark: GET /api/user/parent on the seeded demo data, against the embedded database (PGlite) and, when
 * BENCH_DATABASE_URL names a PostgreSQL server, against PostgreSQL too. The API runs as its own process, as in
 * production; autocannon drives it from this one. Results are written to bench/results/user-parent.md.
 *
 *   npm run bench              (PGlite only)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import {
  connections,
  durationSeconds,
  machine,
  measureGet,
  onEachBenchDatabase,
  runCli,
  startApiProcess,
  writeResult,
  type Measurement,
} from './harness.ts';

interface Result extends Measurement {
  database: string;
}

const identity = await startTestIdentityProvider();
const token = await identity.token({
  agentId: 'agt-bench',
  entityId: 'ent-bench',
  email: 'maria.garcia@example.com',
  name: 'Maria Garcia',
});
const headers = { authorization: `Bearer ${token}` };
const baseEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, OIDC_ISSUER: identity.issuer, LOG_LEVEL: 'warn' };

const results = await onEachBenchDatabase(async (database): Promise<Result> => {
  const env = { ...baseEnv, ...database.env };
  await runCli(['seed'], env);
  const api = await startApiProcess(env);
  try {
    const url = `${api.base}/api/user/parent`;
    const probe = await fetch(url, { headers });
    if (!probe.ok) throw new Error(`GET /api/user/parent answered ${probe.status}: ${await probe.text()}`);
    return { database: database.kind, ...(await measureGet(url, headers)) };
  } finally {
    api.stop();
    await api.exited;
  }
});
await identity.close();

const table = [
  '| database | req/s | p50 ms | p99 ms | errors | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.database} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
].join('\n');
writeResult(
  'user-parent.md',
  `# GET /api/user/parent on the seeded demo data

Parent: maria.garcia@example.com (3 children, 8 claims). ${connections} connections, ${durationSeconds} s after a 2 s warm-up,
autocannon in one process, the API (\`node apps/api/src/server.ts\`) in another. Machine: ${machine()}.
Measured ${new Date().toISOString()}.

${table}
`,
);

/**
 * Benchmark (issue 17, item 2): support staff's CSV export of a search that finds 1,000,000 claims, streamed in flat
 * memory. The claims are generated in a fresh PostgreSQL database with the provider lists' generator (every parent's
 * e-mail and every provider's name start with "bench", so the search "bench" finds them all); the API runs as its own
 * process, and GET /api/merit-cs/claims/csv?q=bench is read to its end over HTTP while the API's resident memory
 * (VmRSS of /proc/PID/status) is read every 20 ms, against its idle figure after a warm-up export. Last, an export is
 * abandoned after its first megabyte, and the API's CPU time in the 3 s after is read (/proc/PID/stat), against 3 s
 * of idle: a server that stopped reading spends as little as when idle. Results go to bench/results/csv-export.md.
 *
 *   npm run bench:csv-export
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server, BENCH_CLAIMS (default
 * 1000000) the claims generated.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { upsertMeritCs } from '../apps/api/src/modules/awards/registrations.repository.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import {
  freshPostgresDatabase,
  machine,
  processCpuMs,
  residentBytes,
  samplePeakResident,
  startApiProcess,
  writeResult,
} from './harness.ts';
import { generateProviderLists, giveDueDates } from './provider-lists-data.ts';
import { BENCH_STAFF } from './staff-queue-data.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const claimCount = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const SAMPLE_MS = 20;
const ABANDON_AFTER_BYTES = 2 ** 20;
const QUIET_SECONDS = 3;

interface Export {
  rows: number;
  bytes: number;
  /** When the first claim's row arrived (the header comes before the first page is read). */
  firstRowSeconds: number;
  seconds: number;
}

/** Reads the whole export, counting its bytes and its records (no value of these claims holds a line break). */
async function readExport(url: string, headers: Record<string, string>): Promise<Export> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || response.body === null) throw new Error(`The export answered ${String(response.status)}`);
  // Node's fetch types leave a body's chunks untyped; they are bytes.
  const body: ReadableStream<Uint8Array> = response.body;
  let firstRowSeconds = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
    if (firstRowSeconds === 0 && lines >= 2) firstRowSeconds = (performance.now() - started) / 1000;
  }
  return { rows: lines - 1, bytes, firstRowSeconds, seconds: (performance.now() - started) / 1000 };
}

/** Starts an export, reads its first bytes and goes away; answers the API's CPU time (ms) in the quiet seconds after. */
async function abandonExport(url: string, headers: Record<string, string>, pid: number): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  let bytes = 0;
  if (response.body === null) throw new Error('The export has no body');
  const body: ReadableStream<Uint8Array> = response.body;
  const reader = body.getReader();
  while (bytes < ABANDON_AFTER_BYTES) {
    const { value, done } = await reader.read();
    if (done) throw new Error('The export ended before it was abandoned');
    bytes += value.byteLength;
  }
  controller.abort();
  await reader.cancel().catch(() => undefined);
  // A moment for the close to reach the API, then the quiet seconds.
  await sleep(500);
  const before = processCpuMs(pid);
  await sleep(QUIET_SECONDS * 1000);
  return processCpuMs(pid) - before;
}

const identity = await startTestIdentityProvider();
const loadBefore = loadavg()[0] ?? 0;
const database = await freshPostgresDatabase(adminUrl);
const filesDir = mkdtempSync(join(tmpdir(), 'ace-bench-files-'));
let result: {
  generatedSeconds: number;
  idle: number;
  peak: number;
  samples: number;
  full: Export;
  exportCpuMs: number;
  idleCpuMs: number;
  abandonedCpuMs: number;
};
try {
  const generation = performance.now();
  const handle = openDatabase({ databaseUrl: database.url });
  try {
    await generateProviderLists(handle.db, {
      claims: claimCount,
      providers: 10,
      families: Math.max(100, Math.round(claimCount / 20)),
    });
    await giveDueDates(handle.db);
    await upsertMeritCs(handle.db, { email: BENCH_STAFF.email, firstName: 'Bench', lastName: 'Staff' });
  } finally {
    await handle.close();
  }
  const generatedSeconds = (performance.now() - generation) / 1000;
  console.log(`${String(claimCount)} claims generated in ${generatedSeconds.toFixed(0)} s`);
  // Signed in once the data is there (generating it takes longer than a default token lasts), for the whole run.
  const headers = { authorization: `Bearer ${await identity.token(BENCH_STAFF, { expiresInSeconds: 4 * 3600 })}` };
  const api = await startApiProcess({
    PATH: process.env.PATH,
    OIDC_ISSUER: identity.issuer,
    DATABASE_URL: database.url,
    DATA_DIR: filesDir,
  });
  try {
    const exportOf = (q: string) => `${api.base}/api/merit-cs/claims/csv?q=${encodeURIComponent(q)}`;
    // The route's code loaded and warm (the claims of one family), then the idle figures.
    const warm = await readExport(exportOf('bench.parent17@example.com'), headers);
    console.log(`warm-up: ${String(warm.rows)} rows`);
    await sleep(2000);
    const idleStart = processCpuMs(api.pid);
    await sleep(QUIET_SECONDS * 1000);
    const idleCpuMs = processCpuMs(api.pid) - idleStart;
    const idle = residentBytes(api.pid);
    const sampler = samplePeakResident(api.pid, idle, SAMPLE_MS);
    const cpuBefore = processCpuMs(api.pid);
    const full = await readExport(exportOf('bench'), headers);
    const exportCpuMs = processCpuMs(api.pid) - cpuBefore;
    const { peak, samples } = sampler.stop();
    console.log(
      `export: ${String(full.rows)} rows in ${full.seconds.toFixed(1)} s, peak ${String(peak - idle)} B above idle`,
    );
    const abandonedCpuMs = await abandonExport(exportOf('bench'), headers, api.pid);
    result = { generatedSeconds, idle, peak, samples, full, exportCpuMs, idleCpuMs, abandonedCpuMs };
  } finally {
    api.stop();
    await api.exited;
  }
} finally {
  await database.drop();
  await identity.close();
  rmSync(filesDir, { recursive: true, force: true });
}
const loadAfter = loadavg()[0] ?? 0;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const { full } = result;

writeResult(
  'csv-export.md',
  `# Support staff's CSV export: ${claimCount.toLocaleString('en-US')} claims, streamed

GET /api/merit-cs/claims/csv?q=bench on ${claimCount.toLocaleString('en-US')} claims generated in PostgreSQL (bench/provider-lists-data.ts, in
${result.generatedSeconds.toFixed(0)} s): the search finds every claim (each parent's e-mail and each provider's name start with "bench"). The
API runs as its own process and reads the claims a page at a time (keyset pages on the claim id, newest first),
writing each page through csv-stringify while the next is read; the benchmark reads the answer over HTTP to its end.
The API's resident memory (VmRSS, /proc/PID/status) is read every ${String(SAMPLE_MS)} ms; idle is read after a warm-up export
and ${String(QUIET_SECONDS + 2)} s of rest. API CPU is the API process's CPU time during the export (/proc/PID/stat): against the
seconds, how much of the time the API itself worked rather than waited for PostgreSQL or the client.

Machine: ${machine()}, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after. Measured ${new Date().toISOString()}.

| rows | MB | first row | seconds | rows/s | API CPU | idle | peak | peak − idle | samples |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${full.rows.toLocaleString('en-US')} | ${(full.bytes / 1e6).toFixed(1)} | ${(full.firstRowSeconds * 1000).toFixed(0)} ms | ${full.seconds.toFixed(1)} | ${Math.round(full.rows / full.seconds).toLocaleString('en-US')} | ${(result.exportCpuMs / 1000).toFixed(1)} s | ${mib(result.idle)} | ${mib(result.peak)} | ${mib(result.peak - result.idle)} | ${String(result.samples)} |

A client that goes away: an export abandoned after its first ${mib(ABANDON_AFTER_BYTES)}; in the ${String(QUIET_SECONDS)} s after, the API used
${String(result.abandonedCpuMs)} ms of CPU time, against ${String(result.idleCpuMs)} ms in ${String(QUIET_SECONDS)} s at rest (reading on to the end would take about
${(full.seconds - 1).toFixed(0)} s of work).
`,
);

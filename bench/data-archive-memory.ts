/**
 * Benchmark: a family's data archive in bounded memory (issue 21). A parent with 6 claims of 5 receipts of 8 MiB
 * each (240 MiB of files, each of its own bytes) downloads their archive (GET /api/user/data-archive) from the API
 * running as its own process; its resident memory (VmRSS of /proc/PID/status) is sampled every 20 ms from idle
 * through its first download. The archive is built as it is sent, one file read at a time, so the peak should stay far
 * below the files' size. The client reads the answer chunk by chunk, hashing it, never holding it. Against PGlite
 * and, with BENCH_DATABASE_URL, PostgreSQL. Results go to bench/results/data-archive-memory.md.
 *
 *   npm run bench:data-archive-memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:data-archive-memory
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, type DemoParent } from '@ace/demo-data';
import { and, eq, sql } from 'drizzle-orm';
import { children, claimFiles, users } from '../apps/api/src/db/schema.ts';
import { createLocalFileStore } from '../apps/api/src/integrations/storage/file-store.ts';
import { insertClaim } from '../apps/api/test/factories.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import {
  machine,
  onEachBenchDatabase,
  residentBytes,
  samplePeakResident,
  runCli,
  startApiProcess,
  writeResult,
  type BenchDatabase,
} from './harness.ts';

const CLAIMS = 6;
const FILES_PER_CLAIM = 5;
const FILE_BYTES = 8 * 2 ** 20;
const SAMPLE_MS = 20;
/** The goal: the API's peak stays within this much above its idle figure, a quarter of the files' size. */
const BUDGET_BYTES = (CLAIMS * FILES_PER_CLAIM * FILE_BYTES) / 4;

const parent = DEMO_ACCOUNTS.find(
  (account): account is DemoParent => account.role === 'Parent' && account.email === 'maria.garcia@example.com',
);
if (!parent) throw new Error('The demo data changed: pick another parent');

/** The seeded parent's claims with their receipts, written to the store and the database before the API starts. */
async function family(database: BenchDatabase): Promise<void> {
  const store = createLocalFileStore(join(database.dataDir, 'files'));
  const handle = database.open();
  try {
    const [row] = await handle.db
      .select({ childId: children.id, parentId: users.id })
      .from(children)
      .innerJoin(users, eq(users.id, children.parentId))
      .where(and(eq(sql`lower(${users.email})`, parent?.email ?? ''), eq(users.type, 'Parent')))
      .limit(1);
    if (!row) throw new Error('The seed did not register the benchmark parent');
    for (let claimIndex = 0; claimIndex < CLAIMS; claimIndex += 1) {
      const claim = await insertClaim(handle.db, { childId: row.childId, submittedBy: row.parentId, amountCents: 1 });
      for (let position = 1; position <= FILES_PER_CLAIM; position += 1) {
        const bytes = randomBytes(FILE_BYTES);
        bytes.write('%PDF-1.4\n', 0, 'latin1');
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const temporary = store.temporaryPath();
        await writeFile(temporary, bytes);
        await store.keep(temporary, sha256);
        await handle.db.insert(claimFiles).values({
          claimId: claim.id,
          position,
          originalName: `receipt-${String(position)}.pdf`,
          sha256,
          mimeType: 'application/pdf',
          sizeBytes: FILE_BYTES,
        });
      }
    }
  } finally {
    await handle.close();
  }
}

/** Downloads the archive, reading it chunk by chunk: answers its size. */
async function download(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/user/data-archive`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200 || response.body === null) throw new Error(`The archive answered ${response.status}`);
  // Node's fetch types leave a body's chunks untyped; they are bytes.
  const body: ReadableStream<Uint8Array> = response.body;
  let bytes = 0;
  const hash = createHash('sha256');
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    hash.update(chunk);
  }
  return bytes;
}

interface Result {
  database: string;
  idle: number;
  peak: number;
  seconds: number;
  archiveBytes: number;
  samples: number;
}

const identity = await startTestIdentityProvider();
const token = await identity.token({
  agentId: 'agt-bench',
  entityId: 'ent-bench',
  email: parent.email,
  name: `${parent.firstName} ${parent.lastName}`,
});
const loadBefore = loadavg()[0] ?? 0;

const results = await onEachBenchDatabase(async (database): Promise<Result> => {
  const env = { PATH: process.env.PATH, OIDC_ISSUER: identity.issuer, ...database.env };
  await runCli(['seed'], env);
  await family(database);
  const api = await startApiProcess(env);
  try {
    // The family's record read once (GET /api/user/parent) and a link asked for, then the idle figure: the first
    // download itself is measured, so whatever it allocates counts.
    for (const [method, path] of [
      ['GET', '/api/user/parent'],
      ['POST', '/api/user/data-archive/link'],
    ] as const) {
      const answer = await fetch(`${api.base}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      if (answer.status !== 200) throw new Error(`${path} answered ${String(answer.status)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = residentBytes(api.pid);
    const sampler = samplePeakResident(api.pid, idle, SAMPLE_MS);
    const started = performance.now();
    const archiveBytes = await download(api.base, token);
    const seconds = (performance.now() - started) / 1000;
    const { peak, samples } = sampler.stop();
    console.log(`${database.kind}: peak ${String(peak - idle)} bytes above idle`);
    return { database: database.kind, idle, peak, seconds, archiveBytes, samples };
  } finally {
    api.stop();
    await api.exited;
  }
});
await identity.close();
const loadAfter = loadavg()[0] ?? 0;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const filesBytes = CLAIMS * FILES_PER_CLAIM * FILE_BYTES;

writeResult(
  'data-archive-memory.md',
  `# A family's data archive in bounded memory: ${mib(filesBytes)} of receipts in one download

One parent with ${String(CLAIMS)} claims of ${String(FILES_PER_CLAIM)} receipts of ${mib(FILE_BYTES)} each (${mib(filesBytes)}, every file of its own bytes)
downloads their archive (GET /api/user/data-archive). The API runs as its own process; its resident memory (VmRSS,
/proc/PID/status) is read every ${String(SAMPLE_MS)} ms. Idle is read 2 s after the parent's dashboard data and an archive link
were asked for; the download measured is the process's first. The client reads the answer chunk by chunk. Goal: peak within ${mib(BUDGET_BYTES)} of idle (a quarter of the files).

Machine: ${machine()}, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after. Measured ${new Date().toISOString()}.

| database | idle | peak | peak − idle | within goal | archive | seconds | MB/s |
| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |
${results
  .map(
    (r) =>
      `| ${r.database} | ${mib(r.idle)} | ${mib(r.peak)} | ${mib(r.peak - r.idle)} | ${r.peak - r.idle <= BUDGET_BYTES ? 'yes' : 'NO'} | ${mib(r.archiveBytes)} | ${r.seconds.toFixed(1)} | ${(r.archiveBytes / 1e6 / r.seconds).toFixed(1)} |`,
  )
  .join('\n')}

Samples taken during the download: ${results.map((r) => `${r.database} ${String(r.samples)}`).join(', ')}.
`,
);

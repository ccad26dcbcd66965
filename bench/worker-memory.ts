/**
 * How much memory a worker process (`node apps/api/src/server.ts --worker`, issue 33) takes to read receipts with 1, 2
 * and 4 threads (BENCH_THREADS, default "1,2,4"), and how many photos a minute it reads: for each, a fresh PostgreSQL
 * database on the server of BENCH_DATABASE_URL, a local file store holding the fixture set's photographed receipts
 * (bench/receipts/fixtures, *.jpg and *.png: OCR, the heavy case), a worker started on the empty queue and measured
 * idle, then every photo queued at once and the worker's resident memory sampled every 100 ms until all are read.
 * "Per thread" is (peak − idle) / threads: what each reading thread (its heap, pdf.js, the image decoder and
 * Tesseract's WebAssembly) adds while it reads. Results in bench/results/worker-memory.md.
 *
 *   npm run bench:worker-memory
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { jobs } from '../apps/api/src/db/schema.ts';
import { createLocalFileStore } from '../apps/api/src/integrations/storage/file-store.ts';
import { queueReceiptReadings, READ_RECEIPT } from '../apps/api/src/modules/receipts/receipts.jobs.ts';
import { freshPostgresDatabase, machine, residentBytes, samplePeakResident, writeResult } from './harness.ts';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const threadCounts = (process.env.BENCH_THREADS ?? '1,2,4').split(',').map(Number);
const fixtures = join(import.meta.dirname, 'receipts', 'fixtures');
const MIB = 2 ** 20;

const photos = readdirSync(fixtures)
  .filter((name) => name.endsWith('.jpg') || name.endsWith('.png'))
  .sort()
  .map((name) => ({ name, bytes: readFileSync(join(fixtures, name)), kind: name.endsWith('.png') ? 'png' : 'jpeg' }));

interface Run {
  threads: number;
  idle: number;
  peak: number;
  seconds: number;
}

/** Starts a worker and resolves once it says it is ready. */
function startWorker(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['apps/api/src/server.ts', '--worker'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ACE Portal worker ready')) resolve();
    });
    void exited.then(() => {
      reject(new Error(`The worker exited before it was ready:\n${output}`));
    });
  });
  return { child, ready, exited };
}

async function measure(threads: number): Promise<Run> {
  const database = await freshPostgresDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'ace-bench-worker-'));
  const handle = openDatabase({ databaseUrl: database.url, poolSize: 2 });
  const worker = startWorker({
    PATH: process.env.PATH,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    RECEIPT_READING_THREADS: String(threads),
    JOB_INTERVAL_MS: '100',
    LOG_LEVEL: 'info',
  });
  try {
    const store = createLocalFileStore(join(dataDir, 'files'));
    const files = [];
    for (const photo of photos) {
      const temporaryPath = store.temporaryPath();
      await writeFile(temporaryPath, photo.bytes);
      const sha256 = createHash('sha256').update(photo.bytes).digest('hex');
      await store.keep(temporaryPath, sha256);
      files.push({ sha256, kind: photo.kind as 'png' | 'jpeg' });
    }
    await worker.ready;
    const pid = worker.child.pid ?? 0;
    // Settled after its start: the database pool, the handlers, no reading thread yet.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = residentBytes(pid);
    const sampler = samplePeakResident(pid, idle, 100);
    const started = performance.now();
    await queueReceiptReadings(handle.db, files);
    for (;;) {
      const [row] = await handle.db
        .select({ done: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.kind, READ_RECEIPT), isNotNull(jobs.doneAt)));
      if ((row?.done ?? 0) >= files.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    return { threads, idle, peak: sampler.stop().peak, seconds };
  } finally {
    worker.child.kill('SIGTERM');
    await worker.exited;
    await handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const before = loadavg();
const runs: Run[] = [];
for (const threads of threadCounts) runs.push(await measure(threads));
const after = loadavg();

const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;
const rows = runs.map(
  (run) =>
    `| ${String(run.threads)} | ${mib(run.idle)} | ${mib(run.peak)} | ${mib((run.peak - run.idle) / run.threads)} | ` +
    `${run.seconds.toFixed(1)} s | ${((photos.length / run.seconds) * 60).toFixed(0)} |`,
);
writeResult(
  'worker-memory.md',
  `# A worker process's memory and rate, by reading threads

Run ${new Date().toISOString()} on ${machine()}; load average (1, 5, 15 min) ${before.map((n) => n.toFixed(2)).join(', ')} before, ${after.map((n) => n.toFixed(2)).join(', ')} after.

Each row: a fresh PostgreSQL database, a worker (\`node apps/api/src/server.ts --worker\`, RECEIPT_READING_THREADS) started on an empty queue and measured idle, then the fixture set's ${String(photos.length)} photographed receipts (bench/receipts/fixtures, JPEG and PNG, read by OCR) queued at once. Memory is the worker's resident set (VmRSS), sampled every 100 ms; per thread = (peak − idle) / threads.

| threads | idle | peak while reading | per thread | all read in | photos a minute |
| ------: | ---: | -----------------: | ---------: | ----------: | --------------: |
${rows.join('\n')}
`,
);

/**
 * How long `npm run backup` and `npm run restore` take, and how large a backup is: at 1M claims on PostgreSQL (a
 * database named ace_backup_* on the server of BENCH_DATABASE_URL, generated with the list scaling data and given
 * each claim its "submitted" event and its file; dropped at the end), and on the embedded PGlite at
 * BENCH_PGLITE_CLAIMS (default 1M). Both run the real command line, as an operator would, into fresh targets: each
 * database is backed up and restored twice, in the clear (--unencrypted, the baseline) and with BACKUP_ENCRYPTION_KEY
 * (encrypted and signed), and the report gives the encrypted run's ratio to the baseline of the same run.
 *
 * BENCH_CLAIMS (default 1,000,000), BENCH_PGLITE_CLAIMS (0: skip PGlite), BENCH_FILES (distinct receipt files the
 * claims share, default 10,000) and BENCH_FILE_KB (each file's size, default 50) change the run. Results in
 * bench/results/backup-restore.md.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { machine, writeResult } from './harness.ts';
import { scalingData } from './list-scaling-data.ts';
import { generateProviderLists } from './provider-lists-data.ts';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const claimCount = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const pgliteClaims = Number(process.env.BENCH_PGLITE_CLAIMS ?? 1_000_000);
const fileCount = Number(process.env.BENCH_FILES ?? 10_000);
const fileBytes = Number(process.env.BENCH_FILE_KB ?? 50) * 1024;

/** The same data backed up in the clear (the baseline), then encrypted and signed. */
const VARIANTS = [
  { name: 'unencrypted', args: ['--unencrypted'], env: {} },
  { name: 'encrypted', args: [], env: { BACKUP_ENCRYPTION_KEY: randomBytes(32).toString('hex') } },
] as const;

type Variant = (typeof VARIANTS)[number]['name'];

interface Run {
  kind: 'PostgreSQL' | 'PGlite';
  variant: Variant;
  claims: number;
  generatedSeconds: number;
  backupSeconds: number;
  restoreSeconds: number;
  dumpBytes: number;
  fileBytes: number;
  backupLines: string[];
  restoreLines: string[];
}

/** Receipts of `fileBytes` each, written into a local store's layout; answers their hashes. */
function writeStoreFiles(filesDir: string): string[] {
  const hashes: string[] = [];
  for (let index = 0; index < fileCount; index += 1) {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(fileBytes - 16), Buffer.from('\n%%EOF\n')]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    mkdirSync(join(filesDir, sha256.slice(0, 2)), { recursive: true });
    writeFileSync(join(filesDir, sha256.slice(0, 2), sha256), bytes);
    hashes.push(sha256);
  }
  return hashes;
}

/** The claims, as submitted ones: each its "submitted" event, and one of the files (shared round the claims). */
async function generate(db: Database, claims: number, hashes: string[]): Promise<void> {
  await generateProviderLists(db, scalingData(claims));
  await db.execute(sql`
    insert into claim_events (claim_id, actor_user_id, actor_kind, action, to_status, to_amount_cents, at)
    select id, submitted_by, 'parent', 'submitted', 'Pending', amount_cents, created_at from claims`);
  await db.execute(sql`
    insert into claim_files (claim_id, position, original_name, sha256, mime_type, size_bytes)
    select c.id, 0, 'invoice.pdf', (${`{${hashes.join(',')}}`}::text[])[1 + c.id % ${hashes.length}::integer],
      'application/pdf', ${fileBytes}::integer
    from claims c`);
  await db.execute(sql`vacuum analyze`);
}

/** Runs the portal's command line and answers its wall time and what it printed. */
function timedCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ seconds: number; lines: string[] }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/api/src/cli.ts', ...args], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('exit', (code) => {
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, lines: output.trim().split('\n') });
      else reject(new Error(`cli.ts ${args.join(' ')} exited with ${String(code)}`));
    });
  });
}

function folderBytes(path: string): number {
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

const environment = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...extra };
  if (extra.DATABASE_URL === undefined) delete env.DATABASE_URL;
  return env;
};

/** Backs the source up and restores it into a fresh target, once per variant; each backup removed after. */
async function backUpAndRestore(
  kind: Run['kind'],
  claims: number,
  generatedSeconds: number,
  work: string,
  sourceEnv: Record<string, string>,
  targetEnv: (variant: Variant) => Record<string, string>,
): Promise<Run[]> {
  const runs: Run[] = [];
  for (const variant of VARIANTS) {
    const backupDir = join(work, `backup-${variant.name}`);
    const backup = await timedCli(
      ['backup', backupDir, ...variant.args],
      environment({ ...sourceEnv, ...variant.env }),
    );
    const dumpFile = readdirSync(backupDir).find((name) => name.startsWith('database.'));
    const restore = await timedCli(['restore', backupDir], environment({ ...targetEnv(variant.name), ...variant.env }));
    runs.push({
      kind,
      variant: variant.name,
      claims,
      generatedSeconds,
      backupSeconds: backup.seconds,
      restoreSeconds: restore.seconds,
      dumpBytes: dumpFile === undefined ? 0 : statSync(join(backupDir, dumpFile)).size,
      fileBytes: folderBytes(join(backupDir, 'files')),
      backupLines: backup.lines,
      restoreLines: restore.lines,
    });
    rmSync(backupDir, { recursive: true, force: true });
  }
  return runs;
}

async function onPostgres(work: string, hashes: string[]): Promise<Run[]> {
  const suffix = randomBytes(4).toString('hex');
  const source = `ace_backup_${suffix}`;
  const targets = VARIANTS.map((variant) => `ace_backup_${suffix}_${variant.name}`);
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${source}`);
    await admin.query(`alter database ${source} set work_mem = '256MB'`);
    for (const target of targets) await admin.query(`create database ${target}`);
    const started = Date.now();
    const handle = openDatabase({ databaseUrl: urlOf(source) });
    try {
      await handle.migrate();
      await generate(handle.db, claimCount, hashes);
    } finally {
      await handle.close();
    }
    const generatedSeconds = (Date.now() - started) / 1000;
    return await backUpAndRestore(
      'PostgreSQL',
      claimCount,
      generatedSeconds,
      work,
      { DATABASE_URL: urlOf(source), DATA_DIR: join(work, 'source') },
      (variant) => ({ DATABASE_URL: urlOf(`ace_backup_${suffix}_${variant}`), DATA_DIR: join(work, variant) }),
    );
  } finally {
    await admin.query(`drop database if exists ${source} with (force)`);
    for (const target of targets) await admin.query(`drop database if exists ${target} with (force)`);
    await admin.end();
  }
}

async function onPglite(work: string, hashes: string[]): Promise<Run[]> {
  const dataDir = join(work, 'source');
  const started = Date.now();
  const handle = openDatabase({ dataDir });
  try {
    await handle.migrate();
    await generate(handle.db, pgliteClaims, hashes);
  } finally {
    await handle.close();
  }
  const generatedSeconds = (Date.now() - started) / 1000;
  return backUpAndRestore('PGlite', pgliteClaims, generatedSeconds, work, { DATA_DIR: dataDir }, (variant) => {
    // One restored embedded database at a time on the disk: the previous variant's is removed first.
    for (const other of VARIANTS) rmSync(join(work, other.name), { recursive: true, force: true });
    return { DATA_DIR: join(work, variant) };
  });
}

/** One work folder per database kind, its source store filled with the same receipts. */
function workFolder(): { work: string; hashes: string[] } {
  const work = mkdtempSync(join(tmpdir(), 'ace-backup-bench-'));
  return { work, hashes: writeStoreFiles(join(work, 'source', 'files')) };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** The encrypted run's time against the unencrypted one of the same database in this run. */
function ratio(runs: Run[], run: Run, seconds: (run: Run) => number): string {
  const baseline = runs.find((other) => other.kind === run.kind && other.variant === 'unencrypted');
  return baseline === undefined || run === baseline ? '' : ` (×${(seconds(run) / seconds(baseline)).toFixed(2)})`;
}

function report(runs: Run[], loadBefore: number[], loadAfter: number[]): string {
  const rows = runs.map(
    (run) =>
      `| ${run.kind} | ${run.variant} | ${run.claims.toLocaleString('en-US')} | ` +
      `${run.backupSeconds.toFixed(1)} s${ratio(runs, run, (r) => r.backupSeconds)} | ` +
      `${run.restoreSeconds.toFixed(1)} s${ratio(runs, run, (r) => r.restoreSeconds)} | ${mb(run.dumpBytes)} | ` +
      `${mb(run.fileBytes)} | ${run.generatedSeconds.toFixed(0)} s |`,
  );
  const logs = runs.flatMap((run) => [
    `### ${run.kind}, ${run.variant}, ${run.claims.toLocaleString('en-US')} claims`,
    '',
    '```',
    '$ npm run backup -- DIR',
    ...run.backupLines.filter((line) => !line.startsWith('Files:') || line.includes(`${String(fileCount)} of`)),
    '$ npm run restore -- DIR',
    ...run.restoreLines.filter((line) => !line.startsWith('Files:') || line.includes(`${String(fileCount)} of`)),
    '```',
    '',
  ]);
  return [
    '# Backup and restore',
    '',
    `Run ${new Date().toISOString()} on ${machine()}; load average (1, 5, 15 min) ${loadBefore.map((n) => n.toFixed(2)).join(', ')} ` +
      `before, ${loadAfter.map((n) => n.toFixed(2)).join(', ')} after (other work shared the machine).`,
    '',
    `Data: the list scaling data (bench/list-scaling-data.ts: 10 organisations, a family per 20 claims), each claim ` +
      `with its "submitted" event and one file; the claims share ${fileCount.toLocaleString('en-US')} distinct ` +
      `receipts of ${String(fileBytes / 1024)} KB. Backup and restore are the real command line (\`npm run backup\`, ` +
      '`npm run restore`) with a local file store, into an empty database and DATA_DIR; restore includes staging the ' +
      "dump and checking its hash, checking every file's hash and (PostgreSQL) analysing the restored tables. Each " +
      'database is backed up and restored twice on the same data: `--unencrypted` (the baseline) and with ' +
      'BACKUP_ENCRYPTION_KEY (every file AES-256-GCM, the manifest signed), its times with their ratio to the ' +
      'baseline. Times are wall clock of the whole command.',
    '',
    '| database | variant | claims | backup | restore | database dump | files | data generated in |',
    '| -------- | ------- | -----: | -----: | ------: | ------------: | ----: | ----------------: |',
    ...rows,
    '',
    "Files are copied in both directions at the disk's speed and grow with their bytes, not with the claims: a real " +
      'portal with a receipt per claim holds far more bytes than this set: time its copy by the size of its store.',
    '',
    ...logs,
  ].join('\n');
}

const loadBefore = loadavg();
const runs: Run[] = [];
const failures: string[] = [];
for (const [kind, claims, run] of [
  ['PostgreSQL', claimCount, onPostgres],
  ['PGlite', pgliteClaims, onPglite],
] as const) {
  if (claims === 0) continue;
  const { work, hashes } = workFolder();
  try {
    runs.push(...(await run(work, hashes)));
    writeResult('backup-restore.md', report(runs, loadBefore, loadavg()));
  } catch (error) {
    failures.push(`- ${kind} at ${claims.toLocaleString('en-US')} claims failed: ${(error as Error).message}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
writeResult('backup-restore.md', [report(runs, loadBefore, loadavg()), ...failures, ''].join('\n'));

/**
 * What a benchmark needs around its scenarios: a fresh database of each kind (PGlite always, PostgreSQL when
 * BENCH_DATABASE_URL names a server), the API started on it as its own process, as in production, and autocannon
 * driving it from the benchmark's process (BENCH_SECONDS, BENCH_CONNECTIONS).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { freePort } from '../apps/api/test/free-port.ts';

const root = join(import.meta.dirname, '..');
export const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** The API's environment for this database: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: NodeJS.ProcessEnv;
  /** The API's DATA_DIR: its claim files under files/ (and, for PGlite, the database under pglite/). */
  dataDir: string;
  /** Opens the database in this process (for PGlite, only while the API is not running). */
  open(): DatabaseHandle;
}

/** Runs `use` on a fresh embedded database and, with BENCH_DATABASE_URL, a fresh PostgreSQL one; drops both after. */
export async function onEachBenchDatabase<T>(use: (database: BenchDatabase) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'ace-bench-'));
  try {
    results.push(
      await use({ kind: 'pglite', env: { DATA_DIR: dataDir }, dataDir, open: () => openDatabase({ dataDir }) }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') return results;
  const name = `ace_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const filesDir = mkdtempSync(join(tmpdir(), 'ace-bench-files-'));
  try {
    results.push(
      await use({
        kind: 'postgres',
        env: { DATABASE_URL: databaseUrl, DATA_DIR: filesDir },
        dataDir: filesDir,
        open: () => openDatabase({ databaseUrl }),
      }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(filesDir, { recursive: true, force: true });
  }
  return results;
}

/**
 * A fresh, migrated PostgreSQL database on the server of `adminUrl`, named BENCH_DATABASE_PREFIX (default ace_bench)
 * and a random suffix; `drop` removes it.
 */
export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'ace_bench'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const handle = openDatabase({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
  await handle.close();
  return { url: url.toString(), drop };
}

/** Runs the portal's command line (`node apps/api/src/cli.ts …`) on a database, as an operator would. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/api/src/cli.ts', ...args], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`cli.ts ${args.join(' ')} exited with ${String(code)}`));
    });
  });
}

export interface ApiProcess {
  base: string;
  /** The API's process id, to read its memory from /proc. */
  pid: number;
  /** Asks the API to stop (SIGTERM); `exited` settles once it has. */
  stop: () => void;
  /** Settles when the process has ended: only then may PGlite be opened again or a database be dropped. */
  exited: Promise<void>;
}

/**
 * The API (`node apps/api/src/server.ts`) on a free port (or on `fixedPort`), once it answers /api/health: this
 * checkout's, or that of another checkout of the repository (`tree`, sharing this one's node_modules) to compare with.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv, tree = root, fixedPort?: number): Promise<ApiProcess> {
  const port = fixedPort ?? (await freePort());
  const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: tree,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => {
    server.once('exit', () => {
      resolve();
    });
  });
  const stop = () => server.kill('SIGTERM');
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(`${base}/api/health`).catch(() => undefined);
    if (ready?.ok && server.pid !== undefined) return { base, pid: server.pid, stop, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('The API did not answer /api/health within 30 s');
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** 2xx answers during the measured run, and during the warm-up before it. */
  answered2xx: number;
  warmUp2xx: number;
  /** CPU time a request of the measured run, in µs, when `measure` was given the server's process to watch. */
  cpuPerRequest?: CpuPerRequest;
}

/** Where a request's CPU time went: the server's process, every PostgreSQL process, and the load's (this one). */
export interface CpuPerRequest {
  server: number;
  postgres: number;
  load: number;
}

/** Clock ticks a second of /proc/PID/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far (user and system, /proc/PID/stat), in ms; 0 for one that has gone. */
export function processCpuMs(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // The fields after the command's parenthesis: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The CPU time every PostgreSQL process on this machine has used so far, in ms (backends come and go). */
function postgresCpuMs(): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    times.set(Number(entry), processCpuMs(Number(entry)));
  }
  return times;
}

/** What PostgreSQL's processes used between two readings: backends that ended meanwhile are not counted. */
function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}

/** CPU time used so far: by each named process, by every PostgreSQL process, and by this one (all its threads). */
export interface CpuShot {
  named: Record<string, number>;
  postgres: Map<number, number>;
  self: NodeJS.CpuUsage;
}

export function cpuShot(pids: Record<string, number>): CpuShot {
  return {
    named: Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processCpuMs(pid)])),
    postgres: postgresCpuMs(),
    self: process.cpuUsage(),
  };
}

/** The ms of CPU each named process, PostgreSQL (`postgres`) and this process (`self`) used between two shots. */
export function cpuMsBetween(before: CpuShot, after: CpuShot): Record<string, number> {
  const selfUs = after.self.user - before.self.user + after.self.system - before.self.system;
  return {
    ...Object.fromEntries(Object.entries(after.named).map(([name, ms]) => [name, ms - (before.named[name] ?? ms)])),
    postgres: postgresCpuBetween(before.postgres, after.postgres),
    self: selfUs / 1000,
  };
}

/** What autocannon sends: a fixed request (url, method, headers, body) or a sequence built per request. */
export type Requests = Omit<autocannon.Options, 'connections' | 'duration'>;

/** What the CPU time of a measured run is counted from: the server's, PostgreSQL's and this process's so far. */
interface CpuReading {
  pid: number;
  server: number;
  postgres: Map<number, number>;
  load: NodeJS.CpuUsage;
}

function cpuReading(pid: number): CpuReading {
  return { pid, server: processCpuMs(pid), postgres: postgresCpuMs(), load: process.cpuUsage() };
}

/** The CPU time used since `before`, by process, in µs a request over `requests`. */
function cpuUsedSince(before: CpuReading, requests: number): CpuPerRequest {
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(requests, 1));
  const { user, system } = process.cpuUsage(before.load);
  return {
    server: perRequest(processCpuMs(before.pid) - before.server),
    postgres: perRequest(postgresCpuBetween(before.postgres, postgresCpuMs())),
    load: perRequest((user + system) / 1000),
  };
}

/**
 * Sends `requests` from `connections` connections for `durationSeconds` (or as `run` says), after a warm-up of
 * `warmUpSeconds`.
 */
export async function measure(
  requests: Requests,
  warmUpSeconds = 2,
  run: { connections?: number; seconds?: number; serverPid?: number } = {},
): Promise<Measurement> {
  const clients = run.connections ?? connections;
  const warmUp = await autocannon({ ...requests, connections: clients, duration: warmUpSeconds });
  const cpuBefore = run.serverPid === undefined ? undefined : cpuReading(run.serverPid);
  const result = await autocannon({ ...requests, connections: clients, duration: run.seconds ?? durationSeconds });
  const cpuPerRequest = cpuBefore === undefined ? undefined : cpuUsedSince(cpuBefore, result.requests.total);
  return {
    ...(cpuPerRequest === undefined ? {} : { cpuPerRequest }),
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    answered2xx: result['2xx'],
    warmUp2xx: warmUp['2xx'],
  };
}

/** GET `url` from `connections` connections for `durationSeconds`, after a warm-up of `warmUpSeconds`. */
export function measureGet(url: string, headers: Record<string, string>, warmUpSeconds = 2): Promise<Measurement> {
  return measure({ url, headers }, warmUpSeconds);
}

/**
 * A process's resident memory now (VmRSS of /proc/PID/status), or its peak so far (VmHWM, the high-water mark), in
 * bytes.
 */
export function residentBytes(pid: number, which: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const match = new RegExp(`^${which}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  if (match === null) throw new Error(`No ${which} for process ${String(pid)}`);
  return Number(match[1]) * 1024;
}

/** The machine a result was measured on: cores, memory, Node. */
export function machine(): string {
  return `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Writes a benchmark's report to bench/results/NAME and prints it. */
export function writeResult(name: string, report: string): void {
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', name), report);
  console.log(report);
}

/**
 * Samples a process's resident memory every `everyMs` from now on; `stop()` reads it once more and answers the
 * highest figure seen (at least `from`) and how many samples were taken.
 */
export function samplePeakResident(
  pid: number,
  from: number,
  everyMs: number,
): { stop(): { peak: number; samples: number } } {
  let peak = from;
  let samples = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
    samples += 1;
  }, everyMs);
  return {
    stop() {
      clearInterval(sampler);
      return { peak: Math.max(peak, residentBytes(pid)), samples };
    },
  };
}

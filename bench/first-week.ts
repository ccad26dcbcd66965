/**
 * Benchmark (issue 33, item 2): the first week of a school year, a busy morning, on PostgreSQL. Two API processes
 * (API_READS_RECEIPTS=false) and one worker (`--worker`, ADR 0030, one reading thread) share one database and one
 * file store. Parents open their dashboard and their claims' details and send claims of one to five files (text
 * PDFs, scans and photos from bench/receipts/fixtures, each made new by a nonce after its end so that the store and
 * the readings, kept by content, see a new file); providers work their lists; staff work the queue and the Programme
 * page, each route at a rate of its own (open loop). Each route is first driven alone, then all together (the mixed
 * load), then all together again with an OCR wave: BENCH_WAVE_PHOTOS photos sent at once (claims of five photos) one
 * second into the round, each claim by a family of its own (bench.parent2 and on), as a wave of many families is. Latencies are those of every answer, whichever API process gave it. Results go to
 * bench/results/first-week.md and .json.
 *
 *   npm run bench:first-week
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server. BENCH_FIRST_WEEK_DATABASE
 * names a database of generated claims to use as it is (a clone of ace_programme_1m, say: `create database ace_ml_1m
 * template ace_programme_1m`), left in place; without it a database ace_ml_<random> of BENCH_CLAIMS (default 20,000)
 * claims is generated and dropped at the end. BENCH_SECONDS (default 20) is the length of each round and
 * BENCH_WAVE_SECONDS (default BENCH_SECONDS) that of the wave's, BENCH_WAVES (default 1) how many waves follow
 * one another (the median's ratio is the figure), BENCH_LOAD
 * (default 1) multiplies every route's rate, BENCH_WAVE_PHOTOS (default 100) is the wave; BENCH_WORKER_NICE runs the
 * worker under `nice -n N` (results then go to first-week-worker-nice-N.md), BENCH_READING_NICENESS sets its reading
 * threads' RECEIPT_READING_NICENESS (other than the default, results go to first-week-reading-niceness-N.md), and
 * BENCH_WAVE_READING=off stops the worker before the wave (results go to first-week-wave-unread.md), BENCH_READING=off
 * before the mixed round (first-week-unread.md), and BENCH_JOBS=worker
 * leaves every job, e-mails included, to the worker (API_RUNS_JOBS=false; results go to first-week-jobs-in-worker.md);
 * BENCH_UPLOADS_AT_ONCE sets the APIs' UPLOADS_AT_ONCE (ADR 0038); BENCH_WORKER_SCHED=idle runs the whole worker
 * under `chrt --idle 0` (results go to first-week-worker-idle.md), BENCH_READING_IDLE=false its reading threads at
 * their niceness instead of the idle policy (results go to first-week-reading-not-idle.md).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker as Thread } from 'node:worker_threads';
import { programmeDate } from '@ace/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DEFAULT_READING_LIMITS } from '../apps/api/src/modules/receipts/reading-worker.ts';
import { startTestBank } from '../apps/api/test/dev-bank.ts';
import { freePort } from '../apps/api/test/free-port.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import { startTestMailServer } from '../apps/api/test/mail-server.ts';
import {
  cpuMsBetween,
  cpuShot,
  machine,
  residentBytes,
  startApiProcess,
  writeResult,
  type ApiProcess,
} from './harness.ts';
import { scalingData } from './list-scaling-data.ts';
import {
  BENCH_ORGANISATION,
  BENCH_PARENT,
  benchTokens,
  generateProviderLists,
  giveDueDates,
} from './provider-lists-data.ts';
import { BENCH_STAFF, generatePayouts } from './staff-queue-data.ts';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const givenDatabase = process.env.BENCH_FIRST_WEEK_DATABASE;
const generatedClaims = Number(process.env.BENCH_CLAIMS ?? 20_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
/**
 * The wave's round (BENCH_WAVE_SECONDS): as long as the others by default. Longer rounds give each route's p99 more
 * answers to stand on; the wave's round stays short, for in a long one the wave's seconds would be too few to show.
 */
const waveSeconds = Number(process.env.BENCH_WAVE_SECONDS ?? seconds);
/** A multiplier of every route's rate (the morning's mix stays in proportion). */
const load = Number(process.env.BENCH_LOAD ?? 1);
const wavePhotos = Number(process.env.BENCH_WAVE_PHOTOS ?? 100);
/**
 * How many waves (BENCH_WAVES, default 1), each in a round of its own, one after another without waiting for the
 * queue to empty: the p99 of one wave's seconds of arrival is a few slow pages, so one wave's ratio says little.
 */
const waves = Number(process.env.BENCH_WAVES ?? 1);
/** The worker's niceness (BENCH_WORKER_NICE, default 0): above 0, its reading yields the cores to the APIs. */
const workerNice = Number(process.env.BENCH_WORKER_NICE ?? 0);
/**
 * BENCH_WORKER_SCHED=idle starts the worker under Linux's idle scheduling policy (`chrt --idle 0`, as systemd's
 * CPUSchedulingPolicy=idle does): it runs only on a core nothing else wants, and gives it up the moment a page's
 * process wakes, where a niceness only shares the core out by weight.
 */
const workerIdle = process.env.BENCH_WORKER_SCHED === 'idle';
/** The reading threads' niceness (BENCH_READING_NICENESS, default the product's, RECEIPT_READING_NICENESS). */
const readingNiceness = Number(process.env.BENCH_READING_NICENESS ?? DEFAULT_READING_LIMITS.niceness);
/** BENCH_READING_IDLE=false: the reading threads keep their niceness, not the idle policy (RECEIPT_READING_IDLE). */
const readingIdle = process.env.BENCH_READING_IDLE !== 'false';
/**
 * BENCH_WAVE_READING=off stops the worker before the wave's round: its photos are received and queued but not read, so
 * the round shows what receiving them costs the pages, apart from what reading them costs.
 */
/**
 * BENCH_READING=off stops the worker once the alone rounds' photos are read: the mixed and wave rounds then have no
 * OCR beside them (their photos are queued, not read), which shows what the readings on idle cores cost the pages'
 * tail (results go to first-week-unread.md).
 */
const reading = process.env.BENCH_READING !== 'off';
const waveReading = reading && process.env.BENCH_WAVE_READING !== 'off';
/**
 * BENCH_JOBS=worker starts the API processes with API_RUNS_JOBS=false: the worker sends the claims' e-mails too, and
 * the APIs only answer (results go to first-week-jobs-in-worker.md).
 */
const jobsInWorker = process.env.BENCH_JOBS === 'worker';
/**
 * BENCH_UPLOADS_AT_ONCE sets the APIs' UPLOADS_AT_ONCE (ADR 0038; results then go to first-week-uploads-at-once-N.md):
 * a large number lets every upload in at once, as before the turns.
 */
const uploadsAtOnce = process.env.BENCH_UPLOADS_AT_ONCE;
/**
 * BENCH_MIXED_WITHOUT: routes left out of the mixed and wave rounds (a comma-separated list of parts of their names),
 * to see which route makes the others' tail; they are still driven alone. Results go to
 * first-week-mixed-without-<the parts>.md.
 */
const mixedWithout = (process.env.BENCH_MIXED_WITHOUT ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter((part) => part !== '');
/** The wave leaves this far into its round; the pages' p99 is also given for the seconds of its arrival and after. */
const WAVE_AT_MS = 1000;
const ARRIVAL_MS = 5000;
const resultName = [
  'first-week',
  ...(workerNice === 0 ? [] : [`worker-nice-${String(workerNice)}`]),
  ...(workerIdle ? ['worker-idle'] : []),
  ...(readingIdle ? [] : ['reading-not-idle']),
  ...(readingNiceness === DEFAULT_READING_LIMITS.niceness ? [] : [`reading-niceness-${String(readingNiceness)}`]),
  ...(reading ? [] : ['unread']),
  ...(!reading || waveReading ? [] : ['wave-unread']),
  ...(jobsInWorker ? ['jobs-in-worker'] : []),
  ...(uploadsAtOnce === undefined ? [] : [`uploads-at-once-${uploadsAtOnce}`]),
  ...(mixedWithout.length === 0
    ? []
    : [`mixed-without-${mixedWithout.map((part) => part.replace(/[^a-z0-9]+/gi, '-').toLowerCase()).join('-')}`]),
].join('-');
const PROVIDER_NUMBER = '300001';
const FIXTURES = join(root, 'bench', 'receipts', 'fixtures');
/** How long the benchmark waits for the receipt queue to empty before the wave's round. */
const DRAIN_LIMIT_MS = 120_000;

const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The database: the one named, or one generated now (the list benchmarks' data) and dropped at the end. */
async function benchDatabase(): Promise<{ name: string; url: string; release: () => Promise<void> }> {
  if (givenDatabase !== undefined) {
    return { name: givenDatabase, url: urlOf(givenDatabase), release: () => Promise.resolve() };
  }
  const name = `ace_ml_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const release = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const handle = openDatabase({ databaseUrl: urlOf(name) });
  try {
    await handle.migrate();
    await generateProviderLists(handle.db, scalingData(generatedClaims));
    await handle.db.execute(sql`
      insert into users (type, email, first_name, last_name, agent_id, entity_id)
      values ('MeritCS', ${BENCH_STAFF.email}, 'Bench', 'Staff', ${BENCH_STAFF.agentId}, ${BENCH_STAFF.entityId})`);
    await giveDueDates(handle.db);
    await generatePayouts(handle.db);
    await handle.db.execute(sql`vacuum analyze`);
  } catch (error) {
    await handle.close();
    await release();
    throw error;
  }
  await handle.close();
  return { name, url: urlOf(name), release };
}

interface Worker {
  pid: number;
  stop: () => Promise<void>;
}

/** A worker process (`node apps/api/src/server.ts --worker`), once it has said it is ready. */
function startWorker(env: NodeJS.ProcessEnv): Promise<Worker> {
  const command = [process.execPath, 'apps/api/src/server.ts', '--worker'];
  // nice(1) and chrt(1) exec the worker in their own process: the pid is the worker's.
  const niced = workerNice === 0 ? command : ['nice', '-n', String(workerNice), ...command];
  const [program = 'chrt', ...args] = workerIdle ? ['chrt', '--idle', '0', ...niced] : niced;
  const child = spawn(program, args, {
    cwd: root,
    env: { ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('The worker did not say it was ready within 60 s'));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ACE Portal worker ready') && child.pid !== undefined) {
        clearTimeout(timer);
        const pid = child.pid;
        resolve({
          pid,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
  });
}

/** The fixtures by kind: text PDFs read by pdf.js, scanned PDFs and photos read by OCR. */
const fixtureNames = readdirSync(FIXTURES).filter((name) => /\.(pdf|jpg|png)$/.test(name));
const textPdfs = fixtureNames.filter((name) => name.endsWith('.pdf') && !name.includes('scanned'));
const photos = fixtureNames.filter((name) => !textPdfs.includes(name));
const mimeOf = (name: string) =>
  name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : 'image/jpeg';

/** A nonce of fixed width after each file's end (after %%EOF, IEND or EOI, where readers stop), per file slot. */
const nonce = (slot: number, sequence: number) => `\nACEML${String(slot)}-${String(sequence).padStart(10, '0')}\n`;

interface ClaimForm {
  contentType: string;
  files: number;
  photos: number;
  /** The form of the next claim: its files made new by the next nonce. */
  next: () => Buffer;
}

/** Each run's nonces start apart from earlier runs' (the same database may be used again). */
let sequence = (Date.now() % 1_000_000) * 10_000;

/** A claim of the bench parent's child, as a multipart form (the fields of spec section 7 and file1..fileN). */
async function claimForm(childId: number, dateOfService: string, files: string[]): Promise<ClaimForm> {
  const form = new FormData();
  const fields = {
    childId: String(childId),
    amount: '0.01',
    category: 'tutoring',
    dateOfService,
    description: 'Tutoring, first week (benchmark)',
    payTo: 'Vendor',
    serviceProviderNumber: PROVIDER_NUMBER,
    // The fixtures' invoice numbers come back claim after claim (one family sends them all): a reason is given.
    sentAgainReason: 'The same receipt again (benchmark)',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((name, index) => {
    const bytes = Buffer.concat([readFileSync(join(FIXTURES, name)), Buffer.from(nonce(index + 1, 0))]);
    form.append(`file${String(index + 1)}`, new Blob([new Uint8Array(bytes)], { type: mimeOf(name) }), name);
  });
  const encoded = new Request('http://bench.invalid/', { method: 'POST', body: form });
  const contentType = encoded.headers.get('content-type');
  if (contentType === null) throw new Error('The form has no content type');
  const template = Buffer.from(await encoded.arrayBuffer());
  const positions = files.map((_, index) => template.indexOf(nonce(index + 1, 0)));
  if (positions.some((at) => at < 0)) throw new Error('A nonce is missing from the form');
  return {
    contentType,
    files: files.length,
    photos: files.filter((name) => photos.includes(name)).length,
    next: () => {
      sequence += 1;
      const body = Buffer.from(template);
      positions.forEach((at, index) => body.write(nonce(index + 1, sequence), at, 'latin1'));
      return body;
    },
  };
}

/** The morning's claims: 1 to 5 files, one file in six a scan or photo, the rest text PDFs. */
async function morningForms(childId: number, dateOfService: string): Promise<ClaimForm[]> {
  const forms: ClaimForm[] = [];
  for (let claim = 0; claim < 10; claim += 1) {
    const files = Array.from({ length: 1 + (claim % 5) }, (_, file) => {
      const at = claim * 5 + file;
      return at % 6 === 0 ? photos[at % photos.length] : textPdfs[at % textPdfs.length];
    }).filter((name): name is string => name !== undefined);
    forms.push(await claimForm(childId, dateOfService, files));
  }
  return forms;
}

interface Route {
  name: string;
  /** Requests a second in the morning's mix (and alone), spread over the two API processes in turn. */
  perSecond: number;
  /** Sends one request to the API at `base`; answers its status once the whole answer is read. */
  send: (base: string) => Promise<number>;
  /** A page (GET): its answers make the API's p99. */
  page: boolean;
}

interface Recorded {
  latencies: number[];
  /** Each answered request's planned moment, in ms from the round's start, in the order of `latencies`. */
  plannedAt: number[];
  failures: number;
}

interface RouteFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0);

function figuresOf({ latencies, failures }: Recorded, duration: number): RouteFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: Math.round((sorted.length / duration) * 10) / 10,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    failures,
  };
}

/**
 * Sends a route's requests at its rate for `duration` s (open loop: each at its planned time, from a random phase,
 * whether or not the earlier ones were answered), to each API in turn, and waits for every answer. A request's
 * time runs from its planned moment, so a late start counts against the portal too.
 */
async function runRoute(route: Route, apis: ApiProcess[], duration: number, roundStart: number): Promise<Recorded> {
  const recorded: Recorded = { latencies: [], plannedAt: [], failures: 0 };
  const sending: Promise<void>[] = [];
  const interval = 1000 / (route.perSecond * load);
  const start = performance.now() + Math.random() * interval;
  for (let turn = 0; start + turn * interval < start + duration * 1000; turn += 1) {
    const planned = start + turn * interval;
    const wait = planned - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const api = apis[turn % apis.length];
    if (api === undefined) continue;
    sending.push(
      route.send(api.base).then(
        (status) => {
          if (status < 300) {
            recorded.latencies.push(performance.now() - planned);
            recorded.plannedAt.push(planned - roundStart);
          } else recorded.failures += 1;
        },
        () => {
          recorded.failures += 1;
        },
      ),
    );
  }
  await Promise.all(sending);
  return recorded;
}

/**
 * How late an event loop ran its timers over a round, in ms: the p99 and the longest; for an API also its garbage
 * collector's pauses in the round, in all (ms) and how many lasted over 10 ms.
 */
interface LoopDelay {
  p99: number;
  max: number;
  gcMs?: number;
  gcOver10Ms?: number;
}

/** An API's garbage collection so far: its pauses' time in all (s), and how many there were in all and up to 10 ms. */
interface GcSoFar {
  seconds: number;
  count: number;
  upTo10Ms: number;
}

/** prom-client's nodejs_gc_duration_seconds histogram, its kinds added up. */
function gcSoFar(metrics: string): GcSoFar {
  const sum = (pattern: RegExp) =>
    metrics
      .split('\n')
      .filter((line) => pattern.test(line))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return {
    seconds: sum(/^nodejs_gc_duration_seconds_sum\{/),
    count: sum(/^nodejs_gc_duration_seconds_count\{/),
    upTo10Ms: sum(/^nodejs_gc_duration_seconds_bucket\{le="0\.01",/),
  };
}

/** A prom-client gauge's value from a /metrics text, in ms. */
function gaugeMs(metrics: string, name: string): number {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? 0 : Math.round(Number(line.slice(name.length + 1)) * 10_000) / 10;
}

/**
 * Each API's event-loop delay since the last call, from its metrics listener: prom-client's histogram (10 ms
 * resolution), which it resets each time it is read.
 */
async function apiLoopDelays(apis: ApiProcess[]): Promise<(LoopDelay & { gc: GcSoFar })[]> {
  return Promise.all(
    apis.map(async (api) => {
      const metrics = await (await fetch(metricsUrls.get(api) ?? '')).text();
      return {
        p99: gaugeMs(metrics, 'nodejs_eventloop_lag_p99_seconds'),
        max: gaugeMs(metrics, 'nodejs_eventloop_lag_max_seconds'),
        gc: gcSoFar(metrics),
      };
    }),
  );
}

/** Each API process's metrics URL (METRICS_PORT). */
const metricsUrls = new Map<ApiProcess, string>();

interface Driven {
  recorded: Map<string, Recorded>;
  /** The event loop of this benchmark's timing thread (1 ms resolution) and of each API, over the round. */
  loops: { bench: LoopDelay; apis: LoopDelay[] };
}

/** Runs `routes` together for `duration` s, watching the event loops. */
async function drive(routes: Route[], apis: ApiProcess[], duration: number): Promise<Driven> {
  const before = await apiLoopDelays(apis);
  const benchLoop = monitorEventLoopDelay({ resolution: 1 });
  benchLoop.enable();
  const roundStart = performance.now();
  const recorded = await Promise.all(routes.map((route) => runRoute(route, apis, duration, roundStart)));
  benchLoop.disable();
  const apisLoops = (await apiLoopDelays(apis)).map(({ p99, max, gc }, index) => {
    const earlier = before[index]?.gc ?? { seconds: 0, count: 0, upTo10Ms: 0 };
    return {
      p99,
      max,
      gcMs: Math.round((gc.seconds - earlier.seconds) * 1000),
      gcOver10Ms: gc.count - earlier.count - (gc.upTo10Ms - earlier.upTo10Ms),
    };
  });
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 100_000) / 10;
  return {
    recorded: new Map(
      routes.map((route, index) => [route.name, recorded[index] ?? { latencies: [], plannedAt: [], failures: 0 }]),
    ),
    loops: { bench: { p99: ms(benchLoop.percentile(99)), max: ms(benchLoop.max) }, apis: apisLoops },
  };
}

/** The figures of each route, and the API's p99: that of every answer to a page, whichever route. */
function summarise(routes: Route[], recorded: Map<string, Recorded>, duration: number) {
  const figures = new Map([...recorded].map(([name, run]) => [name, figuresOf(run, duration)]));
  const total = [...figures.values()].reduce((sum, route) => sum + route.perSecond, 0);
  return {
    figures,
    pagesP99: pagesP99Between(routes, recorded, 0, Infinity),
    perSecond: Math.round(total * 10) / 10,
  };
}

/** The p99 of every page's answers (whichever route) planned from `from` ms of the round until `to`. */
function pagesP99Between(routes: Route[], recorded: Map<string, Recorded>, from: number, to: number): number {
  const pages = routes
    .filter((route) => route.page)
    .flatMap((route) => {
      const run = recorded.get(route.name);
      return run === undefined ? [] : run.latencies.filter((_, index) => inWindow(run.plannedAt[index], from, to));
    })
    .sort((a, b) => a - b);
  return Math.round(percentile(pages, 0.99));
}

const inWindow = (at: number | undefined, from: number, to: number) => at !== undefined && at >= from && at < to;

/** A claim of the wave: its form and the token of the family that sends it. */
interface WaveClaim {
  form: ClaimForm;
  token: string;
}

/** A claim of the wave as it leaves: where to, whose, and its bytes (made before the round). */
interface WaveRequest {
  url: string;
  token: string;
  contentType: string;
  body: Uint8Array;
}

/** The wave's claims, alternately to each API, each with new bytes. */
function waveRequestsOf(claims: WaveClaim[], apis: ApiProcess[]): WaveRequest[] {
  return claims.map(({ form, token }, index) => {
    const api = apis[index % apis.length];
    if (api === undefined) throw new Error('No API to send the wave to');
    return {
      url: `${api.base}/api/user/claim`,
      token,
      contentType: form.contentType,
      body: new Uint8Array(form.next()),
    };
  });
}

/** Sends the wave all at once from its own thread (bench/first-week-wave.ts); answers the claims' statuses. */
function sendWave(requests: WaveRequest[]): Promise<number[]> {
  const sender = new Thread(new URL('./first-week-wave.ts', import.meta.url), {
    workerData: requests,
    transferList: requests.map((request) => request.body.buffer as ArrayBuffer),
  });
  return new Promise((resolve, reject) => {
    sender.once('message', (statuses: number[]) => {
      resolve(statuses);
    });
    sender.once('error', reject);
  });
}

/**
 * The cores each process kept busy in the seconds of a round the wave arrives in (WAVE_AT_MS to ARRIVAL_MS later,
 * counted from now): the named processes, PostgreSQL's and this benchmark's own (its load, the wave's sender and the
 * stand-ins), so that where the wave's cost falls on two shared cores can be read.
 */
function coresInArrival(pids: Record<string, number>): Promise<Record<string, number>> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const before = cpuShot(pids);
      setTimeout(() => {
        const used = cpuMsBetween(before, cpuShot(pids));
        resolve(Object.fromEntries(Object.entries(used).map(([name, ms]) => [name, ms / ARRIVAL_MS])));
      }, ARRIVAL_MS);
    }, WAVE_AT_MS);
  });
}

/** Peak resident memory of each process while `during` runs, sampled every 250 ms. */
async function peakMemory<T>(pids: Record<string, number>, during: Promise<T>) {
  const peaks = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, residentBytes(pid)]));
  const sampler = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peaks[name] = Math.max(peaks[name] ?? 0, residentBytes(pid));
  }, 250);
  try {
    return { result: await during, peaks };
  } finally {
    clearInterval(sampler);
  }
}

const loadBefore = loadavg();
const database = await benchDatabase();
const identity = await startTestIdentityProvider();
const mail = await startTestMailServer();
const bank = await startTestBank();
const filesDir = mkdtempSync(join(tmpdir(), 'ace-first-week-'));
const db = new pg.Client({ connectionString: database.url });
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  OIDC_ISSUER: identity.issuer,
  DATABASE_URL: database.url,
  DATA_DIR: filesDir,
  SMTP_URL: mail.url,
  BANK_API_URL: bank.apiUrl,
  API_READS_RECEIPTS: 'false',
  API_RUNS_JOBS: String(!jobsInWorker),
  ...(uploadsAtOnce === undefined ? {} : { UPLOADS_AT_ONCE: uploadsAtOnce }),
  CLAIM_SUBMISSIONS_PER_MINUTE: '100000',
  RECEIPT_READING_THREADS: '1',
  RECEIPT_READING_NICENESS: String(readingNiceness),
  RECEIPT_READING_IDLE: String(readingIdle),
};
const processes: { stop: () => Promise<void> }[] = [];
try {
  const tokens = await benchTokens(identity, { expiresInSeconds: 3 * 3600 });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const apiWithMetrics = async () => {
    const metricsPort = await freePort();
    const api = await startApiProcess({ ...env, METRICS_PORT: String(metricsPort) });
    metricsUrls.set(api, `http://127.0.0.1:${String(metricsPort)}/metrics`);
    processes.push({ stop: () => (api.stop(), api.exited) });
    return api;
  };
  const first = await apiWithMetrics();
  const second = await apiWithMetrics();
  const worker = await startWorker(env);
  processes.push(worker);
  const apis = [first, second];
  await db.connect();

  // A parent's first child with a school year; its award raised so that no claim of the run lacks funds.
  const fundedChild = async (email: string) => {
    const found = (
      await db.query<{ id: number }>(
        `select c.id from children c join users u on u.id = c.parent_id
         where lower(u.email) = $1 and c.school_year is not null order by c.id limit 1`,
        [email],
      )
    ).rows[0];
    if (found === undefined) throw new Error(`${email} has no child with a school year`);
    await db.query(
      `update child_awards set amount_cents = amount_cents + 100000000
       where child_id = $1 and school_year = (select school_year from children where id = $1)`,
      [found.id],
    );
    return found;
  };
  const child = await fundedChild(BENCH_PARENT.email);
  const claimIds = (
    await db.query<{ id: number }>(
      `select cl.id from claims cl join children c on c.id = cl.child_id join users u on u.id = c.parent_id
       where lower(u.email) = $1 order by cl.id limit 50`,
      [BENCH_PARENT.email],
    )
  ).rows.map((row) => row.id);
  const dateOfService = programmeDate(new Date());
  const forms = await morningForms(child.id, dateOfService);
  const photoFixtures = photos.filter((name) => !name.endsWith('.pdf'));
  // Each claim of the wave from a family of its own: bench.parent2, bench.parent3 and on.
  const waveClaims: WaveClaim[] = [];
  for (let claim = 0; claim < Math.ceil(wavePhotos / 5); claim += 1) {
    const email = `bench.parent${String(claim + 2)}@example.com`;
    const family = await fundedChild(email);
    const token = await identity.token(
      { agentId: `agt-wave-${String(claim)}`, entityId: `ent-wave-${String(claim)}`, email, name: 'Wave Parent' },
      { expiresInSeconds: 3 * 3600 },
    );
    const files = Array.from(
      { length: Math.min(5, wavePhotos - claim * 5) },
      (_, file) => photoFixtures[(claim * 5 + file) % photoFixtures.length] ?? '',
    );
    waveClaims.push({ form: await claimForm(family.id, dateOfService, files), token });
  }
  const runStart = new Date();
  // One claim first, to fail with the API's reason if the data does not allow it.
  const tried = forms[0];
  if (tried === undefined) throw new Error('No claim forms');
  const firstAnswer = await fetch(`${first.base}/api/user/claim`, {
    method: 'POST',
    headers: { ...bearer(tokens.parent), 'content-type': tried.contentType },
    body: new Uint8Array(tried.next()),
  });
  if (firstAnswer.status !== 201)
    throw new Error(`A claim was answered ${firstAnswer.status}: ${await firstAnswer.text()}`);

  let formTurn = 0;
  const getPage = async (url: string, token: string) => {
    const response = await fetch(url, { headers: bearer(token) });
    await response.arrayBuffer();
    return response.status;
  };
  const page = (name: string, perSecond: number, path: () => string, token: string): Route => ({
    name,
    perSecond,
    page: true,
    send: (base) => getPage(`${base}${path()}`, token),
  });
  const provider = (tab: string) => `/api/service-provider/${BENCH_ORGANISATION}/${tab}`;
  const routes: Route[] = [
    page('parent: dashboard', 16, () => '/api/user/parent', tokens.parent),
    page(
      'parent: claim details',
      10,
      () => `/api/user/claim/${String(claimIds[Math.floor(Math.random() * claimIds.length)] ?? 1)}`,
      tokens.parent,
    ),
    {
      name: 'parent: send a claim (1-5 files)',
      perSecond: 0.5,
      page: false,
      send: async (base) => {
        const form = forms[formTurn % forms.length] ?? tried;
        formTurn += 1;
        const response = await fetch(`${base}/api/user/claim`, {
          method: 'POST',
          headers: { ...bearer(tokens.parent), 'content-type': form.contentType },
          body: new Uint8Array(form.next()),
        });
        await response.arrayBuffer();
        return response.status;
      },
    },
    page('provider: waiting for approval', 5, () => provider('pending-vendor-approval-claims'), tokens.member),
    page('provider: history', 3, () => provider('history-claims'), tokens.member),
    page('staff: work queue (waiting)', 5, () => '/api/merit-cs/queue/waiting', tokens.staff),
    page('staff: Programme page (school year)', 1, () => '/api/merit-cs/programme?schoolYear=2022', tokens.staff),
  ];
  for (const route of routes.filter((candidate) => candidate.page)) {
    const status = await route.send(first.base);
    if (status !== 200) throw new Error(`${route.name} answered ${String(status)}`);
  }
  const pids: Record<string, number> = { 'API 1': first.pid, 'API 2': second.pid, worker: worker.pid };
  const memoryNow = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, residentBytes(pid)]));
  const startMemory = memoryNow();

  /** The readings this run queued that are still waiting. */
  const waitingNow = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from jobs
           where kind = 'receipts.read' and done_at is null and failed_at is null and created_at >= $1`,
          [runStart],
        )
      ).rows[0]?.n ?? 0,
    );
  const drain = async () => {
    const started = Date.now();
    while ((await waitingNow()) > 0 && Date.now() - started < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return { ms: Date.now() - started, left: await waitingNow() };
  };

  console.log('warm-up: mixed, 3 s');
  await drive(routes, apis, 3);
  // Alone means nothing else: the warm-up's readings are read first, and the claims' round, whose photos the worker
  // then reads, comes after the pages' rounds.
  const warmUpDrained = await drain();
  console.log(`warm-up's readings read in ${String(warmUpDrained.ms)} ms, ${String(warmUpDrained.left)} left`);
  const alone = new Map<string, RouteFigures>();
  const aloneLoops = new Map<string, Driven['loops']>();
  for (const route of [...routes.filter((page) => page.page), ...routes.filter((sent) => !sent.page)]) {
    const driven = await drive([route], apis, seconds);
    const figures = summarise([route], driven.recorded, seconds).figures.get(route.name);
    if (figures) alone.set(route.name, figures);
    aloneLoops.set(route.name, driven.loops);
    console.log(`alone: ${route.name}: ${JSON.stringify(figures)}, loops ${JSON.stringify(driven.loops)}`);
  }
  const mixedRoutes = routes.filter((route) => !mixedWithout.some((part) => route.name.includes(part)));

  const queueOf = async (since: Date) => {
    const row = (
      await db.query<{ done: string; waiting: string; longest_ms: string | null; read: string }>(
        `select count(*) filter (where done_at is not null) as done,
           count(*) filter (where done_at is null and failed_at is null) as waiting,
           extract(epoch from max(coalesce(done_at, now()) - created_at)) * 1000 as longest_ms,
           (select count(*) from receipt_readings where read_at >= $1) as read
         from jobs where kind = 'receipts.read' and created_at >= $1`,
        [since],
      )
    ).rows[0];
    return {
      done: Number(row?.done ?? 0),
      waiting: Number(row?.waiting ?? 0),
      longestWaitMs: Math.round(Number(row?.longest_ms ?? 0)),
      read: Number(row?.read ?? 0),
    };
  };
  if (!reading) {
    const aloneDrained = await drain();
    console.log(`alone rounds' readings read in ${String(aloneDrained.ms)} ms; the worker stops`);
    await worker.stop();
    delete pids.worker;
  }
  const mixedStart = new Date();
  const mixedCores = coresInArrival(pids);
  const mixedRun = await peakMemory(pids, drive(mixedRoutes, apis, seconds));
  const mixed = summarise(mixedRoutes, mixedRun.result.recorded, seconds);
  const mixedLoops = mixedRun.result.loops;
  console.log(`mixed loops ${JSON.stringify(mixedLoops)}`);
  const mixedQueue = await queueOf(mixedStart);
  console.log(`mixed: ${JSON.stringify([...mixed.figures])}, queue ${JSON.stringify(mixedQueue)}`);

  const mixedCoresUsed = await mixedCores;
  const drained = reading ? await drain() : { ms: 0, left: await waitingNow() };
  console.log(`queue drained in ${String(drained.ms)} ms, ${String(drained.left)} left`);

  if (reading && !waveReading) {
    await worker.stop();
    delete pids.worker;
  }
  const waveRound = async () => {
    const waveRequests = waveRequestsOf(waveClaims, apis);
    const started = new Date();
    const cores = coresInArrival(pids);
    const run = await peakMemory(
      pids,
      Promise.all([
        drive(mixedRoutes, apis, waveSeconds),
        new Promise((resolve) => setTimeout(resolve, WAVE_AT_MS)).then(() => {
          console.log(`the wave leaves at ${new Date().toISOString()}`);
          return sendWave(waveRequests);
        }),
      ]),
    );
    const [{ recorded, loops }, statuses] = run.result;
    const figures = summarise(mixedRoutes, recorded, waveSeconds);
    const windows = {
      before: pagesP99Between(mixedRoutes, recorded, 0, WAVE_AT_MS),
      arrival: pagesP99Between(mixedRoutes, recorded, WAVE_AT_MS, WAVE_AT_MS + ARRIVAL_MS),
      after: pagesP99Between(mixedRoutes, recorded, WAVE_AT_MS + ARRIVAL_MS, Infinity),
    };
    const queue = await queueOf(started);
    console.log(`with a wave: ${JSON.stringify([...figures.figures])}, queue ${JSON.stringify(queue)}`);
    return { started, peaks: run.peaks, statuses, figures, windows, queue, loops, cores: await cores };
  };
  const waveRounds: Awaited<ReturnType<typeof waveRound>>[] = [];
  for (let round = 0; round < waves; round += 1) waveRounds.push(await waveRound());
  const [firstWave] = waveRounds;
  if (firstWave === undefined) throw new Error('BENCH_WAVES must be 1 or more');
  // The routes' table and the queue's figures are the first wave's, sent with the queue empty.
  const {
    started: waveStart,
    statuses: waveStatuses,
    figures: wave,
    windows: waveWindows,
    queue: waveQueue,
  } = firstWave;
  const afterWave = waveReading ? await drain() : { ms: 0, left: await waitingNow() };
  const waveRead = await queueOf(waveStart);
  console.log(`after the wave: ${JSON.stringify(afterWave)}, queue ${JSON.stringify(waveRead)}`);
  const endMemory = memoryNow();
  const loadAfter = loadavg();
  const claimCount = Number((await db.query<{ n: string }>('select count(*) as n from claims')).rows[0]?.n ?? 0);

  const perMinute = (count: number, inSeconds = seconds) => Math.round((count / inSeconds) * 60);
  const mb = (bytes: number) => `${String(Math.round(bytes / 2 ** 20))} MiB`;
  const loadText = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const rows = routes.map((route) => {
    const a = alone.get(route.name);
    const m = mixed.figures.get(route.name);
    const ratio = a && m && a.p99 > 0 ? m.p99 / a.p99 : 0;
    return {
      route: route.name,
      perSecond: route.perSecond * load,
      alone: a,
      mixed: m,
      withWave: wave.figures.get(route.name),
      ratio: Math.round(ratio * 100) / 100,
      withinGoal: m !== undefined && ratio <= 2,
    };
  });
  const ratioOf = (round: (typeof waveRounds)[number]) => round.figures.pagesP99 / Math.max(1, mixed.pagesP99);
  const waveRatios = waveRounds.map(ratioOf).sort((a, b) => a - b);
  /** The median wave's ratio (the first wave's when there is one). */
  const waveRatio = waveRatios[Math.floor((waveRatios.length - 1) / 2)] ?? 0;
  const detailReads = mixed.figures.get('parent: claim details')?.requests ?? 0;
  const sent = mixed.figures.get('parent: send a claim (1-5 files)')?.requests ?? 0;
  const cell = (figures: RouteFigures | undefined) =>
    figures ? `${String(figures.perSecond)} | ${String(figures.p50)} | ${String(figures.p99)}` : ' | | ';
  const formFiles = forms.reduce((sum, form) => sum + form.files, 0);
  const formPhotos = forms.reduce((sum, form) => sum + form.photos, 0);
  const report = {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    loadBefore,
    loadAfter,
    database: database.name,
    claims: claimCount,
    seconds,
    waveSeconds,
    load,
    wavePhotos,
    waves,
    workerNice,
    workerIdle,
    readingIdle,
    routes: rows,
    perSecond: { mixed: mixed.perSecond, withWave: wave.perSecond },
    mixedWithout,
    loops: {
      alone: Object.fromEntries(aloneLoops),
      mixed: mixedLoops,
      waves: waveRounds.map((round) => round.loops),
    },
    claimsSentPerMinute: perMinute(sent),
    claimDetailsReadPerMinute: perMinute(detailReads),
    mixedQueue,
    drained,
    waveQueue,
    waveStatuses,
    coresInArrival: { mixed: mixedCoresUsed, waves: waveRounds.map((round) => round.cores) },
    afterWave,
    waveRead,
    pagesP99: {
      mixed: mixed.pagesP99,
      withWave: wave.pagesP99,
      ratio: Math.round(waveRatio * 100) / 100,
      waveWindows,
      waves: waveRounds.map((round) => ({
        withWave: round.figures.pagesP99,
        ratio: Math.round(ratioOf(round) * 100) / 100,
        windows: round.windows,
      })),
    },
    waveReading,
    memory: { start: startMemory, mixedPeak: mixedRun.peaks, wavePeak: firstWave.peaks, end: endMemory },
  };
  writeResult(`${resultName}.json`, `${JSON.stringify(report, null, 2)}\n`);
  const coreNames: Record<string, string> = {
    postgres: 'PostgreSQL (every process)',
    self: 'this benchmark (the load, the wave’s sender, the stand-ins)',
  };
  const coreCell = (cores: Record<string, number>, name: string) =>
    cores[name] === undefined ? '' : (cores[name] ?? 0).toFixed(2);
  const coreRows = Object.keys(mixedCoresUsed).map(
    (name) =>
      `| ${coreNames[name] ?? name} | ${coreCell(mixedCoresUsed, name)} | ${waveRounds.map((round) => coreCell(round.cores, name)).join(' | ')} |`,
  );
  const coreSum = (cores: Record<string, number>) =>
    Object.values(cores)
      .reduce((sum, used) => sum + used, 0)
      .toFixed(2);
  const memoryRows = Object.keys(pids).map(
    (name) =>
      `| ${name} | ${mb(startMemory[name] ?? 0)} | ${mb(mixedRun.peaks[name] ?? 0)} | ${mb(firstWave.peaks[name] ?? 0)} | ${mb(endMemory[name] ?? 0)} |`,
  );
  const mix = routes.map((route) => `${route.name} ${String(route.perSecond * load)}`).join(', ');
  const loopCell = (loop: LoopDelay | undefined) =>
    loop === undefined
      ? ''
      : `${loop.p99.toFixed(1)} / ${loop.max.toFixed(1)}${loop.gcMs === undefined ? '' : ` (GC ${String(loop.gcMs)} ms, ${String(loop.gcOver10Ms ?? 0)} over 10 ms)`}`;
  const loopRow = (round: string, loops: Driven['loops'] | undefined) =>
    `| ${round} | ${loopCell(loops?.bench)} | ${(loops?.apis ?? []).map(loopCell).join(' | ')} |`;
  const loopRows = [
    ...routes.map((route) => loopRow(`alone: ${route.name}`, aloneLoops.get(route.name))),
    loopRow('mixed', mixedLoops),
    ...waveRounds.map((round, index) => loopRow(`wave ${String(index + 1)}`, round.loops)),
  ];
  writeResult(
    `${resultName}.md`,
    `# The first week: a busy morning, mixed (issue 33, item 2)

Run ${report.measuredAt} on ${report.machine}; load average (1, 5, 15 min) ${loadText(loadBefore)} before and
${loadText(loadAfter)} after (a shared machine: other engineers' tests and benchmarks ran beside this).

Database \`${database.name}\` on the local PostgreSQL: ${claimCount.toLocaleString('en-US')} claims at the end of the run
(the list benchmarks' generated data, bench/provider-lists-data.ts; the bench parent's child's award raised so that no
claim lacks funds). Processes: two API processes (\`node apps/api/src/server.ts\`, API_READS_RECEIPTS=false${jobsInWorker ? ' and API_RUNS_JOBS=false: the worker sends the e-mails too' : ''}, UPLOADS_AT_ONCE=${uploadsAtOnce ?? '1 (the default)'}, pool
of 10 each) and one worker (\`node apps/api/src/server.ts --worker\`, RECEIPT_READING_THREADS=1, RECEIPT_READING_NICENESS=${String(readingNiceness)}, RECEIPT_READING_IDLE=${String(readingIdle)}${workerNice === 0 ? '' : `, under \`nice -n ${String(workerNice)}\``}${workerIdle ? ', under `chrt --idle 0`' : ''}), one file store
(a shared DATA_DIR), an SMTP stand-in for the e-mails each claim sends and the bank stand-in; the load from the benchmark's process.

The morning, requests a second (BENCH_LOAD ${String(load)}): ${mix}. Parents are ${String(Math.round(((16 + 10 + 0.5) / 40.5) * 100))}% of the requests,
providers 20%, staff 15%. Open loop: each route's requests leave at their planned times whatever the answers (no
coordinated omission), to the two API processes in turn, and a request's time runs from its planned moment to the
last byte of its answer. Claim details are of 50 of the parent's claims at random; claims carry 1 to 5 files
(${String(formFiles)} files in ten forms taken in turn, ${String(formPhotos)} of them scans or photos read by OCR, the rest text PDFs, from
bench/receipts/fixtures), each file made new by a nonce after its end, as the store and the readings keep files by
content. Rounds of ${String(seconds)} s: each route alone at its rate (nothing else: the pages' rounds first, once the warm-up's
readings are read, and the claims' round, whose photos the worker reads after it, last), then all together (mixed), then,${waveSeconds === seconds ? '' : ` in a round of ${String(waveSeconds)} s,`}
once the receipt queue is empty, all together with an OCR wave: ${String(wavePhotos)} photos sent at once one second in, as
${String(waveClaims.length)} claims of up to five photos, each from a family of its own (bench.parent2 and on, their children's awards
raised too), half to each API, sent from a thread of the benchmark's own (bench/first-week-wave.ts) so that pushing the
photos does not hold the thread that times the pages.

## Routes: alone and mixed

| route | req/s planned | alone req/s | alone p50 ms | alone p99 ms | mixed req/s | mixed p50 ms | mixed p99 ms | p99 mixed ÷ alone | within 2× | with wave req/s | wave p50 ms | wave p99 ms | failures (alone / mixed / wave) |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|
${rows
  .map(
    (row) =>
      `| ${row.route} | ${String(row.perSecond)} | ${cell(row.alone)} | ${cell(row.mixed)} | ${row.ratio.toFixed(2)} | ${row.withinGoal ? 'yes' : 'no'} | ${cell(row.withWave)} | ${String(row.alone?.failures ?? 0)} / ${String(row.mixed?.failures ?? 0)} / ${String(row.withWave?.failures ?? 0)} |`,
  )
  .join('\n')}

${
  mixedWithout.length === 0
    ? ''
    : `Left out of the mixed and wave rounds (BENCH_MIXED_WITHOUT): ${routes
        .filter((route) => !mixedRoutes.includes(route))
        .map((route) => route.name)
        .join(', ')}; driven alone only.

`
}Sustained: ${String(mixed.perSecond)} requests a second answered under the mixed load, ${String(wave.perSecond)} with the wave
(the planned rate, answered in full: the portal kept up). Claims sent are few in a round
(${String(Math.round(0.5 * load * seconds))}), so their p99 is their slowest.

## Event loops

How late each event loop ran its timers in each round, p99 / longest, in ms: this benchmark's thread that sends and
times the requests (a 1 ms timer), whose delay would count against the portal, and each API process's (prom-client's
10 ms timer, so 10 is on time, read and reset through its metrics listener around the round), with the API's garbage
collector's pauses in the round (in all, and how many lasted over 10 ms). A request that reaches an API while its
loop is held waits that long.

| round | this benchmark | API 1 | API 2 |
|---|---:|---:|---:|
${loopRows.join('\n')}

## Claims, readings and the receipt queue

- Mixed round: ${String(perMinute(sent))} claims sent a minute (${String(sent)} answered 201), ${String(perMinute(detailReads))} claim details read a minute;
  receipts read by the worker ${String(perMinute(mixedQueue.read))} a minute (${String(mixedQueue.read)} in the round); receipt jobs queued in
  the round ${String(mixedQueue.done + mixedQueue.waiting)}, ${String(mixedQueue.waiting)} still waiting at its end; the queue's longest wait
  ${(mixedQueue.longestWaitMs / 1000).toFixed(1)} s (from queued to read, or to the end of the round for a job still waiting).
- Between the rounds the queue emptied in ${(drained.ms / 1000).toFixed(1)} s (${String(drained.left)} left; the benchmark waits at most ${String(DRAIN_LIMIT_MS / 1000)} s).
- Wave round: the wave's claims answered ${[...new Set(waveStatuses)].join(', ')}; receipts read ${String(waveQueue.read)} in the round
  (${String(perMinute(waveQueue.read, waveSeconds))} a minute), ${String(waveQueue.waiting)} still waiting at its end; longest wait so far
  ${(waveQueue.longestWaitMs / 1000).toFixed(1)} s. One worker thread reads a photo in about 2.3 s on a quiet core
  (bench/results/receipt-reading.md). After the round, with the load stopped, the benchmark waited
  ${(afterWave.ms / 1000).toFixed(1)} s more (at most ${String(DRAIN_LIMIT_MS / 1000)} s): ${String(waveRead.read)} receipts of the round read by then, ${String(afterWave.left)} still waiting,
  the longest wait ${(waveRead.longestWaitMs / 1000).toFixed(1)} s (${String(Math.round((waveRead.read / ((Date.now() - waveStart.getTime()) / 1000)) * 60))} read a minute from the wave's start).

## The OCR wave

The API's p99 (every page's answers, all GET routes together) with the wave: ${String(wave.pagesP99)} ms, against
${String(mixed.pagesP99)} ms for the same load without it: **${waveRatios.length === 1 ? '' : 'the first wave '}${ratioOf(firstWave).toFixed(2)}×**.${waveReading ? '' : reading ? ' The worker was stopped before this round (BENCH_WAVE_READING=off): the wave was received and queued, not read.' : ' The worker was stopped before the mixed round (BENCH_READING=off): nothing was read in the mixed and wave rounds.'}
By the moment a page was asked, in the wave's round: ${String(waveWindows.before)} ms before the wave left
(0-${String(WAVE_AT_MS / 1000)} s), ${String(waveWindows.arrival)} ms while it arrived (${String(WAVE_AT_MS / 1000)}-${String((WAVE_AT_MS + ARRIVAL_MS) / 1000)} s), ${String(waveWindows.after)} ms after (${String((WAVE_AT_MS + ARRIVAL_MS) / 1000)} s to the end: its photos read).
${
  waveRounds.length === 1
    ? ''
    : `
${String(waveRounds.length)} waves, each in a round of its own, one right after another (the photos of the earlier ones still
being read):

| wave | pages' p99 ms | ÷ mixed | before it | while it arrives | after |
|---|---:|---:|---:|---:|---:|
${waveRounds
  .map(
    (round, index) =>
      `| ${String(index + 1)} | ${String(round.figures.pagesP99)} | ${ratioOf(round).toFixed(2)} | ${String(round.windows.before)} | ${String(round.windows.arrival)} | ${String(round.windows.after)} |`,
  )
  .join('\n')}
`
}
**The median wave: ${waveRatio.toFixed(2)}×** (goal: within 1.2×, ${waveRatio <= 1.2 ? 'met' : 'not met'}).

Cores kept busy by each process in the seconds the wave arrives in (${String(WAVE_AT_MS / 1000)}-${String((WAVE_AT_MS + ARRIVAL_MS) / 1000)} s of its round, CPU time from /proc over
those ${String(ARRIVAL_MS / 1000)} s), against the same seconds of the mixed round; the machine has ${String(availableParallelism())}:

| process | mixed | ${waveRounds.map((_, index) => `wave ${String(index + 1)}`).join(' | ')} |
|---|---:|${waveRounds.map(() => '---:|').join('')}
${coreRows.join('\n')}
| all | ${coreSum(mixedCoresUsed)} | ${waveRounds.map((round) => coreSum(round.cores)).join(' | ')} |

## Memory (RSS)

| process | at start | peak, mixed | peak, with wave | at end |
|---|---:|---:|---:|---:|
${memoryRows.join('\n')}
`,
  );
} finally {
  for (const started of processes.reverse()) await started.stop();
  await db.end().catch(() => undefined);
  await identity.close();
  await mail.close();
  await bank.stop();
  await database.release();
  rmSync(filesDir, { recursive: true, force: true });
}

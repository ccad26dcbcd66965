/**
 * What a first visit downloads and how soon it paints: the web app is built for production, served by the gateway's
 * web handler (with scripts and style sheets gzip-compressed, as a compressing proxy or CDN in front of it would send
 * them), and each login screen is opened in Debian's Chromium with an empty cache, as a phone: 4× CPU slowdown and
 * DevTools' "Fast 3G" network. Every script and style sheet requested before the Largest Contentful Paint is the
 * splash; what the page requests after it (the sign-in code it prefetches when idle) is counted apart. Each screen is
 * opened BENCH_RUNS times (default 3); sizes are the same each time, the LCP is the median. Writes
 * bench/results/web-first-load.md, keeping the earlier figures written by hand below its tables.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright';
import { readGatewayConfig } from '../apps/gateway/src/config.ts';
import { createGateway } from '../apps/gateway/src/gateway.ts';
import { machine, writeResult } from './harness.ts';

const root = join(import.meta.dirname, '..');
const resultFile = 'web-first-load.md';
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** The login screens, by where they live and the button each shows once it is ready. */
const screens = [
  { name: 'parent splash', path: '/', button: 'Login with Merit' },
  { name: 'support staff login', path: '/merit-cs', button: 'Login with Merit' },
  { name: 'service provider login', path: '/service-provider', button: 'Link with Merit' },
] as const;

/** DevTools' "Fast 3G" preset (the 0.9 and 3.75 are its own factors from packet-level to request-level figures). */
const fast3g = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
const cpuSlowdown = 4;

interface Load {
  /** Scripts and style sheets fetched before the login button showed, gzip bytes. */
  splashScripts: number;
  splashStyles: number;
  splashFiles: number;
  /** Scripts fetched after it (prefetched while idle), gzip bytes. */
  laterScripts: number;
  lcpMs: number;
}

function build(outDir: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(root, 'apps', 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The web build failed');
}

/** The gateway's web serving, with hashed scripts and style sheets sent gzip-compressed when the browser accepts it. */
function serveCompressed(dist: string, serveWeb: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://bench').pathname;
    const file = normalize(join(dist, pathname));
    const compressible = ['.js', '.css'].includes(extname(pathname)) && pathname.startsWith('/assets/');
    if (pathname.startsWith('/api/')) {
      res.writeHead(404).end();
    } else if (
      compressible &&
      file.startsWith(dist + sep) &&
      existsSync(file) &&
      String(req.headers['accept-encoding']).includes('gzip')
    ) {
      const body = gzipSync(readFileSync(file));
      res.writeHead(200, {
        'Content-Type': `${extname(file) === '.js' ? 'text/javascript' : 'text/css'}; charset=utf-8`,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      res.end(body);
    } else {
      serveWeb(req, res);
    }
  };
}

async function open(browser: Browser, url: string, button: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', fast3g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const bodies = new Map<string, Promise<{ kind: 'script' | 'style'; bytes: number }>>();
  page.on('response', (response: Response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    bodies.set(
      response.url(),
      response.body().then((body) => ({ kind: kind === 'script' ? 'script' : 'style', bytes: gzipSync(body).length })),
    );
  });
  await page.goto(url);
  await page.getByRole('button', { name: button }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Let the page's idle work (the prefetch of the sign-in code) start, and finish loading what it asked for.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  // The largest paint is the login screen drawn: what was requested before it is what the screen needed.
  const { lcpMs, starts } = await page.evaluate(async () => {
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const resources = performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const);
    return { lcpMs: lcp, starts: resources };
  });
  const startOf = new Map(starts);
  const load: Load = { splashScripts: 0, splashStyles: 0, splashFiles: 0, laterScripts: 0, lcpMs };
  for (const [fileUrl, body] of bodies) {
    const { kind, bytes } = await body;
    const before = (startOf.get(fileUrl) ?? 0) <= lcpMs;
    if (before) {
      load.splashFiles += 1;
      if (kind === 'script') load.splashScripts += bytes;
      else load.splashStyles += bytes;
    } else if (kind === 'script') {
      load.laterScripts += bytes;
    }
  }
  await context.close();
  return load;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function earlierFigures(): string {
  const file = join(root, 'bench', 'results', resultFile);
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('\n## Earlier figures');
  return start === -1 ? '' : text.slice(start);
}

const loadAtStart = loadavg();
const dist = mkdtempSync(join(tmpdir(), 'ace-bench-web-'));
try {
  build(dist);
  const gateway = await createGateway(readGatewayConfig({ WEB_DIST_DIR: dist }));
  await gateway.ready();
  const server = createServer(
    serveCompressed(dist, (req, res) => {
      gateway.routing(req, res);
    }),
  ).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: string[] = [];
  try {
    for (const screen of screens) {
      const loads: Load[] = [];
      for (let run = 0; run < runs; run += 1) loads.push(await open(browser, `${base}${screen.path}`, screen.button));
      const [first] = loads;
      if (first === undefined) throw new Error('BENCH_RUNS must be at least 1');
      rows.push(
        `| ${screen.name} | \`${screen.path}\` | ${String(first.splashFiles)} | ${kb(first.splashScripts)} | ` +
          `${kb(first.splashStyles)} | ${kb(Math.max(...loads.map((load) => load.laterScripts)))} | ${(median(loads.map((load) => load.lcpMs)) / 1000).toFixed(2)} | ` +
          `${loads.map((load) => (load.lcpMs / 1000).toFixed(2)).join(', ')} |`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }

  const report = [
    '# First load of the web app',
    '',
    "Production build of `apps/web`, served by the gateway's web handler with scripts and style sheets gzip-compressed",
    '(the gateway itself sends them uncompressed: a compressing proxy or CDN in front of it is assumed),',
    "opened in Debian Chromium with an empty cache as a phone (412×823, touch) with a 4× CPU slowdown and DevTools'",
    '"Fast 3G" network (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up). The splash is every script and style',
    'sheet requested before the Largest Contentful Paint (the login screen drawn); "after" is the most the page requested',
    `once it had drawn it, in any load (the sign-in code it prefetches when idle). LCP: median of ${String(runs)} loads.`,
    'Produced by `npm run bench:web-first-load`.',
    '',
    `Machine: ${machine()}; load average ${loadAtStart
      .map((value) => value.toFixed(2))
      .join(' ')} at the start. Measured ${new Date().toISOString()}.`,
    '',
    '| screen | path | files | splash JS KB gzip | splash CSS KB gzip | JS after, KB gzip | LCP s | LCP of each load, s |',
    '| ------ | ---- | ----: | ----------------: | -----------------: | ----------------: | ----: | ------------------- |',
    ...rows,
    '',
  ].join('\n');
  writeResult(resultFile, report + earlierFigures());
} finally {
  rmSync(dist, { recursive: true, force: true });
}

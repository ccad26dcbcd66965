/**
 * What a first visit downloads: the web app is built for production, served as the gateway serves it, and each
 * login screen is opened in Debian's Chromium with an empty cache. Every script and style sheet the page fetched
 * until its login button showed is counted, gzip-compressed as a server would send it. Writes
 * bench/results/web-first-load.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright';
import { pageHeaders } from '../apps/gateway/src/page-headers.ts';
import { serveWeb } from '../apps/gateway/src/web.ts';

const root = join(import.meta.dirname, '..');

/** The login screens, by where they live and the button each shows once it is ready. */
const screens = [
  { name: 'parent splash', path: '/', button: 'Login with Merit' },
  { name: 'support staff login', path: '/merit-cs', button: 'Login with Merit' },
  { name: 'service provider login', path: '/service-provider', button: 'Link with Merit' },
] as const;

interface Load {
  name: string;
  path: string;
  files: number;
  scriptBytes: number;
  styleBytes: number;
}

function build(outDir: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(root, 'apps', 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The web build failed');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

const dist = mkdtempSync(join(tmpdir(), 'ace-bench-web-'));
try {
  build(dist);
  const server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/api/')) res.writeHead(404).end();
    else serveWeb(req, res, { distDir: dist, mount: '', pageHeaders: pageHeaders() });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const loads: Load[] = [];
  try {
    for (const screen of screens) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const counted: Promise<{ kind: 'script' | 'style'; bytes: number } | null>[] = [];
      page.on('response', (response: Response) => {
        const kind = response.request().resourceType();
        if (kind !== 'script' && kind !== 'stylesheet') return;
        counted.push(
          response
            .body()
            .then((body) => ({ kind: kind === 'script' ? 'script' : 'style', bytes: gzipSync(body).length })),
        );
      });
      await page.goto(`${base}${screen.path}`);
      await page.getByRole('button', { name: screen.button }).waitFor();
      await page.waitForLoadState('networkidle');
      const files = (await Promise.all(counted)).filter((file) => file !== null);
      loads.push({
        name: screen.name,
        path: screen.path,
        files: files.length,
        scriptBytes: files.filter((file) => file.kind === 'script').reduce((sum, file) => sum + file.bytes, 0),
        styleBytes: files.filter((file) => file.kind === 'style').reduce((sum, file) => sum + file.bytes, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  const rows = loads.map(
    (load) =>
      `| ${load.name} | \`${load.path}\` | ${String(load.files)} | ${kb(load.scriptBytes)} | ${kb(load.styleBytes)} |`,
  );
  const report = [
    '# First load of the web app',
    '',
    'Production build of `apps/web`, served as the gateway serves it, opened in Debian Chromium with an empty cache',
    'until the login button shows; every script and style sheet fetched, gzip-compressed. ' +
      `Machine: ${String(cpus().length)} cores, ${String(Math.round(totalmem() / 2 ** 30))} GiB, Node ${process.version}. ` +
      `Measured ${new Date().toISOString()}.`,
    '',
    '| screen | path | files | JS KB gzip | CSS KB gzip |',
    '| ------ | ---- | ----: | ---------: | ----------: |',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(join(root, 'bench', 'results', 'web-first-load.md'), report);
  console.log(report);
} finally {
  rmSync(dist, { recursive: true, force: true });
}

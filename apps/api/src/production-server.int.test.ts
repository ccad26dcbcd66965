import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageHeaders } from '@ace/domain';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { testDatabaseKind } from '../test/test-database.ts';

const productionServer = join(import.meta.dirname, 'production-server.ts');

function start(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, [productionServer, ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  return { child, exited, stderr: () => stderr, stdout: () => stdout };
}

/** A database of its own on the server of TEST_DATABASE_URL, empty; `drop` removes it. */
async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `ace_test_production_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A built web app as Vite lays it out: index.html, hashed assets, a file of its own at the root. */
function builtWebApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ace-production-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ACE</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-B4x9kQ.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** A production environment whose partner services are addresses that never answer (.invalid). */
function productionEnvironment(databaseUrl: string, dataDir: string, webDist: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'https://portal.example.invalid',
    OIDC_ISSUER: 'https://merit.example.invalid/oidc',
    MERIT_API_URL: 'https://merit.example.invalid/api',
    BANK_API_URL: 'https://bank.example.invalid',
    BANK_CLIENT_ID: 'production-client',
    BANK_CLIENT_SECRET: 'production-client-secret',
    BANK_WEBHOOK_SECRET: 'production-webhook-secret',
    BANK_FUNDING_SOURCE_URL: 'https://bank.example.invalid/funding-sources/programme',
    SMTP_URL: 'smtps://ace:secret@smtp.example.invalid:465',
    MAIL_FROM: 'Ohio ACE Program <no-reply@portal.example.invalid>',
    FILE_URL_SECRET: randomBytes(32).toString('hex'),
    REVIEW_TOKEN_SECRET: randomBytes(32).toString('hex'),
    FILE_STORE: 'local',
    DATA_DIR: dataDir,
    VITE_OIDC_ISSUER: 'https://merit.example.invalid/oidc',
    VITE_BANK_API_URL: 'https://bank.example.invalid',
    WEB_DIST_DIR: webDist,
  };
}

async function untilHealthy(base: string): Promise<Response | undefined> {
  let health: Response | undefined;
  for (let attempt = 0; attempt < 400 && !health?.ok; attempt += 1) {
    health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return health;
}

describe('the production start', () => {
  it('refuses to start while a required variable is missing, naming it, before it listens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ace-production-'));
    const webDist = builtWebApp();
    try {
      // An empty variable is an unset one.
      const server = start({ ...productionEnvironment('', dataDir, webDist), PORT: String(await freePort()) });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain('The API will not start in production until these are set right:\n');
      expect(server.stderr()).toContain('- DATABASE_URL: not set: the PostgreSQL database');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  // The production start takes PostgreSQL only: it runs in the test project that has one (TEST_DATABASE_URL).
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'serves the API and the built web app on one origin, with the pages headers of the gateway and no stand-in',
    async () => {
      const database = await ownDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), 'ace-production-'));
      const webDist = builtWebApp();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = productionEnvironment(database.url, dataDir, webDist);
      const server = start({ ...env, PORT: String(port) });
      try {
        expect((await untilHealthy(base))?.status).toBe(200);

        const expected = pageHeaders([env.VITE_OIDC_ISSUER ?? '', env.VITE_BANK_API_URL ?? '']);
        const home = await fetch(`${base}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('<div id="root">');
        expect(home.headers.get('content-security-policy')).toBe(expected['Content-Security-Policy']);
        expect(home.headers.get('content-security-policy')).toContain(
          "; connect-src 'self' https://merit.example.invalid https://bank.example.invalid; ",
        );
        expect(home.headers.get('x-frame-options')).toBe('DENY');
        expect(home.headers.get('referrer-policy')).toBe('strict-origin');
        expect(home.headers.get('x-content-type-options')).toBe('nosniff');
        expect(home.headers.get('cache-control')).toBe('no-cache');
        expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        // Helmet's opener policy would cut the sign-in window off from the page that opened it.
        expect(home.headers.get('cross-origin-opener-policy')).toBeNull();

        // A client route: the app's router decides; a review screen keeps its token out of Referer headers.
        const review = await fetch(`${base}/review-claim?token=secret`);
        expect(await review.text()).toContain('<div id="root">');
        expect(review.headers.get('referrer-policy')).toBe('strict-origin');
        expect(review.headers.get('content-security-policy')).toBe(expected['Content-Security-Policy']);

        const asset = await fetch(`${base}/assets/index-B4x9kQ.js`);
        expect(await asset.text()).toBe('console.log(1)');
        expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
        const icon = await fetch(`${base}/favicon.svg`);
        expect(icon.headers.get('content-type')).toContain('image/svg+xml');
        expect(icon.headers.get('cache-control')).toBe('no-cache');
        expect((await fetch(`${base}/assets/index-gone.js`)).status).toBe(404);
        expect(await (await fetch(`${base}/%2e%2e/%2e%2e/package.json`)).text()).not.toContain('"name"');

        // The API keeps its paths and its error envelope; no stand-in answers on this origin.
        const unknown = await fetch(`${base}/api/no-such-thing`);
        expect(unknown.status).toBe(404);
        expect(await unknown.json()).toMatchObject({ success: false });
        const merit = await fetch(`${base}/merit/.well-known/openid-configuration`);
        expect(await merit.text()).toContain('<div id="root">');
        const bank = await fetch(`${base}/bank/dev`);
        expect(await bank.text()).toContain('<div id="root">');

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        server.child.kill('SIGKILL');
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(webDist, { recursive: true, force: true });
      }
    },
    90_000,
  );

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'starts a worker with --worker from the same environment, without a built web app, and stops it cleanly',
    async () => {
      const database = await ownDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), 'ace-production-worker-'));
      const env = productionEnvironment(database.url, dataDir, join(dataDir, 'no-web-app-here'));
      const worker = start({ ...env, LOG_LEVEL: 'info', RECEIPT_READING_THREADS: '2' }, ['--worker']);
      try {
        // Up to two minutes: a whole CI run on two loaded cores once took longer than 40 s to start it.
        for (let attempt = 0; attempt < 1200 && !worker.stdout().includes('ACE Portal worker ready'); attempt += 1) {
          if (worker.child.exitCode !== null) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(worker.stdout()).toContain('"threads":2,"msg":"ACE Portal worker ready"');
        worker.child.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
        expect(worker.stderr()).toBe('');
      } finally {
        worker.child.kill('SIGKILL');
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLines, leaksIn, runSecrets } from './log-secrets.ts';

/**
 * The whole stack for the browser stories, started exactly as `npm start` starts it (node scripts/start.ts, which
 * builds the web app first), on free ports, with a fresh data directory that is deleted afterwards. The API logs at
 * info level, every request, with secrets of this run's own; when the run ends its log is searched for them, for the
 * demo password, tokens and claim files' bytes (support/log-secrets.ts), and the run fails if one is there.
 */

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const READY_LINE = 'ACE Portal is ready at';
// Starting builds the web app and the native app's web bundle first: Metro's bundle alone took 200 s in a clean CI
// run while the type checker and the API's tests shared the two cores.
const START_TIMEOUT_MS = 600_000;

/** Where the web app posts uncaught errors in these runs; the stories intercept it. */
export const MONITORING_PATH = '/__e2e/monitoring';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export interface RunningStack {
  url: string;
  /** The mail catcher's SMTP address, for a story that needs mail in it. */
  smtpUrl: string;
  stop: () => Promise<void>;
}

export async function startStack(): Promise<RunningStack> {
  const ports: number[] = [];
  while (ports.length < 6) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [port, api, merit, bank, mail, smtp] = ports.map(String);
  const dataDir = mkdtempSync(join(tmpdir(), 'ace-e2e-'));
  const url = `http://localhost:${port}`;
  const secrets = runSecrets();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts', '--reset'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: port,
      API_PORT: api,
      MERIT_PORT: merit,
      BANK_PORT: bank,
      MAIL_PORT: mail,
      SMTP_PORT: smtp,
      DATA_DIR: dataDir,
      NO_COLOR: '1',
      LOG_LEVEL: 'info',
      // Receipts read at their niceness, not only on free cores: on CI the browsers and tests beside the stack leave
      // none for minutes, and the stories wait for readings (the idle policy is proven in receipt-reader.test.ts).
      RECEIPT_READING_IDLE: 'false',
      ...secrets,
      VITE_MONITORING_URL: MONITORING_PATH,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(READY_LINE)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      reject(new Error(`The stack stopped before it was ready (exit ${String(code)}):\n${log.slice(-4000)}`));
    });
    setTimeout(() => {
      reject(new Error(`The stack was not ready within ${START_TIMEOUT_MS / 1000} s:\n${log.slice(-4000)}`));
    }, START_TIMEOUT_MS).unref();
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => {
        child.once('exit', () => {
          resolve();
        });
      });
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    const leaks = leaksIn(apiLines(log), secrets);
    if (leaks.length > 0)
      throw new Error(`The API's log of this run holds what it must never hold:\n${leaks.join('\n')}`);
  };
  try {
    await ready;
  } catch (error) {
    // The start's failure is the one to report, not what its short log may hold.
    await stop().catch(() => undefined);
    throw error;
  }
  if (process.env.E2E_STACK_LOG === '1') child.stdout?.pipe(process.stdout);
  return { url, smtpUrl: `smtp://127.0.0.1:${smtp}`, stop };
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The bank stand-in's server, started as its own process: the API's tests import nothing of another app. */
const DEV_BANK_SERVER = join(import.meta.dirname, '..', '..', 'dev-bank', 'src', 'server.ts');

export interface TestBank {
  /** The bank's API root, what BANK_API_URL names. */
  apiUrl: string;
  /** The buttons of the stand-in's developer page, as a developer presses them. */
  processTransfer(transferRef: string): Promise<void>;
  failTransfer(transferRef: string, returnCode: string): Promise<void>;
  removeFundingSource(fundingSourceRef: string): Promise<void>;
  stop(): Promise<void>;
}

function lastSegment(ref: string): string {
  return new URL(ref).pathname.split('/').at(-1) ?? '';
}

/**
 * apps/dev-bank on a free port with a state directory of its own, as `npm start` runs it but with transfers left
 * pending until a test settles them and webhooks retried quickly. It stops with the test process (its IPC channel).
 */
export async function startTestBank(): Promise<TestBank> {
  const stateDir = mkdtempSync(join(tmpdir(), 'ace-dev-bank-'));
  const child = spawn(process.execPath, [DEV_BANK_SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      STATE_DIR: stateDir,
      TRANSFER_PROCESS_SECONDS: '0',
      WEBHOOK_RETRY_BASE_MS: '50',
      WEBHOOK_MAX_ATTEMPTS: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const apiUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`dev-bank did not start:\n${output}`));
    }, 45_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const url = /dev-bank: API (\S+)/.exec(output)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`dev-bank stopped:\n${output}`));
    });
  });

  async function press(path: string, form: Record<string, string> = {}): Promise<void> {
    const response = await fetch(`${apiUrl}/dev/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    const done = new URL(response.headers.get('location') ?? '/', apiUrl).searchParams.get('done');
    if (response.status !== 303 && response.status !== 302)
      throw new Error(`dev-bank /dev/${path}: ${response.status}`);
    if (done === 'refused') throw new Error(`dev-bank refused /dev/${path}`);
  }

  return {
    apiUrl,
    processTransfer: (ref) => press(`transfers/${lastSegment(ref)}/process`),
    failTransfer: (ref, code) => press(`transfers/${lastSegment(ref)}/fail`, { code }),
    removeFundingSource: (ref) => press(`funding-sources/${lastSegment(ref)}/remove`),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

import { join } from 'node:path';
import { startStandInProcess } from './stand-in-process.ts';

/** The bank stand-in's server, started as its own process: the API's tests import nothing of another app. */
const DEV_BANK_SERVER = join(import.meta.dirname, '..', '..', 'dev-bank', 'src', 'server.ts');

export interface TestBank {
  /** The bank's API root, what BANK_API_URL names. */
  apiUrl: string;
  /** The port it listens on (behind `publicUrl` when one was given). */
  port: number;
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
export async function startTestBank(options: { publicUrl?: string } = {}): Promise<TestBank> {
  const bank = await startStandInProcess(
    'dev-bank',
    DEV_BANK_SERVER,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      TRANSFER_PROCESS_SECONDS: '0',
      WEBHOOK_RETRY_BASE_MS: '50',
      WEBHOOK_MAX_ATTEMPTS: '5',
      // A proxy in front of it (test/fault-proxy.ts): its links name the proxy, which the API reaches it through.
      ...(options.publicUrl === undefined ? {} : { PUBLIC_URL: options.publicUrl }),
    },
    /dev-bank: API (\S+) \(listening on http:\/\/[^:]+:(\d+)/,
  );
  const apiUrl = bank.said[1] ?? '';
  const port = Number(bank.said[2]);

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
    port,
    processTransfer: (ref) => press(`transfers/${lastSegment(ref)}/process`),
    failTransfer: (ref, code) => press(`transfers/${lastSegment(ref)}/fail`, { code }),
    removeFundingSource: (ref) => press(`funding-sources/${lastSegment(ref)}/remove`),
    stop: () => bank.stop(),
  };
}

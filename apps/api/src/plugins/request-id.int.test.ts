import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';

const serverFile = join(import.meta.dirname, '..', 'server.ts');

/** The API's one trusted proxy in this test: a loopback address of its own, so the test can call as it or not. */
const PROXY = '127.0.0.2';
const STRANGER = '127.0.0.1';

let output = '';
let port = 0;
let stopServer: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ace-request-id-'));
  port = await freePort();
  const child = spawn(process.execPath, [serverFile], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATA_DIR: dataDir,
      JOB_INTERVAL_MS: '600000',
      TRUST_PROXY: PROXY,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  stopServer = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Starting a process and migrating PGlite takes seconds; on a loaded two-core machine, tens of them.
  for (let attempt = 0; attempt < 1_700 && !output.includes('ACE Portal API ready'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!output.includes('ACE Portal API ready')) throw new Error(`The API did not start:\n${output.slice(-2000)}`);
}, 180_000);
afterAll(() => stopServer());

interface Answer {
  status: number;
  /** The id the answer's X-Request-Id header carries. */
  header: string | undefined;
  /** The id the failure envelope carries. */
  envelope: string;
}

/** GET a path no route has (a 404 in the envelope) from one local address, naming a request id. */
function askFrom(from: string, requestId: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const asked = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/no-such-route',
        localAddress: from,
        headers: { 'x-request-id': requestId },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          const header = response.headers['x-request-id'];
          resolve({
            status: response.statusCode ?? 0,
            header: typeof header === 'string' ? header : undefined,
            envelope: (JSON.parse(body) as { requestId: string }).requestId,
          });
        });
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

/** The ids of the log's request lines, once the request `id` has completed (pino writes asynchronously). */
async function loggedIds(id: string): Promise<string[]> {
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string });
  const completed = () => lines().some((line) => line.reqId === id && line.msg === 'request completed');
  for (let attempt = 0; attempt < 100 && !completed(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return lines().flatMap((line) => (line.reqId === undefined ? [] : [line.reqId]));
}

describe("a caller's X-Request-Id", () => {
  it('is neither answered nor logged when the caller is not a trusted proxy: the API names the request itself', async () => {
    const chosen = 'chosen-by-a-stranger-7f3a';
    const answer = await askFrom(STRANGER, chosen);
    expect(answer.status).toBe(404);
    expect(answer.header).toMatch(/^[\w-]{8,}$/);
    expect(answer.header).not.toBe(chosen);
    expect(answer.envelope).toBe(answer.header);
    expect(await loggedIds(answer.header ?? '')).toContain(answer.header);
    expect(output).not.toContain(chosen);
  });

  it('names the request, in the answer and on every log line, when it comes through a proxy TRUST_PROXY covers', async () => {
    const chosen = 'set-by-the-proxy-42';
    const answer = await askFrom(PROXY, chosen);
    expect(answer).toEqual({ status: 404, header: chosen, envelope: chosen });
    const ids = await loggedIds(chosen);
    expect(ids.filter((id) => id === chosen)).toHaveLength(2);
  });
});

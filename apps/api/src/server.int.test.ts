import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';

const serverFile = join(import.meta.dirname, 'server.ts');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverFile], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('migrates the embedded database, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ace-server-'));
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    try {
      let health: Response | undefined;
      // Up to about two minutes: it migrates a fresh embedded database first, which CI on a busy machine has taken over 60 s.
      for (let attempt = 0; attempt < 1200 && !health?.ok; attempt += 1) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(health?.status).toBe(200);
      expect(health?.headers.get('x-content-type-options')).toBe('nosniff');
      const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
      const openapi = (await docs.json()) as { paths: Record<string, unknown> };
      expect(Object.keys(openapi.paths)).toEqual(
        expect.arrayContaining([
          '/api/user/claim',
          '/api/user/parent',
          '/api/login/parent/login/success',
          '/api/service-provider/status',
        ]),
      );
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Starting a process and migrating PGlite takes seconds; on a loaded two-core machine, tens of them.
  }, 180_000);

  it('refuses to start with a wrong variable, saying which and why', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      "The API's configuration is wrong:\n- PORT: Invalid input: expected number, received NaN",
    );
  });
});

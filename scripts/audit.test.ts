import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

/** A registry's advisory service as npm audit speaks to it: a gzipped map of package → versions in the request. */
type Advisories = (requested: Record<string, string[]>) => Record<string, unknown[]>;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function requestBody(req: IncomingMessage): Promise<Record<string, string[]>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const text = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  return JSON.parse(text) as Record<string, string[]>;
}

const advisoryPath = '/-/npm/v1/security/advisories/bulk';

async function registry(answer: { status: number } | { advisories: Advisories }): Promise<string> {
  const server = createServer((req, res) => {
    // npm also asks for the packages' metadata, to say which version fixes an advisory: none here.
    if (req.method !== 'POST' || req.url !== advisoryPath) {
      res.writeHead(404).end();
      return;
    }
    void requestBody(req).then((requested) => {
      if ('status' in answer) {
        res.writeHead(answer.status).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.advisories(requested)));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
}

async function closedPort(): Promise<string> {
  const url = await registry({ status: 200 });
  const server = servers.pop();
  await new Promise((resolve) => server?.close(resolve));
  return url;
}

async function audit(registryUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/audit.ts', '--registry', registryUrl], {
    cwd: new URL('..', import.meta.url).pathname,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, output };
}

const highAdvisoryForZod: Advisories = (requested): Record<string, unknown[]> =>
  requested.zod === undefined
    ? {}
    : {
        zod: [
          {
            id: 1,
            url: 'https://advisories.example/1',
            title: 'A made-up advisory for the test',
            severity: 'high',
            vulnerable_versions: '<999.0.0',
            cwe: [],
            cvss: { score: 7.5, vectorString: null },
          },
        ],
      };

describe('npm run audit', () => {
  it('passes with a note when the advisory service refuses the request', async () => {
    const result = await audit(await registry({ status: 405 }));
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/audit skipped: .* answered HTTP 405/);
  });

  it('passes with a note when the registry cannot be reached', async () => {
    const result = await audit(await closedPort());
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/audit skipped: .* could not be reached/);
  });

  it('fails on a high advisory for a dependency that ships, naming it', async () => {
    const result = await audit(await registry({ advisories: highAdvisoryForZod }));
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('zod');
    expect(result.output).toContain('A made-up advisory for the test');
  });

  it('passes when the service answers and knows no advisory', async () => {
    const result = await audit(await registry({ advisories: () => ({}) }));
    expect(result.code).toBe(0);
    expect(result.output).toContain('found 0 vulnerabilities');
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const redoclyCli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const redoclyConfig = join(import.meta.dirname, '../../redocly.yaml');

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
}

let api: TestApp;
let document: Document;
let directory: string;
beforeAll(async () => {
  api = await startTestApp();
  document = (await api.request('GET', '/api/docs/json')).body as Document;
  directory = mkdtempSync(join(tmpdir(), 'ace-openapi-'));
});
afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  await api.close();
});

const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (found === undefined) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
  return found;
};

describe('the OpenAPI document the API serves', () => {
  it("passes Redocly's recommended rules with no error and no warning", () => {
    const file = join(directory, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const lint = spawnSync(
      process.execPath,
      [redoclyCli, 'lint', file, '--config', redoclyConfig, '--format', 'json'],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const problems = (JSON.parse(lint.stdout) as { problems: { ruleId: string; message: string }[] }).problems;
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it("gives each failure a route can answer as the one error envelope, by the route's kind", () => {
    expect(Object.keys(document.components.schemas)).toContain('ApiFailure');
    const submit = operation('post', '/api/user/claim');
    expect(Object.keys(submit.responses)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
    ]);
    expect(submit.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const publicYears = operation('get', '/api/school-years');
    expect(publicYears.security).toEqual([]);
    expect(Object.keys(publicYears.responses)).toEqual(['200', '400']);
    expect(Object.keys(operation('get', '/api/claim/merit-cs/{id}').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
    ]);
  });

  it('describes the multipart bodies: each field and file part', () => {
    const claim = operation('post', '/api/user/claim').requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(claim?.properties ?? {})).toEqual(
      expect.arrayContaining(['childId', 'amount', 'category', 'receiptNumber1', 'keptFile1', 'file1', 'file5']),
    );
    expect(claim?.required).toEqual(expect.arrayContaining(['childId', 'amount', 'file1']));
    const reading = operation('post', '/api/user/claim/receipt-reading').requestBody?.content['multipart/form-data'];
    expect(reading?.schema).toEqual({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
  });

  it('answers the paths spec section 7 writes with a trailing slash as written', async () => {
    const anonymous = await api.request('GET', '/api/user/');
    expect(anonymous.status).toBe(401);
    expect(Object.keys(document.paths)).not.toContain('/api/user/');
    expect(Object.keys(document.paths)).toContain('/api/user');
  });
});

import { join } from 'node:path';
import type { ApiPaths } from '@ace/api-client';
import createClient from 'openapi-fetch';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertParent, insertProvider } from '../test/factories.ts';
import { pathTypesOf } from '../test/openapi-types.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/** Where the types live: in the client the web and native apps use, which is typed by them (ADR 0031). */
const generatedTypes = join(import.meta.dirname, '../../../packages/api-client/src/openapi-paths.generated.ts');

let api: TestApp;
let document: OpenAPI3;
beforeAll(async () => {
  api = await startTestApp();
  document = (await api.request('GET', '/api/docs/json')).body as OpenAPI3;
});
afterAll(() => api.close());

/** A multipart body from the typed fields: text as it is, a Blob as a file part named as the field. */
function formData(body: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(name, value, `${name}.pdf`);
    else if (value !== undefined) form.append(name, value);
  }
  return form;
}

describe('a client generated from the OpenAPI document', () => {
  it('is typed from the document the API serves now', async () => {
    await expect(await pathTypesOf(document, generatedTypes)).toMatchFileSnapshot(generatedTypes);
  });

  it('submits a claim with files, and reads it back', async () => {
    const { user, person } = await insertParent(api.db);
    const child = await insertChild(api.db, user.id, { schoolYear: 2023, awardCents: 80_000 });
    const provider = await insertProvider(api.db, { name: 'Bright Minds' });
    api.now.value = new Date('2023-09-15T12:00:00Z');
    const token = await api.tokenFor(person);
    const client = createClient<ApiPaths>({ baseUrl: api.url, headers: { authorization: `Bearer ${token}` } });
    const pdf = (text: string) =>
      new Blob([new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF\n`)], { type: 'application/pdf' });

    const submitted = await client.POST('/api/user/claim', {
      body: {
        childId: String(child.id),
        amount: '125.25',
        category: 'tutoring',
        dateOfService: '2023-09-10',
        description: 'Geometry',
        payTo: 'Vendor',
        serviceProviderNumber: provider.number,
        receiptNumber1: 'R77',
        file1: pdf('invoice'),
        file2: pdf('receipt'),
      },
      bodySerializer: formData,
    });
    expect(submitted.error).toBeUndefined();
    expect(submitted.response.status).toBe(201);
    const claimId = submitted.data?.data.id;
    if (claimId === undefined) throw new Error('No claim id');

    const read = await client.GET('/api/user/claim/{claimId}', { params: { path: { claimId } } });
    expect(read.data?.data).toMatchObject({ id: claimId, status: 'Pending', amount: 125.25 });
    expect(read.data?.data.files).toHaveLength(2);
  });

  it('reads a refusal as the error envelope the document declares', async () => {
    const refused = await createClient<ApiPaths>({ baseUrl: api.url }).GET('/api/user/parent');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ success: false, code: expect.any(String) as string });
  });
});

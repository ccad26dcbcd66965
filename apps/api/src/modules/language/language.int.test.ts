import { translatorFor } from '@ace/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { insertMeritCs, insertParent, personFor } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const language = (token: string) => api.request('GET', '/api/user/language', { token });
const choose = (token: string, json: unknown) => api.request('PUT', '/api/user/language', { token, json });

describe('a signed-in person’s language', () => {
  it('is null until they choose one, then the one they chose, kept between requests', async () => {
    const parent = await insertParent(api.db);
    const token = await api.tokenFor(parent.person);
    expect(await language(token)).toMatchObject({ status: 200, body: { success: true, data: { language: null } } });

    expect(await choose(token, { language: 'es' })).toMatchObject({
      status: 200,
      body: { success: true, data: { language: 'es' } },
    });
    expect((await language(token)).body).toMatchObject({ data: { language: 'es' } });
    expect((await choose(token, { language: 'en' })).body).toMatchObject({ data: { language: 'en' } });
    expect((await language(token)).body).toMatchObject({ data: { language: 'en' } });
  });

  it('refuses a language the portal does not speak with a 400 that says which it speaks', async () => {
    const parent = await insertParent(api.db);
    const token = await api.tokenFor(parent.person);
    for (const json of [{ language: 'fr' }, { language: 'ES' }, { language: null }, {}]) {
      expect(await choose(token, json)).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          error: translatorFor('en')('app.language.invalid'),
          issues: [{ path: 'language', message: translatorFor('en')('app.language.invalid') }],
        },
      });
    }
    expect((await language(token)).body).toMatchObject({ data: { language: null } });
  });

  it('is one choice per person: registered as parent and as support staff, both keep it', async () => {
    const email = `both.${Date.now()}@example.com`;
    const parent = await insertParent(api.db, { email });
    const staff = await insertMeritCs(api.db, { email });
    const token = await api.tokenFor(parent.person);
    await choose(token, { language: 'es' });
    const kept = await api.db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(eq(users.email, email))
      .orderBy(users.id);
    expect(kept).toEqual([
      { id: parent.user.id, language: 'es' },
      { id: staff.user.id, language: 'es' },
    ]);
  });

  it('has nowhere to be kept for someone the programme has not registered', async () => {
    const token = await api.tokenFor(personFor('stranger@example.com'));
    expect((await language(token)).body).toMatchObject({ data: { language: null } });
    expect(await choose(token, { language: 'es' })).toMatchObject({ status: 403, body: { code: 'NOT_REGISTERED' } });
  });

  it('is kept by the database only as one of the portal’s languages', async () => {
    const parent = await insertParent(api.db);
    await expect(
      api.db.execute(sql`update ${users} set language = 'fr' where id = ${parent.user.id}`),
    ).rejects.toThrow();
  });
});

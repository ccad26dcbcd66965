import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMeritCs, insertParent, insertProvider, personFor } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('GET /api/service-provider/access-merits', () => {
  it("lists the person's accepted merits that are registered providers", async () => {
    const music = await insertProvider(api.db, { name: 'Music Academy' });
    const camps = await insertProvider(api.db, { name: 'Camps' });
    const pending = await insertProvider(api.db);
    const person = personFor('multi@example.com', {
      merits: [
        { id: music.organisationId, name: 'Buckeye Music Academy', status: 'accepted' },
        { id: camps.organisationId, name: 'Lakeside Camps', status: 'accepted' },
        { id: pending.organisationId, name: 'Pending Org', status: 'pending' },
        { id: 'org-unregistered', name: 'Art Studio', status: 'accepted' },
      ],
    });
    const response = await api.request('GET', '/api/service-provider/access-merits', {
      token: await api.tokenFor(person),
    });
    expect(response.status).toBe(200);
    const body = response.body as { data: { merits: { id: string; name: string }[] } };
    expect(body.data.merits.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: music.organisationId, name: 'Buckeye Music Academy' },
      { id: camps.organisationId, name: 'Lakeside Camps' },
    ]);
  });

  it('forgets a membership the identity provider no longer lists', async () => {
    const provider = await insertProvider(api.db);
    const person = personFor('leaver@example.com', {
      merits: [{ id: provider.organisationId, name: 'P', status: 'accepted' }],
    });
    const token = await api.tokenFor(person);
    await api.request('POST', `/api/login/service-provider/${provider.organisationId}/login/success`, { token });
    expect((await api.request('GET', `/api/service-provider/${provider.organisationId}`, { token })).status).toBe(200);
    const afterLeaving = await api.tokenFor({ ...person, merits: [] });
    await api.request('GET', '/api/service-provider/access-merits', { token: afterLeaving });
    expect(
      (await api.request('GET', `/api/service-provider/${provider.organisationId}`, { token: afterLeaving })).status,
    ).toBe(404);
  });
});

describe('the provider lookup of the claim form', () => {
  it('answers status, name, number and whether the bank can receive payments', async () => {
    const provider = await insertProvider(api.db, {
      name: 'Tutors',
      status: 'Inactive',
      hasHealthyBankConnection: false,
    });
    const { person } = await insertParent(api.db);
    const response = await api.request('GET', `/api/service-provider/number/${provider.number}`, {
      token: await api.tokenFor(person),
    });
    expect(response.body).toEqual({
      success: true,
      data: { number: provider.number, name: 'Tutors', status: 'Inactive', canReceivePayments: false },
    });
  });

  it('answers an unknown number with the claim form’s text', async () => {
    const { person } = await insertParent(api.db);
    const response = await api.request('GET', '/api/service-provider/number/999999', {
      token: await api.tokenFor(person),
    });
    expect(response).toMatchObject({ status: 404, body: { error: 'Please enter a valid service provider number' } });
  });

  it('also answers support staff, who look a provider up to see and change its status', async () => {
    const provider = await insertProvider(api.db, { name: 'Tutors' });
    const { person } = await insertMeritCs(api.db);
    const response = await api.request('GET', `/api/service-provider/number/${provider.number}`, {
      token: await api.tokenFor(person),
    });
    expect(response.body).toMatchObject({ success: true, data: { number: provider.number, status: 'Active' } });
  });

  it('is for parents and support staff only', async () => {
    const provider = await insertProvider(api.db);
    const token = await api.tokenFor(personFor('stranger@example.com'));
    expect((await api.request('GET', `/api/service-provider/number/${provider.number}`, { token })).status).toBe(403);
  });
});

describe('support staff and providers', () => {
  it('register an organisation as a provider, with a number of their choice or a new one', async () => {
    const { person } = await insertMeritCs(api.db);
    const token = await api.tokenFor(person);
    const chosen = await api.request('POST', '/api/service-provider/', {
      token,
      json: { organisationId: 'org-new-1', name: 'New Tutors', number: '654321' },
    });
    expect(chosen).toMatchObject({
      status: 201,
      body: { data: { number: '654321', name: 'New Tutors', status: 'Active' } },
    });
    const generated = await api.request('POST', '/api/service-provider/', {
      token,
      json: { organisationId: 'org-new-2', name: 'Faux', isFauxServiceProvider: true },
    });
    expect(generated).toMatchObject({ status: 201, body: { data: { isFauxServiceProvider: true } } });
    expect((generated.body as { data: { number: string } }).data.number).toMatch(/^\d{6}$/);
    const again = await api.request('POST', '/api/service-provider/', {
      token,
      json: { organisationId: 'org-new-1', name: 'Again' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'This organisation is already registered as a service provider' },
    });
    const taken = await api.request('POST', '/api/service-provider/', {
      token,
      json: { organisationId: 'org-new-3', name: 'X', number: '654321' },
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: 'The service provider number 654321 is already in use' },
    });
    const invalid = await api.request('POST', '/api/service-provider/', {
      token,
      json: { organisationId: '', name: 'X', extra: 1 },
    });
    expect(invalid.status).toBe(400);
  });

  it('change a provider’s status, in the spec’s words', async () => {
    const { person } = await insertMeritCs(api.db);
    const token = await api.tokenFor(person);
    const provider = await insertProvider(api.db);
    const response = await api.request('PATCH', '/api/service-provider/status', {
      token,
      json: { number: provider.number, status: 'Inactive' },
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Service Provider status successfully updated from ACTIVE to INACTIVE',
        data: { status: 'Inactive' },
      },
    });
    const unchanged = await api.request('PATCH', '/api/service-provider/status', {
      token,
      json: { number: provider.number, status: 'Inactive' },
    });
    expect(unchanged).toMatchObject({
      status: 422,
      body: { error: 'The service provider already has the status INACTIVE' },
    });
    const unknown = await api.request('PATCH', '/api/service-provider/status', {
      token,
      json: { number: '000001', status: 'Active' },
    });
    expect(unknown.status).toBe(404);
    const invalid = await api.request('PATCH', '/api/service-provider/status', {
      token,
      json: { number: '12', status: 'Gone' },
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: 'Please enter valid service provider number',
        issues: [
          { path: 'number', message: 'Please enter valid service provider number' },
          { path: 'status', message: 'Please select a status' },
        ],
      },
    });
  });

  it('refuse parents and providers these staff actions', async () => {
    const { person } = await insertParent(api.db);
    const token = await api.tokenFor(person);
    const provider = await insertProvider(api.db);
    expect(
      (
        await api.request('PATCH', '/api/service-provider/status', {
          token,
          json: { number: provider.number, status: 'Inactive' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request('POST', '/api/service-provider/', { token, json: { organisationId: 'org-x', name: 'X' } }))
        .status,
    ).toBe(403);
  });
});

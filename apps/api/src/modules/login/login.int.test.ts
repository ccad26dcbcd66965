import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  personFor,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('parent login-success', () => {
  it('links the identity to the parent registered under the verified e-mail and answers the parent', async () => {
    const { user, person } = await insertParent(api.db, { email: 'Mixed.Case@Example.com' });
    const child = await insertChild(api.db, user.id, { firstName: 'Ava', schoolYear: 2022, awardCents: 100_000 });
    await insertClaim(api.db, { childId: child.id, submittedBy: user.id, amountCents: 2_550, status: 'Pending' });
    const token = await api.tokenFor({ ...person, email: 'mixed.case@example.com' });
    const response = await api.request('POST', '/api/login/parent/login/success', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Signed in',
      data: {
        type: 'Parent',
        id: user.id,
        children: [
          { id: child.id, firstName: 'Ava', schoolYear: 2022, dollars: { available: 974.5, pending: 25.5, spent: 0 } },
        ],
      },
    });
    const again = await api.request('GET', '/api/user/parent', { token });
    expect(again.status).toBe(200);
  });

  it('stays with the linked person even when the e-mail changes at the identity provider', async () => {
    const { person } = await insertParent(api.db);
    await api.request('POST', '/api/login/parent/login/success', { token: await api.tokenFor(person) });
    const renamed = await api.tokenFor({ ...person, email: 'new.address@example.com' });
    expect((await api.request('GET', '/api/user/parent', { token: renamed })).status).toBe(200);
  });

  it('does not let another person sign in as a linked parent by using the same e-mail', async () => {
    const { person } = await insertParent(api.db);
    await api.request('POST', '/api/login/parent/login/success', { token: await api.tokenFor(person) });
    const impostor = await api.tokenFor(personFor(person.email));
    const response = await api.request('POST', '/api/login/parent/login/success', { token: impostor });
    expect(response).toMatchObject({ status: 403, body: { success: false, code: 'NOT_REGISTERED' } });
  });

  it('refuses an unverified e-mail', async () => {
    const { person } = await insertParent(api.db);
    const token = await api.tokenFor({ ...person, emailVerified: false });
    expect((await api.request('POST', '/api/login/parent/login/success', { token })).status).toBe(403);
  });

  it('tells an identity with no parent record that it has no students', async () => {
    const token = await api.tokenFor(personFor('nobody@example.com'));
    const response = await api.request('POST', '/api/login/parent/login/success', { token });
    expect(response).toMatchObject({
      status: 403,
      body: {
        success: false,
        code: 'NOT_REGISTERED',
        error: "It looks like you don't have any students in the Ohio ACE Program",
      },
    });
  });

  it('answers a registered parent without children with no children (the not-eligible screen decides)', async () => {
    const { person } = await insertParent(api.db);
    const response = await api.request('POST', '/api/login/parent/login/success', {
      token: await api.tokenFor(person),
    });
    expect(response).toMatchObject({ status: 200, body: { data: { children: [] } } });
  });
});

describe('support staff login-success', () => {
  it('links a registered support agent', async () => {
    const { user, person } = await insertMeritCs(api.db);
    const response = await api.request('POST', '/api/login/merit-cs/login/success', {
      token: await api.tokenFor(person),
    });
    expect(response).toMatchObject({ status: 200, body: { success: true, data: { type: 'MeritCS', id: user.id } } });
  });

  it('refuses anyone else with the spec’s text', async () => {
    const { person } = await insertParent(api.db);
    const response = await api.request('POST', '/api/login/merit-cs/login/success', {
      token: await api.tokenFor(person),
    });
    expect(response).toMatchObject({
      status: 403,
      body: { error: "It looks like you aren't registered as a Merit CS in the Ohio ACE Program" },
    });
  });
});

describe('service provider login-success', () => {
  it('signs a member in for a registered organisation among their accepted merits', async () => {
    const provider = await insertProvider(api.db, { name: 'Bright Minds', hasHealthyBankConnection: false });
    const person = personFor('olivia@bright.example.com', {
      name: 'Olivia Brown',
      merits: [{ id: provider.organisationId, name: 'Bright Minds', status: 'accepted' }],
    });
    const token = await api.tokenFor(person);
    const response = await api.request('POST', `/api/login/service-provider/${provider.organisationId}/login/success`, {
      token,
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: {
          type: 'ServiceProvider',
          email: 'olivia@bright.example.com',
          firstName: 'Olivia',
          lastName: 'Brown',
          hasProvidedBankDetails: true,
          hasHealthyBankConnection: false,
          selectedOrg: { id: provider.organisationId, name: 'Bright Minds', providerNumber: provider.number },
        },
      },
    });
    const user = await api.request('GET', `/api/user/service-provider/${provider.organisationId}`, { token });
    expect(user).toMatchObject({ status: 200, body: { data: { selectedOrg: { id: provider.organisationId } } } });
  });

  it('refuses an organisation that is only a pending merit, or not a registered provider', async () => {
    const provider = await insertProvider(api.db);
    const person = personFor('someone@example.com', {
      merits: [
        { id: provider.organisationId, name: 'P', status: 'pending' },
        { id: 'org-not-registered', name: 'Studio', status: 'accepted' },
      ],
    });
    const token = await api.tokenFor(person);
    for (const id of [provider.organisationId, 'org-not-registered']) {
      const response = await api.request('POST', `/api/login/service-provider/${id}/login/success`, { token });
      expect(response).toMatchObject({
        status: 403,
        body: { error: "It looks like you aren't registered as a service provider in the Ohio ACE Program" },
      });
    }
  });

  it('answers 404 for the user of an organisation the person is not a member of', async () => {
    const mine = await insertProvider(api.db);
    const theirs = await insertProvider(api.db);
    const person = personFor('member@example.com', {
      merits: [{ id: mine.organisationId, name: 'Mine', status: 'accepted' }],
    });
    const token = await api.tokenFor(person);
    await api.request('POST', `/api/login/service-provider/${mine.organisationId}/login/success`, { token });
    expect((await api.request('GET', `/api/user/service-provider/${theirs.organisationId}`, { token })).status).toBe(
      404,
    );
    expect((await api.request('GET', `/api/service-provider/${theirs.organisationId}`, { token })).status).toBe(404);
    expect((await api.request('GET', `/api/service-provider/${mine.organisationId}`, { token })).status).toBe(200);
  });
});

describe('GET /api/user/', () => {
  it('names the user types the identity is registered as', async () => {
    const { person } = await insertParent(api.db, { email: 'both@example.com' });
    await insertMeritCs(api.db, { email: 'both@example.com' });
    const response = await api.request('GET', '/api/user/', { token: await api.tokenFor(person) });
    expect(response).toMatchObject({
      status: 200,
      body: { data: { email: 'both@example.com', types: ['Parent', 'MeritCS'], agentId: person.agentId } },
    });
  });
});

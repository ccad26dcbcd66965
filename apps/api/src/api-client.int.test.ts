import { ApiError, createApiClient } from '@ace/api-client';
import { claimFormSchema } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { queuePayout } from './modules/bank/payouts.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const PDF = new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' });

describe('@ace/api-client against the real API', () => {
  it('walks a parent through login, the provider lookup and a claim, with the same rules as the server', async () => {
    const { user, person } = await insertParent(api.db);
    const child = await insertChild(api.db, user.id, { schoolYear: 2023, awardCents: 80_000 });
    const provider = await insertProvider(api.db, { name: 'Bright Minds' });
    const token = await api.tokenFor(person);
    const client = createApiClient({ baseUrl: api.url, getToken: () => token, platform: 'web' });

    const login = await client.login.parentLoginSuccess();
    expect(login.message).toBe('Signed in');
    expect(login.data.children).toHaveLength(1);
    // One award, wholly there: the card's current year and nothing beside it (ADR 0028).
    expect(login.data.children[0]).toMatchObject({ schoolYear: 2023, nextInstalment: null, otherYears: [] });
    const found = await client.providers.lookUp(provider.number);
    expect(found).toEqual({
      number: provider.number,
      name: 'Bright Minds',
      status: 'Active',
      canReceivePayments: true,
    });

    const claim = claimFormSchema({
      availableCents: 80_000,
      today: '2023-09-15',
      child: { schoolYear: 2023, homeSchooled: false },
      schoolYears: await client.schoolYears.list(),
      provider: found,
      parentBankReady: true,
      platform: 'web',
    }).parse({
      amount: '$125.25',
      category: 'tutoring',
      dateOfService: '2023-09-10',
      description: 'Geometry',
      files: [
        { name: 'invoice.pdf', size: PDF.size, mimeType: PDF.type, fingerprint: 'local-1', receiptNumber: 'R77' },
      ],
      payTo: 'Vendor',
      physicalGood: null,
      serviceProviderNumber: provider.number,
      nonAceServiceProvider: null,
    });
    const submitted = await client.claims.submit(child.id, claim, [PDF]);
    expect(submitted.status).toBe('Pending');

    const parent = await client.users.parent();
    expect(parent.children[0]?.dollars).toEqual({ available: 674.75, pending: 125.25, spent: 0, held: 0 });
    expect(parent.children[0]?.claims[0]).toMatchObject({ id: submitted.id, amount: 125.25, status: 'Pending' });
    expect(await client.claims.details(submitted.id)).toMatchObject({
      id: submitted.id,
      status: 'Pending',
      files: [{ filename: 'invoice.pdf', receiptNumber: 'R77' }],
      timeline: [{ step: 'submitted', messageId: 'parentClaim.timeline.submitted' }],
    });
  });

  it('turns a refusal into one ApiError with the text to show and the field issues', async () => {
    const { person } = await insertParent(api.db);
    const token = await api.tokenFor(person);
    const client = createApiClient({ baseUrl: api.url, getToken: () => token, platform: 'web' });
    const error = await client.providers.lookUp('999999').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'PROVIDER_NOT_FOUND',
      message: 'Please enter a valid service provider number',
    });
  });

  it('calls the 401 hook once when the token is refused', async () => {
    let loggedOut = 0;
    const client = createApiClient({
      baseUrl: api.url,
      getToken: () => 'not-a-token',
      onUnauthorized: () => {
        loggedOut += 1;
      },
      platform: 'web',
    });
    await expect(client.users.parent()).rejects.toMatchObject({ status: 401, message: 'Please sign in again' });
    expect(loggedOut).toBe(1);
  });

  it("lets support staff lower an Accepted claim's amount and read its audit trail and its payout, lowered too", async () => {
    const { user } = await insertParent(api.db);
    const child = await insertChild(api.db, user.id);
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: user.id,
      amountCents: 12_000,
      status: 'Accepted',
    });
    await api.db.transaction((tx) => queuePayout(tx, claim.id, api.now.value));
    const staff = await api.tokenFor((await insertMeritCs(api.db)).person);
    const client = createApiClient({ baseUrl: api.url, getToken: () => staff, platform: 'web' });

    expect((await client.meritCs.claim(claim.id)).amount).toBe(120);
    const changed = await client.meritCs.changeClaimAmount(claim.id, 80, 'Invoice corrected');
    expect(changed).toMatchObject({ data: { amount: 80 }, message: 'Successfully updated the claim amount' });
    expect(await client.meritCs.events(claim.id)).toMatchObject([
      { action: 'amountChanged', fromAmount: 120, toAmount: 80, note: 'Invoice corrected', actorKind: 'meritCs' },
    ]);
    expect(await client.meritCs.transfers(claim.id)).toMatchObject([
      { claimId: claim.id, amount: 80, payTo: 'User', status: 'queued', bankTransferRef: null },
    ]);
  });

  it("finds staff's work and searches, and reads a search as a spreadsheet", async () => {
    const { user } = await insertParent(api.db, { firstName: 'Quinn', lastName: 'Zeller' });
    const child = await insertChild(api.db, user.id, { firstName: 'Xavi', lastName: 'Zeller' });
    const claim = await insertClaim(api.db, { childId: child.id, submittedBy: user.id, status: 'Pending' });
    const staff = await api.tokenFor((await insertMeritCs(api.db)).person);
    const client = createApiClient({ baseUrl: api.url, getToken: () => staff, platform: 'web' });

    expect((await client.meritCs.queueCounts()).waiting).toBeGreaterThanOrEqual(1);
    const waiting = await client.meritCs.queue('waiting', { limit: '100' });
    expect(waiting.items.map((row) => row.id)).toContain(claim.id);
    expect((await client.meritCs.searchClaims('xavi zel')).items.map((row) => row.id)).toEqual([claim.id]);
    const csv = await client.meritCs.searchClaimsCsv('xavi zel');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain('Xavi Zeller');
    await expect(client.meritCs.searchClaimsCsv('')).rejects.toMatchObject({
      status: 400,
      message: 'Please enter a claim id, a name, an e-mail address or a service provider number',
    });
  });

  it('asks for the version check without a token', async () => {
    const client = createApiClient({
      baseUrl: api.url,
      getToken: () => {
        throw new Error('no token should be asked for');
      },
      platform: 'ios',
    });
    expect(await client.versions.mustUpdate('0.0.1')).toBe(true);
  });

  it('says so plainly when the portal cannot be reached', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null, platform: 'web' });
    await expect(client.users.parent()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'The portal cannot be reached. Please check your connection and try again.',
    });
  });
});

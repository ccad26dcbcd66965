import { PROVIDER_CLAIM_TAB_PATHS, PROVIDER_CLAIM_TABS } from '@ace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimFiles, providerMembers } from '../../db/schema.ts';
import { insertChild, insertClaim, insertParent, insertProvider, personFor } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/** Issue 29, item 4: a membership recorded at sign-in is confirmed again with the identity provider once it is old. */
let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ MEMBERSHIP_RECHECK_SECONDS: '300' });
});
afterAll(() => api.close());
afterEach(() => {
  api.identity.setAgentApi('up');
});

const minutes = (count: number) => count * 60_000;

function advanceClock(ms: number) {
  api.now.value = new Date(api.now.value.getTime() + ms);
}

/** A member of an organisation without a bank, signed in through login-success, and a claim of theirs with a file. */
async function signedInMember() {
  const provider = await insertProvider(api.db, { hasProvidedBankDetails: false, hasHealthyBankConnection: false });
  const person = personFor(`member-${provider.number}@provider.example.com`, {
    merits: [{ id: provider.organisationId, name: provider.name, status: 'accepted' }],
  });
  const token = await api.tokenFor(person);
  const login = await api.request('POST', `/api/login/service-provider/${provider.organisationId}/login/success`, {
    token,
  });
  expect(login.status).toBe(200);
  const { user: parent } = await insertParent(api.db);
  const child = await insertChild(api.db, parent.id);
  const claim = await insertClaim(api.db, {
    childId: child.id,
    submittedBy: parent.id,
    serviceProviderId: provider.id,
    status: 'Accepted',
  });
  await api.db.insert(claimFiles).values({
    claimId: claim.id,
    position: 0,
    originalName: 'invoice.pdf',
    sha256: 'a'.repeat(64),
    mimeType: 'application/pdf',
    sizeBytes: 1234,
    receiptNumber: 'R1',
  });
  return { provider, person, token, claimId: claim.id };
}

type Member = Awaited<ReturnType<typeof signedInMember>>;

interface Access {
  name: string;
  method: string;
  path: (member: Member) => string;
  /** The answer while the membership holds. */
  granted: number;
}

const tabAccesses = PROVIDER_CLAIM_TABS.flatMap((tab): Access[] => [
  {
    name: `the dashboard's ${tab} list`,
    method: 'GET',
    path: ({ provider }) => `/api/service-provider/${provider.organisationId}/${PROVIDER_CLAIM_TAB_PATHS[tab]}`,
    granted: 200,
  },
  {
    name: `the ${tab} count under its filters`,
    method: 'GET',
    path: ({ provider }) => `/api/service-provider/${provider.organisationId}/${PROVIDER_CLAIM_TAB_PATHS[tab]}/count`,
    granted: 200,
  },
  {
    name: `the ${tab} export`,
    method: 'GET',
    path: ({ provider }) => `/api/service-provider/${provider.organisationId}/${PROVIDER_CLAIM_TAB_PATHS[tab]}/csv`,
    granted: 200,
  },
]);

const accesses: Access[] = [
  {
    name: 'the organisation',
    method: 'GET',
    path: ({ provider }) => `/api/service-provider/${provider.organisationId}`,
    granted: 200,
  },
  {
    name: 'the member acting for it',
    method: 'GET',
    path: ({ provider }) => `/api/user/service-provider/${provider.organisationId}`,
    granted: 200,
  },
  {
    name: "the dashboard's counts",
    method: 'GET',
    path: ({ provider }) => `/api/service-provider/${provider.organisationId}/claim-stats`,
    granted: 200,
  },
  ...tabAccesses,
  {
    name: "a claim's details and its files",
    method: 'GET',
    path: ({ provider, claimId }) => `/api/claim/service-provider/${claimId}/${provider.organisationId}`,
    granted: 200,
  },
  {
    name: "the bank token for the organisation's account",
    method: 'POST',
    path: ({ provider }) => `/api/ach/service-provider/${provider.organisationId}/get-bank-token`,
    granted: 200,
  },
  {
    name: "the bank token to change the organisation's account",
    method: 'POST',
    path: ({ provider }) => `/api/ach/service-provider/${provider.organisationId}/change-bank-token`,
    granted: 200,
  },
  {
    name: "the organisation's bank account",
    method: 'GET',
    path: ({ provider }) => `/api/service-provider/${provider.organisationId}/bank-account`,
    granted: 200,
  },
  {
    name: "recording the organisation's bank",
    method: 'PATCH',
    path: ({ provider }) => `/api/user/service-provider/${provider.organisationId}/set-bank-flag`,
    // No account was added at the bank: refused for that, not for who asks.
    granted: 422,
  },
];

/** The status of an answer, whatever its body (a CSV export is not JSON). */
async function statusOf(access: Access, member: Member): Promise<number> {
  const response = await fetch(`${api.url}${access.path(member)}`, {
    method: access.method,
    headers: { authorization: `Bearer ${member.token}` },
  });
  await response.body?.cancel();
  return response.status;
}

async function membershipRows(member: Member) {
  return api.db.select().from(providerMembers).where(eq(providerMembers.providerId, member.provider.id));
}

describe('a member removed from the organisation at the identity provider', () => {
  it.each(accesses)('keeps $name for the few minutes the membership is trusted, then loses it', async (access) => {
    const member = await signedInMember();
    api.identity.setMerits(member.person.agentId, []);
    advanceClock(minutes(4));
    expect(await statusOf(access, member)).toBe(access.granted);

    advanceClock(minutes(2));
    expect(await statusOf(access, member)).toBe(404);
    expect(await membershipRows(member)).toEqual([]);
  });
});

describe('a member the identity provider still lists', () => {
  it('keeps access past the window, confirmed again, and trusted for another window from then', async () => {
    const member = await signedInMember();
    const stats = `/api/service-provider/${member.provider.organisationId}/claim-stats`;
    advanceClock(minutes(6));
    expect((await api.request('GET', stats, { token: member.token })).status).toBe(200);
    expect(await membershipRows(member)).toMatchObject([{ confirmedAt: api.now.value }]);

    api.identity.setAgentApi('down');
    advanceClock(minutes(4));
    expect((await api.request('GET', stats, { token: member.token })).status).toBe(200);
  });
});

describe('the identity provider down when a membership needs confirming', () => {
  it('answers 503 in the error envelope, keeps the membership, and lets the member in once it is back', async () => {
    const member = await signedInMember();
    const stats = `/api/service-provider/${member.provider.organisationId}/claim-stats`;
    api.identity.setAgentApi('down');
    advanceClock(minutes(4));
    expect((await api.request('GET', stats, { token: member.token })).status).toBe(200);

    advanceClock(minutes(2));
    expect(await api.request('GET', stats, { token: member.token })).toMatchObject({
      status: 503,
      body: {
        success: false,
        code: 'MEMBERSHIP_UNCONFIRMED',
        error:
          'Your membership of this organisation could not be confirmed right now. Please try again in a few minutes.',
      },
    });
    expect(await membershipRows(member)).toHaveLength(1);

    api.identity.setAgentApi('up');
    expect((await api.request('GET', stats, { token: member.token })).status).toBe(200);
  });

  it('answers 503, not 500, when it answers something that is not a list of merits', async () => {
    const member = await signedInMember();
    api.identity.setAgentApi('garbled');
    advanceClock(minutes(6));
    const stats = `/api/service-provider/${member.provider.organisationId}/claim-stats`;
    expect(await api.request('GET', stats, { token: member.token })).toMatchObject({
      status: 503,
      body: { success: false, code: 'MEMBERSHIP_UNCONFIRMED' },
    });
    expect(await membershipRows(member)).toHaveLength(1);
  });
});

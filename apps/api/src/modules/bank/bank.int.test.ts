import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTokenOf, linkBank, postBankAccount, TEST_BANK_ACCOUNT } from '../../../test/bank-flow.ts';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { parents } from '../../db/schema.ts';
import { findOwnerBank } from './bank.repository.ts';
import { organisationCustomer, parentCustomer } from './bank.service.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const noBank = { hasProvidedBankDetails: false, hasHealthyBankConnection: false };

async function newParent() {
  const { user, person } = await insertParent(api.db, noBank);
  await insertChild(api.db, user.id);
  return { user, token: await api.tokenFor(person), owner: { kind: 'parent', userId: user.id } as const };
}

async function newProviderMember(overrides: Parameters<typeof insertProvider>[1] = {}) {
  const provider = await insertProvider(api.db, { ...noBank, ...overrides });
  const { user, person } = await insertProviderMember(api.db, provider);
  return {
    provider,
    user,
    person,
    token: await api.tokenFor(person),
    owner: { kind: 'provider', providerId: provider.id } as const,
  };
}

describe('parent bank linking', () => {
  it('makes a new parent a customer, lets the browser add the account with the token, and records what the bank confirms', async () => {
    const { user, token, owner } = await newParent();

    const issued = await api.request('POST', '/api/ach/parent/get-bank-token', { token });
    expect(issued.status).toBe(200);
    expect(issued.body).toEqual({ success: true, data: { token: expect.any(String) as unknown } });
    const customer = await findOwnerBank(api.db, owner);
    expect(customer).toMatchObject({ ...noBank, bankFundingSourceRef: null });
    expect(customer?.bankCustomerRef).toMatch(new RegExp(`^${api.bank.apiUrl}/customers/[0-9a-f-]{36}$`));

    const added = await postBankAccount(api, bankTokenOf(issued.body));
    expect(added.status).toBe(201);

    const flagged = await api.request('PATCH', '/api/user/parent/set-bank-flag', { token });
    expect(flagged.status).toBe(200);
    expect(flagged.body).toMatchObject({
      success: true,
      message: 'Your bank details has been submitted',
      data: { type: 'Parent', id: user.id, hasProvidedBankDetails: true, hasHealthyBankConnection: true },
    });
    expect(await findOwnerBank(api.db, owner)).toEqual({
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: true,
      bankCustomerRef: customer?.bankCustomerRef,
      bankFundingSourceRef: added.location,
    });

    const again = await api.request('POST', '/api/ach/parent/get-bank-token', { token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      code: 'BANK_ALREADY_LINKED',
      error: 'Your bank account is already connected.',
      message: 'Your bank account is already connected.',
      requestId: again.headers.get('x-request-id'),
    });
  });

  it('keeps one customer: a second token is for the customer it already has', async () => {
    const { user, token, owner } = await newParent();
    expect((await api.request('POST', '/api/ach/parent/get-bank-token', { token })).status).toBe(200);
    const first = (await findOwnerBank(api.db, owner))?.bankCustomerRef;
    const second = await api.request('POST', '/api/ach/parent/get-bank-token', { token });
    expect(second.status).toBe(200);
    expect((await findOwnerBank(api.db, owner))?.bankCustomerRef).toBe(first);
    // The bank holds that one customer under the parent's e-mail.
    expect(await api.deps.bank.createCustomer(parentCustomer(user))).toEqual({ ref: first, existing: true });
    // The newest token works as well as the first.
    expect((await postBankAccount(api, bankTokenOf(second.body))).status).toBe(201);
  });

  it("adopts the customer the bank already has under the parent's e-mail", async () => {
    const { user, token, owner } = await newParent();
    const atBank = await api.deps.bank.createCustomer(parentCustomer(user));
    expect(atBank.existing).toBe(false);
    expect((await api.request('POST', '/api/ach/parent/get-bank-token', { token })).status).toBe(200);
    expect((await findOwnerBank(api.db, owner))?.bankCustomerRef).toBe(atBank.ref);
  });

  it('answers already linked, and records the bank, when the account was added but never flagged', async () => {
    const { token, owner } = await newParent();
    const issued = await api.request('POST', '/api/ach/parent/get-bank-token', { token });
    const added = await postBankAccount(api, bankTokenOf(issued.body));
    const again = await api.request('POST', '/api/ach/parent/get-bank-token', { token });
    expect(again.status).toBe(409);
    expect(await findOwnerBank(api.db, owner)).toMatchObject({
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: true,
      bankFundingSourceRef: added.location,
    });
  });

  it('refuses set-bank-flag until the bank confirms an account, whatever the client says', async () => {
    const { token, owner } = await newParent();
    const refusal = {
      success: false,
      code: 'BANK_NOT_LINKED',
      error: 'We could not find your bank account at our payment provider. Please submit your bank details again.',
    };
    const beforeCustomer = await api.request('PATCH', '/api/user/parent/set-bank-flag', { token });
    expect(beforeCustomer.status).toBe(422);
    expect(beforeCustomer.body).toMatchObject(refusal);

    expect((await api.request('POST', '/api/ach/parent/get-bank-token', { token })).status).toBe(200);
    const beforeAccount = await api.request('PATCH', '/api/user/parent/set-bank-flag', { token });
    expect(beforeAccount.status).toBe(422);
    expect(beforeAccount.body).toMatchObject(refusal);
    expect(await findOwnerBank(api.db, owner)).toMatchObject(noBank);
  });

  it("refuses an account the bank rejects, and the parent's flags stay as they were", async () => {
    const { token, owner } = await newParent();
    const issued = await api.request('POST', '/api/ach/parent/get-bank-token', { token });
    const refused = await postBankAccount(api, bankTokenOf(issued.body), {
      ...TEST_BANK_ACCOUNT,
      routingNumber: '123',
    });
    expect(refused.status).toBe(400);
    expect((await api.request('PATCH', '/api/user/parent/set-bank-flag', { token })).status).toBe(422);
    expect(await findOwnerBank(api.db, owner)).toMatchObject(noBank);
  });
});

describe('service provider bank linking', () => {
  it("makes the organisation a customer under its own name and records its bank for the member's view", async () => {
    const { provider, user, token, owner } = await newProviderMember();
    const path = `service-provider/${provider.organisationId}`;

    const issued = await api.request('POST', `/api/ach/${path}/get-bank-token`, { token });
    expect(issued.status).toBe(200);
    const customerRef = (await findOwnerBank(api.db, owner))?.bankCustomerRef;
    // The organisation's customer: the member's address tagged with the provider number, the organisation's name.
    expect(await api.deps.bank.createCustomer(organisationCustomer(provider, user))).toEqual({
      ref: customerRef,
      existing: true,
    });
    expect(organisationCustomer(provider, user)).toEqual({
      firstName: 'Morgan',
      lastName: user.lastName,
      email: user.email.replace('@', `+ace${provider.number}@`),
      businessName: provider.name,
    });

    const added = await postBankAccount(api, bankTokenOf(issued.body));
    expect(added.status).toBe(201);
    const flagged = await api.request('PATCH', `/api/user/${path}/set-bank-flag`, { token });
    expect(flagged.status).toBe(200);
    expect(flagged.body).toMatchObject({
      success: true,
      data: {
        type: 'ServiceProvider',
        id: user.id,
        hasProvidedBankDetails: true,
        hasHealthyBankConnection: true,
        selectedOrg: { id: provider.organisationId, name: provider.name, providerNumber: provider.number },
      },
    });
    expect((await findOwnerBank(api.db, owner))?.bankFundingSourceRef).toBe(added.location);

    const again = await api.request('POST', `/api/ach/${path}/get-bank-token`, { token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'BANK_ALREADY_LINKED' });
  });

  it('describes the account payouts go to, never its number, and lets a member change it for another', async () => {
    const { provider, token, owner } = await newProviderMember();
    const path = `service-provider/${provider.organisationId}`;
    const accountOf = async () => (await api.request('GET', `/api/${path}/bank-account`, { token })).body;
    expect(await accountOf()).toEqual({ success: true, data: { account: null } });
    const first = await linkBank(api, token, path, { ...TEST_BANK_ACCOUNT, name: 'Old checking' });
    const linked = await accountOf();
    expect(linked).toEqual({
      success: true,
      data: { account: { bankName: 'SANDBOX TEST BANK', name: 'Old checking', type: 'checking' } },
    });
    expect(JSON.stringify(linked)).not.toContain(TEST_BANK_ACCOUNT.accountNumber.slice(-4));

    // get-bank-token still answers 'already linked'; change-bank-token gives a token for another account.
    const changing = await api.request('POST', `/api/ach/${path}/change-bank-token`, { token });
    expect(changing.status).toBe(200);
    const added = await postBankAccount(api, bankTokenOf(changing.body), {
      ...TEST_BANK_ACCOUNT,
      accountNumber: '555566667777',
      type: 'savings',
      name: 'New savings',
    });
    expect(added.status).toBe(201);
    expect((await api.request('PATCH', `/api/user/${path}/set-bank-flag`, { token })).status).toBe(200);
    expect((await findOwnerBank(api.db, owner))?.bankFundingSourceRef).toBe(added.location);
    expect(await accountOf()).toMatchObject({ data: { account: { name: 'New savings', type: 'savings' } } });
    // The account replaced is removed at the bank: payouts can never fall back to it.
    const customerRef = (await findOwnerBank(api.db, owner))?.bankCustomerRef ?? '';
    const sources = await api.deps.bank.listFundingSources(customerRef);
    expect(sources.map(({ ref, removed }) => ({ ref, removed }))).toEqual(
      expect.arrayContaining([
        { ref: first, removed: true },
        { ref: added.location, removed: false },
      ]),
    );
  });

  it('lets one member link two organisations, each its own customer', async () => {
    const first = await newProviderMember();
    const second = await insertProvider(api.db, noBank);
    const person = {
      ...first.person,
      merits: [
        { id: first.provider.organisationId, name: 'First', status: 'accepted' as const },
        { id: second.organisationId, name: 'Second', status: 'accepted' as const },
      ],
    };
    const token = await api.tokenFor(person);
    expect(
      (await api.request('POST', `/api/login/service-provider/${second.organisationId}/login/success`, { token }))
        .status,
    ).toBe(200);
    await linkBank(api, token, `service-provider/${first.provider.organisationId}`);
    await linkBank(api, token, `service-provider/${second.organisationId}`);
    const refs = [
      (await findOwnerBank(api.db, first.owner))?.bankCustomerRef,
      (await findOwnerBank(api.db, { kind: 'provider', providerId: second.id }))?.bankCustomerRef,
    ];
    expect(new Set(refs).size).toBe(2);
  });

  it('never adopts a customer the bank has under that e-mail when another account holds it', async () => {
    const { provider, user, token, owner } = await newProviderMember({ contactEmail: 'office@provider.example.com' });
    expect(organisationCustomer(provider, user).email).toBe(`office+ace${provider.number}@provider.example.com`);
    const atBank = await api.deps.bank.createCustomer(organisationCustomer(provider, user));
    const parent = await newParent();
    await api.db.update(parents).set({ bankCustomerRef: atBank.ref }).where(eq(parents.userId, parent.user.id));
    const refused = await api.request('POST', `/api/ach/service-provider/${provider.organisationId}/get-bank-token`, {
      token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'BANK_CUSTOMER_TAKEN',
      error:
        'This e-mail address is already used for another bank connection at our payment provider. Please contact support@aceohio.example.org.',
    });
    expect((await findOwnerBank(api.db, owner))?.bankCustomerRef).toBeNull();
  });
});

/** Bearer tokens by role; `other` is a member of another organisation. */
const tokens: Record<'parent' | 'member' | 'other' | 'staff', string> = {
  parent: '',
  member: '',
  other: '',
  staff: '',
};
let organisationId = '';
let claimId = 0;

async function signInEveryRole() {
  const parent = await insertParent(api.db, noBank);
  const child = await insertChild(api.db, parent.user.id);
  claimId = (await insertClaim(api.db, { childId: child.id, submittedBy: parent.user.id })).id;
  const provider = await insertProvider(api.db, noBank);
  const another = await insertProvider(api.db, noBank);
  organisationId = provider.organisationId;
  tokens.parent = await api.tokenFor(parent.person);
  tokens.member = await api.tokenFor((await insertProviderMember(api.db, provider)).person);
  tokens.other = await api.tokenFor((await insertProviderMember(api.db, another)).person);
  tokens.staff = await api.tokenFor((await insertMeritCs(api.db)).person);
}

type Role = keyof typeof tokens;
/** `allowed`: the call goes through to what it does (200, or a refusal of the bank's own such as 409 or 422). */
type Expected = 'allowed' | 401 | 403 | 404;

const endpoints: { name: string; path: () => string; expected: Record<Role, Expected> }[] = [
  {
    name: 'POST /api/ach/parent/get-bank-token',
    path: () => '/api/ach/parent/get-bank-token',
    expected: { parent: 'allowed', member: 403, other: 403, staff: 403 },
  },
  {
    name: 'PATCH /api/user/parent/set-bank-flag',
    path: () => '/api/user/parent/set-bank-flag',
    expected: { parent: 'allowed', member: 403, other: 403, staff: 403 },
  },
  {
    name: 'POST /api/ach/service-provider/{id}/get-bank-token',
    path: () => `/api/ach/service-provider/${organisationId}/get-bank-token`,
    expected: { parent: 404, member: 'allowed', other: 404, staff: 404 },
  },
  {
    name: 'POST /api/ach/service-provider/{id}/change-bank-token',
    path: () => `/api/ach/service-provider/${organisationId}/change-bank-token`,
    expected: { parent: 404, member: 'allowed', other: 404, staff: 404 },
  },
  {
    name: 'GET /api/service-provider/{id}/bank-account',
    path: () => `/api/service-provider/${organisationId}/bank-account`,
    expected: { parent: 404, member: 'allowed', other: 404, staff: 404 },
  },
  {
    name: 'PATCH /api/user/service-provider/{id}/set-bank-flag',
    path: () => `/api/user/service-provider/${organisationId}/set-bank-flag`,
    expected: { parent: 404, member: 'allowed', other: 404, staff: 404 },
  },
  {
    name: 'GET /api/claim/{id}/transfers',
    path: () => `/api/claim/${claimId}/transfers`,
    expected: { parent: 403, member: 403, other: 403, staff: 'allowed' },
  },
];

describe('who may use the bank endpoints', () => {
  beforeAll(signInEveryRole);
  for (const endpoint of endpoints) {
    it(endpoint.name, async () => {
      const [method = 'GET'] = endpoint.name.split(' ');
      const path = endpoint.path();
      for (const bearer of [
        undefined,
        'not-a-jwt',
        await api.tokenFor({ agentId: 'a', entityId: 'e', email: 'x@example.com' }, { forged: true }),
      ]) {
        const answer = await api.request(method, path, bearer === undefined ? {} : { token: bearer });
        expect(answer.status, bearer ?? 'no token').toBe(401);
      }
      for (const role of Object.keys(tokens) as Role[]) {
        const answer = await api.request(method, path, { token: tokens[role] });
        const expected = endpoint.expected[role];
        if (expected === 'allowed') expect([200, 409, 422], role).toContain(answer.status);
        else expect(answer.status, role).toBe(expected);
        if (answer.status !== 200) expect(answer.body, role).toMatchObject({ success: false });
      }
    });
  }
});

describe('when the bank cannot be reached', () => {
  it('answers 503 with a sentence to read, and records nothing', async () => {
    const { token, owner } = await newParent();
    await api.bank.stop();
    const answer = await api.request('POST', '/api/ach/parent/get-bank-token', { token });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      success: false,
      code: 'BANK_UNAVAILABLE',
      error: 'Our payment provider cannot be reached right now. Please try again in a few minutes.',
      message: 'Our payment provider cannot be reached right now. Please try again in a few minutes.',
      requestId: answer.headers.get('x-request-id'),
    });
    expect(await findOwnerBank(api.db, owner)).toMatchObject({ ...noBank, bankCustomerRef: null });
  });
});

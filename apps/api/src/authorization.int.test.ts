import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { programmeDate } from '@ace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider, personFor } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { claimFiles, staffExports, transfers } from './db/schema.ts';
import { issueReviewToken, reviewTokenSecret } from './modules/review-tokens/review-tokens.ts';

/**
 * The authorization matrix, taken from the API's own OpenAPI description so that a new endpoint is checked the
 * day it is added: every endpoint refuses a request without a valid token, unless it is one of the few whose
 * credential is something else (a review token, a signed file link, the bank's signature) or that must answer
 * before sign-in (the app version check, the programme's school years).
 */
const publicEndpoints = new Set([
  'GET /api/version/{id}/update',
  'GET /api/school-years',
  'GET /api/files/{id}',
  'GET /api/appeal-files/{id}',
  'GET /api/audit-files/{id}',
  'GET /api/pre-approval-files/{id}',
  'GET /api/data-archive',
  'GET /api/review-claim/{token}',
  'POST /api/review-claim/{token}/approve',
  'POST /api/review-claim/{token}/send-for-external-review',
  'POST /api/review-claim/{token}/reject',
  'POST /api/review-claim/{token}/assign-service-provider',
  'GET /api/service-provider/{number}/{token}',
  'POST /api/bank/webhooks',
]);

/** Endpoints only support staff may call. */
const staffEndpoints = new Set([
  'POST /api/service-provider',
  'PATCH /api/service-provider/status',
  'GET /api/claim/merit-cs/{id}',
  'GET /api/claim/merit-cs/{id}/review-link',
  'POST /api/claim/{id}',
  'PUT /api/claim/{id}',
  'GET /api/claim/{id}/events',
  'GET /api/claim/{id}/transfers',
  'GET /api/claim/automation',
  'GET /api/merit-cs/claims',
  'GET /api/merit-cs/claims/csv',
  'GET /api/merit-cs/providers',
  'GET /api/merit-cs/queue',
  'GET /api/merit-cs/queue/waiting',
  'GET /api/merit-cs/queue/overdue',
  'GET /api/merit-cs/queue/failed-payouts',
  'GET /api/merit-cs/queue/waiting-payouts',
  'GET /api/merit-cs/programme',
  'GET /api/merit-cs/programme/csv',
  'GET /api/merit-cs/programme/audits',
  'GET /api/merit-cs/programme/pre-approvals',
  'POST /api/merit-cs/school-years',
  'GET /api/merit-cs/school-years/events',
  'GET /api/claim/{id}/reads',
  'GET /api/merit-cs/families/{parentUserId}',
  'GET /api/merit-cs/families/{parentUserId}/access-record',
  'GET /api/merit-cs/families/{parentUserId}/access-record/csv',
  'GET /api/merit-cs/appeals',
  'GET /api/merit-cs/appeals/figures',
  'GET /api/merit-cs/appeals/{id}',
  'POST /api/merit-cs/appeals/{id}/decision',
  'GET /api/merit-cs/pre-approvals',
  'GET /api/merit-cs/pre-approvals/{id}',
  'POST /api/merit-cs/pre-approvals/{id}/decision',
  'GET /api/merit-cs/audits',
  'POST /api/merit-cs/audits',
  'GET /api/merit-cs/audits/samples',
  'GET /api/merit-cs/audits/{id}',
  'POST /api/merit-cs/audits/{id}/questions',
  'POST /api/merit-cs/audits/{id}/finding',
  'POST /api/merit-cs/audits/{id}/confirm',
  'POST /api/merit-cs/audits/{id}/repayments',
]);

let api: TestApp;
let endpoints: { method: string; path: string; key: string }[];
let organisationId: string;

function concrete(path: string): string {
  return path
    .replace('{token}', 'x'.repeat(43))
    .replace('{number}', '123456')
    .replace(/\{(id|claimId|parentUserId|preApprovalId)\}/g, '1')
    .replace('{orgId}', organisationId)
    .replace('{a}', '1')
    .replace('{b}', organisationId);
}

beforeAll(async () => {
  api = await startTestApp();
  organisationId = (await insertProvider(api.db)).organisationId;
  const docs = await api.request('GET', '/api/docs/json');
  const paths = (docs.body as { paths: Record<string, Record<string, unknown>> }).paths;
  endpoints = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
});
afterAll(() => api.close());

describe('the authorization matrix', () => {
  it('covers every documented endpoint', () => {
    expect(endpoints.length).toBeGreaterThan(25);
    for (const key of [...publicEndpoints, ...staffEndpoints]) {
      expect(endpoints.map((endpoint) => endpoint.key)).toContain(key);
    }
  });

  it('refuses every non-public endpoint without a token, or with a forged one', async () => {
    const forged = await api.tokenFor(personFor('forger@example.com'), { forged: true });
    for (const endpoint of endpoints.filter((candidate) => !publicEndpoints.has(candidate.key))) {
      const path = concrete(endpoint.path);
      const anonymous = await api.request(endpoint.method, path, { json: endpoint.method === 'GET' ? undefined : {} });
      expect({ endpoint: endpoint.key, status: anonymous.status }).toEqual({ endpoint: endpoint.key, status: 401 });
      const withForged = await api.request(endpoint.method, path, {
        token: forged,
        json: endpoint.method === 'GET' ? undefined : {},
      });
      expect({ endpoint: endpoint.key, status: withForged.status }).toEqual({ endpoint: endpoint.key, status: 401 });
    }
  });

  it('refuses support staff endpoints to parents and provider users', async () => {
    const parent = await insertParent(api.db);
    const provider = personFor('provider@example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const providerToken = await api.tokenFor(provider);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: providerToken });
    for (const token of [await api.tokenFor(parent.person), providerToken]) {
      for (const endpoint of endpoints.filter((candidate) => staffEndpoints.has(candidate.key))) {
        const response = await api.request(endpoint.method, concrete(endpoint.path), {
          token,
          json: endpoint.method === 'GET' ? undefined : {},
        });
        expect({ endpoint: endpoint.key, status: response.status }).toEqual({ endpoint: endpoint.key, status: 403 });
      }
    }
  });

  it('never shows one organisation’s data to another’s member', async () => {
    const theirs = await insertProvider(api.db);
    const member = personFor('member@example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const token = await api.tokenFor(member);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token });
    const scoped = endpoints.filter(
      (endpoint) =>
        endpoint.method === 'GET' && /\/service-provider\/\{id\}|\/user\/service-provider\/\{id\}/.test(endpoint.path),
    );
    expect(scoped.length).toBeGreaterThan(2);
    for (const endpoint of scoped) {
      const path = endpoint.path.replace('{id}', theirs.organisationId);
      const response = await api.request(endpoint.method, path, { token });
      expect({ endpoint: endpoint.key, status: response.status }).toEqual({ endpoint: endpoint.key, status: 404 });
    }
    const staff = await insertMeritCs(api.db);
    expect(staff.user.id).toBeGreaterThan(0);
  });

  it("shows a parent's claim to that parent only", async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const claim = await insertClaim(api.db, { childId: child.id, submittedBy: owner.user.id });
    const provider = personFor('claim-provider@example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const providerToken = await api.tokenFor(provider);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: providerToken });
    const path = `/api/user/claim/${claim.id}`;
    const statusFor = async (token?: string) => (await api.request('GET', path, token ? { token } : {})).status;
    expect({
      owner: await statusFor(await api.tokenFor(owner.person)),
      anotherParent: await statusFor(await api.tokenFor((await insertParent(api.db)).person)),
      provider: await statusFor(providerToken),
      staff: await statusFor(await api.tokenFor((await insertMeritCs(api.db)).person)),
      anonymous: await statusFor(),
    }).toEqual({ owner: 200, anotherParent: 404, provider: 403, staff: 403, anonymous: 401 });
  });

  it('shows a decided claim to support staff only', async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const provider = await insertProvider(api.db);
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: owner.user.id,
      status: 'Rejected',
      serviceProviderId: provider.id,
    });
    const signedInMember = async (organisation: string, email: string) => {
      const token = await api.tokenFor(
        personFor(email, { merits: [{ id: organisation, name: 'Org', status: 'accepted' }] }),
      );
      await api.request('POST', `/api/login/service-provider/${organisation}/login/success`, { token });
      return token;
    };
    const tokens = {
      owner: await api.tokenFor(owner.person),
      anotherParent: await api.tokenFor((await insertParent(api.db)).person),
      claimsProvider: await signedInMember(provider.organisationId, 'view.member@provider.example.com'),
      anotherOrganisation: await signedInMember(organisationId, 'view.member@other.example.com'),
      staff: await api.tokenFor((await insertMeritCs(api.db)).person),
    };
    for (const path of [`/api/claim/merit-cs/${claim.id}`, `/api/claim/merit-cs/${claim.id}/review-link`]) {
      const statuses: Record<string, number> = {};
      for (const [who, token] of [...Object.entries(tokens), ['anonymous', undefined] as const]) {
        const response = await api.request('GET', path, token ? { token } : {});
        statuses[who] = response.status;
      }
      expect({ path, statuses }).toEqual({
        path,
        statuses: {
          owner: 403,
          anotherParent: 403,
          claimsProvider: 403,
          anotherOrganisation: 403,
          staff: 200,
          anonymous: 401,
        },
      });
    }
  });

  it("lets support staff only open the programme's next school year and read the years' trail", async () => {
    const signedInMember = async (organisation: string, email: string) => {
      const token = await api.tokenFor(
        personFor(email, { merits: [{ id: organisation, name: 'Org', status: 'accepted' }] }),
      );
      await api.request('POST', `/api/login/service-provider/${organisation}/login/success`, { token });
      return token;
    };
    const theirs = await insertProvider(api.db);
    const tokens = {
      parent: await api.tokenFor((await insertParent(api.db)).person),
      providerMember: await signedInMember(organisationId, 'years.member@provider.example.com'),
      anotherOrganisation: await signedInMember(theirs.organisationId, 'years.member@other.example.com'),
      staff: await api.tokenFor((await insertMeritCs(api.db)).person),
    };
    const opening = {
      startYear: 2024,
      firstDateOfService: '2024-07-01',
      lastClaimDay: '2025-08-31',
      defaultAward: 1000,
      unspentFunds: 'roll_over',
      rollOverCap: null,
    };
    const statuses: Record<string, { open: number; trail: number }> = {};
    for (const [who, token] of [['anonymous', undefined] as const, ...Object.entries(tokens)]) {
      const signedIn = token === undefined ? {} : { token };
      statuses[who] = {
        open: (await api.request('POST', '/api/merit-cs/school-years', { ...signedIn, json: opening })).status,
        trail: (await api.request('GET', '/api/merit-cs/school-years/events', signedIn)).status,
      };
    }
    expect(statuses).toEqual({
      anonymous: { open: 401, trail: 401 },
      parent: { open: 403, trail: 403 },
      providerMember: { open: 403, trail: 403 },
      anotherOrganisation: { open: 403, trail: 403 },
      staff: { open: 201, trail: 200 },
    });
  });

  it("shows an audit of a claim, and takes its answer, from the claim's own parent only; its debts to its provider", async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const provider = await insertProvider(api.db);
    const theirs = await insertProvider(api.db);
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: owner.user.id,
      status: 'Accepted',
      payTo: 'Vendor',
      serviceProviderId: provider.id,
    });
    await api.db
      .insert(transfers)
      .values({ claimId: claim.id, amountCents: claim.amountCents, payTo: 'Vendor', status: 'processed' });
    const staff = await api.tokenFor((await insertMeritCs(api.db)).person);
    const opened = await api.request('POST', '/api/merit-cs/audits', {
      token: staff,
      json: { claimId: claim.id, reason: 'Check' },
    });
    const caseId = (opened.body as { data: { id: number } }).data.id;
    const signedInMember = async (organisation: string, email: string) => {
      const token = await api.tokenFor(
        personFor(email, { merits: [{ id: organisation, name: 'Org', status: 'accepted' }] }),
      );
      await api.request('POST', `/api/login/service-provider/${organisation}/login/success`, { token });
      return token;
    };
    const tokens = {
      owner: await api.tokenFor(owner.person),
      anotherParent: await api.tokenFor((await insertParent(api.db)).person),
      provider: await signedInMember(provider.organisationId, 'audit.member@provider.example.com'),
      anotherOrganisation: await signedInMember(theirs.organisationId, 'audit.member@other.example.com'),
      staff,
    };
    const statuses: Record<string, { read: number; answer: number; debts: number; case: number }> = {};
    for (const [who, token] of [...Object.entries(tokens), ['anonymous', undefined] as const]) {
      const signedIn = token === undefined ? {} : { token };
      await api.request('POST', `/api/merit-cs/audits/${String(caseId)}/questions`, {
        token: staff,
        json: { question: 'Why?' },
      });
      const form = new FormData();
      form.append('answer', 'Because');
      statuses[who] = {
        read: (await api.request('GET', `/api/user/claim/${String(claim.id)}/audit`, signedIn)).status,
        answer: (
          await api.request('POST', `/api/user/claim/${String(claim.id)}/audit/answer`, { ...signedIn, body: form })
        ).status,
        debts: (await api.request('GET', `/api/service-provider/${provider.organisationId}/audit-debts`, signedIn))
          .status,
        case: (await api.request('GET', `/api/merit-cs/audits/${String(caseId)}`, signedIn)).status,
      };
    }
    expect(statuses).toEqual({
      // A provider's routes answer 404 to anyone not a member, as every other provider route does.
      owner: { read: 200, answer: 200, debts: 404, case: 403 },
      anotherParent: { read: 404, answer: 404, debts: 404, case: 403 },
      provider: { read: 403, answer: 403, debts: 200, case: 403 },
      anotherOrganisation: { read: 403, answer: 403, debts: 404, case: 403 },
      staff: { read: 403, answer: 403, debts: 404, case: 200 },
      anonymous: { read: 401, answer: 401, debts: 401, case: 401 },
    });
  });

  it("lets a rejected claim's own parent only correct and resend it", async () => {
    const claimOf = async () => {
      const parent = await insertParent(api.db);
      const child = await insertChild(api.db, parent.user.id);
      const claim = await insertClaim(api.db, { childId: child.id, submittedBy: parent.user.id, status: 'Rejected' });
      return { token: await api.tokenFor(parent.person), child, claim };
    };
    const owner = await claimOf();
    const other = await claimOf();
    const provider = personFor('resubmit-provider@example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const providerToken = await api.tokenFor(provider);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: providerToken });
    const statusFor = async (childId: number, token?: string) => {
      const form = new FormData();
      const fields = {
        childId: String(childId),
        replacesClaimId: String(owner.claim.id),
        amount: '10.00',
        category: 'tutoring',
        dateOfService: '2023-09-01',
        description: 'Tutoring',
        payTo: 'User',
        nonAceServiceProvider: JSON.stringify({
          name: 'Corner Tutors',
          address: '1 Main St',
          phoneNumber: '6145550100',
          email: 'hi@corner.example.com',
          website: 'corner.example.com',
        }),
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file1', new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), 'invoice.pdf');
      return (await api.request('POST', '/api/user/claim', { body: form, ...(token ? { token } : {}) })).status;
    };
    expect({
      anotherParent: await statusFor(other.child.id, other.token),
      provider: await statusFor(owner.child.id, providerToken),
      staff: await statusFor(owner.child.id, await api.tokenFor((await insertMeritCs(api.db)).person)),
      anonymous: await statusFor(owner.child.id),
      owner: await statusFor(owner.child.id, owner.token),
    }).toEqual({ anotherParent: 404, provider: 403, staff: 403, anonymous: 401, owner: 201 });
  });

  it("lets a rejected claim's own parent only appeal it and read its appeal, and staff only list and decide", async () => {
    const rejectedOf = async () => {
      const parent = await insertParent(api.db);
      const child = await insertChild(api.db, parent.user.id);
      const claim = await insertClaim(api.db, {
        childId: child.id,
        submittedBy: parent.user.id,
        status: 'Rejected',
        reviewedAt: api.now.value,
        rejectionReason: 'other',
        rejectionNotes: 'No invoice',
      });
      return { token: await api.tokenFor(parent.person), claim };
    };
    const owner = await rejectedOf();
    const signedInMember = async (organisation: string, email: string) => {
      const token = await api.tokenFor(
        personFor(email, { merits: [{ id: organisation, name: 'Org', status: 'accepted' }] }),
      );
      await api.request('POST', `/api/login/service-provider/${organisation}/login/success`, { token });
      return token;
    };
    const tokens = {
      anotherParent: (await rejectedOf()).token,
      providerMember: await signedInMember(organisationId, 'appeal.member@provider.example.com'),
      anotherOrganisation: await signedInMember(
        (await insertProvider(api.db)).organisationId,
        'appeal.member@other.example.com',
      ),
      staff: await api.tokenFor((await insertMeritCs(api.db)).person),
      owner: owner.token,
    };
    const path = `/api/user/claim/${owner.claim.id}/appeal`;
    const statuses: Record<string, { appeal: number; read: number; list: number }> = {};
    for (const [who, token] of [['anonymous', undefined] as const, ...Object.entries(tokens)]) {
      const signedIn = token === undefined ? {} : { token };
      const form = new FormData();
      form.append('statement', 'Please look again.');
      statuses[who] = {
        appeal: (await api.request('POST', path, { ...signedIn, body: form })).status,
        read: (await api.request('GET', path, signedIn)).status,
        list: (await api.request('GET', '/api/merit-cs/appeals', signedIn)).status,
      };
    }
    expect(statuses).toEqual({
      anonymous: { appeal: 401, read: 401, list: 401 },
      anotherParent: { appeal: 404, read: 404, list: 403 },
      providerMember: { appeal: 403, read: 403, list: 403 },
      anotherOrganisation: { appeal: 403, read: 403, list: 403 },
      staff: { appeal: 403, read: 403, list: 200 },
      owner: { appeal: 201, read: 200, list: 403 },
    });
    const appealId = (
      (await api.request('GET', path, { token: owner.token })).body as { data: { appeal: { id: number } } }
    ).data.appeal.id;
    const decisions: Record<string, { read: number; decide: number }> = {};
    for (const [who, token] of [['anonymous', undefined] as const, ...Object.entries(tokens)]) {
      const signedIn = token === undefined ? {} : { token };
      decisions[who] = {
        read: (await api.request('GET', `/api/merit-cs/appeals/${appealId}`, signedIn)).status,
        decide: (
          await api.request('POST', `/api/merit-cs/appeals/${appealId}/decision`, {
            ...signedIn,
            json: { outcome: 'upheld', reason: 'The rejection was right.' },
          })
        ).status,
      };
    }
    expect(decisions).toEqual({
      anonymous: { read: 401, decide: 401 },
      anotherParent: { read: 403, decide: 403 },
      providerMember: { read: 403, decide: 403 },
      anotherOrganisation: { read: 403, decide: 403 },
      staff: { read: 200, decide: 200 },
      owner: { read: 403, decide: 403 },
    });
  });

  it("lets a parent ask for and read only their children's pre-approvals, staff decide them, then the named provider", async () => {
    const provider = await insertProvider(api.db);
    const familyOf = async () => {
      const parent = await insertParent(api.db);
      const child = await insertChild(api.db, parent.user.id);
      return { token: await api.tokenFor(parent.person), child };
    };
    const owner = await familyOf();
    const signedInMember = async (organisation: string, email: string) => {
      const token = await api.tokenFor(
        personFor(email, { merits: [{ id: organisation, name: 'Org', status: 'accepted' }] }),
      );
      await api.request('POST', `/api/login/service-provider/${organisation}/login/success`, { token });
      return token;
    };
    const tokens = {
      anotherParent: (await familyOf()).token,
      providerMember: await signedInMember(provider.organisationId, 'pre-approval.member@provider.example.com'),
      anotherOrganisation: await signedInMember(
        (await insertProvider(api.db)).organisationId,
        'pre-approval.member@other.example.com',
      ),
      staff: await api.tokenFor((await insertMeritCs(api.db)).person),
      owner: owner.token,
    };
    const everyone = [['anonymous', undefined] as const, ...Object.entries(tokens)];
    const request = {
      childId: owner.child.id,
      amount: 100,
      category: 'tutoring',
      description: 'Ten sessions',
      expectedDate: programmeDate(api.now.value),
      serviceProviderNumber: provider.number,
    };
    const asking: Record<string, { ask: number; list: number; staffList: number }> = {};
    for (const [who, token] of everyone) {
      const signedIn = token === undefined ? {} : { token };
      asking[who] = {
        ask: (await api.request('POST', '/api/user/pre-approvals', { ...signedIn, json: request })).status,
        list: (await api.request('GET', '/api/user/pre-approvals', signedIn)).status,
        staffList: (await api.request('GET', '/api/merit-cs/pre-approvals', signedIn)).status,
      };
    }
    expect(asking).toEqual({
      anonymous: { ask: 401, list: 401, staffList: 401 },
      anotherParent: { ask: 404, list: 200, staffList: 403 },
      providerMember: { ask: 403, list: 403, staffList: 403 },
      anotherOrganisation: { ask: 403, list: 403, staffList: 403 },
      staff: { ask: 403, list: 403, staffList: 200 },
      owner: { ask: 201, list: 200, staffList: 403 },
    });
    const mine = await api.request('GET', '/api/user/pre-approvals', { token: owner.token });
    const id = (mine.body as { data: { preApprovals: { id: number }[] } }).data.preApprovals[0]?.id ?? 0;
    const theirs = await api.request('GET', '/api/user/pre-approvals', { token: tokens.anotherParent });
    expect((theirs.body as { data: { preApprovals: unknown[] } }).data.preApprovals).toEqual([]);
    const providerPath = (organisation: string) => `/api/service-provider/${organisation}/pre-approvals`;
    const reading: Record<string, Record<string, number>> = {};
    for (const [who, token] of everyone) {
      const signedIn = token === undefined ? {} : { token };
      reading[who] = {
        own: (await api.request('GET', `/api/user/pre-approvals/${id}`, signedIn)).status,
        staffRead: (await api.request('GET', `/api/merit-cs/pre-approvals/${id}`, signedIn)).status,
        providerList: (await api.request('GET', providerPath(provider.organisationId), signedIn)).status,
      };
    }
    expect(reading).toEqual({
      anonymous: { own: 401, staffRead: 401, providerList: 401 },
      anotherParent: { own: 404, staffRead: 403, providerList: 404 },
      providerMember: { own: 403, staffRead: 403, providerList: 200 },
      anotherOrganisation: { own: 403, staffRead: 403, providerList: 404 },
      staff: { own: 403, staffRead: 200, providerList: 404 },
      owner: { own: 200, staffRead: 403, providerList: 404 },
    });
    const deciding: Record<string, Record<string, number>> = {};
    const pass = { action: 'passInternalReview' };
    for (const [who, token] of [...everyone.filter(([name]) => name !== 'staff'), ['staff', tokens.staff] as const]) {
      const signedIn = token === undefined ? {} : { token };
      deciding[who] = {
        staffDecision: (
          await api.request('POST', `/api/merit-cs/pre-approvals/${id}/decision`, { ...signedIn, json: pass })
        ).status,
      };
    }
    expect(deciding).toEqual({
      anonymous: { staffDecision: 401 },
      anotherParent: { staffDecision: 403 },
      providerMember: { staffDecision: 403 },
      anotherOrganisation: { staffDecision: 403 },
      owner: { staffDecision: 403 },
      staff: { staffDecision: 200 },
    });
    const approve = { action: 'approve' };
    const providerDecisions: Record<string, number> = {};
    for (const [who, token] of [
      ...everyone.filter(([name]) => name !== 'providerMember'),
      ['providerMember', tokens.providerMember] as const,
    ]) {
      const signedIn = token === undefined ? {} : { token };
      providerDecisions[who] = (
        await api.request('POST', `${providerPath(provider.organisationId)}/${id}/decision`, {
          ...signedIn,
          json: approve,
        })
      ).status;
    }
    expect(providerDecisions).toEqual({
      anonymous: 401,
      anotherParent: 404,
      anotherOrganisation: 404,
      staff: 404,
      owner: 404,
      providerMember: 200,
    });
  });

  it("takes a pre-approval's quote file from its own parent only, and gives its link to that parent, staff and the named provider", async () => {
    const provider = await insertProvider(api.db);
    const familyOf = async () => {
      const parent = await insertParent(api.db);
      const child = await insertChild(api.db, parent.user.id);
      return { token: await api.tokenFor(parent.person), child };
    };
    const owner = await familyOf();
    const signedInMember = async (organisation: string, email: string) => {
      const token = await api.tokenFor(
        personFor(email, { merits: [{ id: organisation, name: 'Org', status: 'accepted' }] }),
      );
      await api.request('POST', `/api/login/service-provider/${organisation}/login/success`, { token });
      return token;
    };
    const tokens = {
      anotherParent: (await familyOf()).token,
      providerMember: await signedInMember(provider.organisationId, 'quote.member@provider.example.com'),
      anotherOrganisation: await signedInMember(
        (await insertProvider(api.db)).organisationId,
        'quote.member@other.example.com',
      ),
      staff: await api.tokenFor((await insertMeritCs(api.db)).person),
      owner: owner.token,
    };
    const everyone = [['anonymous', undefined] as const, ...Object.entries(tokens)];
    const request = JSON.stringify({
      childId: owner.child.id,
      amount: 100,
      category: 'tutoring',
      description: 'Ten sessions',
      expectedDate: programmeDate(api.now.value),
      serviceProviderNumber: provider.number,
    });
    const asking: Record<string, number> = {};
    for (const [who, token] of everyone) {
      const form = new FormData();
      form.append('request', request);
      form.append('file1', new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), 'quote.pdf');
      const signedIn = token === undefined ? {} : { token };
      asking[who] = (
        await api.request('POST', '/api/user/pre-approvals/with-quote', { ...signedIn, body: form })
      ).status;
    }
    expect(asking).toEqual({
      anonymous: 401,
      anotherParent: 404,
      providerMember: 403,
      anotherOrganisation: 403,
      staff: 403,
      owner: 201,
    });
    interface Listed {
      data: { preApprovals: { id: number; quoteFile?: { url: string } }[] };
    }
    const [asked] = ((await api.request('GET', '/api/user/pre-approvals', { token: owner.token })).body as Listed).data
      .preApprovals;
    const id = asked?.id ?? 0;
    await api.request('POST', `/api/merit-cs/pre-approvals/${id}/decision`, {
      token: tokens.staff,
      json: { action: 'passInternalReview' },
    });
    // Who is given a link to it, in the views each may read.
    const links: Record<string, { own?: string; staff?: string; provider?: string }> = {};
    for (const [who, token] of everyone) {
      const signedIn = token === undefined ? {} : { token };
      const linkIn = async (path: string) => {
        const response = await api.request('GET', path, signedIn);
        if (response.status !== 200) return String(response.status);
        const { data } = response.body as { data: { quoteFile?: { url: string } } | Listed['data'] };
        const view = 'preApprovals' in data ? data.preApprovals.find((row) => row.id === id) : data;
        return view?.quoteFile === undefined ? 'none' : 'link';
      };
      links[who] = {
        own: await linkIn(`/api/user/pre-approvals/${id}`),
        staff: await linkIn(`/api/merit-cs/pre-approvals/${id}`),
        provider: await linkIn(`/api/service-provider/${provider.organisationId}/pre-approvals`),
      };
    }
    expect(links).toEqual({
      anonymous: { own: '401', staff: '401', provider: '401' },
      anotherParent: { own: '404', staff: '403', provider: '404' },
      providerMember: { own: '403', staff: '403', provider: 'link' },
      anotherOrganisation: { own: '403', staff: '403', provider: '404' },
      staff: { own: '403', staff: 'link', provider: '404' },
      owner: { own: 'link', staff: '403', provider: '404' },
    });
    // The link is the credential: it opens without a token for whoever holds it, and nothing opens without one.
    const url = new URL(asked?.quoteFile?.url ?? '');
    expect((await fetch(`${api.url}${url.pathname}${url.search}`)).status).toBe(200);
    expect((await api.request('GET', url.pathname, { token: owner.token })).status).toBe(400);
  });

  it('reads a file on the claim form for a signed-in parent only', async () => {
    const parent = await insertParent(api.db);
    const member = personFor('reader.member@provider.example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const providerToken = await api.tokenFor(member);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: providerToken });
    const statusFor = async (token?: string) => {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), 'invoice.pdf');
      const path = '/api/user/claim/receipt-reading';
      return (await api.request('POST', path, { body: form, ...(token ? { token } : {}) })).status;
    };
    expect({
      provider: await statusFor(providerToken),
      staff: await statusFor(await api.tokenFor((await insertMeritCs(api.db)).person)),
      anonymous: await statusFor(),
      parent: await statusFor(await api.tokenFor(parent.person)),
    }).toEqual({ provider: 403, staff: 403, anonymous: 401, parent: 200 });
  });

  it("tells a parent only about their own family's claims when asked about a typed receipt number", async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const claim = await insertClaim(api.db, { childId: child.id, submittedBy: owner.user.id });
    await api.db.insert(claimFiles).values({
      claimId: claim.id,
      position: 0,
      originalName: 'invoice.pdf',
      sha256: 'a'.repeat(64),
      mimeType: 'application/pdf',
      sizeBytes: 10,
      receiptNumber: 'AUTH551',
    });
    const member = personFor('number.member@provider.example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const providerToken = await api.tokenFor(member);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: providerToken });
    const answerFor = async (token?: string) => {
      const response = await api.request(
        'GET',
        '/api/user/claim/receipt-number?number=AUTH551',
        token ? { token } : {},
      );
      const named = (response.body as { data?: { alreadySent: { claimId: number }[] } }).data?.alreadySent;
      return { status: response.status, named: named?.map((sent) => sent.claimId) ?? null };
    };
    expect({
      owner: await answerFor(await api.tokenFor(owner.person)),
      anotherParent: await answerFor(await api.tokenFor((await insertParent(api.db)).person)),
      provider: await answerFor(providerToken),
      staff: await answerFor(await api.tokenFor((await insertMeritCs(api.db)).person)),
      anonymous: await answerFor(),
    }).toEqual({
      owner: { status: 200, named: [claim.id] },
      anotherParent: { status: 200, named: [] },
      provider: { status: 403, named: null },
      staff: { status: 403, named: null },
      anonymous: { status: 401, named: null },
    });
  });

  it("keeps each signed-in person's language, parent, provider member or staff, to that person only", async () => {
    const parent = await insertParent(api.db);
    const member = personFor('language.member@provider.example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const providerToken = await api.tokenFor(member);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: providerToken });
    const people = [
      { who: 'parent', token: await api.tokenFor(parent.person), language: 'es' },
      { who: 'provider', token: providerToken, language: 'en' },
      { who: 'staff', token: await api.tokenFor((await insertMeritCs(api.db)).person), language: 'es' },
    ];
    const changed: Record<string, number> = {};
    for (const { who, token, language } of people) {
      changed[who] = (await api.request('PUT', '/api/user/language', { token, json: { language } })).status;
    }
    const read: Record<string, unknown> = {};
    for (const { who, token } of people) {
      read[who] = (await api.request('GET', '/api/user/language', { token })).body;
    }
    const anonymous = {
      read: (await api.request('GET', '/api/user/language')).status,
      change: (await api.request('PUT', '/api/user/language', { json: { language: 'es' } })).status,
    };
    expect({ changed, read, anonymous }).toEqual({
      changed: { parent: 200, provider: 200, staff: 200 },
      read: {
        parent: { success: true, data: { language: 'es' } },
        provider: { success: true, data: { language: 'en' } },
        staff: { success: true, data: { language: 'es' } },
      },
      anonymous: { read: 401, change: 401 },
    });
  });

  it("lets a provider's review link be used signed out, or by a member of the claim's organisation only", async () => {
    const owner = await insertParent(api.db);
    const child = await insertChild(api.db, owner.user.id);
    const provider = await insertProvider(api.db);
    const theirs = await insertProvider(api.db);
    const signedInMember = async (organisation: string, email: string) => {
      const token = await api.tokenFor(
        personFor(email, { merits: [{ id: organisation, name: 'Org', status: 'accepted' }] }),
      );
      await api.request('POST', `/api/login/service-provider/${organisation}/login/success`, { token });
      return token;
    };
    const tokens = {
      member: await signedInMember(provider.organisationId, 'link.member@provider.example.com'),
      anotherOrganisation: await signedInMember(theirs.organisationId, 'link.member@other.example.com'),
      owner: await api.tokenFor(owner.person),
      anotherParent: await api.tokenFor((await insertParent(api.db)).person),
      staff: await api.tokenFor((await insertMeritCs(api.db)).person),
    };
    const statuses: Record<string, { read: number; approve: number }> = {};
    for (const [who, token] of [...Object.entries(tokens), ['anonymous', undefined] as const]) {
      const claim = await insertClaim(api.db, {
        childId: child.id,
        submittedBy: owner.user.id,
        status: 'Pending external',
        serviceProviderId: provider.id,
        amountCents: 100,
      });
      const link = await issueReviewToken(
        api.db,
        reviewTokenSecret(api.config),
        claim.id,
        'external',
        api.now.value,
        60,
      );
      const signedIn = token === undefined ? {} : { token };
      statuses[who] = {
        read: (await api.request('GET', `/api/review-claim/${link}`, signedIn)).status,
        approve: (
          await api.request('POST', `/api/review-claim/${link}/approve`, { ...signedIn, json: { reviewerName: 'A B' } })
        ).status,
      };
    }
    expect(statuses).toEqual({
      member: { read: 200, approve: 200 },
      anotherOrganisation: { read: 403, approve: 403 },
      owner: { read: 403, approve: 403 },
      anotherParent: { read: 403, approve: 403 },
      staff: { read: 403, approve: 403 },
      anonymous: { read: 200, approve: 200 },
    });
  });

  it("records support staff's download of a claim search, and refuses it to everyone else", async () => {
    const member = personFor('export.member@provider.example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const providerToken = await api.tokenFor(member);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: providerToken });
    const staff = await insertMeritCs(api.db);
    const tokens = {
      staff: await api.tokenFor(staff.person),
      parent: await api.tokenFor((await insertParent(api.db)).person),
      provider: providerToken,
    };
    const statuses: Record<string, number> = {};
    for (const [who, token] of [...Object.entries(tokens), ['anonymous', undefined] as const]) {
      const response = await fetch(
        `${api.url}/api/merit-cs/claims/csv?q=pat`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
      await response.arrayBuffer();
      statuses[who] = response.status;
    }
    expect(statuses).toEqual({ staff: 200, parent: 403, provider: 403, anonymous: 401 });
    const recorded = await api.db.select().from(staffExports).where(eq(staffExports.query, 'pat'));
    expect(recorded.map((row) => row.staffUserId)).toEqual([staff.user.id]);
  });

  it("gives a family's data archive, and a link to it, to that family's parent only", async () => {
    const owner = await insertParent(api.db, { firstName: 'Owena' });
    const child = await insertChild(api.db, owner.user.id, { firstName: 'Archibald' });
    await insertClaim(api.db, { childId: child.id, submittedBy: owner.user.id });
    const another = await insertParent(api.db, { firstName: 'Otto' });
    const member = personFor('archive.member@provider.example.com', {
      merits: [{ id: organisationId, name: 'Org', status: 'accepted' }],
    });
    const providerToken = await api.tokenFor(member);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: providerToken });
    const tokens = {
      owner: await api.tokenFor(owner.person),
      anotherParent: await api.tokenFor(another.person),
      provider: providerToken,
      staff: await api.tokenFor((await insertMeritCs(api.db)).person),
    };
    const archiveFor = (token?: string) =>
      fetch(`${api.url}/api/user/data-archive`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    const statuses: Record<string, { archive: number; link: number }> = {};
    for (const [who, token] of [...Object.entries(tokens), ['anonymous', undefined] as const]) {
      const archive = await archiveFor(token);
      await archive.arrayBuffer();
      const link = await api.request('POST', '/api/user/data-archive/link', token ? { token } : {});
      statuses[who] = { archive: archive.status, link: link.status };
    }
    expect(statuses).toEqual({
      owner: { archive: 200, link: 200 },
      anotherParent: { archive: 200, link: 200 },
      provider: { archive: 403, link: 403 },
      staff: { archive: 403, link: 403 },
      anonymous: { archive: 401, link: 401 },
    });
    // Another parent's archive is their own: nothing of the owner's family is in it.
    const zip = join(api.filesDir, 'another-parent.zip');
    writeFileSync(zip, Buffer.from(await (await archiveFor(tokens.anotherParent)).arrayBuffer()));
    const theirs = execFileSync('unzip', ['-p', zip], { encoding: 'latin1' });
    expect(theirs).toContain('Otto');
    expect(theirs).not.toContain('Owena');
    expect(theirs).not.toContain('Archibald');
    // A link names its parent under the signature: changed to name someone else, it opens nothing.
    const linked = await api.request('POST', '/api/user/data-archive/link', { token: tokens.anotherParent });
    const url = new URL((linked.body as { data: { url: string } }).data.url.replace(api.config.publicUrl, api.url));
    const followed = await fetch(url);
    await followed.arrayBuffer();
    expect(followed.status).toBe(200);
    url.searchParams.set('parent', String(owner.user.id));
    expect((await fetch(url)).status).toBe(404);
  });
});

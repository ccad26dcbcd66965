import { eq } from 'drizzle-orm';
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
import { claims, providerMembers, serviceProviders, users } from '../../db/schema.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

let api: TestApp;
const asStaff = { token: '' };
beforeAll(async () => {
  api = await startTestApp();
  const staff = await insertMeritCs(api.db, { firstName: 'Sam', lastName: 'Taylor' });
  asStaff.token = await api.tokenFor(staff.person);
});
afterAll(() => api.close());

const PDF = new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' });

interface Setup {
  provider?: { status?: 'Active' | 'Inactive'; isFauxServiceProvider?: boolean } | 'none' | 'nonAce';
  amount?: string;
  awardCents?: number;
}

/** A parent submits a claim through the API, as the web app does; answers what the test needs. */
async function submittedClaim(setup: Setup = {}) {
  const parent = await insertParent(api.db, { email: `p${String(Math.random()).slice(2)}@example.com` });
  const child = await insertChild(api.db, parent.user.id, { awardCents: setup.awardCents ?? 100_000 });
  const providerSetup = setup.provider ?? {};
  const provider =
    typeof providerSetup === 'object'
      ? await insertProvider(api.db, {
          ...providerSetup,
          status: 'Active',
          contactEmail: 'office@provider.example.com',
        })
      : undefined;
  const form = new FormData();
  const fields: Record<string, string> = {
    childId: String(child.id),
    amount: setup.amount ?? '100.00',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Tutoring',
    payTo: provider ? 'Vendor' : 'User',
  };
  if (provider) fields.serviceProviderNumber = provider.number;
  else
    fields.nonAceServiceProvider = JSON.stringify({
      name: 'Ms. Patel',
      address: '1 Main St',
      phoneNumber: '614-555-0123',
      email: 'patel@example.com',
      website: 'patel.example.com',
    });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file1', PDF, 'invoice.pdf');
  const response = await api.request('POST', '/api/user/claim', {
    token: await api.tokenFor(parent.person),
    body: form,
  });
  expect(response.status).toBe(201);
  const id = (response.body as { data: { id: number } }).data.id;
  if (setup.provider === 'none')
    await api.db.update(claims).set({ nonAceServiceProvider: null }).where(eq(claims.id, id));
  if (provider && typeof providerSetup === 'object' && providerSetup.status === 'Inactive') {
    await api.db.update(serviceProviders).set({ status: 'Inactive' }).where(eq(serviceProviders.id, provider.id));
  }
  return { id, parent, child, provider };
}

async function internalToken(claimId: number): Promise<string> {
  const response = await api.request('GET', `/api/claim/merit-cs/${claimId}`, asStaff);
  const link = (response.body as { data: { internalReviewLink: string } }).data.internalReviewLink;
  return new URL(link).searchParams.get('token') ?? '';
}

function tokenInMail(claimId: number): string {
  const mail = api.mail.messages.find((message) => message.subject === `Claim ${claimId} is waiting for your review`);
  const link = /https?:\/\/\S+review-claim\?token=([\w-]+)/.exec(mail?.text ?? '');
  return link?.[1] ?? '';
}

describe('internal review of a programme provider’s claim', () => {
  it('goes Pending → Pending external → Accepted, e-mails the provider and the parent, and keeps the audit trail', async () => {
    const { id, parent } = await submittedClaim();
    const token = await internalToken(id);

    expect(await api.request('GET', `/api/review-claim/${token}`)).toMatchObject({
      status: 401,
      body: { error: 'Please sign in as Merit CS to review this claim' },
    });
    const review = await api.request('GET', `/api/review-claim/${token}`, asStaff);
    expect(review).toMatchObject({
      status: 200,
      body: {
        data: {
          reviewType: 'internal',
          reviewed: false,
          amountInfo: { available: 900, pending: 100 },
          claim: { id, status: 'Pending' },
        },
      },
    });
    const fileUrl = (review.body as { data: { claim: { files: { url: string }[] } } }).data.claim.files[0]?.url ?? '';
    const file = await fetch(fileUrl.replace(api.config.publicUrl, api.url));
    // A link made for a staff member is kept by no browser: each opening is recorded (ADR 0019).
    expect([
      file.status,
      file.headers.get('content-type'),
      file.headers.get('content-disposition'),
      file.headers.get('cache-control'),
    ]).toEqual([200, 'application/pdf', "attachment; filename*=UTF-8''invoice.pdf", 'no-store']);
    // One character of the signature changed (to another character: a signature may begin with any of them).
    const tamperedUrl = fileUrl
      .replace(api.config.publicUrl, api.url)
      .replace(/signature=(.)/, (_whole, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`);
    const tampered = await fetch(tamperedUrl);
    expect(tampered.status).toBe(404);

    const approve = await api.request('POST', `/api/review-claim/${token}/approve`, {
      ...asStaff,
      json: { reviewerName: 'Sam' },
    });
    expect(approve).toMatchObject({ status: 422, body: { error: 'This action is not available for this claim' } });
    const noName = await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: ' ' },
    });
    expect(noName).toMatchObject({ status: 400, body: { error: 'You must fill out the reviewer name field' } });

    const passed = await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: ' Sam Taylor ' },
    });
    expect(passed).toMatchObject({ status: 200, body: { data: { status: 'Pending external' } } });
    expect((await api.request('GET', `/api/review-claim/${token}`, asStaff)).body).toMatchObject({
      data: { reviewed: true },
    });
    const again = await api.request('POST', `/api/review-claim/${token}/reject`, {
      ...asStaff,
      json: { reason: 'incorrectProvider', reviewerName: 'Sam' },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'This claim is already reviewed' } });

    await api.runJobs();
    const external = tokenInMail(id);
    expect(external).not.toBe('');
    expect(
      api.mail.messages.find((message) => message.subject === `Claim ${id} is waiting for your review`)?.to,
    ).toEqual(['office@provider.example.com']);
    const providerView = await api.request('GET', `/api/review-claim/${external}`);
    expect(providerView).toMatchObject({
      status: 200,
      body: { data: { reviewType: 'external', reviewed: false, relevantClaims: [] } },
    });
    const accepted = await api.request('POST', `/api/review-claim/${external}/approve`, {
      json: { reviewerName: 'Olivia Brown' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { data: { status: 'Accepted' } } });

    await api.runJobs();
    const decision = api.mail.messages.find((message) => message.subject === `Your claim ${id} was approved`);
    expect(decision?.to).toEqual([parent.user.email]);
    expect(decision?.text).toContain(`Your claim ${id} for $100 for`);

    const trail = await api.request('GET', `/api/claim/${id}/events`, asStaff);
    expect(
      (trail.body as { data: { action: string; actor: string | null; toStatus: string | null }[] }).data.map(
        (event) => [event.action, event.actor, event.toStatus],
      ),
    ).toEqual([
      ['submitted', 'Pat ' + parent.user.lastName, 'Pending'],
      ['passedInternalReview', 'Sam Taylor', 'Pending external'],
      ['approved', 'Olivia Brown', 'Accepted'],
    ]);
  });

  it('lets support staff reject with a reason, Other needing notes', async () => {
    const { id, parent } = await submittedClaim();
    const token = await internalToken(id);
    const other = await api.request('POST', `/api/review-claim/${token}/reject`, {
      ...asStaff,
      json: { reason: 'other', notes: '  ', reviewerName: 'Sam' },
    });
    expect(other).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'notes', message: 'Please write in a reason for the rejection' }] },
    });
    const rejected = await api.request('POST', `/api/review-claim/${token}/reject`, {
      ...asStaff,
      json: { reason: 'receiptMismatch', reviewerName: 'Sam' },
    });
    expect(rejected).toMatchObject({ status: 200, body: { data: { status: 'Rejected' } } });
    await api.runJobs();
    const mail = api.mail.messages.find((message) => message.subject === `Your claim ${id} was rejected`);
    expect(mail?.to).toEqual([parent.user.email]);
    expect(mail?.text).toContain('Reason: Receipt/Invoice does not match claim');
    const [row] = await api.db.select().from(claims).where(eq(claims.id, id));
    expect(row).toMatchObject({ status: 'Rejected', reviewerName: 'Sam', rejectionReason: 'receiptMismatch' });
    // Staff reading the claim later (a parent's call) see who rejected it, when, and the reason the parent was given.
    const view = await api.request('GET', `/api/claim/merit-cs/${id}`, asStaff);
    expect(view).toMatchObject({
      status: 200,
      body: {
        data: {
          decision: {
            reviewerName: 'Sam',
            reviewedAt: api.now.value.toISOString(),
            rejectionReason: 'Receipt/Invoice does not match claim',
          },
        },
      },
    });
  });
});

describe('faux and non-programme providers', () => {
  it('are approved by support staff directly', async () => {
    for (const setup of [{ provider: { isFauxServiceProvider: true } }, { provider: 'nonAce' as const }]) {
      const { id } = await submittedClaim(setup);
      const token = await internalToken(id);
      const pass = await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
        ...asStaff,
        json: { reviewerName: 'Sam' },
      });
      expect(pass.status).toBe(422);
      const approve = await api.request('POST', `/api/review-claim/${token}/approve`, {
        ...asStaff,
        json: { reviewerName: 'Sam' },
      });
      expect(approve).toMatchObject({ status: 200, body: { data: { status: 'Accepted' } } });
      const view = await api.request('GET', `/api/claim/merit-cs/${id}`, asStaff);
      expect(view).toMatchObject({ body: { data: { decision: { reviewerName: 'Sam', rejectionReason: null } } } });
    }
  });
});

describe('the review guards', () => {
  it('block an Inactive provider until support staff assign an active one', async () => {
    const { id } = await submittedClaim({ provider: { status: 'Inactive' } });
    const token = await internalToken(id);
    const blocked = await api.request('POST', `/api/review-claim/${token}/reject`, {
      ...asStaff,
      json: { reason: 'incorrectProvider', reviewerName: 'Sam' },
    });
    expect(blocked).toMatchObject({ status: 422, body: { error: "This claim's service provider is Inactive." } });
    const inactive = await insertProvider(api.db, { status: 'Inactive' });
    expect(
      await api.request('POST', `/api/review-claim/${token}/assign-service-provider`, {
        ...asStaff,
        json: { serviceProviderNumber: inactive.number },
      }),
    ).toMatchObject({ status: 422, body: { error: 'This service provider is Inactive. Please choose an active one' } });
    expect(
      await api.request('POST', `/api/review-claim/${token}/assign-service-provider`, {
        ...asStaff,
        json: { serviceProviderNumber: '999999' },
      }),
    ).toMatchObject({ status: 422, body: { error: 'Please enter a valid service provider number' } });
    const active = await insertProvider(api.db, { name: 'Good Tutors' });
    const lookup = await api.request('GET', `/api/service-provider/${active.number}/${token}`);
    expect(lookup).toMatchObject({ status: 200, body: { data: { number: active.number, name: 'Good Tutors' } } });
    expect((await api.request('GET', `/api/service-provider/${active.number}/not-a-real-token-at-all`)).status).toBe(
      404,
    );
    const assigned = await api.request('POST', `/api/review-claim/${token}/assign-service-provider`, {
      ...asStaff,
      json: { serviceProviderNumber: active.number },
    });
    expect(assigned).toMatchObject({ status: 200, body: { data: { number: active.number } } });
    const passed = await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: 'Sam' },
    });
    expect(passed.status).toBe(200);
  });

  it('block a claim without any provider', async () => {
    const { id } = await submittedClaim({ provider: 'none' });
    const token = await internalToken(id);
    const blocked = await api.request('POST', `/api/review-claim/${token}/reject`, {
      ...asStaff,
      json: { reason: 'incorrectProvider', reviewerName: 'Sam' },
    });
    expect(blocked).toMatchObject({
      status: 422,
      body: { error: 'This claim has no service provider. Assign a service provider before acting on it.' },
    });
  });

  it('block a claim the child’s funds no longer cover', async () => {
    const { id, child, parent } = await submittedClaim({ amount: '600.00', awardCents: 100_000 });
    await insertClaim(api.db, {
      childId: child.id,
      submittedBy: parent.user.id,
      amountCents: 50_000,
      status: 'Accepted',
    });
    const token = await internalToken(id);
    const review = await api.request('GET', `/api/review-claim/${token}`, asStaff);
    expect(review.body).toMatchObject({ data: { amountInfo: { available: -100, pending: 600 } } });
    const blocked = await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: 'Sam' },
    });
    expect(blocked).toMatchObject({ status: 422, body: { error: "The student's available funds are negative." } });
  });
});

describe('review links', () => {
  it('let exactly one of two reviewers acting at once win', async () => {
    const { id } = await submittedClaim();
    const token = await internalToken(id);
    await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: 'Sam' },
    });
    await api.runJobs();
    const external = tokenInMail(id);
    const [first, second] = await Promise.all([
      api.request('POST', `/api/review-claim/${external}/approve`, { json: { reviewerName: 'A' } }),
      api.request('POST', `/api/review-claim/${external}/reject`, {
        json: { reason: 'incorrectProvider', reviewerName: 'B' },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({ error: 'This claim is already reviewed' });
    const [row] = await api.db.select().from(claims).where(eq(claims.id, id));
    expect(['Accepted', 'Rejected']).toContain(row?.status);
  });

  it('stop working after they expire, answering like any unknown link', async () => {
    const { id } = await submittedClaim();
    const token = await internalToken(id);
    api.now.value = new Date(api.now.value.getTime() + 61 * 86_400_000);
    try {
      expect(await api.request('GET', `/api/review-claim/${token}`, asStaff)).toMatchObject({
        status: 404,
        body: { error: 'This review link is not valid or has expired' },
      });
      expect((await api.request('GET', `/api/review-claim/${'x'.repeat(43)}`, asStaff)).status).toBe(404);
    } finally {
      api.now.value = new Date(api.now.value.getTime() - 61 * 86_400_000);
    }
  });

  it("answer a link cut short or garbled in the words of an invalid link, never a validator's", async () => {
    const { id } = await submittedClaim();
    const token = await internalToken(id);
    for (const broken of [token.slice(0, 12), `${token.slice(0, 30)}%20x`]) {
      expect(await api.request('GET', `/api/review-claim/${broken}`, asStaff)).toMatchObject({
        status: 400,
        body: { error: 'This review link is not valid or has expired' },
      });
      expect(
        await api.request('POST', `/api/review-claim/${broken}/approve`, { ...asStaff, json: { reviewerName: 'Sam' } }),
      ).toMatchObject({ status: 400, body: { error: 'This review link is not valid or has expired' } });
    }
  });

  it('refuse what their type does not offer, and a provider user of another organisation', async () => {
    const { id, provider } = await submittedClaim();
    const token = await internalToken(id);
    await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: 'Sam' },
    });
    await api.runJobs();
    const external = tokenInMail(id);
    expect(
      (
        await api.request('POST', `/api/review-claim/${external}/assign-service-provider`, {
          json: { serviceProviderNumber: provider?.number ?? '' },
        })
      ).status,
    ).toBe(422);
    const other = await insertProvider(api.db);
    const stranger = personFor('stranger@other.example.com', {
      merits: [{ id: other.organisationId, name: 'Other', status: 'accepted' }],
    });
    const strangerToken = await api.tokenFor(stranger);
    await api.request('POST', `/api/login/service-provider/${other.organisationId}/login/success`, {
      token: strangerToken,
    });
    expect(await api.request('GET', `/api/review-claim/${external}`, { token: strangerToken })).toMatchObject({
      status: 403,
      body: { error: 'This claim belongs to another organisation' },
    });
    const member = personFor('member@provider.example.com', {
      merits: [{ id: provider?.organisationId ?? '', name: 'P', status: 'accepted' }],
    });
    const memberToken = await api.tokenFor(member);
    await api.request('POST', `/api/login/service-provider/${provider?.organisationId ?? ''}/login/success`, {
      token: memberToken,
    });
    expect((await api.request('GET', `/api/review-claim/${external}`, { token: memberToken })).status).toBe(200);
    const [membership] = await api.db
      .select()
      .from(providerMembers)
      .innerJoin(users, eq(users.id, providerMembers.userId))
      .where(eq(users.email, 'member@provider.example.com'));
    expect(membership).toBeDefined();
  });

  it("refuse anyone signed in but the provider's own members on the provider's link, reading or deciding", async () => {
    const { id, parent } = await submittedClaim();
    const token = await internalToken(id);
    await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: 'Sam' },
    });
    await api.runJobs();
    const external = tokenInMail(id);
    const refused = {
      status: 403,
      body: { code: 'PROVIDER_LINK_ONLY', error: "This review link is for the claim's service provider only" },
    };
    for (const signedIn of [asStaff, { token: await api.tokenFor(parent.person) }]) {
      expect(await api.request('GET', `/api/review-claim/${external}`, signedIn)).toMatchObject(refused);
      expect(
        await api.request('POST', `/api/review-claim/${external}/approve`, {
          ...signedIn,
          json: { reviewerName: 'Olivia Brown' },
        }),
      ).toMatchObject(refused);
    }
    const [row] = await api.db.select().from(claims).where(eq(claims.id, id));
    expect(row?.status).toBe('Pending external');
    expect((await api.request('GET', `/api/review-claim/${external}`)).status).toBe(200);
  });

  it('show only that the claim is reviewed once it is decided, while they last: no claim, names or file links', async () => {
    const { id, parent, child } = await submittedClaim();
    const internal = await internalToken(id);
    await api.request('POST', `/api/review-claim/${internal}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: 'Sam' },
    });
    await api.runJobs();
    const external = tokenInMail(id);
    const open = await api.request('GET', `/api/review-claim/${external}`);
    expect(JSON.stringify(open.body)).toContain(child.firstName);
    expect(
      await api.request('POST', `/api/review-claim/${external}/approve`, { json: { reviewerName: 'Olivia Brown' } }),
    ).toMatchObject({ status: 200 });
    api.now.value = new Date(api.now.value.getTime() + 59 * 86_400_000);
    try {
      for (const [link, reviewType, signedIn] of [
        [external, 'external', {}],
        [internal, 'internal', asStaff],
      ] as const) {
        const decided = await api.request('GET', `/api/review-claim/${link}`, signedIn);
        expect(decided).toMatchObject({ status: 200, body: { data: { reviewType, reviewed: true } } });
        const data = (decided.body as { data: object }).data;
        expect(Object.keys(data).sort()).toEqual(['decision', 'reviewType', 'reviewed']);
        const text = JSON.stringify(decided.body);
        for (const secret of [child.firstName, parent.user.lastName, '/api/files/', '100']) {
          expect(text).not.toContain(secret);
        }
      }
    } finally {
      api.now.value = new Date(api.now.value.getTime() - 59 * 86_400_000);
    }
  });

  it('show the provider the link of each claim waiting for them in their pending list', async () => {
    const { id, provider } = await submittedClaim();
    const token = await internalToken(id);
    await api.request('POST', `/api/review-claim/${token}/send-for-external-review`, {
      ...asStaff,
      json: { reviewerName: 'Sam' },
    });
    await api.runJobs();
    const external = tokenInMail(id);
    const organisationId = provider?.organisationId ?? '';
    const member = personFor('lister@provider.example.com', {
      merits: [{ id: organisationId, name: 'P', status: 'accepted' }],
    });
    const memberToken = await api.tokenFor(member);
    await api.request('POST', `/api/login/service-provider/${organisationId}/login/success`, { token: memberToken });
    const list = await api.request('GET', `/api/service-provider/${organisationId}/pending-vendor-approval-claims`, {
      token: memberToken,
    });
    expect(list.body).toMatchObject({
      data: { items: [{ id, externalReviewLink: `http://localhost:8080/review-claim?token=${external}` }] },
    });
  });

  it('need a support agent for internal review, not a parent', async () => {
    const { id, parent } = await submittedClaim();
    const secret = reviewTokenSecret(api.config);
    const token = await issueReviewToken(api.db, secret, id, 'internal', api.now.value, 60);
    const response = await api.request('GET', `/api/review-claim/${token}`, {
      token: await api.tokenFor(parent.person),
    });
    expect(response).toMatchObject({ status: 403, body: { error: 'Please sign in as Merit CS to review this claim' } });
  });

  it('list the child’s other claims and claims with the same receipt for internal review, biggest first', async () => {
    const { id, child, parent } = await submittedClaim({ amount: '50.00' });
    await insertClaim(api.db, {
      childId: child.id,
      submittedBy: parent.user.id,
      amountCents: 30_000,
      status: 'Accepted',
    });
    const elsewhere = await submittedClaim({ amount: '20.00' });
    const token = await internalToken(id);
    const review = await api.request('GET', `/api/review-claim/${token}`, asStaff);
    const relevant = (
      review.body as {
        data: { relevantClaims: { amount: number; status: string; internalReviewLink: string | null }[] };
      }
    ).data.relevantClaims;
    expect(relevant.map((claim) => [claim.amount, claim.status])).toContainEqual([300, 'Accepted']);
    expect(relevant.map((claim) => claim.amount)).toEqual(
      [...relevant.map((claim) => claim.amount)].sort((a, b) => b - a),
    );
    expect(relevant.some((claim) => claim.amount === 20 && claim.internalReviewLink !== null)).toBe(true);
    expect(elsewhere.id).not.toBe(id);
  });
});

describe('rate limiting', () => {
  it('answers 429 past the limit per minute', async () => {
    const limited = await startTestApp({ REVIEW_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await limited.request('GET', `/api/review-claim/${'y'.repeat(43)}`)).status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect((await limited.request('GET', `/api/review-claim/${'y'.repeat(43)}`)).body).toMatchObject({
        code: 'RATE_LIMITED',
        error: 'Too many requests. Please wait a moment and try again.',
      });
    } finally {
      await limited.close();
    }
  });
});

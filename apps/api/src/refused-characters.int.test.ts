import { translate } from '@ace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { claims } from './db/schema.ts';
import { issueReviewToken, reviewTokenSecret } from './modules/review-tokens/review-tokens.ts';

/**
 * A control character or a lone surrogate, in each kind of input the API takes, is refused with a 400 and a plain
 * sentence: before, a NUL reached PostgreSQL and failed the query (a 500), and a lone surrogate was stored as U+FFFD.
 */
const REFUSED = translate('text.refusedCharacters');

let api: TestApp;
let staff: string;
let parent: string;
let member: string;
let provider: Awaited<ReturnType<typeof insertProvider>>;
let childId: number;
let parentId: number;

beforeAll(async () => {
  api = await startTestApp();
  const parentRow = await insertParent(api.db);
  parentId = parentRow.user.id;
  childId = (await insertChild(api.db, parentId)).id;
  provider = await insertProvider(api.db, { status: 'Active' });
  staff = await api.tokenFor((await insertMeritCs(api.db)).person);
  parent = await api.tokenFor(parentRow.person);
  member = await api.tokenFor((await insertProviderMember(api.db, provider)).person);
});
afterAll(() => api.close());

function refusal(path: string, message = REFUSED) {
  return {
    status: 400,
    body: { success: false, code: 'VALIDATION_FAILED', error: message, issues: [{ path, message }] },
  };
}

describe('a control character', () => {
  it('in a path parameter: a provider number, an organisation', async () => {
    expect(await api.request('GET', '/api/service-provider/number/%00', { token: staff })).toMatchObject(
      refusal('number', translate('claim.provider.invalid')),
    );
    expect(await api.request('GET', '/api/service-provider/number/12%1B456', { token: parent })).toMatchObject(
      refusal('number', translate('claim.provider.invalid')),
    );
    expect(
      await api.request('GET', `/api/service-provider/${provider.organisationId}%00`, { token: member }),
    ).toMatchObject(refusal('id'));
  });

  it('in a list filter', async () => {
    expect(await api.request('GET', '/api/claim/automation?childName=Kid%00', { token: staff })).toMatchObject(
      refusal('childName'),
    );
    const list = `/api/service-provider/${provider.organisationId}/history-claims?parentLastName=%C2%85`;
    expect(await api.request('GET', list, { token: member })).toMatchObject(refusal('parentLastName'));
  });

  it('in a JSON body, and a lone surrogate too, which was stored as U+FFFD', async () => {
    const claim = await insertClaim(api.db, {
      childId,
      submittedBy: parentId,
      serviceProviderId: provider.id,
      payTo: 'Vendor',
      status: 'Pending external',
    });
    const token = await issueReviewToken(
      api.db,
      reviewTokenSecret(api.config),
      claim.id,
      'external',
      api.now.value,
      api.config.reviewTokenDays,
    );
    for (const reviewerName of ['Ada\u0000', 'Ada\ud800']) {
      const answer = await api.request('POST', `/api/review-claim/${token}/approve`, { json: { reviewerName } });
      expect(answer).toMatchObject(refusal('reviewerName'));
    }
    const [row] = await api.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row).toMatchObject({ status: 'Pending external', reviewerName: null });
    expect(
      await api.request('POST', '/api/service-provider/', {
        token: staff,
        json: { organisationId: 'org-new', name: 'Tutors\u0007' },
      }),
    ).toMatchObject(refusal('name'));
  });

  it('takes tabs and line breaks where a text has several lines', async () => {
    const claim = await insertClaim(api.db, { childId, submittedBy: parentId, status: 'Accepted' });
    const answer = await api.request('POST', `/api/claim/${claim.id}`, {
      token: staff,
      json: { note: 'Reopened after a call:\r\n\tthe invoice was for September' },
    });
    expect(answer.status).toBe(200);
    const refused = await api.request('POST', `/api/claim/${claim.id}`, { token: staff, json: { note: 'Why\u0000' } });
    expect(refused).toMatchObject(refusal('note'));
  });

  it('in a field or a file name of a multipart claim', async () => {
    const send = async (fields: Record<string, string>, fileName = 'invoice.pdf') => {
      const form = new FormData();
      const all = {
        childId: String(childId),
        amount: '10.00',
        category: 'tutoring',
        dateOfService: '2023-09-01',
        description: 'Tutoring',
        payTo: 'Vendor',
        serviceProviderNumber: provider.number,
        ...fields,
      };
      for (const [name, value] of Object.entries(all)) form.append(name, value);
      form.append('file1', new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')]), fileName);
      return api.request('POST', '/api/user/claim', { token: parent, body: form });
    };
    expect(await send({ description: 'Tutoring\u0000' })).toMatchObject(refusal('description'));
    expect(await send({}, 'invoice\u0000.pdf')).toMatchObject(refusal('files.0.name'));
    expect((await send({ description: 'Algebra,\n\tweekly' })).status).toBe(201);
  });
});

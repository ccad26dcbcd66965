import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  linkBank,
  readAtBank,
  subscribeToBankWebhooks,
  TEST_BANK_ACCOUNT,
} from '../../../test/bank-flow.ts';
import { insertChild, insertParent, insertProvider, insertProviderMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { findOwnerBank, type BankOwner } from './bank.repository.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
  await subscribeToBankWebhooks(api);
});
afterAll(() => api.close());

const noBank = { hasProvidedBankDetails: false, hasHealthyBankConnection: false };

async function linkedParent() {
  const { user, person } = await insertParent(api.db, noBank);
  await insertChild(api.db, user.id);
  const token = await api.tokenFor(person);
  const fundingSourceRef = await linkBank(api, token, 'parent');
  const owner: BankOwner = { kind: 'parent', userId: user.id };
  const customerRef = (await findOwnerBank(api.db, owner))?.bankCustomerRef ?? '';
  return { token, owner, fundingSourceRef, customerRef };
}

const readBank = (owner: BankOwner) => () => findOwnerBank(api.db, owner);

function sign(body: string, secret = api.config.bank.webhookSecret): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** An event in the bank's shape, about a resource (and its customer), as the bank would sign and send it. */
function eventBody(topic: string, resourceRef: string, customerRef?: string): string {
  return JSON.stringify({
    _links: {
      self: { href: `${api.bank.apiUrl}/events/${randomUUID()}` },
      resource: { href: resourceRef },
      ...(customerRef === undefined ? {} : { customer: { href: customerRef } }),
    },
    id: randomUUID(),
    created: new Date().toISOString(),
    topic,
    resourceId: resourceRef.split('/').at(-1),
  });
}

function deliver(body: string, signature: string | undefined) {
  return api.request('POST', '/api/bank/webhooks', {
    body,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-request-signature-sha-256': signature }),
    },
  });
}

describe('the bank webhooks', () => {
  it('mark a connection unhealthy when its account is removed at the bank, and healthy again when another is added', async () => {
    const { owner, token, fundingSourceRef } = await linkedParent();

    await api.bank.removeFundingSource(fundingSourceRef);
    expect(await eventually(readBank(owner), (bank) => bank?.hasHealthyBankConnection === false)).toMatchObject({
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: false,
    });

    // The parent links another account; the bank's webhook alone makes the connection healthy again.
    const issued = await api.request('POST', '/api/ach/parent/get-bank-token', { token });
    expect(issued.status).toBe(200);
    const data = (issued.body as { data: { token: string } }).data;
    const added = await fetch(`${api.bank.apiUrl}/funding-sources`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${data.token}`,
        accept: 'application/vnd.dwolla.v1.hal+json',
        'content-type': 'application/vnd.dwolla.v1.hal+json',
      },
      body: JSON.stringify({ ...TEST_BANK_ACCOUNT, accountNumber: '5550001111' }),
    });
    const newRef = added.headers.get('location');
    expect(added.status).toBe(201);
    expect(await eventually(readBank(owner), (bank) => bank?.hasHealthyBankConnection === true)).toMatchObject({
      hasHealthyBankConnection: true,
      bankFundingSourceRef: newRef,
    });
  });

  it("count an organisation's unverified bank as healthy (it can receive payouts), and unhealthy once removed", async () => {
    const provider = await insertProvider(api.db, noBank);
    const { person } = await insertProviderMember(api.db, provider);
    const fundingSourceRef = await linkBank(
      api,
      await api.tokenFor(person),
      `service-provider/${provider.organisationId}`,
    );
    // At the bank, the account added by numbers is unverified, as Dwolla leaves a receive-only customer's bank.
    expect(await readAtBank(api, fundingSourceRef)).toMatchObject({
      type: 'bank',
      status: 'unverified',
      removed: false,
    });
    const owner: BankOwner = { kind: 'provider', providerId: provider.id };
    expect(await findOwnerBank(api.db, owner)).toMatchObject({
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: true,
      bankFundingSourceRef: fundingSourceRef,
    });

    await api.bank.removeFundingSource(fundingSourceRef);
    expect(await eventually(readBank(owner), (bank) => bank?.hasHealthyBankConnection === false)).toMatchObject({
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: false,
    });
  });

  it('change nothing more when the same event comes twice, or an old one comes late', async () => {
    const { owner, fundingSourceRef, customerRef } = await linkedParent();
    await api.bank.removeFundingSource(fundingSourceRef);
    await eventually(readBank(owner), (bank) => bank?.hasHealthyBankConnection === false);
    const settled = await findOwnerBank(api.db, owner);

    const removed = eventBody('customer_funding_source_removed', fundingSourceRef, customerRef);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answer = await deliver(removed, sign(removed));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: { topic: 'customer_funding_source_removed', handled: true },
      });
      expect(await findOwnerBank(api.db, owner)).toEqual(settled);
    }
    // A "verified" event of the account's past (Dwolla sends one after micro-deposits), delivered now: the bank
    // says the account is removed, so it stays so.
    const late = eventBody('customer_funding_source_verified', fundingSourceRef, customerRef);
    expect((await deliver(late, sign(late))).status).toBe(200);
    expect(await findOwnerBank(api.db, owner)).toEqual(settled);
  });

  it('refuse a webhook whose signature is wrong, of another secret, or missing, and change nothing', async () => {
    const { owner, fundingSourceRef, customerRef } = await linkedParent();
    const before = await findOwnerBank(api.db, owner);
    const body = eventBody('customer_funding_source_removed', fundingSourceRef, customerRef);
    const refusal = {
      success: false,
      code: 'UNAUTHORIZED',
      error: 'The webhook signature is not valid',
      message: 'The webhook signature is not valid',
    };
    for (const signature of [sign(body, 'another-secret-of-16+'), sign(`${body} `), 'not hex', undefined]) {
      const answer = await deliver(body, signature);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ ...refusal, requestId: answer.headers.get('x-request-id') });
    }
    const unsignedEmpty = await api.request('POST', '/api/bank/webhooks');
    expect(unsignedEmpty.status).toBe(401);
    expect(await findOwnerBank(api.db, owner)).toEqual(before);
  });

  it('answer 200 to a topic the portal does not follow, or a customer it does not know, and 400 to a signed non-event', async () => {
    const { fundingSourceRef, customerRef } = await linkedParent();
    const created = eventBody('customer_created', customerRef, customerRef);
    expect((await deliver(created, sign(created))).body).toEqual({
      success: true,
      data: { topic: 'customer_created', handled: false },
    });

    const stranger = eventBody(
      'customer_funding_source_removed',
      fundingSourceRef,
      `${api.bank.apiUrl}/customers/${randomUUID()}`,
    );
    expect((await deliver(stranger, sign(stranger))).body).toEqual({
      success: true,
      data: { topic: 'customer_funding_source_removed', handled: false },
    });

    const notAnEvent = '{"hello":"bank"}';
    const answer = await deliver(notAnEvent, sign(notAnEvent));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'WEBHOOK_INVALID' });
  });

  it('answer 400 to a signed event whose links are outside the bank API or hold a control character', async () => {
    const { fundingSourceRef, customerRef } = await linkedParent();
    for (const body of [
      eventBody('transfer_completed', '', customerRef),
      eventBody('customer_funding_source_removed', fundingSourceRef, 'https://elsewhere.example.com/customers/1'),
      eventBody('customer_funding_source_removed', fundingSourceRef, `${customerRef}\u0000`),
    ]) {
      const answer = await deliver(body, sign(body));
      expect({ body, status: answer.status, answer: answer.body }).toMatchObject({
        body,
        status: 400,
        answer: { success: false, code: 'WEBHOOK_INVALID' },
      });
    }
  });
});

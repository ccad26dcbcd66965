import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBank, type TestBank } from '../../../test/dev-bank.ts';
import { BankRefusedError, BankUnavailableError, type BankProvider } from './bank-provider.ts';
import { createDwollaBankProvider, DWOLLA_MEDIA_TYPE, type DwollaOptions } from './dwolla-bank-provider.ts';

const WEBHOOK_SECRET = 'adapter-test-webhook-secret';
const ACCOUNT = {
  routingNumber: '011000015',
  accountNumber: '12345678',
  bankAccountType: 'checking',
  name: 'Checking',
} as const;

let bank: TestBank;
let adapter: BankProvider;
let options: DwollaOptions;

beforeAll(async () => {
  bank = await startTestBank();
  options = {
    apiUrl: bank.apiUrl,
    clientId: 'dev-bank-client',
    clientSecret: 'dev-bank-secret',
    webhookSecret: WEBHOOK_SECRET,
    linkFlow: 'funding-sources-token',
  };
  adapter = createDwollaBankProvider(options);
});
afterAll(() => bank.stop());

function person() {
  return { firstName: 'Ada', lastName: 'Lovelace', email: `ada-${randomUUID()}@example.com` };
}

async function customerWithBank() {
  const { ref } = await adapter.createCustomer(person());
  return { customerRef: ref, fundingSourceRef: await adapter.addFundingSource(ref, ACCOUNT) };
}

describe('the Dwolla adapter against the bank stand-in', () => {
  it('creates a receive-only customer, and finds the one the bank already has under the same e-mail', async () => {
    const details = person();
    const created = await adapter.createCustomer(details);
    expect(created).toEqual({ ref: expect.stringMatching(`^${bank.apiUrl}/customers/`) as unknown, existing: false });
    expect(await adapter.createCustomer({ ...details, email: details.email.toUpperCase() })).toEqual({
      ref: created.ref,
      existing: true,
    });
  });

  it("turns the bank's refusals into typed errors with Dwolla's field errors", async () => {
    const refusal = await adapter
      .createCustomer({ firstName: '', lastName: 'X', email: 'not-an-email' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BankRefusedError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'ValidationError',
      errors: [
        { code: 'Required', path: '/firstName' },
        { code: 'InvalidFormat', path: '/email' },
      ],
    });
  });

  it('lists funding sources, adds the same account once, and removes one', async () => {
    const { customerRef, fundingSourceRef } = await customerWithBank();
    expect(await adapter.addFundingSource(customerRef, ACCOUNT)).toBe(fundingSourceRef);
    expect(await adapter.listFundingSources(customerRef)).toEqual([
      {
        ref: fundingSourceRef,
        customerRef,
        type: 'bank',
        // Added by numbers: unverified, as at Dwolla (it can receive, which is all a payee's bank does).
        status: 'unverified',
        removed: false,
        name: 'Checking',
        accountType: 'checking',
        bankName: 'SANDBOX TEST BANK',
        created: expect.any(String) as unknown,
      },
    ]);
    await adapter.removeFundingSource(fundingSourceRef);
    expect(await adapter.listFundingSources(customerRef)).toMatchObject([{ ref: fundingSourceRef, removed: true }]);
  });

  it("pays from the programme's account once per idempotency key, and reports a failure's ACH return", async () => {
    const { fundingSourceRef } = await customerWithBank();
    const transfer = {
      sourceRef: await adapter.programmeFundingSource(),
      destinationRef: fundingSourceRef,
      amountCents: 100_005,
      idempotencyKey: randomUUID(),
      metadata: { claimId: '7' },
      correlationId: 'ace-claim-7-payout-1',
    };
    const ref = await adapter.createTransfer(transfer);
    expect(await adapter.createTransfer(transfer)).toBe(ref);
    expect(await adapter.createTransfer({ ...transfer, idempotencyKey: randomUUID() })).not.toBe(ref);
    expect(await adapter.getTransfer(ref)).toEqual({
      ref,
      status: 'pending',
      amountCents: 100_005,
      metadata: { claimId: '7' },
      failure: null,
    });
    await bank.failTransfer(ref, 'R01');
    expect(await adapter.getTransfer(ref)).toMatchObject({
      status: 'failed',
      failure: { code: 'R01', description: 'Insufficient Funds' },
    });
  });

  it('cancels a pending transfer, and is refused once the bank has processed one', async () => {
    const { fundingSourceRef } = await customerWithBank();
    const send = async () =>
      adapter.createTransfer({
        sourceRef: await adapter.programmeFundingSource(),
        destinationRef: fundingSourceRef,
        amountCents: 2_500,
        idempotencyKey: randomUUID(),
        metadata: {},
        correlationId: 'ace-claim-8-payout-1',
      });
    const pending = await send();
    expect(await adapter.cancelTransfer(pending)).toMatchObject({ ref: pending, status: 'cancelled' });
    const processed = await send();
    await bank.processTransfer(processed);
    await expect(adapter.cancelTransfer(processed)).rejects.toBeInstanceOf(BankRefusedError);
    expect(await adapter.getTransfer(processed)).toMatchObject({ status: 'processed' });
  });

  it("gives link tokens of the specification's flow and of Dwolla's current one, each good for its own call", async () => {
    const { ref: customerRef } = await adapter.createCustomer(person());
    const post = (url: string, token: string, account: object) =>
      fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, accept: DWOLLA_MEDIA_TYPE, 'content-type': DWOLLA_MEDIA_TYPE },
        body: JSON.stringify(account),
      });
    const specToken = await adapter.createLinkToken(customerRef);
    expect((await post(`${bank.apiUrl}/funding-sources`, specToken, { ...ACCOUNT, type: 'checking' })).status).toBe(
      201,
    );

    const current = createDwollaBankProvider({ ...options, linkFlow: 'client-token' });
    const clientToken = await current.createLinkToken(customerRef);
    const added = await post(`${customerRef}/funding-sources`, clientToken, { ...ACCOUNT, accountNumber: '87654321' });
    expect(added.status).toBe(201);
    expect(await adapter.listFundingSources(customerRef)).toHaveLength(2);
  });

  it('subscribes to webhooks once', async () => {
    const url = `http://127.0.0.1:9/webhooks/${randomUUID()}`;
    expect(await adapter.ensureWebhookSubscription(url, WEBHOOK_SECRET)).toBe('created');
    expect(await adapter.ensureWebhookSubscription(url, WEBHOOK_SECRET)).toBe('existing');
  });

  it('checks a webhook signature over the exact bytes, and reads its event', () => {
    const body = Buffer.from(
      JSON.stringify({
        _links: { resource: { href: `${bank.apiUrl}/transfers/1` }, customer: { href: `${bank.apiUrl}/customers/2` } },
        id: 'event-1',
        topic: 'customer_transfer_completed',
      }),
    );
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    expect(adapter.verifyWebhookSignature(body, signature)).toBe(true);
    expect(adapter.verifyWebhookSignature(body, signature.toUpperCase())).toBe(true);
    expect(adapter.verifyWebhookSignature(Buffer.concat([body, Buffer.from(' ')]), signature)).toBe(false);
    expect(adapter.verifyWebhookSignature(body, signature.slice(2))).toBe(false);
    expect(adapter.verifyWebhookSignature(body, undefined)).toBe(false);
    expect(adapter.parseWebhookEvent(body)).toEqual({
      id: 'event-1',
      topic: 'customer_transfer_completed',
      resourceRef: `${bank.apiUrl}/transfers/1`,
      customerRef: `${bank.apiUrl}/customers/2`,
    });
    expect(adapter.parseWebhookEvent(Buffer.from('{"topic":1}'))).toBeUndefined();
    expect(adapter.parseWebhookEvent(Buffer.from('not json'))).toBeUndefined();
  });

  it("never sends the application's token to a link outside the bank's API", async () => {
    for (const ref of ['http://attacker.example/customers/1', `${bank.apiUrl}.attacker.example/transfers/1`]) {
      await expect(adapter.listFundingSources(ref)).rejects.toBeInstanceOf(BankUnavailableError);
      await expect(adapter.getTransfer(ref)).rejects.toBeInstanceOf(BankUnavailableError);
    }
  });

  it('says the bank is unavailable when it cannot be reached, and refused when the credentials are wrong', async () => {
    const unreachable = createDwollaBankProvider({ ...options, apiUrl: 'http://127.0.0.1:9/bank', timeoutMs: 2000 });
    await expect(unreachable.programmeFundingSource()).rejects.toBeInstanceOf(BankUnavailableError);
    const wrongSecret = createDwollaBankProvider({ ...options, clientSecret: 'wrong' });
    await expect(wrongSecret.createCustomer(person())).rejects.toMatchObject({ status: 401, code: 'InvalidClient' });
  });
});

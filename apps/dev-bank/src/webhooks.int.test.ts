import { createServer, type IncomingHttpHeaders } from 'node:http';
import { closeServer, listen, readBody } from '@ace/dev-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyString,
  at,
  applicationToken,
  createCustomer,
  fundingSourcesToken,
  hal,
  startBank,
  temporaryDir,
  VALID_ACCOUNT,
  type RunningBank,
} from './test-support.ts';
import { isValidWebhookSignature, signWebhookBody } from './webhook-signature.ts';

function topicOf(raw: Buffer): string {
  const event: unknown = JSON.parse(raw.toString('utf8'));
  return typeof event === 'object' && event !== null && 'topic' in event ? String(event.topic) : '';
}

interface Received {
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

const SECRET = 'portal-webhook-secret';

describe('dev-bank webhooks', () => {
  const dir = temporaryDir();
  const received: Received[] = [];
  /** Status the receiver answers with, one per request, then 200. */
  const failFirst: number[] = [];
  const receiver = createServer((req, res) => {
    void readBody(req).then((raw) => {
      received.push({ headers: req.headers, raw });
      res.writeHead(failFirst.shift() ?? 200).end();
    });
  });
  let receiverUrl = '';
  let bank: RunningBank;
  let token: string;

  beforeAll(async () => {
    receiverUrl = `http://127.0.0.1:${await listen(receiver, 0, '127.0.0.1')}/webhooks/bank`;
    bank = await startBank(dir.path);
    token = await applicationToken(bank.api);
  });
  afterAll(async () => {
    await bank.stop();
    await closeServer(receiver);
    dir.remove();
  });

  /** Topics received, sorted: Dwolla does not promise the order of deliveries, nor does the stand-in. */
  function topics(): string[] {
    return received.map((item) => topicOf(item.raw)).sort();
  }

  it('delivers signed events to a subscription, in the Dwolla shape', async () => {
    const subscription = await hal(`${bank.api}/webhook-subscriptions`, {
      token,
      body: { url: receiverUrl, secret: SECRET },
    });
    expect(subscription.status).toBe(201);

    const customer = await createCustomer(bank.api, token);
    const source = await hal(`${bank.api}/funding-sources`, {
      token: await fundingSourcesToken(token, customer),
      body: VALID_ACCOUNT,
    });
    await bank.devBank.bank.settled();

    // A bank added by numbers stays unverified, as at Dwolla: it is added, never verified.
    expect(topics()).toEqual(['customer_created', 'customer_funding_source_added']);
    const added = received.find((item) => topicOf(item.raw) === 'customer_funding_source_added');
    const signature = String(added?.headers['x-request-signature-sha-256']);
    expect(isValidWebhookSignature(SECRET, added?.raw ?? '', signature)).toBe(true);
    expect(added?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(added?.raw.toString('utf8') ?? '{}')).toMatchObject({
      id: anyString,
      resourceId: source.location?.split('/').pop(),
      topic: 'customer_funding_source_added',
      timestamp: anyString,
      _links: { resource: { href: source.location }, customer: { href: customer } },
    });
  });

  it('signs so that a tampered body or a wrong secret fails the check', () => {
    const delivery = received.find((item) => topicOf(item.raw) === 'customer_funding_source_added');
    const raw = delivery?.raw.toString('utf8') ?? '';
    const signature = String(delivery?.headers['x-request-signature-sha-256']);
    expect(signature).toBe(signWebhookBody(SECRET, raw));
    expect(
      isValidWebhookSignature(
        SECRET,
        raw.replace('customer_funding_source_added', 'customer_funding_source_removed'),
        signature,
      ),
    ).toBe(false);
    expect(isValidWebhookSignature('another-secret', raw, signature)).toBe(false);
    expect(isValidWebhookSignature(SECRET, raw, 'not-hex')).toBe(false);
  });

  it('tells the portal when a developer breaks a bank on the dev page, by removing it', async () => {
    received.length = 0;
    const source = bank.devBank.bank.state.fundingSources.find((item) => item.customerId !== null && !item.removed);
    const response = await fetch(`${bank.api}/dev/funding-sources/${source?.id ?? ''}/remove`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/done=removed$/);
    await bank.devBank.bank.settled();
    expect(topics()).toEqual(['customer_funding_source_removed']);
    const removed = received.find((item) => topicOf(item.raw) === 'customer_funding_source_removed');
    expect(JSON.parse(removed?.raw.toString('utf8') ?? '{}')).toMatchObject({ resourceId: source?.id });
  });

  it('retries a delivery the receiver refused, with backoff, and records the attempts', async () => {
    received.length = 0;
    failFirst.push(500, 503);
    const subscriptions = await hal(`${bank.api}/webhook-subscriptions`, { token });
    const subscriptionId = String(at(subscriptions.body, '_embedded', 'webhook-subscriptions', 0, 'id'));
    await createCustomer(bank.api, token);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await bank.devBank.bank.settled();

    expect(topics()).toEqual(['customer_created', 'customer_created', 'customer_created']);
    const deliveries = await hal(`${bank.api}/webhook-subscriptions/${subscriptionId}/webhooks`, { token });
    const webhooks = at(deliveries.body, '_embedded', 'webhooks');
    const attempts = Array.isArray(webhooks) ? at(webhooks.at(-1), 'attempts') : [];
    const statuses = Array.isArray(attempts) ? attempts.map((attempt) => at(attempt, 'response', 'statusCode')) : [];
    expect(statuses).toEqual([500, 503, 200]);
  });

  it('gives up after the configured number of attempts', async () => {
    received.length = 0;
    failFirst.push(500, 500, 500, 500);
    await createCustomer(bank.api, token);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bank.devBank.bank.settled();
    expect(received).toHaveLength(3);
    failFirst.length = 0;
  });
});

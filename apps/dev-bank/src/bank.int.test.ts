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

function embeddedErrors(body: Record<string, unknown>): unknown {
  return at(body, '_embedded', 'errors');
}

describe('dev-bank, the Dwolla stand-in', () => {
  const dir = temporaryDir();
  let bank: RunningBank;
  let token: string;

  beforeAll(async () => {
    bank = await startBank(dir.path);
    token = await applicationToken(bank.api);
  });
  afterAll(async () => {
    await bank.stop();
    dir.remove();
  });

  describe('tokens', () => {
    it('issues an application token for the client credentials', async () => {
      const response = await fetch(`${bank.api}/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('dev-bank-client:dev-bank-secret').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        access_token: anyString,
        token_type: 'bearer',
        expires_in: 3600,
      });
    });

    it('refuses a wrong secret and a wrong grant type', async () => {
      const wrong = await fetch(`${bank.api}/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from('dev-bank-client:nope').toString('base64')}` },
        body: 'grant_type=client_credentials',
      });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
      const grant = await fetch(`${bank.api}/token`, { method: 'POST', body: 'grant_type=password' });
      expect(grant.status).toBe(400);
    });

    it('answers InvalidAccessToken without a token and InvalidVersion without the HAL media type', async () => {
      const missing = await hal(`${bank.api}/customers`);
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ code: 'InvalidAccessToken', message: 'Invalid access token.' });

      const plain = await fetch(`${bank.api}/customers`, { headers: { authorization: `Bearer ${token}` } });
      expect(plain.status).toBe(406);
      expect(await plain.json()).toMatchObject({ code: 'InvalidVersion' });
    });
  });

  describe('customers', () => {
    it('creates a receive-only customer: 201 with its Location, then the HAL resource', async () => {
      const location = await createCustomer(bank.api, token, 'james.wilson@example.com');
      expect(location).toMatch(new RegExp(`^${bank.api}/customers/[0-9a-f-]{36}$`));
      const customer = await hal(location, { token });
      expect(customer.status).toBe(200);
      expect(customer.body).toMatchObject({
        _links: { self: { href: location, type: 'application/vnd.dwolla.v1.hal+json', 'resource-type': 'customer' } },
        firstName: 'Maria',
        email: 'james.wilson@example.com',
        type: 'receive-only',
        status: 'unverified',
      });
    });

    it('refuses a second customer with the same e-mail, pointing at the first', async () => {
      const first = await createCustomer(bank.api, token, 'aisha.khan@example.com');
      const again = await hal(`${bank.api}/customers`, {
        token,
        body: { firstName: 'A', lastName: 'K', email: 'Aisha.Khan@example.com', type: 'receive-only' },
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'ValidationError' });
      expect(embeddedErrors(again.body)).toEqual([
        {
          code: 'Duplicate',
          message: 'A customer with the specified email already exists.',
          path: '/email',
          _links: { about: { href: first, type: 'application/vnd.dwolla.v1.hal+json', 'resource-type': 'customer' } },
        },
      ]);
    });

    it('names each missing field in the validation error', async () => {
      const answer = await hal(`${bank.api}/customers`, { token, body: { type: 'receive-only' } });
      expect(answer.status).toBe(400);
      expect(embeddedErrors(answer.body)).toEqual([
        { code: 'Required', message: 'FirstName required.', path: '/firstName' },
        { code: 'Required', message: 'LastName required.', path: '/lastName' },
        { code: 'Required', message: 'Email required.', path: '/email' },
      ]);
    });

    it('finds a customer by e-mail', async () => {
      await createCustomer(bank.api, token, 'chen.li@example.com');
      const found = await hal(`${bank.api}/customers?email=chen.li%40example.com`, { token });
      expect(found.body).toMatchObject({ total: 1, _embedded: { customers: [{ email: 'chen.li@example.com' }] } });
    });
  });

  describe('funding sources (the specification flow)', () => {
    it('adds an unverified bank with a funding-sources token (as Dwolla does for one added by numbers) and lists it', async () => {
      const customer = await createCustomer(bank.api, token);
      const fsToken = await fundingSourcesToken(token, customer);
      const created = await hal(`${bank.api}/funding-sources`, { token: fsToken, body: VALID_ACCOUNT });
      expect(created.status).toBe(201);
      expect(created.location).toMatch(new RegExp(`^${bank.api}/funding-sources/[0-9a-f-]{36}$`));

      const list = await hal(`${customer}/funding-sources`, { token });
      expect(list.body).toMatchObject({
        _embedded: {
          'funding-sources': [
            {
              _links: { self: { href: created.location }, customer: { href: customer } },
              status: 'unverified',
              type: 'bank',
              bankAccountType: 'checking',
              name: 'Family checking',
              removed: false,
            },
          ],
        },
      });
    });

    it("accepts Dwolla's bankAccountType as well as the specification's type", async () => {
      const customer = await createCustomer(bank.api, token);
      const { routingNumber, accountNumber, name } = VALID_ACCOUNT;
      const created = await hal(`${bank.api}/funding-sources`, {
        token: await fundingSourcesToken(token, customer),
        body: { routingNumber, accountNumber, name, bankAccountType: 'savings' },
      });
      expect(created.status).toBe(201);
      expect((await hal(created.location ?? '', { token })).body).toMatchObject({ bankAccountType: 'savings' });
    });

    it('refuses an invalid routing number, account number and name, field by field', async () => {
      const customer = await createCustomer(bank.api, token);
      const answer = await hal(`${bank.api}/funding-sources`, {
        token: await fundingSourcesToken(token, customer),
        body: { routingNumber: '123456789', accountNumber: '12', type: 'checking', name: 'x'.repeat(51) },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'ValidationError' });
      expect(embeddedErrors(answer.body)).toEqual([
        { code: 'InvalidFormat', message: 'Routing number invalid.', path: '/routingNumber' },
        { code: 'InvalidFormat', message: 'Account number must be 4 to 17 digits.', path: '/accountNumber' },
        { code: 'InvalidFormat', message: 'Name must be 50 characters or fewer.', path: '/name' },
      ]);
    });

    it('refuses the same bank twice for a customer with DuplicateResource', async () => {
      const customer = await createCustomer(bank.api, token);
      const fsToken = await fundingSourcesToken(token, customer);
      const first = await hal(`${bank.api}/funding-sources`, { token: fsToken, body: VALID_ACCOUNT });
      const again = await hal(`${bank.api}/funding-sources`, {
        token: fsToken,
        body: { ...VALID_ACCOUNT, name: 'Other' },
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        code: 'DuplicateResource',
        message: `Bank already exists: id=${first.location?.split('/').pop() ?? ''}`,
        _links: {
          about: {
            href: first.location,
            type: 'application/vnd.dwolla.v1.hal+json',
            'resource-type': 'funding-source',
          },
        },
      });
    });

    it('keeps each token to its own use', async () => {
      const customer = await createCustomer(bank.api, token);
      const other = await createCustomer(bank.api, token);
      const fsToken = await fundingSourcesToken(token, customer);
      expect((await hal(`${bank.api}/funding-sources`, { token, body: VALID_ACCOUNT })).status).toBe(401);
      expect((await hal(`${bank.api}/customers`, { token: fsToken })).status).toBe(401);
      expect((await hal(`${other}/funding-sources`, { token: fsToken, body: VALID_ACCOUNT })).status).toBe(403);
    });

    it("adds a bank through Dwolla's current flows too: server-side, and with a client token", async () => {
      const customer = await createCustomer(bank.api, token);
      const serverSide = await hal(`${customer}/funding-sources`, { token, body: VALID_ACCOUNT });
      expect(serverSide.status).toBe(201);
      const clientToken = await hal(`${bank.api}/client-tokens`, {
        token,
        body: { action: 'customer.fundingsources.create', _links: { customer: { href: customer } } },
      });
      expect(clientToken.body).toEqual({ token: anyString });
      const viaClientToken = await hal(`${customer}/funding-sources`, {
        token: typeof clientToken.body.token === 'string' ? clientToken.body.token : '',
        body: { ...VALID_ACCOUNT, accountNumber: '99887766' },
      });
      expect(viaClientToken.status).toBe(201);
    });
  });

  describe('transfers', () => {
    async function payoutSetup() {
      const root = await hal(`${bank.api}/`, { token });
      const accountSources = await hal(`${String(at(root.body, '_links', 'account', 'href'))}/funding-sources`, {
        token,
      });
      const sources = at(accountSources.body, '_embedded', 'funding-sources');
      const bankSource: unknown = Array.isArray(sources)
        ? sources.find((source) => at(source, 'type') === 'bank')
        : undefined;
      const programmeBank = String(at(bankSource, '_links', 'self', 'href'));
      const customer = await createCustomer(bank.api, token);
      const destination = await hal(`${bank.api}/funding-sources`, {
        token: await fundingSourcesToken(token, customer),
        body: VALID_ACCOUNT,
      });
      return { programmeBank, destination: destination.location ?? '', customer };
    }

    function transferBody(source: string, destination: string, value = '12.50') {
      return {
        _links: { source: { href: source }, destination: { href: destination } },
        amount: { currency: 'USD', value },
        metadata: { claimId: '42' },
      };
    }

    it('creates a pending transfer from the programme account, once per Idempotency-Key', async () => {
      const { programmeBank, destination } = await payoutSetup();
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const created = await hal(`${bank.api}/transfers`, {
        token,
        body: transferBody(programmeBank, destination),
        headers,
      });
      expect(created.status).toBe(201);
      const replay = await hal(`${bank.api}/transfers`, {
        token,
        body: transferBody(programmeBank, destination),
        headers,
      });
      expect(replay.status).toBe(201);
      expect(replay.location).toBe(created.location);

      const transfer = await hal(created.location ?? '', { token });
      expect(transfer.body).toMatchObject({
        status: 'pending',
        amount: { value: '12.50', currency: 'USD' },
        metadata: { claimId: '42' },
        _links: {
          'source-funding-source': { href: programmeBank },
          'destination-funding-source': { href: destination },
        },
      });
    });

    it('moves a transfer to processed, failed (with its ACH return) or cancelled, and no further', async () => {
      const { programmeBank, destination } = await payoutSetup();
      const make = async (value: string) =>
        (await hal(`${bank.api}/transfers`, { token, body: transferBody(programmeBank, destination, value) }))
          .location ?? '';
      const processed = await make('1.00');
      const cancelled = await make('2.00');
      const failed = await make('3.00');

      bank.devBank.bank.processTransfer(processed.split('/').pop() ?? '');
      expect((await hal(processed, { token })).body).toMatchObject({ status: 'processed' });

      const cancel = await hal(cancelled, { token, body: { status: 'cancelled' } });
      expect(cancel.body).toMatchObject({ status: 'cancelled' });
      const again = await hal(cancelled, { token, body: { status: 'cancelled' } });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'InvalidResourceState' });

      const form = await fetch(`${bank.api}/dev/transfers/${failed.split('/').pop() ?? ''}/fail`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'code=R02',
      });
      expect(form.status).toBe(303);
      expect((await hal(failed, { token })).body).toMatchObject({ status: 'failed' });
      expect((await hal(`${failed}/failure`, { token })).body).toMatchObject({
        code: 'R02',
        description: 'Account Closed',
      });
      expect((await hal(destination, { token })).body).toMatchObject({ removed: true });
    });

    it('pays into an unverified bank, but refuses it as the source of a transfer (it can only receive)', async () => {
      const { programmeBank, destination } = await payoutSetup();
      expect((await hal(destination, { token })).body).toMatchObject({ status: 'unverified', removed: false });
      const paid = await hal(`${bank.api}/transfers`, { token, body: transferBody(programmeBank, destination) });
      expect(paid.status).toBe(201);

      const back = await hal(`${bank.api}/transfers`, { token, body: transferBody(destination, programmeBank) });
      expect(back.status).toBe(400);
      expect(embeddedErrors(back.body)).toEqual([
        { code: 'Invalid', message: 'Source funding source is not verified.', path: '/_links/source/href' },
      ]);
    });

    it('refuses a transfer with a bad amount or an unknown funding source', async () => {
      const { programmeBank } = await payoutSetup();
      const answer = await hal(`${bank.api}/transfers`, {
        token,
        body: transferBody(programmeBank, `${bank.api}/funding-sources/${crypto.randomUUID()}`, '-5'),
      });
      expect(answer.status).toBe(400);
      expect(embeddedErrors(answer.body)).toEqual([
        { code: 'Invalid', message: 'Destination not found.', path: '/_links/destination/href' },
        {
          code: 'Invalid',
          message: 'Invalid amount. The amount must be greater than 0.00 with at most two decimals.',
          path: '/amount/value',
        },
      ]);
    });

    it('processes pending transfers by itself after the configured delay', async () => {
      const other = temporaryDir();
      const timed = await startBank(other.path, { TRANSFER_PROCESS_SECONDS: '1' });
      try {
        const timedToken = await applicationToken(timed.api);
        const sources = timed.devBank.bank.state.fundingSources;
        const programmeBank = `${timed.api}/funding-sources/${sources.find((source) => source.type === 'bank')?.id ?? ''}`;
        const customer = await createCustomer(timed.api, timedToken);
        const destination = await hal(`${timed.api}/funding-sources`, {
          token: await fundingSourcesToken(timedToken, customer),
          body: VALID_ACCOUNT,
        });
        const created = await hal(`${timed.api}/transfers`, {
          token: timedToken,
          body: transferBody(programmeBank, destination.location ?? ''),
        });
        await new Promise((resolve) => setTimeout(resolve, 1400));
        expect((await hal(created.location ?? '', { token: timedToken })).body).toMatchObject({ status: 'processed' });
      } finally {
        await timed.stop();
        other.remove();
      }
    });
  });

  describe('the dev page', () => {
    it('lists customers, funding sources and transfers with buttons that work without script', async () => {
      await createCustomer(bank.api, token, 'emma.davis@mapleart.example.com');
      const response = await fetch(`${bank.api}/dev`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('<h1>Bank stand-in</h1>');
      expect(page).toContain('emma.davis@mapleart.example.com');
      expect(page).toMatch(/<form method="post" action="\/bank\/dev\/funding-sources\/[0-9a-f-]{36}\/remove">/);
      // A customer's bank is unverified, as at Dwolla, and that is no error: a grey badge, not a red one.
      const sources = page.slice(page.indexOf('<h2 id="sources">'), page.indexOf('<h2 id="transfers">'));
      expect(sources).toContain('<span class="status neutral">unverified</span>');
      expect(sources).not.toContain('<span class="status bad">unverified</span>');
      expect(page).not.toContain('unverify');
    });

    it('refuses a form post from another site', async () => {
      const source = bank.devBank.bank.state.fundingSources.find((item) => item.customerId !== null && !item.removed);
      for (const headers of [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        { origin: 'null' },
      ]) {
        const response = await fetch(`${bank.api}/dev/funding-sources/${source?.id ?? ''}/remove`, {
          method: 'POST',
          redirect: 'manual',
          headers,
        });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          code: 'Forbidden',
          message: 'The dev page only takes its own form posts.',
        });
      }
      expect(source?.removed).toBe(false);
    });

    it("takes its own page's form post, as a browser sends it", async () => {
      const customer = await createCustomer(bank.api, token);
      const added = await hal(`${bank.api}/funding-sources`, {
        token: await fundingSourcesToken(token, customer),
        body: VALID_ACCOUNT,
      });
      const destination = added.location ?? '';
      const id = destination.split('/').pop() ?? '';
      const response = await fetch(`${bank.api}/dev/funding-sources/${id}/remove`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'sec-fetch-site': 'same-origin', origin: new URL(bank.api).origin },
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/bank/dev?done=removed');
      expect((await hal(destination, { token })).body).toMatchObject({ removed: true });
    });
  });
});

describe('dev-bank state on disk', () => {
  it('keeps customers and tokens across a restart', async () => {
    const dir = temporaryDir();
    try {
      const first = await startBank(dir.path);
      const port = Number(new URL(first.api).port);
      const token = await applicationToken(first.api);
      const customer = await createCustomer(first.api, token);
      await first.stop();
      const second = await startBank(dir.path, {}, port);
      try {
        expect((await hal(customer, { token })).status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      dir.remove();
    }
  });
});

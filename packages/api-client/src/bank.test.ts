import { describe, expect, it } from 'vitest';
import { createFundingSource } from './bank-provider.ts';
import { createApiClient } from './index.ts';
import { meritAgentApi } from './merit-agent.ts';
import { ApiError, type Fetch } from './http.ts';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
}

/** A fetch that records each call and answers from a list. */
function recordingFetch(...answers: Response[]): { fetch: Fetch; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: (url, init) => {
      calls.push({ url, method: init.method, headers: init.headers, body: init.body });
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`Unexpected call to ${url}`);
      return Promise.resolve(answer);
    },
  };
}

const parent = {
  type: 'Parent',
  id: 1,
  email: 'maria.garcia@example.com',
  firstName: 'Maria',
  lastName: 'Garcia',
  hasProvidedBankDetails: true,
  hasHealthyBankConnection: true,
  children: [],
};

function client(fetch: Fetch) {
  return createApiClient({ baseUrl: 'https://portal.test', platform: 'web', getToken: () => 'token', fetch });
}

describe('bank linking calls', () => {
  it('answers the funding token', async () => {
    const { fetch, calls } = recordingFetch(Response.json({ success: true, data: { token: 'fs-token' } }));
    expect(await client(fetch).bank.parentBankToken()).toEqual({ kind: 'token', token: 'fs-token' });
    expect(calls[0]).toMatchObject({ url: 'https://portal.test/api/ach/parent/get-bank-token', method: 'POST' });
  });

  it('reads 409 as a bank that is already linked', async () => {
    const { fetch } = recordingFetch(
      Response.json(
        { success: false, error: 'Already linked', message: 'Already linked', code: 'BANK_ALREADY_LINKED' },
        { status: 409 },
      ),
    );
    expect(await client(fetch).bank.parentBankToken()).toEqual({ kind: 'alreadyLinked' });
  });

  it('sets the bank flag and answers the updated parent', async () => {
    const { fetch, calls } = recordingFetch(Response.json({ success: true, data: parent }));
    expect(await client(fetch).bank.setParentBankFlag()).toEqual(parent);
    expect(calls[0]).toMatchObject({ url: 'https://portal.test/api/user/parent/set-bank-flag', method: 'PATCH' });
  });

  it('posts the account to the bank provider with the token and its media type', async () => {
    const { fetch, calls } = recordingFetch(
      new Response(null, { status: 201, headers: { location: 'https://bank.test/funding-sources/1' } }),
    );
    const account = {
      routingNumber: '011000015',
      accountNumber: '123456789',
      confirmAccountNumber: '123456789',
      name: 'Family checking',
      type: 'checking' as const,
    };
    expect(await createFundingSource({ bankApiUrl: 'https://bank.test', token: 'fs-token', fetch }, account)).toBe(
      'https://bank.test/funding-sources/1',
    );
    expect(calls[0]?.headers).toMatchObject({
      authorization: 'Bearer fs-token',
      'content-type': 'application/vnd.dwolla.v1.hal+json',
      accept: 'application/vnd.dwolla.v1.hal+json',
    });
    const body = calls[0]?.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({
      routingNumber: '011000015',
      accountNumber: '123456789',
      type: 'checking',
      name: 'Family checking',
    });
  });

  it("turns the bank provider's refusal into an ApiError", async () => {
    const { fetch } = recordingFetch(
      Response.json({ code: 'ValidationError', message: 'Validation error(s) present.' }, { status: 400 }),
    );
    const refused = createFundingSource(
      { bankApiUrl: 'https://bank.test', token: 't', fetch },
      {
        routingNumber: '011000015',
        accountNumber: '1234',
        confirmAccountNumber: '1234',
        name: 'x',
        type: 'savings',
      },
    );
    await expect(refused).rejects.toMatchObject({ status: 400, code: 'ValidationError' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
  });
});

describe("Merit's agent API", () => {
  it('reads the agent links with the bearer token', async () => {
    const { fetch, calls } = recordingFetch(Response.json({ capabilitiesApproved: false, tosAccepted: true }));
    const agent = meritAgentApi({ baseUrl: 'https://merit.test', getToken: () => 'at', fetch });
    expect(await agent.links('agt-1')).toEqual({ capabilitiesApproved: false, tosAccepted: true });
    expect(calls[0]).toMatchObject({ url: 'https://merit.test/v1/agents/agt-1/links', method: 'GET' });
    expect(calls[0]?.headers.authorization).toBe('Bearer at');
  });

  it('accepts the terms and links the entity', async () => {
    const { fetch, calls } = recordingFetch(Response.json({ tosAccepted: true }), Response.json({ linked: true }));
    const agent = meritAgentApi({ baseUrl: 'https://merit.test', getToken: () => 'at', fetch });
    await agent.acceptTerms('agt-1');
    await agent.linkEntity('agt-1', 'ent-1');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://merit.test/v1/agents/agt-1/accept-tos',
      'PUT https://merit.test/v1/agents/agt-1/link/ent-1',
    ]);
  });

  it("says what Merit refused, with Merit's words", async () => {
    const { fetch } = recordingFetch(Response.json({ error: 'forbidden', message: 'Not your agent' }, { status: 403 }));
    const agent = meritAgentApi({ baseUrl: 'https://merit.test', getToken: () => 'at', fetch });
    await expect(agent.acceptTerms('agt-2')).rejects.toMatchObject({ status: 403, message: 'Not your agent' });
  });
});

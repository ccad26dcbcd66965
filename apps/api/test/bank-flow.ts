import type { TestApp } from './test-app.ts';

const HAL = 'application/vnd.dwolla.v1.hal+json';

/** The stand-in's test routing number, as the README's demo flow uses it. */
export const TEST_BANK_ACCOUNT = {
  routingNumber: '011000015',
  accountNumber: '123456789',
  type: 'checking',
  name: 'Family checking',
} as const;

/**
 * The web app's bank call (spec section 7): the browser posts the account to `{bank}/funding-sources` with the token
 * that get-bank-token gave it. Answers the new funding source's URL.
 */
export async function postBankAccount(
  api: TestApp,
  token: string,
  account: Record<string, string> = { ...TEST_BANK_ACCOUNT },
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${api.bank.apiUrl}/funding-sources`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: HAL, 'content-type': HAL },
    body: JSON.stringify(account),
  });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

/** Has the bank send its webhooks to this test API, as server.ts does at start for the real one. */
export async function subscribeToBankWebhooks(api: TestApp): Promise<void> {
  await api.deps.bank.ensureWebhookSubscription(`${api.url}/api/bank/webhooks`, api.config.bank.webhookSecret);
}

/** Reads until `done` holds (a webhook arrives in its own time), or fails with the last value read. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Envelope {
  success: boolean;
  data?: unknown;
}

/** The token of a get-bank-token answer. */
export function bankTokenOf(body: unknown): string {
  const data = (body as Envelope | undefined)?.data;
  const token = typeof data === 'object' && data !== null && 'token' in data ? data.token : undefined;
  if (typeof token !== 'string') throw new Error(`No bank token in ${JSON.stringify(body)}`);
  return token;
}

/**
 * The whole linking flow as the web app runs it: get-bank-token, the account posted to the bank with the token,
 * then set-bank-flag. `path` is `parent` or `service-provider/{organisationId}`. Answers the funding source's URL.
 */
export async function linkBank(
  api: TestApp,
  bearer: string,
  path: string,
  account: Record<string, string> = { ...TEST_BANK_ACCOUNT },
): Promise<string> {
  const issued = await api.request('POST', `/api/ach/${path}/get-bank-token`, { token: bearer });
  if (issued.status !== 200) throw new Error(`get-bank-token: ${issued.status} ${JSON.stringify(issued.body)}`);
  const added = await postBankAccount(api, bankTokenOf(issued.body), account);
  if (added.status !== 201 || added.location === null) throw new Error(`The bank refused the account: ${added.status}`);
  const flagged = await api.request('PATCH', `/api/user/${path}/set-bank-flag`, { token: bearer });
  if (flagged.status !== 200) throw new Error(`set-bank-flag: ${flagged.status} ${JSON.stringify(flagged.body)}`);
  return added.location;
}

/** A resource as the bank itself shows it, read with the API's client credentials (not through its adapter). */
export async function readAtBank(api: TestApp, ref: string): Promise<unknown> {
  const { clientId, clientSecret } = api.config.bank;
  const issued = await fetch(`${api.bank.apiUrl}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const answer = await fetch(ref, { headers: { authorization: `Bearer ${token}`, accept: HAL } });
  if (answer.status !== 200) throw new Error(`The bank answered ${answer.status} for ${ref}`);
  return answer.json();
}

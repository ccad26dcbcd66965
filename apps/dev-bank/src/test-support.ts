import { createServer, type Server } from 'node:http';
import { closeServer, listen, temporaryDir as temporaryDirectory } from '@ace/dev-kit';
import { expect } from 'vitest';
import { createDevBank, type DevBank } from './app.ts';
import { readConfig } from './config.ts';
import { HAL_MEDIA_TYPE } from './hal.ts';

export interface RunningBank {
  api: string;
  devBank: DevBank;
  server: Server;
  stop: () => Promise<void>;
}

export async function startBank(stateDir: string, env: Record<string, string> = {}, port = 0): Promise<RunningBank> {
  const server = createServer();
  const bound = await listen(server, port, '127.0.0.1');
  const config = readConfig({
    PUBLIC_URL: `http://127.0.0.1:${bound}`,
    STATE_DIR: stateDir,
    TRANSFER_PROCESS_SECONDS: '0',
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_MAX_ATTEMPTS: '3',
    ...env,
  });
  const devBank = await createDevBank(config, server);
  return {
    api: `${config.publicUrl}${config.basePath}`,
    devBank,
    server,
    stop: async () => {
      await closeServer(server);
      await devBank.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

export function temporaryDir(): { path: string; remove: () => void } {
  return temporaryDirectory('dev-bank-test');
}

export interface HalAnswer {
  status: number;
  location: string | null;
  body: Record<string, unknown>;
}

/** A thin Dwolla client, as the Base API's adapter will be: fetch, HAL media type, bearer token. */
export async function hal(
  url: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HalAnswer> {
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      accept: HAL_MEDIA_TYPE,
      ...(options.body === undefined ? {} : { 'content-type': HAL_MEDIA_TYPE }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const parsed: unknown = text === '' ? {} : JSON.parse(text);
  const body = typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
  return { status: response.status, location: response.headers.get('location'), body };
}

export async function applicationToken(api: string): Promise<string> {
  const response = await fetch(`${api}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('dev-bank-client:dev-bank-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('access_token' in body) || typeof body.access_token !== 'string') {
    throw new Error(`No token: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** A new receive-only customer with a unique e-mail; answers its URL. */
export async function createCustomer(
  api: string,
  token: string,
  email = `parent-${crypto.randomUUID()}@example.com`,
): Promise<string> {
  const created = await hal(`${api}/customers`, {
    token,
    body: { firstName: 'Maria', lastName: 'Garcia', email, type: 'receive-only' },
  });
  if (created.status !== 201 || created.location === null)
    throw new Error(`No customer: ${JSON.stringify(created.body)}`);
  return created.location;
}

export async function fundingSourcesToken(token: string, customerUrl: string): Promise<string> {
  const answer = await hal(`${customerUrl}/funding-sources-token`, { token, method: 'POST' });
  const value = answer.body.token;
  if (typeof value !== 'string') throw new Error(`No funding-sources token: ${JSON.stringify(answer.body)}`);
  return value;
}

export const VALID_ACCOUNT = {
  routingNumber: '011000015',
  accountNumber: '123456789',
  type: 'checking',
  name: 'Family checking',
};

/** The value at a path of keys or indexes inside a parsed HAL body, or undefined. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Object.entries(current).find(([name]) => name === String(key))?.[1];
  }
  return current;
}

/** Matches any string in toEqual / toMatchObject (typed so the lint's unsafe-any rules stay on). */
export const anyString: unknown = expect.any(String);

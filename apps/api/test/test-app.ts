import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createDwollaBankProvider } from '../src/integrations/bank/dwolla-bank-provider.ts';
import { createMeritsClient } from '../src/integrations/identity/merits.ts';
import { createTokenVerifier } from '../src/integrations/identity/token-verifier.ts';
import { createSmtpMailer } from '../src/integrations/mail/mailer.ts';
import type { FileStore } from '../src/integrations/storage/file-store.ts';
import { createFileStore } from '../src/integrations/storage/file-stores.ts';
import type { AppDependencies } from '../src/app-dependencies.ts';
import { createJobHandlers } from '../src/job-handlers.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { createReceiptReader } from '../src/modules/receipts/receipt-reader.ts';
import { createMetrics } from '../src/modules/signals/metrics.ts';
import { startTestBank, type TestBank } from './dev-bank.ts';
import type { FaultProxy } from './fault-proxy.ts';
import { startTestMailServer, type TestMailServer } from './mail-server.ts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
  type TestPerson,
  type TokenOptions,
} from './identity-provider.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database's handle: its kind, the embedded client or the server database's URL. */
  database: TestDatabase;
  config: Config;
  store: FileStore;
  /** Where the local store keeps claim files (DATA_DIR/files). */
  filesDir: string;
  identity: TestIdentityProvider;
  mail: TestMailServer;
  /** The bank stand-in (apps/dev-bank) in a process of its own, with its developer page's buttons. */
  bank: TestBank;
  deps: AppDependencies;
  /** Runs the jobs that are due now (e-mails, payouts), as the server's job runner would. */
  runJobs(): Promise<number>;
  /** The API's base URL on a real port. */
  url: string;
  /** Today, as the API sees it (tests move the clock). */
  now: { value: Date };
  /** A real HTTP request to the API; JSON in and out unless a body of another kind is given. */
  request(
    method: string,
    path: string,
    options?: { token?: string; json?: unknown; body?: FormData | string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  tokenFor(person: TestPerson, options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

/**
 * Rate limits of routes that tests of other things call many times a minute as one person (submitting, signing in):
 * lifted to far above any test, unless the test sets its own (plugins/rate-limit.int.test.ts). Uploads do not take
 * turns either, so that the tests of claims sent at once race each other inside one process, as claims sent to
 * several processes do (plugins/upload-turns.int.test.ts sets its own).
 */
const UNLIMITED_IN_TESTS = [
  'CLAIM_SUBMISSIONS_PER_MINUTE',
  'DATA_ARCHIVES_PER_HOUR',
  'LOGINS_PER_MINUTE',
  'READINESS_CHECKS_PER_MINUTE',
  'UPLOADS_AT_ONCE',
];

/**
 * The real API on a real port, over a fresh database, with a test identity provider, the bank stand-in and a
 * temporary file store.
 */
export async function startTestApp(
  environment: Record<string, string> = {},
  beforeListen: (app: FastifyInstance) => void = () => undefined,
  options: { bankBehind?: FaultProxy } = {},
): Promise<TestApp> {
  // A bank behind a fault proxy (test/fault-proxy.ts) names the proxy in its links, and the API reaches it through it.
  const { bankBehind } = options;
  const bankStarting = startTestBank(bankBehind === undefined ? {} : { publicUrl: bankBehind.origin }).then((bank) => {
    bankBehind?.forwardTo(bank.port);
    return bank;
  });
  const identity = await startTestIdentityProvider();
  const mail = await startTestMailServer();
  const database = await createTestDatabase();
  const bank = await bankStarting;
  const dataDir = mkdtempSync(join(tmpdir(), 'ace-api-data-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...Object.fromEntries(UNLIMITED_IN_TESTS.map((name) => [name, '1000000'])),
    OIDC_ISSUER: identity.issuer,
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    BANK_API_URL: bank.apiUrl,
    // Receipts read at full priority: the tests' reading must not wait minutes behind other test files for a core
    // (the niceness and the idle policy themselves are proven in receipt-reader.test.ts).
    RECEIPT_READING_NICENESS: '0',
    RECEIPT_READING_IDLE: 'false',
    ...environment,
  });
  const store = createFileStore(config.fileStore);
  const now = { value: new Date('2023-09-15T16:00:00Z') };
  const deps: AppDependencies = {
    config,
    db: database.db,
    verifier: createTokenVerifier({ issuer: identity.issuer, audience: config.apiAudience }),
    merits: createMeritsClient({ baseUrl: identity.issuer }),
    store,
    mailer: createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }),
    bank: createDwollaBankProvider(config.bank),
    clock: () => now.value,
    metrics: createMetrics(database.db),
    receipts: createReceiptReader(config.receiptReading),
  };
  const app = await buildApp(deps);
  const jobs = createJobRunner({
    db: database.db,
    handlers: createJobHandlers(deps, app.log),
    // Jobs are due by the database's clock (their default run time is now()), not the API's test clock.
    clock: () => new Date(),
    onError: () => undefined,
  });
  beforeListen(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  return {
    app,
    db: database.db,
    database,
    config,
    store,
    filesDir: join(dataDir, 'files'),
    identity,
    mail,
    bank,
    deps,
    runJobs: () => jobs.runDue(),
    url,
    now,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      let body = options.body;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
      const response = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
      const text = await response.text();
      return {
        status: response.status,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        headers: response.headers,
      };
    },
    tokenFor: (person, options) => identity.token(person, options),
    async close() {
      await app.close();
      await database.close();
      await identity.close();
      await mail.close();
      await bank.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

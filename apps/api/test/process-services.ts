import { randomBytes } from 'node:crypto';
import { startTestBank, type TestBank } from './dev-bank.ts';
import { startTestIdentityProvider, type TestIdentityProvider } from './identity-provider.ts';
import { startTestMailServer, type TestMailServer } from './mail-server.ts';
import { S3_CREDENTIALS, startTestS3, type TestS3 } from './s3-stand-in.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** What a test's API processes and workers share (docs/operations.md): the services, and the secrets behind links. */
export interface ProcessServices {
  database: TestDatabase;
  identity: TestIdentityProvider;
  mail: TestMailServer;
  bank: TestBank;
  s3: TestS3;
  /** The environment every process of the test is started with, beside its own. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts a PostgreSQL database of the test's own and the stand-ins, with files kept in the S3 stand-in. */
export async function startProcessServices(): Promise<ProcessServices> {
  const [database, identity, mail, bank, s3] = await Promise.all([
    createTestDatabase(),
    startTestIdentityProvider(),
    startTestMailServer(),
    startTestBank(),
    startTestS3(),
  ]);
  return {
    database,
    identity,
    mail,
    bank,
    s3,
    env: {
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url ?? '',
      OIDC_ISSUER: identity.issuer,
      SMTP_URL: mail.url,
      BANK_API_URL: bank.apiUrl,
      FILE_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      FILE_URL_SECRET: randomBytes(32).toString('hex'),
      REVIEW_TOKEN_SECRET: randomBytes(32).toString('hex'),
      JOB_INTERVAL_MS: '50',
    },
    async close() {
      await Promise.all([database.close(), identity.close(), mail.close(), bank.stop(), s3.stop()]);
    },
  };
}

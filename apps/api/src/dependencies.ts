import type { AppDependencies } from './app-dependencies.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createDwollaBankProvider } from './integrations/bank/dwolla-bank-provider.ts';
import { createMeritsClient } from './integrations/identity/merits.ts';
import { createTokenVerifier } from './integrations/identity/token-verifier.ts';
import { createSmtpMailer } from './integrations/mail/mailer.ts';
import { createFileStore } from './integrations/storage/file-stores.ts';
import { createReceiptReaderPool } from './modules/receipts/receipt-reader-pool.ts';
import { createReceiptReader } from './modules/receipts/receipt-reader.ts';
import { createMetrics } from './modules/signals/metrics.ts';

/** The real dependencies from configuration: the database of DATABASE_URL or the embedded one, and the adapters. */
export function createDependencies(config: Config): { deps: AppDependencies; database: DatabaseHandle } {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  return {
    database,
    deps: {
      config,
      db: database.db,
      verifier: createTokenVerifier({ issuer: config.oidcIssuer, audience: config.apiAudience }),
      merits: createMeritsClient({ baseUrl: config.meritApiUrl }),
      store: createFileStore(config.fileStore),
      mailer: createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }),
      bank: createDwollaBankProvider(config.bank),
      clock: () => new Date(),
      metrics: createMetrics(database.db),
      receipts: createReceiptReaderPool(config.receiptJobs.threads, () => createReceiptReader(config.receiptReading)),
    },
  };
}

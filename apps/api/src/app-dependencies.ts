import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { BankProvider } from './integrations/bank/bank-provider.ts';
import type { MeritsClient } from './integrations/identity/merits.ts';
import type { TokenVerifier } from './integrations/identity/token-verifier.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { FileStore } from './integrations/storage/file-store.ts';
import type { ReceiptReader } from './modules/receipts/receipt-reader.ts';
import type { Metrics } from './modules/signals/metrics.ts';

/** What the routes and services are given: configuration, the database and the partner adapters. */
export interface AppDependencies {
  config: Config;
  db: Database;
  verifier: TokenVerifier;
  merits: MeritsClient;
  store: FileStore;
  mailer: Mailer;
  bank: BankProvider;
  clock: () => Date;
  metrics: Metrics;
  /** Reads invoices and receipts (issue 19); its OCR worker stops when the app closes. */
  receipts: ReceiptReader;
}

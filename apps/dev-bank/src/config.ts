import { envBasePath, envInteger, envPort, envText, envUrl, type Env } from '@ace/dev-kit';

/** Every setting of the bank stand-in, read from the environment once. */
export interface BankConfig {
  port: number;
  host: string;
  /** The origin the portal reaches the bank through (the gateway in the stack); HAL links are built on it. */
  publicUrl: string;
  /** e.g. /bank: the API lives at publicUrl + basePath, as Dwolla's lives at https://api.dwolla.com. */
  basePath: string;
  stateDir: string;
  clientId: string;
  clientSecret: string;
  /** Lifetime of application access tokens (Dwolla: one hour). */
  accessTokenSeconds: number;
  /** Lifetime of funding-sources and client tokens (Dwolla: one hour). */
  customerTokenSeconds: number;
  /** A pending transfer is processed after this many seconds; 0 leaves it pending until the dev page says. */
  transferProcessSeconds: number;
  /** First retry delay of a failed webhook delivery; each next one doubles. */
  webhookRetryBaseMs: number;
  /** Deliveries of one webhook, first one included, before giving up. */
  webhookMaxAttempts: number;
  /** Browser origins allowed to call POST /funding-sources (the spec's client-side call). */
  corsOrigins: string[];
}

export function readConfig(env: Env = process.env): BankConfig {
  const port = envPort(env, 'PORT', 8083);
  const publicUrl = envUrl(env, 'PUBLIC_URL', `http://localhost:${port}`);
  const extraOrigins = envText(env, 'CORS_ORIGINS', '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return {
    port,
    host: envText(env, 'HOST', '127.0.0.1'),
    publicUrl,
    basePath: envBasePath(env, 'BASE_PATH', '/bank'),
    stateDir: envText(env, 'STATE_DIR', '.data/dev-bank'),
    clientId: envText(env, 'BANK_CLIENT_ID', 'dev-bank-client'),
    clientSecret: envText(env, 'BANK_CLIENT_SECRET', 'dev-bank-secret'),
    accessTokenSeconds: envInteger(env, 'ACCESS_TOKEN_SECONDS', 3600, { min: 1 }),
    customerTokenSeconds: envInteger(env, 'CUSTOMER_TOKEN_SECONDS', 3600, { min: 1 }),
    transferProcessSeconds: envInteger(env, 'TRANSFER_PROCESS_SECONDS', 30),
    webhookRetryBaseMs: envInteger(env, 'WEBHOOK_RETRY_BASE_MS', 1000, { min: 1 }),
    webhookMaxAttempts: envInteger(env, 'WEBHOOK_MAX_ATTEMPTS', 6, { min: 1, max: 20 }),
    corsOrigins: [...new Set([new URL(publicUrl).origin, 'http://localhost:5173', ...extraOrigins])],
  };
}

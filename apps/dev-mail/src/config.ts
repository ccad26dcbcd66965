import { envBasePath, envInteger, envPort, envText, type Env } from '@ace/dev-kit';

/** Every setting of the mail catcher, read from the environment once. */
export interface MailConfig {
  /** HTTP port of the page and the JSON API. */
  port: number;
  host: string;
  /** The SMTP listener the portal sends to (SMTP_URL=smtp://127.0.0.1:1025 in the stack). */
  smtpPort: number;
  smtpHost: string;
  basePath: string;
  stateDir: string;
  /** Oldest messages are dropped beyond this many. */
  maxMessages: number;
}

export function readConfig(env: Env = process.env): MailConfig {
  return {
    port: envPort(env, 'PORT', 8084),
    host: envText(env, 'HOST', '127.0.0.1'),
    smtpPort: envPort(env, 'SMTP_PORT', 1025),
    smtpHost: envText(env, 'SMTP_HOST', '127.0.0.1'),
    basePath: envBasePath(env, 'BASE_PATH', '/mail'),
    stateDir: envText(env, 'STATE_DIR', '.data/dev-mail'),
    maxMessages: envInteger(env, 'MAX_MESSAGES', 500, { min: 1 }),
  };
}

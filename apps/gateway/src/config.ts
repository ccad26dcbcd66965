import { isAbsolute, join, resolve } from 'node:path';
import { ConfigError, envFlag, envPort, envText, envUrl, type Env } from '@ace/dev-kit';

/** The repository root, whatever the working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface Upstream {
  /** Path prefix it owns, e.g. /api (the path is forwarded unchanged). */
  prefix: string;
  /**
   * Base URLs of the copies of the service, e.g. http://127.0.0.1:8081: requests take turns among them (proxy.ts).
   * Most services have one; the API may run as several copies (docs/operations.md).
   */
  targets: readonly string[];
  /** What a person calls it, for the page shown when it is down. */
  name: string;
}

/** The gateway alone: where it listens and where each prefix goes. */
export interface GatewayConfig {
  port: number;
  host: string;
  upstreams: Upstream[];
  /** A web dev server (Vite) to forward the rest to; otherwise the built app or the placeholder page. */
  webUrl: string | undefined;
  /** The built web app (index.html and its assets), served with a single-page-app fallback when present. */
  webDistDir: string;
  /** The native app's web build (apps/mobile, react-native-web), served the same way under /mobile. */
  mobileWebDistDir: string;
  /** The addresses the web app calls that may be on other origins, for its pages' connect-src (page-headers.ts). */
  connectTo: string[];
}

/** The web app's settings (apps/web/.env) that name a service it calls from the browser. */
const WEB_SERVICE_ADDRESSES = ['VITE_OIDC_ISSUER', 'VITE_BANK_API_URL', 'VITE_MONITORING_URL'];

/** Where the native app's web build is served. */
export const MOBILE_WEB_PREFIX = '/mobile';

function optionalUrl(env: Env, name: string): string | undefined {
  return env[name]?.trim() ? envUrl(env, name, '') : undefined;
}

/** One URL, or several separated by commas (copies of one service): each an http(s) URL. */
function urlList(env: Env, name: string, fallback: string): string[] {
  const raw = envText(env, name, fallback);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.includes('')) throw new ConfigError(`${name} must be http(s) URLs separated by commas (it is "${raw}").`);
  return entries.map((entry) => envUrl({ [name]: entry }, name, ''));
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  return {
    port: envPort(env, 'PORT', 8080),
    host: envText(env, 'HOST', '127.0.0.1'),
    upstreams: [
      { prefix: '/api', targets: urlList(env, 'API_URL', 'http://127.0.0.1:8081'), name: 'The API' },
      { prefix: '/merit', targets: [envUrl(env, 'MERIT_URL', 'http://127.0.0.1:8082')], name: 'The Merit stand-in' },
      { prefix: '/bank', targets: [envUrl(env, 'BANK_URL', 'http://127.0.0.1:8083')], name: 'The bank stand-in' },
      { prefix: '/mail', targets: [envUrl(env, 'MAIL_URL', 'http://127.0.0.1:8084')], name: 'The mail catcher' },
    ],
    webUrl: optionalUrl(env, 'WEB_URL'),
    webDistDir: absolute(envText(env, 'WEB_DIST_DIR', join('apps', 'web', 'dist'))),
    mobileWebDistDir: absolute(envText(env, 'MOBILE_WEB_DIST_DIR', join('apps', 'mobile', 'dist-web'))),
    connectTo: WEB_SERVICE_ADDRESSES.map((name) => envText(env, name, '')).filter((address) => address !== ''),
  };
}

/** The whole local stack of `npm start`: every port, URL and secret, with the defaults of a fresh clone. */
export interface StackConfig {
  port: number;
  host: string;
  publicUrl: string;
  apiPort: number;
  meritPort: number;
  bankPort: number;
  mailPort: number;
  smtpPort: number;
  dataDir: string;
  apiAudience: string;
  bankClientId: string;
  bankClientSecret: string;
  bankWebhookSecret: string;
  devMode: boolean;
  reset: boolean;
  build: boolean;
  help: boolean;
}

const FLAGS = ['--reset', '--no-build', '--help', '-h'];

export function readStackConfig(argv: readonly string[], env: Env = process.env): StackConfig {
  const unknown = argv.filter((arg) => !FLAGS.includes(arg));
  if (unknown.length > 0) throw new ConfigError(`Unknown option ${unknown.join(' ')}. Try npm start -- --help.`);
  const port = envPort(env, 'PORT', 8080);
  const ports = {
    port,
    apiPort: envPort(env, 'API_PORT', 8081),
    meritPort: envPort(env, 'MERIT_PORT', 8082),
    bankPort: envPort(env, 'BANK_PORT', 8083),
    mailPort: envPort(env, 'MAIL_PORT', 8084),
    smtpPort: envPort(env, 'SMTP_PORT', 1025),
  };
  const values = Object.values(ports);
  if (new Set(values).size !== values.length || values.includes(0)) {
    throw new ConfigError(
      `PORT, API_PORT, MERIT_PORT, BANK_PORT, MAIL_PORT and SMTP_PORT must be different and not 0.`,
    );
  }
  return {
    ...ports,
    host: envText(env, 'HOST', '127.0.0.1'),
    publicUrl: envUrl(env, 'PUBLIC_URL', `http://localhost:${port}`),
    dataDir: absolute(envText(env, 'DATA_DIR', '.data')),
    apiAudience: envText(env, 'API_AUDIENCE', 'ace-portal-api'),
    bankClientId: envText(env, 'BANK_CLIENT_ID', 'dev-bank-client'),
    bankClientSecret: envText(env, 'BANK_CLIENT_SECRET', 'dev-bank-secret'),
    bankWebhookSecret: envText(env, 'BANK_WEBHOOK_SECRET', 'dev-bank-webhook-secret'),
    devMode: envFlag(env, 'DEV_MODE', true),
    reset: argv.includes('--reset'),
    build: !argv.includes('--no-build'),
    help: argv.includes('--help') || argv.includes('-h'),
  };
}

import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { DEMO_PASSWORD } from '@ace/demo-data';
import { ConfigError, DEVELOPMENT_DEFAULTS, loadConfig, type Config } from './config.ts';
import type { WebApp } from './plugins/web-app.ts';

/**
 * What the production start (`npm run start:production`) asks beyond config.ts: every partner service set, none of
 * the development defaults or stand-ins in place, and the built web app there to serve. Every problem is listed at
 * once, each with its variable and what to do, before anything listens.
 */

type Environment = Record<string, string | undefined>;

interface Problem {
  variable: string;
  text: string;
}

/** The built web app of this checkout, when WEB_DIST_DIR is not set. */
const DEFAULT_WEB_DIST_DIR = resolve(import.meta.dirname, '..', '..', 'web', 'dist');

/** What each variable production needs is, said where it is missing. */
const REQUIRED: Record<string, string> = {
  DATABASE_URL:
    'the PostgreSQL database (postgres://user:password@host:5432/ace); the embedded PGlite is for development only',
  PUBLIC_URL: "the portal's address as people reach it (https://portal.example.org)",
  OIDC_ISSUER: "Merit's OpenID Connect issuer (https://…)",
  MERIT_API_URL: "Merit's agent API (https://…)",
  BANK_API_URL: "the bank's API: https://api.dwolla.com (https://api-sandbox.dwolla.com for Dwolla's sandbox)",
  BANK_CLIENT_ID: "the portal's application key at the bank",
  BANK_CLIENT_SECRET: "the portal's application secret at the bank",
  BANK_WEBHOOK_SECRET: "a random secret of at least 16 characters that signs the bank's webhooks",
  BANK_FUNDING_SOURCE_URL:
    "the programme's funding source that payouts come from (https://api.dwolla.com/funding-sources/…)",
  SMTP_URL: 'the mail server (smtps://user:password@host:465)',
  MAIL_FROM: "the sender of the portal's e-mails (Ohio ACE Program <no-reply@…>)",
  FILE_URL_SECRET:
    'a random secret of at least 32 characters (openssl rand -hex 32), the same in every API process; it signs the links to claim files',
  REVIEW_TOKEN_SECRET:
    'a random secret of at least 32 characters (openssl rand -hex 32), the same in every API process; review links are derived from it',
  FILE_STORE:
    's3 (with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY), or local with DATA_DIR an absolute directory every API process shares',
  VITE_OIDC_ISSUER: 'the issuer the web app was built with, the same as OIDC_ISSUER (its pages call it)',
  VITE_BANK_API_URL: "the bank's address the web app was built with (its pages call it)",
};

/** The secrets a development start or the demo uses: refused wherever production takes a secret. */
const DEVELOPMENT_SECRETS: ReadonlyMap<string, string> = new Map([
  [DEVELOPMENT_DEFAULTS.BANK_CLIENT_ID, "the bank stand-in's client id"],
  [DEVELOPMENT_DEFAULTS.BANK_CLIENT_SECRET, "the bank stand-in's client secret"],
  [DEVELOPMENT_DEFAULTS.BANK_WEBHOOK_SECRET, "the bank stand-in's webhook secret"],
  [DEMO_PASSWORD, "the demo accounts' password"],
]);

const SECRETS = [
  'BANK_CLIENT_ID',
  'BANK_CLIENT_SECRET',
  'BANK_WEBHOOK_SECRET',
  'FILE_URL_SECRET',
  'REVIEW_TOKEN_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

/** The partner services' addresses: never the stand-ins, which sit on the portal's own origin in the local stack. */
const SERVICE_ADDRESSES = [
  'OIDC_ISSUER',
  'MERIT_API_URL',
  'BANK_API_URL',
  'BANK_FUNDING_SOURCE_URL',
  'VITE_OIDC_ISSUER',
  'VITE_BANK_API_URL',
];

function present(environment: Environment): Environment {
  return Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
}

function missing(env: Environment): Problem[] {
  return Object.entries(REQUIRED)
    .filter(([variable]) => env[variable] === undefined)
    .map(([variable, what]) => ({ variable, text: `not set: ${what}.` }));
}

function developmentSecrets(env: Environment): Problem[] {
  return SECRETS.flatMap((variable) => {
    const which = DEVELOPMENT_SECRETS.get(env[variable] ?? '');
    return which === undefined
      ? []
      : [{ variable, text: `is ${which}, a development default: set the production one.` }];
  });
}

function originOf(address: string | undefined): string | undefined {
  return address === undefined ? undefined : (URL.parse(address)?.origin ?? undefined);
}

function addresses(env: Environment): Problem[] {
  const problems: Problem[] = [];
  const portal = originOf(env.PUBLIC_URL);
  if (env.PUBLIC_URL !== undefined && !env.PUBLIC_URL.startsWith('https://')) {
    problems.push({
      variable: 'PUBLIC_URL',
      text: 'must be an https:// address: people sign in and see claims there.',
    });
  }
  for (const variable of SERVICE_ADDRESSES) {
    const value = env[variable];
    if (value === undefined) continue;
    if (value.startsWith('/') || (portal !== undefined && originOf(value) === portal)) {
      problems.push({
        variable,
        text: "points at the portal's own origin, where the local stack runs its stand-in: this start serves only /api and the web app; set the real service's https:// address.",
      });
    } else if (!value.startsWith('https://')) {
      problems.push({ variable, text: "must be the real service's https:// address." });
    }
  }
  const withoutSlash = (address: string | undefined) => address?.replace(/\/+$/, '');
  if (
    env.VITE_OIDC_ISSUER !== undefined &&
    env.OIDC_ISSUER !== undefined &&
    withoutSlash(env.VITE_OIDC_ISSUER) !== withoutSlash(env.OIDC_ISSUER)
  ) {
    problems.push({
      variable: 'VITE_OIDC_ISSUER',
      text: 'differs from OIDC_ISSUER: the web app would sign people in where the API does not accept their tokens.',
    });
  }
  const bank = originOf(env.BANK_API_URL);
  const fundingSource = originOf(env.BANK_FUNDING_SOURCE_URL);
  if (bank !== undefined && fundingSource !== undefined && bank !== fundingSource) {
    problems.push({ variable: 'BANK_FUNDING_SOURCE_URL', text: 'must be a funding source at BANK_API_URL.' });
  }
  if (env.SMTP_URL === DEVELOPMENT_DEFAULTS.SMTP_URL) {
    problems.push({ variable: 'SMTP_URL', text: "is the local mail catcher's: set the mail server's address." });
  }
  return problems;
}

function fileStore(env: Environment): Problem[] {
  if (env.FILE_STORE !== 'local') return [];
  if (env.DATA_DIR !== undefined && isAbsolute(env.DATA_DIR)) return [];
  return [
    {
      variable: 'DATA_DIR',
      text: 'with FILE_STORE=local, claim files are kept in DATA_DIR/files: set it to an absolute directory every API process shares (or use FILE_STORE=s3).',
    },
  ];
}

function builtWebApp(env: Environment, cwd: string): { distDir: string; problems: Problem[] } {
  const distDir = env.WEB_DIST_DIR === undefined ? DEFAULT_WEB_DIST_DIR : resolve(cwd, env.WEB_DIST_DIR);
  if (existsSync(join(distDir, 'index.html'))) return { distDir, problems: [] };
  return {
    distDir,
    problems: [
      {
        variable: 'WEB_DIST_DIR',
        text: `no built web app in ${distDir}: build it with \`npm run build -w @ace/web\` (with the production VITE_* settings), or set WEB_DIST_DIR to where it is.`,
      },
    ],
  };
}

/**
 * The API's configuration and the web app to serve for a production start, or a ConfigError naming every problem. A
 * worker process serves no web app: it is not looked for.
 */
export function loadProductionConfig(
  environment: Environment,
  cwd: string = process.cwd(),
  role: 'api' | 'worker' = 'api',
): { config: Config; web: WebApp } {
  const env = present(environment);
  const web = role === 'api' ? builtWebApp(env, cwd) : { distDir: '', problems: [] };
  const problems = [...missing(env), ...developmentSecrets(env), ...addresses(env), ...fileStore(env), ...web.problems];
  const messages: string[] = [];
  let config: Config | undefined;
  try {
    config = loadConfig(environment, cwd);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    messages.push(error.message);
  }
  if (problems.length > 0) {
    const lines = problems.map(({ variable, text }) => `- ${variable}: ${text}`);
    messages.push(`The API will not start in production until these are set right:\n${lines.join('\n')}`);
  }
  if (config === undefined || messages.length > 0) throw new ConfigError(messages.join('\n\n'));
  const connectTo = ['VITE_OIDC_ISSUER', 'VITE_BANK_API_URL', 'VITE_MONITORING_URL'].flatMap(
    (variable) => env[variable] ?? [],
  );
  return { config, web: { distDir: web.distDir, connectTo } };
}

import { envBasePath, envFlag, envPort, envText, envUrl, type Env } from '@ace/dev-kit';

/** Every setting of the identity stand-in, read from the environment once. */
export interface MeritConfig {
  /** Port of the standalone server (the stack's gateway forwards /merit to it). */
  port: number;
  host: string;
  /** The origin people and apps use, e.g. http://localhost:8080 behind the gateway. */
  publicUrl: string;
  /** Where the provider is mounted under publicUrl, e.g. /merit. The issuer is publicUrl + basePath. */
  basePath: string;
  /** The audience (`aud`) of the access tokens: the Base API. */
  apiAudience: string;
  /** The Base API's resource indicator (RFC 8707, an absolute URI); the default resource of every request. */
  apiResource: string;
  /** Directory of the state files (accounts, keys, grants and sessions). */
  stateDir: string;
  /** Lists the demo accounts and their password on the sign-in page. */
  devMode: boolean;
  /** Comma-separated secrets that sign the cookies; generated and kept in stateDir when unset. */
  cookieKeys: string[] | undefined;
  /** Extra origins (comma-separated) allowed to call the token and agent endpoints from a browser. */
  extraCorsOrigins: string[];
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function readConfig(env: Env = process.env): MeritConfig {
  const port = envPort(env, 'PORT', 8082);
  const cookieKeys = list(envText(env, 'COOKIE_KEYS', ''));
  const publicUrl = envUrl(env, 'PUBLIC_URL', `http://localhost:${port}`);
  return {
    port,
    host: envText(env, 'HOST', '127.0.0.1'),
    publicUrl,
    basePath: envBasePath(env, 'BASE_PATH', '/merit'),
    apiAudience: envText(env, 'API_AUDIENCE', 'ace-portal-api'),
    apiResource: envUrl(env, 'API_RESOURCE', `${publicUrl}/api`),
    stateDir: envText(env, 'STATE_DIR', '.data/dev-merit'),
    devMode: envFlag(env, 'DEV_MODE', true),
    cookieKeys: cookieKeys.length > 0 ? cookieKeys : undefined,
    extraCorsOrigins: list(envText(env, 'CORS_ORIGINS', '')),
  };
}

export function issuerOf(config: Pick<MeritConfig, 'publicUrl' | 'basePath'>): string {
  return `${config.publicUrl}${config.basePath}`;
}

/**
 * Parsers for environment variables, used by each app's config.ts (the one place that reads process.env there).
 * A wrong value stops the start with a message that names the variable.
 */
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

export function envText(env: Env, name: string, fallback: string): string {
  return value(env, name) ?? fallback;
}

export function envInteger(
  env: Env,
  name: string,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (it is "${raw}").`);
  }
  return parsed;
}

export function envPort(env: Env, name: string, fallback: number): number {
  return envInteger(env, name, fallback, { min: 0, max: 65535 });
}

export function envFlag(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (it is "${raw}").`);
}

/** An absolute http(s) URL without a trailing slash. */
export function envUrl(env: Env, name: string, fallback: string): string {
  const raw = value(env, name) ?? fallback;
  const parsed = URL.parse(raw);
  if (parsed === null || !['http:', 'https:'].includes(parsed.protocol)) {
    throw new ConfigError(`${name} must be an http(s) URL (it is "${raw}").`);
  }
  return raw.replace(/\/+$/, '');
}

/** A path prefix such as `/merit`: one leading slash, no trailing one; `/` alone becomes ''. */
export function envBasePath(env: Env, name: string, fallback: string): string {
  const raw = value(env, name) ?? fallback;
  if (!/^\/?[A-Za-z0-9._~\-/]*$/.test(raw)) {
    throw new ConfigError(`${name} must be a path such as /merit (it is "${raw}").`);
  }
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

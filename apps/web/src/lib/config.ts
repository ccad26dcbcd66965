import { z } from 'zod';

/**
 * The web app's configuration: links people see (help centre, terms, privacy, the support mailbox), where Merit,
 * the bank provider and the error monitor are. Read once from the build's environment (VITE_*, see apps/web/.env);
 * a missing or malformed value stops the app with a clear error instead of a broken link (spec section 8).
 */

const absoluteOrPath = z
  .string()
  .trim()
  .min(1)
  .refine((value) => value.startsWith('/') || URL.canParse(value), {
    error: 'must be an absolute URL or a path on this origin',
  });

const configSchema = z.object({
  VITE_PROGRAMME_SITE_URL: z.url(),
  VITE_HELP_CENTER_URL: z.url(),
  VITE_SUPPORT_EMAIL: z.email(),
  VITE_TERMS_URL: z.url(),
  VITE_PRIVACY_URL: z.url(),
  VITE_OIDC_ISSUER: absoluteOrPath,
  VITE_OIDC_CLIENT_ID: z.string().trim().min(1),
  VITE_BANK_API_URL: absoluteOrPath,
  VITE_MONITORING_URL: z.union([z.literal(''), absoluteOrPath]).optional(),
});

export interface WebConfig {
  programmeSiteUrl: string;
  helpCenterUrl: string;
  supportEmail: string;
  termsUrl: string;
  privacyUrl: string;
  /** The OpenID Connect issuer, absolute (a path is resolved against this origin). */
  oidcIssuer: string;
  oidcClientId: string;
  bankApiUrl: string;
  /** Where uncaught errors are posted; null to only log them. */
  monitoringUrl: string | null;
}

function onThisOrigin(value: string, origin: string): string {
  return (value.startsWith('/') ? `${origin}${value}` : value).replace(/\/+$/, '');
}

export function readConfig(env: Record<string, unknown>, origin: string): WebConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`The web app's configuration is missing or wrong (${problems}). See apps/web/.env.`);
  }
  const values = parsed.data;
  const monitoring = values.VITE_MONITORING_URL ?? '';
  return {
    programmeSiteUrl: values.VITE_PROGRAMME_SITE_URL,
    helpCenterUrl: values.VITE_HELP_CENTER_URL,
    supportEmail: values.VITE_SUPPORT_EMAIL,
    termsUrl: values.VITE_TERMS_URL,
    privacyUrl: values.VITE_PRIVACY_URL,
    oidcIssuer: onThisOrigin(values.VITE_OIDC_ISSUER, origin),
    oidcClientId: values.VITE_OIDC_CLIENT_ID,
    bankApiUrl: onThisOrigin(values.VITE_BANK_API_URL, origin),
    monitoringUrl: monitoring === '' ? null : onThisOrigin(monitoring, origin),
  };
}

export const config: WebConfig = readConfig(import.meta.env, window.location.origin);

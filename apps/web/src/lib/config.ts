import { addressOrPath, onOrigin, parseConfig } from '@ace/app-core/config';
import { z } from 'zod';

/**
 * The web app's configuration: links people see (help centre, terms, privacy, the support mailbox), where Merit,
 * the bank provider and the error monitor are. Read once from the build's environment (VITE_*, see apps/web/.env);
 * a missing or malformed value stops the app with a clear error instead of a broken link (spec section 8).
 */

const configSchema = z.object({
  VITE_PROGRAMME_SITE_URL: z.url(),
  VITE_HELP_CENTER_URL: z.url(),
  VITE_SUPPORT_EMAIL: z.email(),
  VITE_TERMS_URL: z.url(),
  VITE_PRIVACY_URL: z.url(),
  VITE_OIDC_ISSUER: addressOrPath,
  VITE_OIDC_CLIENT_ID: z.string().trim().min(1),
  VITE_BANK_API_URL: addressOrPath,
  VITE_MONITORING_URL: z.union([z.literal(''), addressOrPath]).optional(),
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

export function readConfig(env: Record<string, unknown>, origin: string): WebConfig {
  const values = parseConfig(configSchema, env, "The web app's", 'apps/web/.env');
  const monitoring = values.VITE_MONITORING_URL ?? '';
  return {
    programmeSiteUrl: values.VITE_PROGRAMME_SITE_URL,
    helpCenterUrl: values.VITE_HELP_CENTER_URL,
    supportEmail: values.VITE_SUPPORT_EMAIL,
    termsUrl: values.VITE_TERMS_URL,
    privacyUrl: values.VITE_PRIVACY_URL,
    oidcIssuer: onOrigin(values.VITE_OIDC_ISSUER, origin),
    oidcClientId: values.VITE_OIDC_CLIENT_ID,
    bankApiUrl: onOrigin(values.VITE_BANK_API_URL, origin),
    monitoringUrl: monitoring === '' ? null : onOrigin(monitoring, origin),
  };
}

export const config: WebConfig = readConfig(import.meta.env, window.location.origin);

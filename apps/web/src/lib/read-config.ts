import { addressOrPath, parseConfig } from '@ace/app-core/config';
import { z } from 'zod';
import { configFrom, type WebConfig } from './config-values.ts';

/**
 * The web app's configuration checked: links people see (help centre, terms, privacy, the support mailbox), where
 * Merit, the bank provider and the error monitor are. A missing or malformed value stops the build (and the dev
 * server) with a clear error instead of shipping a broken link (spec section 8); see vite.config.ts.
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

export function readConfig(env: Record<string, unknown>, origin: string): WebConfig {
  return configFrom(parseConfig(configSchema, env, "The web app's", 'apps/web/.env'), origin);
}

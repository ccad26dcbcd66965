import { addressOrPath, onOrigin, parseConfig } from '@ace/app-core/config';
import Constants from 'expo-constants';
import { z } from 'zod';
import { appOrigin } from './origin';

/**
 * The app's configuration, from app.config.ts (extra): where the portal, Merit and the bank provider are, the
 * links people see, the store ids. A path (/merit, /bank) is taken on the portal's origin: PORTAL_URL on a phone,
 * the page's own origin in the web build (served by the portal itself). A missing or malformed value stops the
 * app with a clear error.
 */
const extraSchema = z.object({
  portalUrl: z.url(),
  oidcIssuer: addressOrPath,
  oidcClientId: z.string().trim().min(1),
  bankApiUrl: addressOrPath,
  helpCenterUrl: z.url(),
  supportEmail: z.email(),
  termsUrl: z.url(),
  privacyUrl: z.url(),
  appStoreId: z.string().trim().min(1),
  playStoreId: z.string().trim().min(1),
});

export interface MobileConfig {
  /** The portal's origin, where the Base API is. */
  portalUrl: string;
  oidcIssuer: string;
  oidcClientId: string;
  bankApiUrl: string;
  helpCenterUrl: string;
  supportEmail: string;
  termsUrl: string;
  privacyUrl: string;
  appStoreId: string;
  playStoreId: string;
  /** The path the web build is served under ('' on a phone). */
  baseUrl: string;
}

export function readConfig(extra: unknown, baseUrl: string, pageOrigin: string | null): MobileConfig {
  const values = parseConfig(extraSchema, extra, "The app's", 'app.config.ts');
  const origin = pageOrigin ?? new URL(values.portalUrl).origin;
  return {
    ...values,
    portalUrl: origin,
    oidcIssuer: onOrigin(values.oidcIssuer, origin),
    bankApiUrl: onOrigin(values.bankApiUrl, origin),
    baseUrl: pageOrigin === null ? '' : baseUrl.replace(/\/+$/, ''),
  };
}

export const config: MobileConfig = readConfig(
  Constants.expoConfig?.extra,
  Constants.expoConfig?.experiments?.baseUrl ?? '',
  appOrigin(),
);

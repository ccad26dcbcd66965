import { onOrigin } from '@ace/app-core/on-origin';

/** The web app's settings as the build's environment gives them (VITE_*, see apps/web/.env). */
export interface ConfigValues {
  VITE_PROGRAMME_SITE_URL: string;
  VITE_HELP_CENTER_URL: string;
  VITE_SUPPORT_EMAIL: string;
  VITE_TERMS_URL: string;
  VITE_PRIVACY_URL: string;
  VITE_OIDC_ISSUER: string;
  VITE_OIDC_CLIENT_ID: string;
  VITE_BANK_API_URL: string;
  VITE_MONITORING_URL?: string | undefined;
}

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

/** The configuration from checked values, with paths taken on this origin. */
export function configFrom(values: ConfigValues, origin: string): WebConfig {
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

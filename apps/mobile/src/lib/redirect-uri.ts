import { config } from './config';

/** Where Merit sends the web build back: its own /auth/callback page (registered for ace-portal-mobile). */
export function signInRedirectUri(): string {
  return `${config.portalUrl}${config.baseUrl}/auth/callback`;
}

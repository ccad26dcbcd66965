import { config } from './config.ts';
import { refreshTokens, revokeRefreshToken, type OidcSettings } from './oidc.ts';
import { clearSession } from './session-store.ts';
import { createAuth } from '@ace/app-core/auth';
import { tokenStore } from './token-store.ts';

export const oidcSettings: OidcSettings = {
  issuer: config.oidcIssuer,
  clientId: config.oidcClientId,
  origin: window.location.origin,
};

const auth = createAuth({
  tokenStore,
  clearSession,
  refreshTokens: (tokens) => refreshTokens(oidcSettings, tokens),
  revokeRefreshToken: (refreshToken) => revokeRefreshToken(oidcSettings, refreshToken),
});

/** The access token of each call; the identity provider gives a fresh one silently on web (spec section 7). */
export const currentAccessToken = auth.currentAccessToken;
export const onLogout = auth.onLogout;
/** Logout clears the user, the selected organisation and the token (spec section 4, step 8). */
export const logout = auth.logout;

/**
 * Logs out to a given address: the next router (the pre-login set) opens there. A provider signed out by a waiting
 * notice lands on the provider login, not on the parent splash that the shared bank pages fall back to.
 */
export function logoutTo(path: string): void {
  window.history.replaceState(null, '', path);
  logout();
}

/** The generic error page's way out: log out and load the portal afresh (spec section 2). */
export function logoutAndReload(): void {
  logout();
  window.location.assign('/');
}

import { config } from '../../lib/config.ts';
import { refreshTokens, revokeRefreshToken, type OidcSettings } from '../sign-in/oidc.ts';
import { clearSession } from './session-store.ts';
import { tokenStore, type Tokens } from './token-store.ts';

export const oidcSettings: OidcSettings = {
  issuer: config.oidcIssuer,
  clientId: config.oidcClientId,
  origin: window.location.origin,
};

/** Refresh a little before the access token runs out, so a call never leaves with a token about to expire. */
const REFRESH_MARGIN_MS = 60_000;

let refreshing: Promise<Tokens | null> | null = null;

/**
 * The access token for the next call, refreshed silently with the refresh token when it is about to expire (the
 * identity provider gives an access token silently on web, spec section 7). When refreshing fails the old token
 * goes out, the API answers 401, and the person is logged out.
 */
export async function currentAccessToken(): Promise<string | null> {
  const tokens = tokenStore.get();
  if (tokens === null) return null;
  if (tokens.refreshToken === null || tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS) return tokens.accessToken;
  refreshing ??= refreshTokens(oidcSettings, tokens)
    .then((fresh) => {
      if (tokenStore.get() === tokens) tokenStore.set(fresh);
      return fresh;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  const fresh = await refreshing;
  return fresh?.accessToken ?? tokens.accessToken;
}

export type LogoutReason = 'user' | 'expired';
const logoutListeners = new Set<(reason: LogoutReason) => void>();

/** The app clears its caches and goes back to the splash when anyone logs out. */
export function onLogout(listener: (reason: LogoutReason) => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Logout clears the user, the selected organisation and the token (spec section 4, step 8). */
export function logout(reason: LogoutReason = 'user'): void {
  const tokens = tokenStore.get();
  tokenStore.set(null);
  clearSession();
  if (tokens?.refreshToken) {
    revokeRefreshToken(oidcSettings, tokens.refreshToken).catch(() => undefined);
  }
  for (const listener of logoutListeners) listener(reason);
}

/** The generic error page's way out: log out and load the portal afresh (spec section 2). */
export function logoutAndReload(): void {
  logout();
  window.location.assign('/');
}

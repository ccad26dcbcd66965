import type { Tokens } from './access-token.ts';
import type { ExternalStore } from './external-store.ts';

/** Refresh a little before the access token runs out, so a call never leaves with a token about to expire. */
export const REFRESH_MARGIN_MS = 60_000;

export type LogoutReason = 'user' | 'expired';

/** What signing out and refreshing need of each app: where the tokens are, and its identity-provider calls. */
export interface AuthOptions {
  tokenStore: ExternalStore<Tokens | null>;
  clearSession: () => void;
  refreshTokens: (tokens: Tokens) => Promise<Tokens>;
  revokeRefreshToken: (refreshToken: string) => Promise<unknown>;
  now?: () => number;
}

/** The access token of each call, and logout (spec section 4, step 8), the same on the web and on native. */
export function createAuth(options: AuthOptions) {
  const { tokenStore } = options;
  const now = options.now ?? Date.now;
  let refreshing: Promise<Tokens | null> | null = null;
  const logoutListeners = new Set<(reason: LogoutReason) => void>();

  return {
    /**
     * The access token for the next call, refreshed with the refresh token when it is about to expire; calls at
     * the same moment share one refresh. When refreshing fails the old token goes out, the API answers 401, and
     * the person is logged out.
     */
    currentAccessToken: async (): Promise<string | null> => {
      const tokens = tokenStore.get();
      if (tokens === null) return null;
      if (tokens.refreshToken === null || tokens.expiresAt - now() > REFRESH_MARGIN_MS) return tokens.accessToken;
      refreshing ??= options
        .refreshTokens(tokens)
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
    },

    /** The app clears its caches and goes back to its first screen when anyone logs out. */
    onLogout: (listener: (reason: LogoutReason) => void): (() => void) => {
      logoutListeners.add(listener);
      return () => logoutListeners.delete(listener);
    },

    /** Logout clears the user, the selected organisation and the tokens, and revokes the refresh token. */
    logout: (reason: LogoutReason = 'user'): void => {
      const tokens = tokenStore.get();
      tokenStore.set(null);
      options.clearSession();
      if (tokens?.refreshToken) options.revokeRefreshToken(tokens.refreshToken).catch(() => undefined);
      for (const listener of logoutListeners) listener(reason);
    },
  };
}

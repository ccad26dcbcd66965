import { refreshTokens, revokeRefreshToken } from './oidc';
import { clearSession } from './session-store';
import { tokenStore } from './token-store';
import { createAuth } from '@ace/app-core/auth';

const auth = createAuth({ tokenStore, clearSession, refreshTokens, revokeRefreshToken });

/** The access token of each call, refreshed with the refresh token when it is about to expire. */
export const currentAccessToken = auth.currentAccessToken;
export const onLogout = auth.onLogout;
/** Logout clears the user and the credentials (spec section 4, step 8). */
export const logout = auth.logout;

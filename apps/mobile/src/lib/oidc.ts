import type { Tokens } from '@ace/app-core/access-token';
import {
  exchangeCodeAsync,
  fetchDiscoveryAsync,
  refreshAsync,
  revokeAsync,
  TokenTypeHint,
  type DiscoveryDocument,
  type TokenResponse,
} from 'expo-auth-session';
import { config } from './config';
import { signInRedirectUri } from './redirect-uri';

/**
 * OpenID Connect for the app: authorisation code with PKCE (S256) in the system browser, through expo-auth-session
 * (spec section 2: scopes openid, profile and offline_access, with a forced login prompt). This module holds
 * only the exchanges; the browser part is the sign-in button's (use-sign-in.ts).
 */
export const SIGN_IN_SCOPES = ['openid', 'profile', 'offline_access'];

let discovery: Promise<DiscoveryDocument> | null = null;

export function meritDiscovery(): Promise<DiscoveryDocument> {
  discovery ??= fetchDiscoveryAsync(config.oidcIssuer).catch((error: unknown) => {
    discovery = null;
    throw error;
  });
  return discovery;
}

function toTokens(answer: TokenResponse, previousRefresh: string | null): Tokens {
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken ?? previousRefresh,
    expiresAt: (answer.issuedAt + (answer.expiresIn ?? 0)) * 1000,
  };
}

/** Trades the code of the browser's answer for tokens, with the verifier of its request. */
export async function exchangeCode(code: string, codeVerifier: string): Promise<Tokens> {
  const answer = await exchangeCodeAsync(
    {
      clientId: config.oidcClientId,
      code,
      redirectUri: signInRedirectUri(),
      extraParams: { code_verifier: codeVerifier },
    },
    await meritDiscovery(),
  );
  return toTokens(answer, null);
}

/** A fresh access token from the refresh token (Merit may rotate it). */
export async function refreshTokens(tokens: Tokens): Promise<Tokens> {
  if (tokens.refreshToken === null) throw new Error('There is no refresh token');
  const answer = await refreshAsync(
    { clientId: config.oidcClientId, refreshToken: tokens.refreshToken },
    await meritDiscovery(),
  );
  return toTokens(answer, tokens.refreshToken);
}

/** Revokes the refresh token at logout, so the offline session ends with the person's. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await revokeAsync(
    { clientId: config.oidcClientId, token: refreshToken, tokenTypeHint: TokenTypeHint.RefreshToken },
    await meritDiscovery(),
  );
}

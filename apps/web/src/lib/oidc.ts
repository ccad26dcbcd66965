import * as oauth from 'oauth4webapi';
import type { Tokens } from '@ace/app-core/access-token';
import { CALLBACK_PATH } from './auth-callback.ts';

/**
 * OpenID Connect for a public browser client, through panva's certified oauth4webapi: discovery, the authorisation
 * request with PKCE (S256), state and nonce, the code exchange with its answer checked (state, issuer, the ID
 * token's nonce, audience and expiry), refresh and revocation. Scopes `openid profile offline_access` with
 * `prompt=login` (spec section 2). Which window the sign-in runs in is sign-in-window.ts's business.
 */

export const SIGN_IN_SCOPES = 'openid profile offline_access';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** This origin: the redirect URI is origin + /auth/callback. */
  origin: string;
  fetch?: typeof fetch;
}

export class SignInCancelled extends Error {
  constructor() {
    super('The sign-in window was closed');
    this.name = 'SignInCancelled';
  }
}

export class SignInFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInFailed';
  }
}

/** What the answer to an authorisation request is checked against; kept until Merit sends the person back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * oauth4webapi speaks only HTTPS to the identity provider. The local stand-in (apps/dev-merit) serves plain HTTP on
 * this machine — `npm start`, the dev server, the browser stories — where nothing crosses a network, so that one is
 * let through, and no other: an http issuer anywhere but on localhost or 127.0.0.1 is refused.
 */
export function allowsPlainHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && (issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1');
}

function requestOptions(settings: OidcSettings) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only to stand out; see allowsPlainHttp.
    [oauth.allowInsecureRequests]: allowsPlainHttp(new URL(settings.issuer)),
    ...(settings.fetch === undefined ? {} : { [oauth.customFetch]: settings.fetch }),
  };
}

function clientOf(settings: OidcSettings): oauth.Client {
  return { client_id: settings.clientId };
}

/** A browser keeps no secret: the client proves itself with PKCE alone. */
const noClientSecret = oauth.None();

function redirectUri(settings: OidcSettings): string {
  return `${settings.origin}${CALLBACK_PATH}`;
}

const discoveries = new Map<string, Promise<oauth.AuthorizationServer>>();

/** Merit's discovery document, fetched once per issuer (again after a failure). */
function discover(settings: OidcSettings): Promise<oauth.AuthorizationServer> {
  let found = discoveries.get(settings.issuer);
  if (found === undefined) {
    const issuer = new URL(settings.issuer);
    found = oauth
      .discoveryRequest(issuer, requestOptions(settings))
      .then((response) => oauth.processDiscoveryResponse(issuer, response));
    found.catch(() => discoveries.delete(settings.issuer));
    discoveries.set(settings.issuer, found);
  }
  return found;
}

/** The address to send the person to, and what its answer is checked against. */
export async function startAuthorization(settings: OidcSettings): Promise<{ url: string; pending: PendingSignIn }> {
  const as = await discover(settings);
  if (as.authorization_endpoint === undefined) throw new SignInFailed('Merit names no authorisation endpoint');
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    verifier: oauth.generateRandomCodeVerifier(),
  };
  const url = new URL(as.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri(settings),
    response_type: 'code',
    scope: SIGN_IN_SCOPES,
    prompt: 'login',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.href, pending };
}

function toTokens(answer: oauth.TokenEndpointResponse, previousRefresh: string | null): Tokens {
  if (answer.expires_in === undefined) throw new SignInFailed('Merit did not say when the access token expires');
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previousRefresh,
    expiresAt: Date.now() + answer.expires_in * 1000,
  };
}

/** Checks Merit's answer at /auth/callback against its request and trades the code for tokens. */
export async function completeSignIn(
  settings: OidcSettings,
  callbackUrl: string,
  pending: PendingSignIn,
): Promise<Tokens> {
  const as = await discover(settings);
  const client = clientOf(settings);
  let answer: URLSearchParams;
  try {
    answer = oauth.validateAuthResponse(as, client, new URL(callbackUrl), pending.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied') {
      throw new SignInCancelled();
    }
    throw error;
  }
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    noClientSecret,
    answer,
    redirectUri(settings),
    pending.verifier,
    requestOptions(settings),
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: pending.nonce,
    requireIdToken: true,
  });
  return toTokens(tokens, null);
}

/** A fresh access token from the refresh token (Merit may rotate it). */
export async function refreshTokens(settings: OidcSettings, tokens: Tokens): Promise<Tokens> {
  if (tokens.refreshToken === null) throw new SignInFailed('There is no refresh token');
  const as = await discover(settings);
  const client = clientOf(settings);
  const response = await oauth.refreshTokenGrantRequest(
    as,
    client,
    noClientSecret,
    tokens.refreshToken,
    requestOptions(settings),
  );
  return toTokens(await oauth.processRefreshTokenResponse(as, client, response), tokens.refreshToken);
}

/** Revokes the refresh token at logout, so the offline session ends with the person's. */
export async function revokeRefreshToken(settings: OidcSettings, refreshToken: string): Promise<void> {
  const as = await discover(settings);
  if (as.revocation_endpoint === undefined) return;
  const response = await oauth.revocationRequest(as, clientOf(settings), noClientSecret, refreshToken, {
    ...requestOptions(settings),
    additionalParameters: { token_type_hint: 'refresh_token' },
  });
  await oauth.processRevocationResponse(response);
}

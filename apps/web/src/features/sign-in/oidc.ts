import { z } from 'zod';
import type { Tokens } from '@ace/app-core/access-token';
import { CALLBACK_MESSAGE, CALLBACK_PATH } from './auth-callback.ts';

/**
 * OpenID Connect sign-in for a public browser client: authorisation code with PKCE (S256), in a popup (spec
 * section 4, step 1), with a same-window redirect when the browser blocks popups. Scopes `openid profile
 * offline_access` with `prompt=login` (spec section 2). Refresh and revocation keep and end the session.
 */

export const SIGN_IN_SCOPES = 'openid profile offline_access';
export const POPUP_NAME = 'ace-merit-sign-in';
const PENDING_KEY = 'ace.oidc.pending';
/** A person may take their time to sign in, but not forever. */
const POPUP_TIMEOUT_MS = 10 * 60_000;

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

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  revocation_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive(),
  id_token: z.string().optional(),
});

const discoveries = new Map<string, Promise<Discovery>>();

function fetchOf(settings: OidcSettings): typeof fetch {
  return settings.fetch ?? ((input, init) => fetch(input, init));
}

export function discover(settings: OidcSettings): Promise<Discovery> {
  let found = discoveries.get(settings.issuer);
  if (found === undefined) {
    found = (async () => {
      const response = await fetchOf(settings)(`${settings.issuer}/.well-known/openid-configuration`);
      if (!response.ok) throw new SignInFailed(`Merit's discovery document answered ${response.status}`);
      const document = discoverySchema.parse(await response.json());
      if (document.issuer !== settings.issuer) throw new SignInFailed('Merit names another issuer');
      return document;
    })();
    found.catch(() => discoveries.delete(settings.issuer));
    discoveries.set(settings.issuer, found);
  }
  return found;
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(byteCount = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** RFC 7636: the challenge is the base64url SHA-256 of the verifier. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

function redirectUri(settings: OidcSettings): string {
  return `${settings.origin}${CALLBACK_PATH}`;
}

async function authorizationRequest(settings: OidcSettings): Promise<{ url: string; pending: PendingSignIn }> {
  const discovery = await discover(settings);
  const pending: PendingSignIn = { state: randomToken(), nonce: randomToken(), verifier: randomToken() };
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri(settings),
    response_type: 'code',
    scope: SIGN_IN_SCOPES,
    prompt: 'login',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await codeChallenge(pending.verifier),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.href, pending };
}

/**
 * Opens the (empty) sign-in window. Call it synchronously in the click handler, before any await, or the browser
 * treats it as an unrequested popup and blocks it; null when it was blocked all the same.
 */
export function openSignInWindow(): Window | null {
  const width = 520;
  const height = 720;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open('', POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

function readIdTokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  const json = atob(
    payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '='),
  );
  return JSON.parse(json) as Record<string, unknown>;
}

async function tokenRequest(
  settings: OidcSettings,
  form: Record<string, string>,
): Promise<z.infer<typeof tokenResponseSchema>> {
  const discovery = await discover(settings);
  const response = await fetchOf(settings)(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...form, client_id: settings.clientId }).toString(),
  });
  if (!response.ok) throw new SignInFailed(`Merit's token endpoint answered ${response.status}`);
  return tokenResponseSchema.parse(await response.json());
}

function toTokens(answer: z.infer<typeof tokenResponseSchema>, now: number, previousRefresh: string | null): Tokens {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previousRefresh,
    expiresAt: now + answer.expires_in * 1000,
  };
}

/** Checks the callback (state, error), trades the code for tokens and checks the ID token's nonce and audience. */
export async function completeSignIn(
  settings: OidcSettings,
  callbackUrl: string,
  pending: PendingSignIn,
): Promise<Tokens> {
  const params = new URL(callbackUrl).searchParams;
  if (params.get('state') !== pending.state) throw new SignInFailed('The sign-in answer does not match its request');
  const error = params.get('error');
  if (error !== null) {
    if (error === 'access_denied') throw new SignInCancelled();
    throw new SignInFailed(params.get('error_description') ?? error);
  }
  const code = params.get('code');
  if (code === null) throw new SignInFailed('The sign-in answer carries no code');
  const answer = await tokenRequest(settings, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri(settings),
    code_verifier: pending.verifier,
  });
  if (answer.id_token !== undefined) {
    const claims = readIdTokenClaims(answer.id_token);
    const audience = claims.aud;
    const audiences = Array.isArray(audience) ? audience : [audience];
    if (claims.nonce !== pending.nonce || !audiences.includes(settings.clientId)) {
      throw new SignInFailed('The ID token was not issued for this sign-in');
    }
  }
  return toTokens(answer, Date.now(), null);
}

function waitForCallback(popup: Window, origin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
      window.clearTimeout(timeout);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin || event.source !== popup) return;
      const data = event.data;
      if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== CALLBACK_MESSAGE) return;
      if (!('url' in data) || typeof data.url !== 'string') return;
      finish();
      popup.close();
      resolve(data.url);
    };
    // A closed popup is a cancelled sign-in, unless its answer is still on its way: give it a moment.
    const closedPoll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedPoll);
      window.setTimeout(() => {
        finish();
        reject(new SignInCancelled());
      }, 1000);
    }, 400);
    const timeout = window.setTimeout(() => {
      finish();
      popup.close();
      reject(new SignInCancelled());
    }, POPUP_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
  });
}

/** Signs in through the window opened by openSignInWindow. */
export async function signInWithPopup(settings: OidcSettings, popup: Window): Promise<Tokens> {
  let request: Awaited<ReturnType<typeof authorizationRequest>>;
  try {
    request = await authorizationRequest(settings);
  } catch (error) {
    popup.close();
    throw error;
  }
  popup.location.replace(request.url);
  const callbackUrl = await waitForCallback(popup, settings.origin);
  return completeSignIn(settings, callbackUrl, request.pending);
}

/** When popups are blocked: the same request in this window; the callback finishes it (finishRedirectSignIn). */
export async function signInWithRedirect(settings: OidcSettings): Promise<void> {
  const request = await authorizationRequest(settings);
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(request.pending));
  window.location.assign(request.url);
}

const pendingSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });

/** On /auth/callback in the main window: finishes a redirect sign-in started by signInWithRedirect. */
export async function finishRedirectSignIn(settings: OidcSettings, callbackUrl: string): Promise<Tokens> {
  const stored = window.sessionStorage.getItem(PENDING_KEY);
  window.sessionStorage.removeItem(PENDING_KEY);
  const pending = pendingSchema.safeParse(stored === null ? null : JSON.parse(stored));
  if (!pending.success) throw new SignInFailed('No sign-in was started in this window');
  return completeSignIn(settings, callbackUrl, pending.data);
}

/** A fresh access token from the refresh token (Merit may rotate it). */
export async function refreshTokens(settings: OidcSettings, tokens: Tokens): Promise<Tokens> {
  if (tokens.refreshToken === null) throw new SignInFailed('There is no refresh token');
  const answer = await tokenRequest(settings, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
  return toTokens(answer, Date.now(), tokens.refreshToken);
}

/** Revokes the refresh token at logout, so the offline session ends with the person's. */
export async function revokeRefreshToken(settings: OidcSettings, refreshToken: string): Promise<void> {
  const discovery = await discover(settings);
  if (discovery.revocation_endpoint === undefined) return;
  await fetchOf(settings)(discovery.revocation_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: refreshToken,
      token_type_hint: 'refresh_token',
      client_id: settings.clientId,
    }).toString(),
  });
}

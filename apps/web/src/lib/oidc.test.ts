import '../test/node-binary-globals.ts';
import { describe, expect, it } from 'vitest';
import { fakeMerit, type FakeMeritOptions } from '../test/fake-merit.ts';
import {
  allowsPlainHttp,
  completeSignIn,
  refreshTokens,
  revokeRefreshToken,
  SignInCancelled,
  startAuthorization,
  type OidcSettings,
} from './oidc.ts';

const ISSUER = 'https://merit.test';
const CLIENT_ID = 'ace-portal-web';

/** Each test its own issuer: discovery documents are kept per issuer. */
let issuers = 0;
function merit(options: Partial<FakeMeritOptions> = {}) {
  issuers += 1;
  const issuer = options.issuer ?? `${ISSUER}/${String(issuers)}`;
  const fake = fakeMerit({ ...options, issuer });
  const settings: OidcSettings = { issuer, clientId: CLIENT_ID, origin: 'https://portal.test', fetch: fake.fetch };
  return { ...fake, settings };
}

/** A whole sign-in: the request, the person signing in at Merit, the answer traded for tokens. */
async function signIn(fake: ReturnType<typeof merit>) {
  const { url, pending } = await startAuthorization(fake.settings);
  return completeSignIn(fake.settings, fake.authorize(url), pending);
}

describe('OIDC sign-in', () => {
  it('asks Merit for a code with PKCE (S256), the sign-in scopes and a fresh login', async () => {
    const fake = merit();
    const first = new URL((await startAuthorization(fake.settings)).url);
    const second = new URL((await startAuthorization(fake.settings)).url);
    expect(first.origin + first.pathname).toBe(`${fake.settings.issuer}/auth`);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: 'https://portal.test/auth/callback',
      response_type: 'code',
      scope: 'openid profile offline_access',
      prompt: 'login',
      code_challenge_method: 'S256',
    });
    for (const fresh of ['state', 'nonce', 'code_challenge']) {
      expect(first.searchParams.get(fresh)).toMatch(/^[\w-]{43,}$/);
      expect(second.searchParams.get(fresh)).not.toBe(first.searchParams.get(fresh));
    }
  });

  it('trades the code for tokens with the verifier of its challenge', async () => {
    const fake = merit();
    const tokens = await signIn(fake);
    expect(tokens).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(tokens.expiresAt).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('is refused by Merit when the verifier is not the one of the challenge', async () => {
    const fake = merit();
    const { url } = await startAuthorization(fake.settings);
    const other = await startAuthorization(fake.settings);
    const callback = new URL(fake.authorize(url));
    callback.searchParams.set('state', other.pending.state);
    await expect(completeSignIn(fake.settings, callback.href, other.pending)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(fake.tokenRequests).toHaveLength(1);
  });

  it('refuses an answer whose state is not the request’s, without trading its code', async () => {
    const fake = merit();
    const { url, pending } = await startAuthorization(fake.settings);
    const callback = new URL(fake.authorize(url));
    callback.searchParams.set('state', 'another-request');
    await expect(completeSignIn(fake.settings, callback.href, pending)).rejects.toThrow(/state/);
    expect(fake.tokenRequests).toEqual([]);
  });

  it('refuses an answer sent by another issuer', async () => {
    const fake = merit();
    const { url, pending } = await startAuthorization(fake.settings);
    const callback = new URL(fake.authorize(url));
    callback.searchParams.set('iss', 'https://elsewhere.test');
    await expect(completeSignIn(fake.settings, callback.href, pending)).rejects.toThrow(/iss/);
    expect(fake.tokenRequests).toEqual([]);
  });

  it('treats a refusal by the person as a cancelled sign-in', async () => {
    const fake = merit();
    const { pending } = await startAuthorization(fake.settings);
    const callback = `https://portal.test/auth/callback?error=access_denied&state=${pending.state}&iss=${fake.settings.issuer}`;
    await expect(completeSignIn(fake.settings, callback, pending)).rejects.toBeInstanceOf(SignInCancelled);
  });

  it('refuses an ID token issued for another sign-in or another client', async () => {
    await expect(signIn(merit({ idTokenClaims: { nonce: 'another-sign-in' } }))).rejects.toThrow(/nonce/);
    await expect(signIn(merit({ idTokenClaims: { aud: 'another-client' } }))).rejects.toThrow(/aud/);
  });

  it('refuses a discovery document that names another issuer', async () => {
    const fake = merit();
    const impostor: OidcSettings = {
      ...fake.settings,
      issuer: 'https://impostor.test',
      fetch: () => fake.fetch(`${fake.settings.issuer}/.well-known/openid-configuration`),
    };
    await expect(startAuthorization(impostor)).rejects.toThrow(/issuer/);
  });

  it('refreshes the access token and keeps the refresh token Merit rotates to', async () => {
    const fake = merit();
    const signedIn = await signIn(fake);
    const refreshed = await refreshTokens(fake.settings, signedIn);
    expect(refreshed.accessToken).not.toBe(signedIn.accessToken);
    expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken);
    // The old refresh token is spent: only the new one refreshes again.
    await expect(refreshTokens(fake.settings, signedIn)).rejects.toMatchObject({ error: 'invalid_grant' });
    const again = await refreshTokens(fake.settings, refreshed);
    expect(again.accessToken).not.toBe(refreshed.accessToken);
  });

  it('keeps its refresh token when Merit does not rotate it', async () => {
    const fake = merit({ rotatesRefreshTokens: false });
    const signedIn = await signIn(fake);
    const refreshed = await refreshTokens(fake.settings, signedIn);
    expect(refreshed.accessToken).not.toBe(signedIn.accessToken);
    expect(refreshed.refreshToken).toBe(signedIn.refreshToken);
  });

  it('revokes the refresh token at logout, after which it refreshes nothing', async () => {
    const fake = merit();
    const signedIn = await signIn(fake);
    await revokeRefreshToken(fake.settings, signedIn.refreshToken ?? '');
    expect(fake.revoked).toEqual([{ token: signedIn.refreshToken, hint: 'refresh_token', clientId: CLIENT_ID }]);
    await expect(refreshTokens(fake.settings, signedIn)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('does not take a revocation Merit refuses for done', async () => {
    const fake = merit({ refusesRevocation: true });
    const signedIn = await signIn(fake);
    await expect(revokeRefreshToken(fake.settings, signedIn.refreshToken ?? '')).rejects.toMatchObject({
      error: 'invalid_client',
    });
  });
});

describe('plain HTTP to the identity provider', () => {
  it('is allowed to the local stand-in only', () => {
    expect(allowsPlainHttp(new URL('http://localhost:8080/merit'))).toBe(true);
    expect(allowsPlainHttp(new URL('http://127.0.0.1:8082/merit'))).toBe(true);
    expect(allowsPlainHttp(new URL('http://merit.example.org/merit'))).toBe(false);
    expect(allowsPlainHttp(new URL('http://localhost.example.org/merit'))).toBe(false);
  });

  it('signs in against the local stand-in, and refuses any other http issuer before asking it anything', async () => {
    await expect(signIn(merit({ issuer: 'http://localhost:8080/merit' }))).resolves.toMatchObject({
      accessToken: 'at-2',
    });
    const remote = merit({ issuer: 'http://merit.example.org/merit' });
    await expect(startAuthorization(remote.settings)).rejects.toThrow(/HTTPS/);
  });
});

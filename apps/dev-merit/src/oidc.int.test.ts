import { DEMO_PASSWORD } from '@ace/demo-data';
import { browse, CookieJar, signInFormAction } from '@ace/dev-kit';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverWebClient, signIn, startMerit, temporaryStateDir, type RunningMerit } from './test-support.ts';

const maria = { email: 'maria.garcia@example.com', password: DEMO_PASSWORD };

describe('dev-merit as an OpenID Connect provider', () => {
  const state = temporaryStateDir();
  let merit: RunningMerit;
  let client: oidc.Configuration;

  beforeAll(async () => {
    merit = await startMerit(state.path);
    client = await discoverWebClient(merit);
  });
  afterAll(async () => {
    await merit.stop();
    state.remove();
  });

  async function verifyAccessToken(token: string) {
    const jwks = createRemoteJWKSet(new URL(`${merit.issuer}/jwks`));
    return jwtVerify(token, jwks, { issuer: merit.issuer, audience: 'ace-portal-api', typ: 'at+jwt' });
  }

  it('publishes its discovery document under the base path, with PKCE S256 and the portal scopes', () => {
    const metadata = client.serverMetadata();
    expect(metadata.issuer).toBe(merit.issuer);
    expect(merit.issuer).toMatch(/\/merit$/);
    expect(metadata.authorization_endpoint).toBe(`${merit.issuer}/auth`);
    expect(metadata.token_endpoint).toBe(`${merit.issuer}/token`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'offline_access']));
  });

  it('signs a demo parent in with code + PKCE and issues a JWT access token for the Base API', async () => {
    const { tokens, step } = await signIn(merit, client, new CookieJar(), maria);
    expect(step.signInPage).toContain('Sign in to Merit');

    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      aud: 'ace-portal-api',
      email: 'maria.garcia@example.com',
      email_verified: true,
      name: 'Maria Garcia',
      client_id: 'ace-portal-web',
    });
    expect(payload.agentID).toMatch(/^agt-[0-9a-f-]{36}$/);
    expect(payload.entityID).toMatch(/^ent-[0-9a-f-]{36}$/);
    expect(payload.sub).toBe(payload.entityID);
    expect((payload.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThan(3000);

    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.claims()).toMatchObject({ email: 'maria.garcia@example.com', name: 'Maria Garcia' });
  });

  it('refreshes the access token with the refresh token', async () => {
    const { tokens } = await signIn(merit, client, new CookieJar(), maria);
    const first = await verifyAccessToken(tokens.access_token);
    const refreshed = await oidc.refreshTokenGrant(client, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    const second = await verifyAccessToken(refreshed.access_token);
    expect(second.payload.agentID).toBe(first.payload.agentID);
    expect(second.payload.entityID).toBe(first.payload.entityID);
  });

  it('refuses a wrong password with a message on the sign-in page', async () => {
    const jar = new CookieJar();
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: merit.redirectUri,
      scope: 'openid profile offline_access',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      prompt: 'login',
    });
    const toInteraction = await browse(jar, url);
    const interactionUrl = new URL(toInteraction.headers.get('location') ?? '', url).href;
    const page = await (await browse(jar, interactionUrl)).text();
    const action = signInFormAction(page, interactionUrl) ?? '';

    const refused = await browse(jar, action, { email: maria.email, password: 'not-the-password' });
    expect(refused.status).toBe(401);
    const body = await refused.text();
    expect(body).toContain('role="alert"');
    expect(body).toContain('That e-mail address and password do not match an account.');
    expect(body).toContain('value="maria.garcia@example.com"');

    const empty = await browse(jar, action, { email: '', password: '' });
    expect(empty.status).toBe(400);
    const emptyBody = await empty.text();
    expect(emptyBody).toContain('Enter your e-mail address.');
    expect(emptyBody).toContain('Enter your password.');
  });

  it('lists the demo accounts and their password on the sign-in page in development mode', async () => {
    const { step } = await signIn(merit, client, new CookieJar(), maria);
    expect(step.signInPage).toContain('Demo accounts (development only)');
    expect(step.signInPage).toContain(DEMO_PASSWORD);
    expect(step.signInPage).toContain('sam.support@meritcs.example.com');
  });

  it('asks for the password again with prompt=login even when a session exists', async () => {
    const jar = new CookieJar();
    await signIn(merit, client, jar, maria);

    const again = await signIn(merit, client, jar, maria, { prompt: 'login' });
    expect(again.step.signInPage).toContain('Sign in to Merit');

    const silent = await signIn(merit, client, jar, maria, { prompt: null });
    expect(silent.step.signInPage).toBeUndefined();
  });

  it('signs out through RP-initiated logout, after which a sign-in asks for the password again', async () => {
    const jar = new CookieJar();
    const { tokens } = await signIn(merit, client, jar, maria);
    const endSession = new URL(`${merit.issuer}/session/end`);
    endSession.searchParams.set('id_token_hint', tokens.id_token ?? '');
    endSession.searchParams.set('post_logout_redirect_uri', `${merit.config.publicUrl}/`);
    const confirm = await browse(jar, endSession);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('Sign out of Merit');
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';

    const done = await browse(jar, action, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${merit.config.publicUrl}/`);
    const after = await signIn(merit, client, jar, maria, { prompt: null });
    expect(after.step.signInPage).toContain('Sign in to Merit');
  });

  it('refuses an authorisation request without PKCE', async () => {
    const url = oidc.buildAuthorizationUrl(client, { redirect_uri: merit.redirectUri, scope: 'openid' });
    const response = await browse(new CookieJar(), url);
    const location = new URL(response.headers.get('location') ?? '', url);
    expect(location.href.startsWith(merit.redirectUri)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('dev-merit outside development mode', () => {
  it('shows no demo account and no password on the sign-in page', async () => {
    const state = temporaryStateDir();
    const merit = await startMerit(state.path, 0, { DEV_MODE: 'false' });
    try {
      const { step } = await signIn(merit, await discoverWebClient(merit), new CookieJar(), maria);
      expect(step.signInPage).toContain('Sign in to Merit');
      expect(step.signInPage).not.toContain('Demo accounts');
      expect(step.signInPage).not.toContain(DEMO_PASSWORD);
    } finally {
      await merit.stop();
      state.remove();
    }
  });
});

describe('dev-merit state on disk', () => {
  it('keeps accounts, keys and sessions across a restart', async () => {
    const state = temporaryStateDir();
    try {
      const first = await startMerit(state.path);
      const port = Number(new URL(first.issuer).port);
      const jar = new CookieJar();
      const before = await signIn(first, await discoverWebClient(first), jar, maria);
      await first.stop();

      const second = await startMerit(state.path, port);
      try {
        const client = await discoverWebClient(second);
        const jwks = createRemoteJWKSet(new URL(`${second.issuer}/jwks`));
        const old = await jwtVerify(before.tokens.access_token, jwks, {
          issuer: second.issuer,
          audience: 'ace-portal-api',
        });
        const after = await signIn(second, client, jar, maria, { prompt: null });
        expect(after.step.signInPage).toBeUndefined();
        const fresh = await jwtVerify(after.tokens.access_token, jwks, { issuer: second.issuer });
        expect(fresh.payload.agentID).toBe(old.payload.agentID);
        const refreshed = await oidc.refreshTokenGrant(client, before.tokens.refresh_token ?? '');
        expect(refreshed.access_token).toEqual(expect.any(String));
      } finally {
        await second.stop();
      }
    } finally {
      state.remove();
    }
  });
});

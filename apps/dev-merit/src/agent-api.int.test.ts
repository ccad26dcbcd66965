import { DEMO_PASSWORD } from '@ace/demo-data';
import { CookieJar, signInThroughBrowser } from '@ace/dev-kit';
import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_CLIENT_ID } from './clients.ts';
import {
  discoverClient,
  discoverWebClient,
  signIn,
  startMerit,
  temporaryStateDir,
  type RunningMerit,
} from './test-support.ts';

describe('dev-merit agent API', () => {
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

  async function tokenFor(email: string): Promise<{ token: string; agentId: string; entityId: string }> {
    const { tokens } = await signIn(merit, client, new CookieJar(), { email, password: DEMO_PASSWORD });
    const claims = decodeJwt(tokens.access_token);
    return { token: tokens.access_token, agentId: String(claims.agentID), entityId: String(claims.entityID) };
  }

  function call(method: string, path: string, token?: string, headers: Record<string, string> = {}) {
    return fetch(`${merit.issuer}/v1/agents/${path}`, {
      method,
      headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
    });
  }

  it('answers the links, then accepts the terms and approves the capabilities', async () => {
    const { token, agentId } = await tokenFor('james.wilson@example.com');
    const before = await call('GET', `${agentId}/links`, token);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ capabilitiesApproved: false, tosAccepted: false });

    const accepted = await call('POST', `${agentId}/accept-tos`, token);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ tosAccepted: true });

    const after = await call('GET', `${agentId}/links`, token);
    expect(await after.json()).toEqual({ capabilitiesApproved: true, tosAccepted: true });
  });

  it("links the agent to the token's own entity, and to no other", async () => {
    const { token, agentId, entityId } = await tokenFor('aisha.khan@example.com');
    const linked = await call('PUT', `${agentId}/link/${entityId}`, token);
    expect(linked.status).toBe(200);
    expect(await linked.json()).toEqual({ linked: true });

    const other = await tokenFor('chen.li@example.com');
    const refused = await call('PUT', `${agentId}/link/${other.entityId}`, token);
    expect(refused.status).toBe(403);
  });

  it('lists the merits of a provider user of several organisations, accepted and pending', async () => {
    const { token, agentId } = await tokenFor('david.miller@example.com');
    const response = await call('GET', `${agentId}/merits`, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      merits: [
        { id: 'org-buckeye-music', name: 'Buckeye Music Academy', status: 'accepted' },
        { id: 'org-lakeside-camps', name: 'Lakeside Science Camps', status: 'accepted' },
        { id: 'org-columbus-languages', name: 'Columbus Language School', status: 'pending' },
        { id: 'org-ace-marketplace', name: 'ACE Marketplace Purchases', status: 'accepted' },
      ],
    });
  });

  it('answers 401 without a token and with a forged one', async () => {
    const { token, agentId } = await tokenFor('maria.garcia@example.com');
    const missing = await call('GET', `${agentId}/links`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);

    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(token), agentID: 'agt-someone-else' })).toString(
      'base64url',
    );
    const forged = await call('GET', `${agentId}/links`, `${header}.${forgedPayload}.${signature}`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'invalid_token' });
  });

  it("answers 403 for another person's agent id", async () => {
    const maria = await tokenFor('maria.garcia@example.com');
    const olivia = await tokenFor('olivia.brown@brightminds.example.com');
    const response = await call('GET', `${olivia.agentId}/links`, maria.token);
    expect(response.status).toBe(403);
  });

  it("allows the web app's origins to call it from a browser", async () => {
    const { agentId } = await tokenFor('maria.garcia@example.com');
    const preflight = await call('OPTIONS', `${agentId}/links`, undefined, {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');

    const stranger = await call('OPTIONS', `${agentId}/links`, undefined, { origin: 'https://evil.example' });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs the mobile app in through its custom-scheme redirect', async () => {
    const mobile = await discoverClient(merit, MOBILE_CLIENT_ID);
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(mobile, {
      redirect_uri: 'aceportal://auth/callback',
      scope: 'openid profile offline_access',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      prompt: 'login',
    });
    const step = await signInThroughBrowser(
      new CookieJar(),
      url,
      { email: 'maria.garcia@example.com', password: DEMO_PASSWORD },
      'aceportal://auth/callback',
    );
    const tokens = await oidc.authorizationCodeGrant(mobile, step.callbackUrl, { pkceCodeVerifier: verifier });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: 'ace-portal-api', client_id: MOBILE_CLIENT_ID });
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });
});

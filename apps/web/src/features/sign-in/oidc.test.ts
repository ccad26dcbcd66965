import { describe, expect, it } from 'vitest';
import { base64url, codeChallenge, completeSignIn, SignInCancelled, SignInFailed } from './oidc.ts';

const settings = {
  issuer: 'https://merit.test',
  clientId: 'ace-portal-web',
  origin: 'https://portal.test',
  fetch: (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/.well-known/openid-configuration')) {
      return Promise.resolve(
        Response.json({
          issuer: 'https://merit.test',
          authorization_endpoint: 'https://merit.test/auth',
          token_endpoint: 'https://merit.test/token',
        }),
      );
    }
    return Promise.resolve(Response.json({ access_token: 'at', refresh_token: 'rt', expires_in: 3600 }));
  },
};
const pending = { state: 'state-1', nonce: 'nonce-1', verifier: 'verifier-1' };

describe('OIDC sign-in', () => {
  it('computes the PKCE challenge of RFC 7636, appendix B', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('writes base64url without padding', () => {
    expect(base64url(new Uint8Array([251, 255]))).toBe('-_8');
  });

  it('refuses an answer whose state is not the request’s', async () => {
    await expect(
      completeSignIn(settings, 'https://portal.test/auth/callback?code=c&state=other', pending),
    ).rejects.toBeInstanceOf(SignInFailed);
  });

  it('treats a refusal by the person as a cancelled sign-in', async () => {
    await expect(
      completeSignIn(settings, 'https://portal.test/auth/callback?error=access_denied&state=state-1', pending),
    ).rejects.toBeInstanceOf(SignInCancelled);
  });

  it('trades the code for tokens', async () => {
    const tokens = await completeSignIn(settings, 'https://portal.test/auth/callback?code=c&state=state-1', pending);
    expect(tokens).toMatchObject({ accessToken: 'at', refreshToken: 'rt' });
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());
  });
});

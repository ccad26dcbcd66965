/**
 * Merit as the browser meets it, for unit tests: the discovery document, an authorisation step that issues a code
 * for a request, a token endpoint that checks the code's PKCE proof (RFC 7636, S256) and rotates refresh tokens, and
 * a revocation endpoint. The browser stories sign in against the real stand-in (apps/dev-merit, oidc-provider).
 */

export interface FakeMeritOptions {
  issuer: string;
  /** Claims that replace those of every ID token (to issue one for another sign-in or another client). */
  idTokenClaims?: Record<string, unknown>;
  /** When false, a refresh answers without a new refresh token. */
  rotatesRefreshTokens?: boolean;
  /** When true, the revocation endpoint refuses the client. */
  refusesRevocation?: boolean;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64urlJson(value: unknown): string {
  return base64url(new TextEncoder().encode(JSON.stringify(value)));
}

async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

function formOf(init: RequestInit | undefined): URLSearchParams {
  const body = init?.body;
  if (body instanceof URLSearchParams) return body;
  return new URLSearchParams(typeof body === 'string' ? body : '');
}

function oauthError(error: string): Response {
  return Response.json({ error }, { status: 400 });
}

export function fakeMerit({
  issuer,
  idTokenClaims = {},
  rotatesRefreshTokens = true,
  refusesRevocation = false,
}: FakeMeritOptions) {
  const codes = new Map<string, IssuedCode>();
  const liveRefreshTokens = new Set<string>();
  const revoked: { token: string; hint: string | null; clientId: string | null }[] = [];
  const tokenRequests: URLSearchParams[] = [];
  let serial = 0;

  /**
   * An ID token as Merit signs it. The signature is not checked by the client: the ID token comes straight from
   * the token endpoint over TLS (OIDC Core 3.1.3.7), so its claims are what is checked.
   */
  function idToken(clientId: string, nonce: string | undefined): string {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: issuer, sub: 'entity-1', aud: clientId, iat: now, exp: now + 3600, nonce, ...idTokenClaims };
    return `${base64urlJson({ alg: 'RS256', typ: 'JWT' })}.${base64urlJson(claims)}.c2lnbmF0dXJl`;
  }

  function tokens(clientId: string, nonce: string | undefined, withRefresh: boolean): Response {
    serial += 1;
    const refreshToken = `rt-${serial}`;
    if (withRefresh) liveRefreshTokens.add(refreshToken);
    return Response.json({
      access_token: `at-${serial}`,
      token_type: 'Bearer',
      expires_in: 3600,
      ...(withRefresh ? { refresh_token: refreshToken } : {}),
      id_token: idToken(clientId, nonce),
    });
  }

  async function token(form: URLSearchParams): Promise<Response> {
    tokenRequests.push(form);
    const clientId = form.get('client_id') ?? '';
    if (form.get('grant_type') === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (
        issued?.clientId !== clientId ||
        issued.redirectUri !== form.get('redirect_uri') ||
        issued.challenge !== (await s256(form.get('code_verifier') ?? ''))
      ) {
        return oauthError('invalid_grant');
      }
      return tokens(clientId, issued.nonce, true);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      if (!liveRefreshTokens.has(refreshToken)) return oauthError('invalid_grant');
      if (rotatesRefreshTokens) liveRefreshTokens.delete(refreshToken);
      return tokens(clientId, undefined, rotatesRefreshTokens);
    }
    return oauthError('unsupported_grant_type');
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    switch (url) {
      case `${issuer}/.well-known/openid-configuration`:
        return Response.json({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          revocation_endpoint: `${issuer}/token/revocation`,
          authorization_response_iss_parameter_supported: true,
        });
      case `${issuer}/token`:
        return token(formOf(init));
      case `${issuer}/token/revocation`: {
        if (refusesRevocation) return oauthError('invalid_client');
        const form = formOf(init);
        const revokedToken = form.get('token') ?? '';
        liveRefreshTokens.delete(revokedToken);
        revoked.push({ token: revokedToken, hint: form.get('token_type_hint'), clientId: form.get('client_id') });
        return new Response(null, { status: 200 });
      }
      default:
        return new Response(null, { status: 404 });
    }
  };

  function issueCode(request: IssuedCode & { state: string }): string {
    serial += 1;
    const code = `code-${serial}`;
    codes.set(code, request);
    const callback = new URL(request.redirectUri);
    callback.search = new URLSearchParams({ code, state: request.state, iss: issuer }).toString();
    return callback.href;
  }

  /** The person signs in at the authorisation address: the callback address Merit sends them back to. */
  function authorize(authorizationUrl: string): string {
    const request = new URL(authorizationUrl).searchParams;
    return issueCode({
      clientId: request.get('client_id') ?? '',
      redirectUri: request.get('redirect_uri') ?? '',
      challenge: request.get('code_challenge_method') === 'S256' ? (request.get('code_challenge') ?? '') : '',
      nonce: request.get('nonce') ?? '',
      state: request.get('state') ?? '',
    });
  }

  /**
   * The same for a request known only by what the portal kept of it (a redirect sign-in: its address left with
   * the window, where a test cannot read it).
   */
  async function authorizeKept(
    kept: { state: string; nonce: string; verifier: string },
    clientId: string,
    redirectUri: string,
  ): Promise<string> {
    const challenge = await s256(kept.verifier);
    return issueCode({ state: kept.state, nonce: kept.nonce, clientId, redirectUri, challenge });
  }

  return { fetch, authorize, authorizeKept, revoked, tokenRequests };
}

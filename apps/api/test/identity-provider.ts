import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export interface TestPerson {
  agentId: string;
  entityId: string;
  email: string;
  name?: string;
  emailVerified?: boolean;
  merits?: { id: string; name: string; status: 'accepted' | 'pending' }[];
}

export interface TokenOptions {
  audience?: string;
  expiresInSeconds?: number;
  issuer?: string;
  /** Sign with a key the JWKS does not publish (a forged token). */
  forged?: boolean;
  /** Claims left out of the token: the portal's own, or the issue and expiry times. */
  omit?: ('agentID' | 'entityID' | 'iat' | 'exp')[];
  /** The header's token type: `at+jwt` (RFC 9068), as the identity provider sets it, unless a test says otherwise. */
  typ?: string;
}

export type AgentApiState = 'up' | 'down' | 'garbled';

export interface TestIdentityProvider {
  issuer: string;
  audience: string;
  token(person: TestPerson, options?: TokenOptions): Promise<string>;
  /** What the agent API lists for a person from now on (a member removed from an organisation, say). */
  setMerits(agentId: string, merits: NonNullable<TestPerson['merits']>): void;
  /** How the agent API's merits endpoint answers: as it should, 503 (down), or with a 200 that is not a merits list. */
  setAgentApi(state: AgentApiState): void;
  close(): Promise<void>;
}

async function keyPair() {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return pair;
}

/**
 * A small identity provider for the API's tests: OIDC discovery and a JWKS on a real port, so the API's own
 * verification code runs unchanged, and the agent API's merits endpoint answering the people it signed tokens for.
 */
export async function startTestIdentityProvider(audience = 'ace-portal-api'): Promise<TestIdentityProvider> {
  const signing = await keyPair();
  const stranger: { privateKey: CryptoKey } = await keyPair();
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const merits = new Map<string, TestPerson['merits']>();
  const tokens = new Map<string, string>();
  let issuer = '';
  let agentApi: AgentApiState = 'up';

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      send(200, { issuer, jwks_uri: `${issuer}/jwks` });
    } else if (url.pathname === '/jwks') {
      send(200, { keys: [publicJwk] });
    } else {
      const match = /^\/v1\/agents\/([^/]+)\/merits$/.exec(url.pathname);
      const agentId = match?.[1] ? decodeURIComponent(match[1]) : undefined;
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      if (agentId === undefined) send(404, { error: 'not found' });
      else if (agentApi === 'down') send(503, { error: 'unavailable' });
      else if (agentApi === 'garbled') send(200, { merits: 'maintenance' });
      else if (bearer === undefined || tokens.get(bearer) !== agentId) send(401, { error: 'unauthorized' });
      else send(200, { merits: merits.get(agentId) ?? [] });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    audience,
    async token(person, options = {}) {
      merits.set(person.agentId, person.merits ?? []);
      const omitted: readonly string[] = options.omit ?? [];
      const claims = Object.fromEntries(
        Object.entries({
          agentID: person.agentId,
          entityID: person.entityId,
          email: person.email,
          email_verified: person.emailVerified ?? true,
          name: person.name ?? 'Test Person',
        }).filter(([name]) => !omitted.includes(name)),
      );
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: options.typ ?? 'at+jwt' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setSubject(person.entityId);
      if (!omitted.includes('iat')) jwt.setIssuedAt();
      if (!omitted.includes('exp')) {
        jwt.setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 600));
      }
      const token = await jwt.sign(options.forged ? stranger.privateKey : signing.privateKey);
      tokens.set(token, person.agentId);
      return token;
    },
    setMerits(agentId, personMerits) {
      merits.set(agentId, personMerits);
    },
    setAgentApi(state) {
      agentApi = state;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

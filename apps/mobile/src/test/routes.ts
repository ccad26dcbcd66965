import { ok, type StubRoute } from './api-stub';

/** Merit's discovery document, as the stand-in serves it under /merit. */
export const meritDiscoveryRoute: StubRoute = [
  'GET',
  /^\/merit\/\.well-known\/openid-configuration$/,
  () => ({
    body: {
      issuer: 'http://localhost:8080/merit',
      authorization_endpoint: 'http://localhost:8080/merit/auth',
      token_endpoint: 'http://localhost:8080/merit/token',
      revocation_endpoint: 'http://localhost:8080/merit/token/revocation',
      userinfo_endpoint: 'http://localhost:8080/merit/me',
    },
  }),
];

/** This version of the app may be used (GET /api/version/{version}/update). */
export const upToDateRoute: StubRoute = ['GET', /^\/api\/version\/[^/]+\/update$/, () => ok({ updateApp: false })];

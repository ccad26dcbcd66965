import type { ClientMetadata } from 'oidc-provider';

/**
 * The portal's registered OIDC clients, in one place. Both are public clients (no secret can be kept in a browser
 * or a phone): authorisation code with PKCE (S256), refresh tokens. Redirects cover the one-origin stack
 * (PUBLIC_URL) and the web app's Vite dev server.
 */
export const WEB_CLIENT_ID = 'ace-portal-web';
export const MOBILE_CLIENT_ID = 'ace-portal-mobile';

const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** The web app's sign-in callbacks: parent, support staff and service provider logins (spec section 2). */
const webCallbackPaths = ['/auth/callback', '/merit-cs/auth/callback', '/service-provider/auth/callback'];
/** Where the web app may land after signing out. */
const webLogoutPaths = ['/', '/merit-cs', '/service-provider'];

export function portalClients(publicUrl: string): ClientMetadata[] {
  const webOrigins = [...new Set([publicUrl, VITE_DEV_ORIGIN])];
  return [
    {
      client_id: WEB_CLIENT_ID,
      client_name: 'ACE Portal (web)',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: webOrigins.flatMap((origin) => webCallbackPaths.map((path) => `${origin}${path}`)),
      post_logout_redirect_uris: webOrigins.flatMap((origin) => webLogoutPaths.map((path) => `${origin}${path}`)),
    },
    {
      client_id: MOBILE_CLIENT_ID,
      client_name: 'ACE Portal (Android and iOS)',
      application_type: 'native',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // The custom scheme for the phones, and a web URL for the app's web build (Expo web) in the stack.
      redirect_uris: ['aceportal://auth/callback', `${publicUrl}/mobile/auth/callback`],
      post_logout_redirect_uris: ['aceportal://auth/logout', `${publicUrl}/mobile/`],
    },
  ];
}

/** Browser origins allowed to call the token and agent endpoints: the clients' web redirect origins. */
export function clientOrigins(clients: readonly ClientMetadata[]): string[] {
  const origins = clients.flatMap((client) =>
    (client.redirect_uris ?? []).map((uri) => URL.parse(uri)).filter((url) => url?.protocol.startsWith('http')),
  );
  return [...new Set(origins.map((url) => url?.origin ?? ''))].filter((origin) => origin !== '');
}

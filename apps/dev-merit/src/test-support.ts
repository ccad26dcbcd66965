import { createServer, type Server } from 'node:http';
import { closeServer, listen, signInThroughBrowser, temporaryDir, type CookieJar, type SignInStep } from '@ace/dev-kit';
import * as oidc from 'openid-client';
import { createDevMerit, type DevMerit } from './app.ts';
import { WEB_CLIENT_ID } from './clients.ts';
import { issuerOf, readConfig, type MeritConfig } from './config.ts';

export interface RunningMerit {
  config: MeritConfig;
  issuer: string;
  app: DevMerit;
  server: Server;
  redirectUri: string;
  stop: () => Promise<void>;
}

/** A stand-in on an ephemeral port of 127.0.0.1 (or the given one, to restart on the same issuer). */
export async function startMerit(stateDir: string, port = 0, env: Record<string, string> = {}): Promise<RunningMerit> {
  const server = createServer();
  const boundPort = await listen(server, port, '127.0.0.1');
  const config = readConfig({
    PUBLIC_URL: `http://127.0.0.1:${boundPort}`,
    STATE_DIR: stateDir,
    DEV_MODE: 'true',
    ...env,
  });
  const app = await createDevMerit(config, server);
  return {
    config,
    issuer: issuerOf(config),
    app,
    server,
    redirectUri: `${config.publicUrl}/auth/callback`,
    stop: async () => {
      await closeServer(server);
      // Let the clients' keep-alive pools see their connections close before a restart on the same port.
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

export function temporaryStateDir(): { path: string; remove: () => void } {
  return temporaryDir('dev-merit-test');
}

/** A relying party of the stand-in, as the portal's clients are: public, no client secret. */
export async function discoverClient(merit: RunningMerit, clientId: string): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(merit.issuer), clientId, undefined, oidc.None(), {
    // The stand-in runs on plain http on 127.0.0.1 in tests; openid-client refuses that unless told.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    execute: [oidc.allowInsecureRequests],
  });
}

export function discoverWebClient(merit: RunningMerit): Promise<oidc.Configuration> {
  return discoverClient(merit, WEB_CLIENT_ID);
}

export interface SignedIn {
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  step: SignInStep;
}

/** The portal's sign-in as the spec asks for it: code + PKCE, `openid profile offline_access`, prompt=login. */
export async function signIn(
  merit: RunningMerit,
  client: oidc.Configuration,
  jar: CookieJar,
  credentials: { email: string; password: string },
  { prompt = 'login' }: { prompt?: string | null } = {},
): Promise<SignedIn> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: merit.redirectUri,
    scope: 'openid profile offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...(prompt === null ? {} : { prompt }),
  });
  const step = await signInThroughBrowser(jar, url, credentials, merit.redirectUri);
  const tokens = await oidc.authorizationCodeGrant(client, step.callbackUrl, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { tokens, step };
}

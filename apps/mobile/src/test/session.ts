import type { SessionUser } from '@ace/app-core/session';
import { renderRouter } from 'expo-router/testing-library';
import { writeSecure } from '../lib/secure-storage';
import { clearSession, SESSION_KEY } from '../lib/session-store';
import { tokenStore, TOKENS_KEY } from '../lib/token-store';
import { stubApi, type StubbedCall, type StubRoute } from './api-stub';

function segment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An access token as Merit issues it: the agent and entity the app reads (its signature is the API's to check). */
export function accessToken(claims: { agentID?: string; entityID?: string; email?: string } = {}): string {
  return `${segment({ alg: 'RS256' })}.${segment({ agentID: 'agent-7', entityID: 'entity-7', ...claims })}.signature`;
}

/** A person signed in earlier: their credentials and user in the secure storage, restored at start. */
export async function storeSignedIn(user: SessionUser): Promise<void> {
  await writeSecure(
    TOKENS_KEY,
    JSON.stringify({ accessToken: accessToken(), refreshToken: 'refresh-1', expiresAt: Date.now() + 3_600_000 }),
  );
  await writeSecure(SESSION_KEY, JSON.stringify({ user, selectedOrg: null, redirectUserType: null }));
}

/** Nobody signed in and no session in memory, as each test of the whole app starts (its beforeEach). */
export function forgetSignIn(): void {
  tokenStore.set(null);
  clearSession();
}

/**
 * The whole app opened at `initialUrl` by `user`, who signed in earlier, against a Base API that answers `routes`:
 * the calls it made, and where it is now.
 */
export async function openAppSignedIn(
  user: SessionUser,
  initialUrl: string,
  routes: StubRoute[],
): Promise<{ calls: StubbedCall[]; pathname: () => string }> {
  await storeSignedIn(user);
  const calls = stubApi(routes);
  const app = renderRouter('./src/app', { initialUrl });
  await app;
  return { calls, pathname: () => app.getPathname() };
}

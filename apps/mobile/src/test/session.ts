import type { SessionUser } from '@ace/app-core/session';
import { writeSecure } from '../lib/secure-storage';
import { SESSION_KEY } from '../features/session/session-store';
import { TOKENS_KEY } from '../features/session/token-store';

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

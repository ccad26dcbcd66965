import { removeSecure } from './secure-storage';
import { readStoredSession, SESSION_KEY, sessionStore } from './session-store';
import { readStoredTokens, TOKENS_KEY, tokenStore } from './token-store';

/**
 * Puts the stored credentials and user back before the first screen renders. A user without credentials (or the
 * reverse) is half a session: both are dropped and the person signs in again.
 */
export async function restoreSession(): Promise<void> {
  const [tokens, session] = await Promise.all([readStoredTokens(), readStoredSession()]);
  if (tokens === null || session.user === null) {
    await Promise.all([removeSecure(TOKENS_KEY), removeSecure(SESSION_KEY)]);
    return;
  }
  tokenStore.set(tokens);
  sessionStore.set(session);
}

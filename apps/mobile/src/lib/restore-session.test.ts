import { signedOut } from '@ace/app-core/session';
import { buildParent } from '@ace/app-core/test-factories';
import { readSecure, removeSecure, writeSecure } from './secure-storage';
import { restoreSession } from './restore-session';
import { SESSION_KEY, sessionStore } from './session-store';
import { TOKENS_KEY, tokenStore } from './token-store';

const tokens = { accessToken: 'access-token-1', refreshToken: 'refresh-token-1', expiresAt: 1_900_000_000_000 };
const session = { ...signedOut, user: buildParent() };

describe('restoring the session', () => {
  afterEach(async () => {
    await Promise.all([removeSecure(TOKENS_KEY), removeSecure(SESSION_KEY)]);
  });

  it('puts stored credentials and user back', async () => {
    await writeSecure(TOKENS_KEY, JSON.stringify(tokens));
    await writeSecure(SESSION_KEY, JSON.stringify(session));
    await restoreSession();
    expect(tokenStore.get()).toEqual(tokens);
    expect(sessionStore.get()).toEqual(session);
  });

  it.each([
    ['credentials without a user', TOKENS_KEY, JSON.stringify(tokens)],
    ['a user without credentials', SESSION_KEY, JSON.stringify(session)],
  ])('drops half a session: %s', async (_, key, value) => {
    tokenStore.set(null);
    sessionStore.set(signedOut);
    await writeSecure(key, value);
    await restoreSession();
    expect(await readSecure(TOKENS_KEY)).toBeNull();
    expect(await readSecure(SESSION_KEY)).toBeNull();
    expect(tokenStore.get()).toBeNull();
    expect(sessionStore.get()).toEqual(signedOut);
  });
});

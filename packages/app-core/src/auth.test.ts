import { describe, expect, it } from 'vitest';
import type { Tokens } from './access-token.ts';
import { createAuth, REFRESH_MARGIN_MS, type LogoutReason } from './auth.ts';
import { createExternalStore } from './external-store.ts';

const NOW = 1_800_000_000_000;

function setUp(tokens: Tokens | null, refresh: (tokens: Tokens) => Promise<Tokens>) {
  const tokenStore = createExternalStore<Tokens | null>(tokens);
  const revoked: string[] = [];
  let cleared = 0;
  let refreshes = 0;
  const auth = createAuth({
    tokenStore,
    clearSession: () => {
      cleared += 1;
    },
    refreshTokens: (current) => {
      refreshes += 1;
      return refresh(current);
    },
    revokeRefreshToken: (token) => {
      revoked.push(token);
      return Promise.resolve();
    },
    now: () => NOW,
  });
  return { auth, tokenStore, revoked, cleared: () => cleared, refreshes: () => refreshes };
}

const fresh: Tokens = { accessToken: 'fresh', refreshToken: 'r2', expiresAt: NOW + 3_600_000 };

describe('createAuth', () => {
  it('sends the stored token while it has more than a minute left, and none when signed out', async () => {
    const long = setUp({ accessToken: 'a', refreshToken: 'r', expiresAt: NOW + REFRESH_MARGIN_MS + 1 }, () =>
      Promise.resolve(fresh),
    );
    expect(await long.auth.currentAccessToken()).toBe('a');
    expect(long.refreshes()).toBe(0);
    expect(await setUp(null, () => Promise.resolve(fresh)).auth.currentAccessToken()).toBeNull();
  });

  it('refreshes a token about to expire once for calls made together, and keeps the new tokens', async () => {
    const soon = setUp({ accessToken: 'a', refreshToken: 'r', expiresAt: NOW + 1000 }, () => Promise.resolve(fresh));
    expect(await Promise.all([soon.auth.currentAccessToken(), soon.auth.currentAccessToken()])).toEqual([
      'fresh',
      'fresh',
    ]);
    expect(soon.refreshes()).toBe(1);
    expect(soon.tokenStore.get()).toEqual(fresh);
  });

  it('sends the old token when refreshing fails, so the API answers 401 and the person is logged out', async () => {
    const failing = setUp({ accessToken: 'a', refreshToken: 'r', expiresAt: NOW + 1000 }, () =>
      Promise.reject(new Error('refresh refused')),
    );
    expect(await failing.auth.currentAccessToken()).toBe('a');
  });

  it('logs out: clears tokens and session, revokes the refresh token, tells the listeners why', () => {
    const session = setUp({ accessToken: 'a', refreshToken: 'r', expiresAt: NOW }, () => Promise.resolve(fresh));
    const reasons: LogoutReason[] = [];
    const stop = session.auth.onLogout((reason) => reasons.push(reason));
    session.auth.logout('expired');
    stop();
    session.auth.logout();
    expect(session.tokenStore.get()).toBeNull();
    expect(session.cleared()).toBe(2);
    expect(session.revoked).toEqual(['r']);
    expect(reasons).toEqual(['expired']);
  });
});

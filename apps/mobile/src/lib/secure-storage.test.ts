import { buildChild, buildParent } from '@ace/app-core/test-factories';
import type * as SecureStorage from './secure-storage';

// This file tests the phone's secure storage itself, over a keychain that refuses values above 2,048 bytes.
jest.unmock('./secure-storage');
jest.mock('expo-secure-store', () => {
  const entries = new Map<string, string>();
  return {
    entries,
    getItemAsync: (key: string) => Promise.resolve(entries.get(key) ?? null),
    setItemAsync: (key: string, value: string) => {
      if (new TextEncoder().encode(value).length > 2048) return Promise.reject(new Error('Value too large'));
      entries.set(key, value);
      return Promise.resolve();
    },
    deleteItemAsync: (key: string) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
});

const { entries } = jest.requireMock<{ entries: Map<string, string> }>('expo-secure-store');
const { readSecure, removeSecure, writeSecure } = jest.requireActual<typeof SecureStorage>('./secure-storage');

describe('the secure storage', () => {
  it('keeps a user with many students and claims, in parts, and reads it back whole', async () => {
    const claims = Array.from({ length: 40 }, (_, index) => ({
      id: index + 1,
      amount: 120.5,
      createdAt: '2023-10-02T15:00:00.000Z',
      status: 'Pending' as const,
      payoutWaitsForYourBank: false,
      appealWaiting: false,
    }));
    const user = JSON.stringify(
      buildParent({ firstName: 'Zoë', children: [buildChild({ claims }), buildChild({ id: 8, claims })] }),
    );
    expect(user.length).toBeGreaterThan(5000);
    await writeSecure('ace.session', user);
    expect(await readSecure('ace.session')).toBe(user);
    expect(entries.size).toBeGreaterThan(2);
  });

  it('drops the parts of a longer value when a shorter one replaces it, and everything on removal', async () => {
    await writeSecure('ace.tokens', 'x'.repeat(3000));
    await writeSecure('ace.tokens', 'short');
    expect(await readSecure('ace.tokens')).toBe('short');
    expect([...entries.keys()].filter((key) => key.startsWith('ace.tokens'))).toEqual(['ace.tokens.0', 'ace.tokens']);
    await removeSecure('ace.tokens');
    expect(await readSecure('ace.tokens')).toBeNull();
    expect([...entries.keys()].some((key) => key.startsWith('ace.tokens'))).toBe(false);
  });
});

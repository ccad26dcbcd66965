import { afterEach, beforeEach, vi } from 'vitest';
import { setUser } from '../lib/session-store.ts';

/**
 * Riley of the demo's support staff is signed in before each test of the file that calls it, and the globals and
 * mocks a test stubbed are undone after it.
 */
export function signedInAsStaff(): void {
  beforeEach(() => {
    setUser({
      type: 'MeritCS',
      id: 9,
      email: 'riley.support@meritcs.example.com',
      firstName: 'Riley',
      lastName: 'Moore',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

import type { ParentUser } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { eligibleParent, isNotRegistered, sessionSchema, signedOut } from './session.ts';

const parent: ParentUser = {
  type: 'Parent',
  id: 1,
  email: 'parent@example.org',
  firstName: 'Pat',
  lastName: 'Doe',
  hasProvidedBankDetails: false,
  hasHealthyBankConnection: false,
  children: [],
};

describe('eligibleParent', () => {
  it('is null when signed out, for a parent without children and for an unregistered parent', () => {
    expect(eligibleParent(null)).toBeNull();
    expect(eligibleParent(parent)).toBeNull();
    const unregistered = { type: 'Parent', notRegistered: true, email: 'x@y.org' } as const;
    expect(isNotRegistered(unregistered)).toBe(true);
    expect(eligibleParent(unregistered)).toBeNull();
  });
});

describe('sessionSchema', () => {
  it('reads the signed-out session and refuses an unknown user type', () => {
    expect(sessionSchema.parse(signedOut)).toEqual(signedOut);
    expect(sessionSchema.safeParse({ ...signedOut, redirectUserType: 'Admin' }).success).toBe(false);
  });
});

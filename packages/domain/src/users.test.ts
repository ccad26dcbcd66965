import { describe, expect, it } from 'vitest';
import { messagesOf } from './messages-of.test-support.ts';
import { navigationSetFor, parseUserType, selectOrganisationSchema } from './users.ts';

describe('user types', () => {
  it('knows Parent, MeritCS and ServiceProvider', () => {
    expect(parseUserType('Parent')).toBe('Parent');
    expect(parseUserType('MeritCS')).toBe('MeritCS');
    expect(parseUserType('ServiceProvider')).toBe('ServiceProvider');
  });

  it.each(['Admin', '', null, undefined])('throws Invalid user type for %j', (type) => {
    expect(() => parseUserType(type)).toThrow('Invalid user type');
  });
});

describe('navigationSetFor', () => {
  it('chooses in the specification’s priority order', () => {
    const parent = { user: { type: 'Parent' as const, registered: true }, selectedOrgId: null };
    expect(navigationSetFor(parent, 'web')).toBe('parentWeb');
    expect(navigationSetFor(parent, 'ios')).toBe('parentNative');
    expect(navigationSetFor(parent, 'android')).toBe('parentNative');
    expect(navigationSetFor({ user: { type: 'MeritCS', registered: true }, selectedOrgId: null }, 'web')).toBe(
      'meritCs',
    );
    expect(
      navigationSetFor({ user: { type: 'ServiceProvider', registered: true }, selectedOrgId: 'org-1' }, 'web'),
    ).toBe('serviceProvider');
    expect(navigationSetFor({ user: null, selectedOrgId: null }, 'web')).toBe('preLogin');
  });

  it('treats a service provider without an organisation as an invalid state', () => {
    expect(() =>
      navigationSetFor({ user: { type: 'ServiceProvider', registered: true }, selectedOrgId: null }, 'web'),
    ).toThrow('A service provider is signed in without an organisation');
  });

  it('gives a provider user of no registered organisation the provider set, for its not-registered screen', () => {
    expect(navigationSetFor({ user: { type: 'ServiceProvider', registered: false }, selectedOrgId: null }, 'web')).toBe(
      'serviceProvider',
    );
  });
});

describe('selectOrganisationSchema', () => {
  it('needs an organisation to proceed', () => {
    expect(messagesOf(selectOrganisationSchema(), { orgId: '' })).toEqual({ orgId: 'Please select org to proceed' });
    expect(messagesOf(selectOrganisationSchema(), {})).toEqual({ orgId: 'Please select org to proceed' });
    expect(selectOrganisationSchema().parse({ orgId: 'org-1' })).toEqual({ orgId: 'org-1' });
  });
});

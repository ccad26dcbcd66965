import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { buildParent } from '@ace/app-core/test-factories';
import { returnPathFrom } from '../lib/paths.ts';
import { prefetchScreens, routesFor } from './routes.tsx';

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...pathsOf(route.children ?? []),
  ]);
}

const signedOut = { user: null, selectedOrg: null, redirectUserType: null };

describe('the navigation sets', () => {
  it('offers the bank-linking route only while the bank is missing or unhealthy', () => {
    const healthy = pathsOf(routesFor('parentWeb', { ...signedOut, user: buildParent() }));
    const broken = pathsOf(
      routesFor('parentWeb', { ...signedOut, user: buildParent({ hasHealthyBankConnection: false }) }),
    );
    expect(healthy).not.toContain('/parent/bank-account');
    expect(broken).toContain('/parent/bank-account');
    expect(healthy).toEqual(expect.arrayContaining(['/dashboard', '/submit-new-claim', '/non-ace-service-provider']));
  });

  it('gives a parent without children only NotEligible', () => {
    expect(pathsOf(routesFor('parentWeb', { ...signedOut, user: buildParent({ children: [] }) }))).toEqual([
      '/not-eligible',
      '*',
    ]);
  });

  it('has the logins and review routes before sign-in, and no parent screen', () => {
    const paths = pathsOf(routesFor('preLogin', signedOut));
    expect(paths).toEqual(expect.arrayContaining(['/merit-cs', '/service-provider', '/review-claim', '*']));
  });

  it('gives support staff or a provider user the programme does not know only their not-registered screen', () => {
    const staff = { ...signedOut, user: { type: 'MeritCS' as const, notRegistered: true as const, email: 'x@y.z' } };
    const provider = {
      ...signedOut,
      user: { type: 'ServiceProvider' as const, notRegistered: true as const, email: 'x@y.z' },
    };
    expect(pathsOf(routesFor('meritCs', staff))).toEqual(['/merit-cs/not-eligible', '*']);
    expect(pathsOf(routesFor('serviceProvider', provider))).toEqual(['/service-provider/not-eligible', '*']);
  });

  it("keeps a signed-out visit to a provider's claim page at its address, to sign in there", () => {
    const paths = pathsOf(routesFor('preLogin', signedOut));
    expect(paths).toEqual(
      expect.arrayContaining(['/service-provider/claim', '/service-provider/dashboard', '/merit-cs/dashboard']),
    );
  });
});

describe('coming back after the support staff login', () => {
  it('returns only to a review link of this portal', () => {
    expect(returnPathFrom('?returnTo=%2Freview-claim%3Ftoken%3Dabc')).toBe('/review-claim?token=abc');
    for (const elsewhere of ['https://evil.example/review-claim?x', '//evil.example', '/dashboard', '']) {
      expect(returnPathFrom(`?returnTo=${encodeURIComponent(elsewhere)}`)).toBeNull();
    }
    expect(returnPathFrom('')).toBeNull();
  });
});

describe('prefetching a set', () => {
  it('starts loading every lazy screen of the set, nested ones too', () => {
    const loading: string[] = [];
    const screen = (name: string) => () => {
      loading.push(name);
      return Promise.resolve({});
    };
    prefetchScreens([{ path: '/a', lazy: screen('a'), children: [{ path: 'b', lazy: screen('b') }, { path: 'c' }] }]);
    expect(loading).toEqual(['a', 'b']);
  });
});

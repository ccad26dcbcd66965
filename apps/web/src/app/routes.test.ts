import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { buildParent } from '../test/factories.ts';
import { routesFor } from './routes.tsx';

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
});

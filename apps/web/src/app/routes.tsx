import { isBankReady, type NavigationSet } from '@ace/domain';
import type { ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { MAIN_ID } from '../components/page-layout.tsx';
import { RouteErrorScreen } from '../features/errors/route-error.tsx';
import { eligibleParent, type Session } from '../features/session/session-store.ts';
import SplashScreen from '../features/sign-in/splash-screen.tsx';
import { useT } from '../lib/i18n.tsx';
import { parentPaths, paths } from './paths.ts';

/** A screen loaded with its route, so each route ships only its own code. */
function screen(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const notFound = screen(() => import('../features/errors/not-found-screen.tsx'));
const placeholder = screen(() => import('../features/errors/placeholder-screen.tsx'));

/** Claim-review routes, open to everyone (spec section 2); their screens come with part 2. */
const claimReviewRoutes: RouteObject[] = [
  paths.reviewClaim,
  paths.claimApproved,
  paths.claimRejected,
  paths.sentForExternalReview,
].map((path) => ({ path, ...placeholder }));

function RootLayout() {
  const t = useT();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function preLoginRoutes(): RouteObject[] {
  return [
    { index: true, Component: SplashScreen },
    { path: paths.authCallback, ...screen(() => import('../features/sign-in/redirect-callback-screen.tsx')) },
    { path: paths.meritCsLogin, ...placeholder },
    { path: paths.providerLogin, ...placeholder },
    ...claimReviewRoutes,
    ...parentPaths.map((path) => ({ path, element: <Navigate to={paths.splash} replace /> })),
    { path: '*', ...notFound },
  ];
}

function parentWebRoutes(session: Session): RouteObject[] {
  const parent = eligibleParent(session.user);
  if (parent === null) {
    // No children, or no parent record: only the NotEligible screen (spec section 2).
    return [
      { path: paths.notEligible, ...screen(() => import('../features/dashboard/not-eligible-screen.tsx')) },
      { path: '*', element: <Navigate to={paths.notEligible} replace /> },
    ];
  }
  const bankRoute: RouteObject[] = isBankReady(parent)
    ? []
    : [{ path: paths.parentLinkBankAccount, ...screen(() => import('../features/bank/link-bank-account-screen.tsx')) }];
  return [
    { index: true, element: <Navigate to={paths.dashboard} replace /> },
    { path: paths.dashboard, ...screen(() => import('../features/dashboard/dashboard-screen.tsx')) },
    { path: paths.submitNewClaim, ...screen(() => import('../features/claims/submit-claim-screen.tsx')) },
    { path: paths.serviceProvider, ...screen(() => import('../features/claims/service-provider-screen.tsx')) },
    { path: paths.bankAlreadyLinked, ...screen(() => import('../features/bank/bank-already-linked-screen.tsx')) },
    ...bankRoute,
    { path: paths.bankSuccess, ...screen(() => import('../features/bank/bank-success-screen.tsx')) },
    { path: paths.bankFailure, ...screen(() => import('../features/bank/bank-failure-screen.tsx')) },
    { path: paths.notEligible, element: <Navigate to={paths.dashboard} replace /> },
    { path: paths.authCallback, element: <Navigate to={paths.dashboard} replace /> },
    ...claimReviewRoutes,
    { path: '*', ...notFound },
  ];
}

/** Support staff and service providers: their screens come with part 2; the route table is here already. */
function meritCsRoutes(): RouteObject[] {
  return [
    { index: true, element: <Navigate to={paths.meritCsDashboard} replace /> },
    ...[paths.meritCsLogin, paths.meritCsDashboard, paths.meritCsNotEligible].map((path) => ({ path, ...placeholder })),
    ...claimReviewRoutes,
    { path: '*', ...notFound },
  ];
}

function serviceProviderRoutes(): RouteObject[] {
  return [
    { index: true, element: <Navigate to={paths.providerDashboard} replace /> },
    ...[
      paths.providerLogin,
      paths.providerDashboard,
      paths.providerClaim,
      paths.providerNotEligible,
      paths.bankAlreadyLinked,
      paths.bankSuccess,
      paths.bankFailure,
    ].map((path) => ({ path, ...placeholder })),
    ...claimReviewRoutes,
    { path: '*', ...notFound },
  ];
}

/** The routes of a navigation set (spec section 2), under one root with the error and loading screens. */
export function routesFor(set: NavigationSet, session: Session): RouteObject[] {
  const children = {
    preLogin: preLoginRoutes,
    parentWeb: () => parentWebRoutes(session),
    // The web is never the native app; its set is the native app's to build.
    parentNative: () => parentWebRoutes(session),
    meritCs: meritCsRoutes,
    serviceProvider: serviceProviderRoutes,
  }[set]();
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteErrorScreen />,
      HydrateFallback: LoadingScreen,
      children: [{ errorElement: <RouteErrorScreen />, children }],
    },
  ];
}

/** What decides the routes: the set, and for a parent whether they may use the portal and link a bank. */
export function routesKey(set: NavigationSet, session: Session): string {
  const parent = eligibleParent(session.user);
  return `${set}:${parent === null ? 'none' : 'eligible'}:${parent !== null && isBankReady(parent) ? 'bank' : 'nobank'}`;
}

import { isBankReady, type NavigationSet } from '@ace/domain';
import type { ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SkipLink } from '../components/page-layout.tsx';
import { RouteErrorScreen } from '../features/errors/route-error.tsx';
import type { ReviewOutcome } from '../features/review/review-outcome-screen.tsx';
import { eligibleParent, isNotRegistered, type Session } from '@ace/app-core/session';
import type { NotRegisteredRole } from '../features/sign-in/not-registered-screen.tsx';
import SplashScreen from '../features/sign-in/splash-screen.tsx';
import { meritCsPaths, parentPaths, paths, providerPaths, returnPathFrom, splashPath } from '../lib/paths.ts';
import { parentReturnPathFrom } from '../lib/parent-return-path.ts';
import { useFocusOnNavigation } from './focus-on-navigation.ts';

/** A screen loaded with its route, so each route ships only its own code. */
function screen(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const notFound = screen(() => import('../features/errors/not-found-screen.tsx'));
const meritCsLogin = screen(() => import('../features/sign-in/merit-cs-login-screen.tsx'));
const providerLogin = screen(() => import('../features/sign-in/provider-login-screen.tsx'));

function notRegistered(role: NotRegisteredRole): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { NotRegisteredScreen } = await import('../features/sign-in/not-registered-screen.tsx');
      return { Component: () => <NotRegisteredScreen role={role} /> };
    },
  };
}

function reviewOutcome(outcome: ReviewOutcome): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { ReviewOutcomeScreen } = await import('../features/review/review-outcome-screen.tsx');
      return { Component: () => <ReviewOutcomeScreen outcome={outcome} /> };
    },
  };
}

/** Claim-review routes, open to everyone (spec section 2). */
const claimReviewRoutes: RouteObject[] = [
  { path: paths.reviewClaim, ...screen(() => import('../features/review/review-claim-screen.tsx')) },
  { path: paths.claimApproved, ...reviewOutcome('approved') },
  { path: paths.claimRejected, ...reviewOutcome('rejected') },
  { path: paths.sentForExternalReview, ...reviewOutcome('sentForExternalReview') },
];

function RootLayout() {
  useFocusOnNavigation();
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** A signed-out visit to a parent page: the splash, which comes back to that page once the parent has signed in. */
function ToSplash() {
  const { pathname, search } = useLocation();
  return <Navigate to={splashPath(pathname + search)} replace />;
}

/** Signed in at the splash: back to the parent page that sent the parent there, or to the dashboard. */
function BackFromParentLogin() {
  const { search } = useLocation();
  return <Navigate to={parentReturnPathFrom(search) ?? paths.dashboard} replace />;
}

function preLoginRoutes(): RouteObject[] {
  return [
    { index: true, Component: SplashScreen },
    { path: paths.authCallback, ...screen(() => import('../features/sign-in/redirect-callback-screen.tsx')) },
    // A signed-out visit to a support staff or provider page signs in there and stays at that address.
    ...meritCsPaths.map((path) => ({ path, ...meritCsLogin })),
    ...providerPaths.map((path) => ({ path, ...providerLogin })),
    ...claimReviewRoutes,
    ...parentPaths.map((path) => ({ path, Component: ToSplash })),
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
    { index: true, Component: BackFromParentLogin },
    { path: paths.dashboard, ...screen(() => import('../features/dashboard/dashboard-screen.tsx')) },
    { path: paths.parentClaim, ...screen(() => import('../features/parent-claim/parent-claim-screen.tsx')) },
    { path: paths.submitNewClaim, ...screen(() => import('../features/claims/submit-claim-screen.tsx')) },
    { path: paths.serviceProvider, ...screen(() => import('../features/claims/service-provider-screen.tsx')) },
    { path: paths.preApprovals, ...screen(() => import('../features/pre-approvals/pre-approvals-screen.tsx')) },
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

/** Only the not-registered screen, for someone who signed in to a role the programme has no record of. */
function notRegisteredRoutes(role: NotRegisteredRole, path: string): RouteObject[] {
  return [
    { path, ...notRegistered(role) },
    { path: '*', element: <Navigate to={path} replace /> },
  ];
}

/** Signed in at /merit-cs: back to the review link that sent the person there, or to the dashboard. */
function BackFromStaffLogin() {
  const { search } = useLocation();
  return <Navigate to={returnPathFrom(search) ?? paths.meritCsDashboard} replace />;
}

function meritCsRoutes(session: Session): RouteObject[] {
  if (session.user !== null && isNotRegistered(session.user)) {
    return notRegisteredRoutes('MeritCS', paths.meritCsNotEligible);
  }
  const toDashboard = <Navigate to={paths.meritCsDashboard} replace />;
  return [
    { index: true, element: toDashboard },
    { path: paths.meritCsLogin, Component: BackFromStaffLogin },
    { path: paths.meritCsDashboard, ...screen(() => import('../features/merit-cs/merit-cs-dashboard-screen.tsx')) },
    { path: paths.meritCsProgramme, ...screen(() => import('../features/programme/programme-screen.tsx')) },
    { path: paths.meritCsSchoolYears, ...screen(() => import('../features/school-years/school-years-screen.tsx')) },
    { path: paths.meritCsNotEligible, element: toDashboard },
    { path: paths.authCallback, element: toDashboard },
    ...claimReviewRoutes,
    { path: '*', ...notFound },
  ];
}

function serviceProviderRoutes(session: Session): RouteObject[] {
  if (session.user !== null && isNotRegistered(session.user)) {
    return notRegisteredRoutes('ServiceProvider', paths.providerNotEligible);
  }
  const toDashboard = <Navigate to={paths.providerDashboard} replace />;
  return [
    { index: true, element: toDashboard },
    { path: paths.providerLogin, element: toDashboard },
    {
      path: paths.providerDashboard,
      ...screen(() => import('../features/provider-dashboard/provider-dashboard-screen.tsx')),
    },
    { path: paths.providerClaim, ...screen(() => import('../features/provider-dashboard/provider-claim-screen.tsx')) },
    { path: paths.providerNotEligible, element: toDashboard },
    { path: paths.bankAlreadyLinked, ...screen(() => import('../features/bank/bank-already-linked-screen.tsx')) },
    { path: paths.bankSuccess, ...screen(() => import('../features/bank/bank-success-screen.tsx')) },
    { path: paths.bankFailure, ...screen(() => import('../features/bank/bank-failure-screen.tsx')) },
    { path: paths.authCallback, element: toDashboard },
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
    meritCs: () => meritCsRoutes(session),
    serviceProvider: () => serviceProviderRoutes(session),
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
  const registered = session.user !== null && isNotRegistered(session.user) ? 'unregistered' : 'registered';
  return `${set}:${registered}:${parent === null ? 'none' : 'eligible'}:${parent !== null && isBankReady(parent) ? 'bank' : 'nobank'}`;
}

/**
 * Loads the screens of these routes ahead of any navigation, so going to one is instant. A screen that fails to load
 * here is loaded again, and its failure shown, when someone goes to it.
 */
export function prefetchScreens(routes: RouteObject[]): void {
  for (const route of routes) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    prefetchScreens(route.children ?? []);
  }
}

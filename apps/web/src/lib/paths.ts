import { PARENT_BANK_PATH, type UserType } from '@ace/domain';

/**
 * The named routes of spec section 2, with their parameters. Screens navigate through these builders, never by
 * writing a path by hand.
 */
export const paths = {
  splash: '/',
  authCallback: '/auth/callback',
  meritCsLogin: '/merit-cs',
  meritCsDashboard: '/merit-cs/dashboard',
  meritCsProgramme: '/merit-cs/programme',
  meritCsSchoolYears: '/merit-cs/school-years',
  meritCsNotEligible: '/merit-cs/not-eligible',
  providerLogin: '/service-provider',
  providerDashboard: '/service-provider/dashboard',
  providerClaim: '/service-provider/claim',
  providerNotEligible: '/service-provider/not-eligible',
  dashboard: '/dashboard',
  /** A claim's details for its parent: build the address with parentClaimPath (@ace/domain). */
  parentClaim: '/claims/:claimId',
  submitNewClaim: '/submit-new-claim',
  /** Ask before you buy (issue 35): build the address with preApprovalsPath. */
  preApprovals: '/pre-approvals',
  serviceProvider: '/non-ace-service-provider',
  bankAlreadyLinked: '/bank-already-linked',
  parentLinkBankAccount: PARENT_BANK_PATH,
  bankSuccess: '/service-provider-connect-bank/success',
  bankFailure: '/service-provider-connect-bank/failure',
  notEligible: '/not-eligible',
  reviewClaim: '/review-claim',
  claimApproved: '/review-claim/approved',
  claimRejected: '/review-claim/rejected',
  sentForExternalReview: '/review-claim/sent-for-external-review',
} as const;

/** The provider dashboard's bank tab, where the bank screens lead a provider (its `tab` parameter, as dashboard-view.ts reads it). */
export const providerBankTabPath = `${paths.providerDashboard}?tab=bank`;

/** Where each kind of user signs in: the splash for parents, /merit-cs and /service-provider for the others. */
export function loginPathFor(type: UserType): string {
  return { Parent: paths.splash, MeritCS: paths.meritCsLogin, ServiceProvider: paths.providerLogin }[type];
}

/** Each kind of user's dashboard: where a signed-in user goes home to. */
export function dashboardPathFor(type: UserType): string {
  return { Parent: paths.dashboard, MeritCS: paths.meritCsDashboard, ServiceProvider: paths.providerDashboard }[type];
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
}

/** SubmitNewClaim (childId, optional serviceProviderInfo as JSON text). */
export function submitNewClaimPath(childId: number, serviceProviderInfo?: string): string {
  return withQuery(paths.submitNewClaim, { childId: String(childId), serviceProviderInfo });
}

/** SubmitNewClaim as the correction of a rejected claim of this child (issue 15): the form starts from it. */
export function correctClaimPath(childId: number, claimId: number): string {
  return withQuery(paths.submitNewClaim, { childId: String(childId), corrects: String(claimId) });
}

/** SubmitNewClaim against an approved pre-approval of this child (issue 35): the form starts with it chosen. */
export function claimAgainstPreApprovalPath(childId: number, preApprovalId: number): string {
  return withQuery(paths.submitNewClaim, { childId: String(childId), preApprovalId: String(preApprovalId) });
}

/** Ask before you buy for a child (issue 35): the request form and the child's pre-approvals. */
export function preApprovalsPath(childId: number): string {
  return withQuery(paths.preApprovals, { childId: String(childId) });
}

/** ServiceProvider (childId, serviceProviderInfo as JSON text): the non-programme provider form on small screens. */
export function serviceProviderPath(childId: number, serviceProviderInfo?: string): string {
  return withQuery(paths.serviceProvider, { childId: String(childId), serviceProviderInfo });
}

/** The support staff dashboard with a claim open in 'Manage claims' (a claim a review or a flag names). */
export function meritCsClaimPath(claimId: number): string {
  return withQuery(paths.meritCsDashboard, { claimId: String(claimId) });
}

/** ReviewClaim (token). */
export function reviewClaimPath(token: string): string {
  return withQuery(paths.reviewClaim, { token });
}

/** The support staff login, coming back to `returnTo` (a review link) once signed in. */
export function meritCsLoginPath(returnTo: string): string {
  return withQuery(paths.meritCsLogin, { returnTo });
}

/** Where a login may send someone back to: only a review link of this portal, never another site. */
export function returnPathFrom(search: string): string | null {
  const returnTo = new URLSearchParams(search).get('returnTo');
  return returnTo?.startsWith(`${paths.reviewClaim}?`) ? returnTo : null;
}

/** The parent splash, coming back to `returnTo` (a parent page) once signed in; the dashboard needs no way back. */
export function splashPath(returnTo: string): string {
  return returnTo === paths.dashboard ? paths.splash : withQuery(paths.splash, { returnTo });
}

/** The claim view page of a service provider (claimId). */
export function providerClaimPath(claimId: number): string {
  return withQuery(paths.providerClaim, { claimId: String(claimId) });
}

/** The parent paths, sent back to the splash when nobody is signed in (a bookmark, an expired session). */
export const parentPaths: readonly string[] = [
  paths.dashboard,
  paths.parentClaim,
  paths.submitNewClaim,
  paths.preApprovals,
  paths.serviceProvider,
  paths.bankAlreadyLinked,
  paths.parentLinkBankAccount,
  paths.bankSuccess,
  paths.bankFailure,
  paths.notEligible,
];

/** The support staff's paths: before sign-in each shows the support staff login. */
export const meritCsPaths: readonly string[] = [
  paths.meritCsLogin,
  paths.meritCsDashboard,
  paths.meritCsProgramme,
  paths.meritCsSchoolYears,
  paths.meritCsNotEligible,
];

/** The service provider's own paths: before sign-in each shows the provider login, and the address is kept. */
export const providerPaths: readonly string[] = [
  paths.providerLogin,
  paths.providerDashboard,
  paths.providerClaim,
  paths.providerNotEligible,
];

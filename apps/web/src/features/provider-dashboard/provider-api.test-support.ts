import {
  statusAfterReview,
  translate,
  type ClaimStats,
  type PreApprovalForReview,
  type ProviderAuditDebt,
  type ProviderClaimRow,
  type ProviderDetails,
  type ProviderStatus,
  type ReviewAction,
  type ServiceProviderUser,
} from '@ace/domain';
import { vi } from 'vitest';
import { setProviderUser } from '../../lib/session-store.ts';

/** Typed test data with overrides (STYLE.md rule 8). */
export function buildProviderUser(overrides: Partial<ServiceProviderUser> = {}): ServiceProviderUser {
  return {
    type: 'ServiceProvider',
    id: 11,
    email: 'david.miller@example.com',
    firstName: 'David',
    lastName: 'Miller',
    hasProvidedBankDetails: true,
    hasHealthyBankConnection: true,
    selectedOrg: { id: 'org-buckeye-music', name: 'Buckeye Music Academy', providerNumber: '100002' },
    ...overrides,
  };
}

export function buildClaimRow(overrides: Partial<ProviderClaimRow> = {}): ProviderClaimRow {
  return {
    id: 41,
    amount: 80,
    child: { firstName: 'Mateo', lastName: 'Garcia' },
    parent: { firstName: 'Maria', lastName: 'Garcia' },
    createdAt: '2023-09-01T14:00:00.000Z',
    payTo: 'Vendor',
    status: 'Accepted',
    schoolYear: 2022,
    reviewedAt: '2023-09-04T15:00:00.000Z',
    reviewerName: 'David Miller',
    externalReviewLink: null,
    dueAt: null,
    overdue: false,
    ...overrides,
  };
}

/** Signs a provider user in for their selected organisation, as the sign-in flow leaves the session. */
export function signInProvider(user: ServiceProviderUser = buildProviderUser()): ServiceProviderUser {
  setProviderUser(user, { id: user.selectedOrg.id, name: user.selectedOrg.name });
  return user;
}

interface Answer {
  status?: number;
  body: unknown;
}
/** What a request sent besides its address: its method, and its JSON body when it has one. */
interface Sent {
  method: string;
  body: unknown;
}
type Route = (url: URL, sent: Sent) => Answer | undefined;

export function ok(data: unknown): Answer {
  return { body: { success: true, data } };
}

export function failure(status: number, code: string, error: string): Answer {
  return { status, body: { success: false, code, error, message: error } };
}

/**
 * The Base API at the fetch level, as the screens call it: each route answers the requests it knows; every request
 * is recorded so a test can read the query a list was asked with.
 */
export function stubProviderApi(options: {
  user?: ServiceProviderUser;
  stats?: ClaimStats;
  providerStatus?: ProviderStatus;
  /** What audits ask the organisation to repay (none by default). */
  auditDebts?: ProviderAuditDebt[];
  /**
   * The pre-approvals the organisation may list (those Pending external) and decide (issue 35): a decision on one no
   * longer waiting for it is refused as already decided (409). None by default.
   */
  preApprovals?: PreApprovalForReview[];
  routes?: Route[];
}) {
  const user = options.user ?? buildProviderUser();
  const provider: ProviderDetails = {
    number: user.selectedOrg.providerNumber,
    name: user.selectedOrg.name,
    status: options.providerStatus ?? 'Active',
    isFauxServiceProvider: false,
    hasProvidedBankDetails: user.hasProvidedBankDetails,
    hasHealthyBankConnection: user.hasHealthyBankConnection,
  };
  const requests: URL[] = [];
  const sent: { method: string; path: string; body: unknown }[] = [];
  const preApprovals = options.preApprovals ?? [];
  const preApprovalsPath = `/api/service-provider/${user.selectedOrg.id}/pre-approvals`;
  const routes: Route[] = [
    ...(options.routes ?? []),
    (url) =>
      url.pathname === preApprovalsPath
        ? ok({ preApprovals: preApprovals.filter((preApproval) => preApproval.status === 'Pending external') })
        : undefined,
    (url, request) => {
      const match = new RegExp(`^${preApprovalsPath}/(\\d+)/decision$`).exec(url.pathname);
      if (match === null) return undefined;
      const preApproval = preApprovals.find((candidate) => candidate.id === Number(match[1]));
      if (preApproval === undefined) return failure(404, 'PRE_APPROVAL_NOT_FOUND', translate('preApproval.notFound'));
      if (preApproval.status !== 'Pending external') {
        return failure(409, 'ALREADY_DECIDED', translate('preApproval.alreadyDecided'));
      }
      preApproval.status = statusAfterReview((request.body as { action: ReviewAction }).action);
      return ok({ status: preApproval.status });
    },
    (url) => (url.pathname === `/api/user/service-provider/${user.selectedOrg.id}` ? ok(user) : undefined),
    (url) => (url.pathname === `/api/service-provider/${user.selectedOrg.id}` ? ok(provider) : undefined),
    (url) =>
      url.pathname.endsWith('/claim-stats')
        ? ok(options.stats ?? { pendingVendorApprovalCount: 0, pendingInternalReviewCount: 0, historyCount: 0 })
        : undefined,
    (url) => (url.pathname.endsWith('/audit-debts') ? ok(options.auditDebts ?? []) : undefined),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(input, 'http://portal.test');
      requests.push(url);
      const request: Sent = {
        method: init?.method ?? 'GET',
        body: init?.body === undefined ? undefined : JSON.parse(init.body),
      };
      if (request.method !== 'GET') sent.push({ method: request.method, path: url.pathname, body: request.body });
      const answer = routes.map((route) => route(url, request)).find((found) => found !== undefined) ?? {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', error: 'Not found', message: 'Not found' },
      };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }));
    }),
  );
  return {
    /** The requests made to a path ending so, in order. */
    requestsTo: (ending: string) => requests.filter((url) => url.pathname.endsWith(ending)),
    /** What the screen sent other than reads (its decisions), in order. */
    sent,
  };
}

/** A claim list endpoint answering pages: the first without a cursor, the next with the cursor 'page-2'. */
export function listRoute(ending: string, pages: ProviderClaimRow[][]): Route {
  return (url) => {
    if (!url.pathname.endsWith(ending)) return undefined;
    const index = url.searchParams.get('cursor') === null ? 0 : Number(url.searchParams.get('cursor')?.slice(5)) - 1;
    const items = pages[index] ?? [];
    return ok({ items, nextCursor: index + 1 < pages.length ? `page-${index + 2}` : null });
  };
}

/** A tab's count under its filters: `count` gives it for the filters asked with. */
export function countRoute(ending: string, count: (filters: URLSearchParams) => number): Route {
  return (url) => (url.pathname.endsWith(`${ending}/count`) ? ok({ count: count(url.searchParams) }) : undefined);
}

export function detailsRoute(answer: (claimId: string) => Answer | undefined): Route {
  return (url) => {
    const match = /^\/api\/claim\/service-provider\/([^/]*)\/[^/]+$/.exec(url.pathname);
    return match ? answer(decodeURIComponent(match[1] ?? '')) : undefined;
  };
}

import { STAFF_QUEUE_TABS, staffClaimSearchTextSchema, type StaffQueueTab } from '@ace/domain';
import { claimIdOf } from '@ace/app-core/parent-claim-query';

export const STAFF_DASHBOARD_TABS = ['queue', 'claims', 'providers'] as const;
export type StaffDashboardTab = (typeof STAFF_DASHBOARD_TABS)[number];

/**
 * What the support staff dashboard shows (issue 36): its tab, the work queue's tab, the claim search's text and the
 * claim opened in 'Manage claims'. It lives in the address, so that Back, a reload or the way back from the Programme
 * page shows the same.
 */
export interface StaffDashboardView {
  tab: StaffDashboardTab;
  queue: StaffQueueTab;
  search: string | null;
  claimId: number | null;
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return values.some((known) => known === value);
}

/** Whether a value (a tab's id) names one of the dashboard's tabs. */
export function isStaffDashboardTab(value: string | null): value is StaffDashboardTab {
  return isOneOf(STAFF_DASHBOARD_TABS, value);
}

/** Whether a value (a tab's id) names one of the work queue's tabs. */
export function isStaffQueueTab(value: string | null): value is StaffQueueTab {
  return isOneOf(STAFF_QUEUE_TABS, value);
}

/**
 * The dashboard as its address describes it. An address of a claim alone (meritCsClaimPath: a review or a flag names
 * another claim) opens it in 'Manage claims'; a search text the search box would refuse is left out.
 */
export function readStaffDashboardView(params: URLSearchParams): StaffDashboardView {
  const claimId = claimIdOf(params.get('claimId'));
  const tab = params.get('tab');
  const queue = params.get('queue');
  const search = staffClaimSearchTextSchema().safeParse({ q: params.get('q') ?? '' });
  return {
    tab: isStaffDashboardTab(tab) ? tab : claimId === null ? 'queue' : 'claims',
    queue: isStaffQueueTab(queue) ? queue : 'waiting',
    search: search.success ? search.data.q : null,
    claimId,
  };
}

/** The address's query of a view: what differs from the dashboard as it opens. */
export function staffDashboardSearch(view: StaffDashboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'queue' || view.claimId !== null) params.set('tab', view.tab);
  if (view.queue !== 'waiting') params.set('queue', view.queue);
  if (view.search !== null) params.set('q', view.search);
  if (view.claimId !== null) params.set('claimId', String(view.claimId));
  return params;
}

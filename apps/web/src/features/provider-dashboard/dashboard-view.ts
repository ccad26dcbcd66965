import {
  ALL,
  defaultProviderClaimSort,
  PROVIDER_CLAIM_FILTER_KEYS,
  PROVIDER_CLAIM_SORTS,
  PROVIDER_CLAIM_TABS,
  providerClaimFilterSchema,
  SORT_ORDERS,
  type IsoDate,
  type ProviderClaimFilter,
  type ProviderClaimFilterKey,
  type ProviderClaimSort,
  type ProviderClaimTab,
  type SortOrder,
} from '@ace/domain';
import type { ProviderClaimQuery } from '@ace/api-client';
import { paths } from '../../lib/paths.ts';

/** The dashboard's tabs: the three claim lists, then the bank. */
const DASHBOARD_TABS = [...PROVIDER_CLAIM_TABS, 'bank'] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];
const DEFAULT_TAB: DashboardTab = 'pendingProvider';

/** The Filter panel's values as they stand in the address, before the panel's schema has read them. */
type AddressFilters = Partial<Record<ProviderClaimFilterKey, string>>;

/** The Filter panel's values the schema has read, as the address shows them and the API's query types them. */
export type FilterValues = Pick<ProviderClaimQuery, ProviderClaimFilterKey>;

/** What a claim list shows: its tab, the applied filters and the order. */
export interface ClaimListView {
  tab: ProviderClaimTab;
  filters: FilterValues;
  sort: ProviderClaimSort;
  order: SortOrder;
}

export type DashboardView = ClaimListView | { tab: 'bank' };

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return values.some((known) => known === value);
}

/** Whether a value (a tab's id, a query parameter) names one of the dashboard's tabs. */
export function isDashboardTab(value: string | null): value is DashboardTab {
  return isOneOf(DASHBOARD_TABS, value);
}

/** Filters the panel's schema has read, back as text; 'All' is the same as no filter and is left out. */
export function filterValuesOf(filter: ProviderClaimFilter): FilterValues {
  const filters: FilterValues = {};
  for (const key of PROVIDER_CLAIM_FILTER_KEYS) {
    const value = filter[key];
    if (key !== 'payTo' && value !== undefined && value !== ALL) filters[key] = String(value);
  }
  if (filter.payTo !== undefined && filter.payTo !== ALL) filters.payTo = filter.payTo;
  return filters;
}

/**
 * The filters of an address that pass the panel's own schema. Filters that do not pass (an address edited by
 * hand) are dropped together.
 */
function validFilters(tab: ProviderClaimTab, values: AddressFilters, today: IsoDate): FilterValues {
  const parsed = providerClaimFilterSchema({ tab, today }).safeParse(values);
  return parsed.success ? filterValuesOf(parsed.data) : {};
}

/** The dashboard as the address describes it, so that a reload or a shared link shows the same list. */
export function readDashboardView(params: URLSearchParams, today: IsoDate): DashboardView {
  const tabParam = params.get('tab');
  const tab = isDashboardTab(tabParam) ? tabParam : DEFAULT_TAB;
  if (tab === 'bank') return { tab };
  const values: AddressFilters = {};
  for (const key of PROVIDER_CLAIM_FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  const sortParam = params.get('sort');
  const orderParam = params.get('order');
  const fallback = defaultProviderClaimSort(tab);
  return {
    tab,
    filters: validFilters(tab, values, today),
    sort: isOneOf(PROVIDER_CLAIM_SORTS, sortParam) ? sortParam : fallback.sort,
    order: isOneOf(SORT_ORDERS, orderParam) ? orderParam : fallback.order,
  };
}

/** The address query of a view: the tab, the filters set, and the order when it is not the tab's default. */
export function dashboardSearch(view: DashboardView): string {
  const params = new URLSearchParams({ tab: view.tab });
  if (view.tab !== 'bank') {
    for (const [key, value] of Object.entries(view.filters)) params.set(key, value);
    const fallback = defaultProviderClaimSort(view.tab);
    if (view.sort !== fallback.sort || view.order !== fallback.order) {
      params.set('sort', view.sort);
      params.set('order', view.order);
    }
  }
  return `?${params.toString()}`;
}

/** A tab freshly opened: no filters, its default order (switching tab clears the filters, spec section 2). */
export function freshView(tab: DashboardTab): DashboardView {
  return tab === 'bank' ? { tab } : { tab, filters: {}, ...defaultProviderClaimSort(tab) };
}

/** The provider dashboard at a tab. */
export function providerDashboardPath(tab: DashboardTab): string {
  return `${paths.providerDashboard}${dashboardSearch(freshView(tab))}`;
}

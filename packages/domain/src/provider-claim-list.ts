import { z } from 'zod';
import type { ClaimStatus } from './claim-status.ts';
import { addDays, isIsoDate, startOfProgrammeDay, type IsoDate } from './dates.ts';
import type { ClaimStats } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { pageQueryShape } from './page-query.ts';
import { PAY_TO_VALUES, type PayTo } from './pay-to.ts';
import { programmeYears, type ProgrammeYears, type SchoolYearOrNone } from './school-years.ts';
import { text, trimmedText } from './text-fields.ts';

/** The provider dashboard's claim lists, and the API endpoint of each. */
export const PROVIDER_CLAIM_TABS = ['pendingProvider', 'pendingMerit', 'history'] as const;
export type ProviderClaimTab = (typeof PROVIDER_CLAIM_TABS)[number];

export const PROVIDER_CLAIM_TAB_PATHS = {
  pendingProvider: 'pending-vendor-approval-claims',
  pendingMerit: 'pending-internal-review-claims',
  history: 'history-claims',
} as const satisfies Readonly<Record<ProviderClaimTab, string>>;

export const ALL = 'All';
export const NO_CLAIM_YEAR = 'N/A';

/** The claim year filter's options: each school year of the programme, then N/A (claims without one). */
export function claimYearFilters(years: ProgrammeYears): string[] {
  return [...programmeYears(years).map((year) => String(year.startYear)), NO_CLAIM_YEAR];
}

/** Whether a claim year filter names a school year of the programme or N/A. */
export function isClaimYearFilter(years: ProgrammeYears, filter: string): boolean {
  return claimYearFilters(years).includes(filter);
}

export const PAY_TO_FILTERS = [...PAY_TO_VALUES, ALL] as const;
/** Status filters: All exists only on History, where it is the default. */
export const HISTORY_STATUS_FILTERS = ['Accepted', 'Rejected', ALL] as const;

/** The status filters a tab offers: the decided statuses on History only (the pending tabs hold one status each). */
export function statusFiltersFor(tab: ProviderClaimTab): readonly string[] {
  return tab === 'history' ? HISTORY_STATUS_FILTERS : [];
}

export const PROVIDER_CLAIM_SORTS = ['createdAt', 'amount', 'reviewedAt', 'id'] as const;
export type ProviderClaimSort = (typeof PROVIDER_CLAIM_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The order a tab opens in: History newest first (spec section 9); the pending tabs oldest first, because they
 * are work queues and the claim waiting longest is the one to act on next.
 */
export function defaultProviderClaimSort(tab: ProviderClaimTab): { sort: ProviderClaimSort; order: SortOrder } {
  return { sort: 'createdAt', order: tab === 'history' ? 'desc' : 'asc' };
}

const NAME_FILTER_MAX = 100;

/** Every field of the Filter panel (spec section 3), as the list endpoints read them from the query. */
export const PROVIDER_CLAIM_FILTER_KEYS = [
  'parentFirstName',
  'parentLastName',
  'childFirstName',
  'childLastName',
  'claimId',
  'claimYear',
  'payTo',
  'status',
  'submittedStartDate',
  'submittedEndDate',
  'actionedStartDate',
  'actionedEndDate',
] as const;
export type ProviderClaimFilterKey = (typeof PROVIDER_CLAIM_FILTER_KEYS)[number];

export interface ProviderFilterContext {
  tab: ProviderClaimTab;
  today: IsoDate;
}

const dateRanges = [
  ['submittedStartDate', 'submittedEndDate'],
  ['actionedStartDate', 'actionedEndDate'],
] as const;

function filterShape(context: ProviderFilterContext, t: Translate) {
  const name = trimmedText({ t }).max(NAME_FILTER_MAX).optional();
  const date = text({ t, refused: t('provider.filter.dateInvalid') })
    .refine(isIsoDate, { error: t('provider.filter.dateInvalid') })
    .refine((value) => value <= context.today, { error: t('provider.filter.dateAfterToday') })
    .optional();
  const statuses = statusFiltersFor(context.tab);
  return {
    parentFirstName: name,
    parentLastName: name,
    childFirstName: name,
    childLastName: name,
    claimId: trimmedText({ t, refused: t('provider.filter.claimId.invalid') })
      .regex(/^\d{1,10}$/, { error: t('provider.filter.claimId.invalid') })
      .transform(Number)
      .optional(),
    // The form of a year here; whether the programme has it, against its years (isClaimYearFilter).
    claimYear: text({ t, refused: t('provider.filter.claimYearUnknown') })
      .regex(/^(\d{4}|N\/A)$/, { error: t('provider.filter.claimYearUnknown') })
      .optional(),
    payTo: z.enum(PAY_TO_FILTERS).optional(),
    status: text({ t, refused: t('provider.filter.statusNotOffered') })
      .refine((status) => statuses.includes(status), { error: t('provider.filter.statusNotOffered') })
      .optional(),
    submittedStartDate: date,
    submittedEndDate: date,
    actionedStartDate: date,
    actionedEndDate: date,
  } satisfies Record<ProviderClaimFilterKey, z.ZodType>;
}

function endNotBeforeStart(t: Translate) {
  return (filters: Partial<Record<(typeof dateRanges)[number][number], string>>, ctx: z.RefinementCtx) => {
    for (const [start, end] of dateRanges) {
      const from = filters[start];
      const to = filters[end];
      if (from !== undefined && to !== undefined && to < from) {
        ctx.addIssue({ code: 'custom', message: t('provider.filter.endBeforeStart'), path: [end] });
      }
    }
  };
}

/** Blank filter fields count as not set, as a cleared input sends them. */
export function withoutBlanks(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined));
}

/** The Filter panel of the provider dashboard (spec sections 3 and 9). */
export function providerClaimFilterSchema(context: ProviderFilterContext, t: Translate = translate) {
  return z.preprocess(withoutBlanks, z.strictObject(filterShape(context, t)).superRefine(endNotBeforeStart(t)));
}
export type ProviderClaimFilter = z.infer<ReturnType<typeof providerClaimFilterSchema>>;

/** A list's sort: a column and a direction, newest first when not given. */
const sortShape = {
  sort: z.enum(PROVIDER_CLAIM_SORTS).default('createdAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
};

/** The query of a provider claim list: the filters, a sort, a page size and the cursor of the page after. */
export function providerClaimListQuerySchema(context: ProviderFilterContext, t: Translate = translate) {
  return z.preprocess(
    withoutBlanks,
    z
      .strictObject({ ...filterShape(context, t), ...sortShape, ...pageQueryShape(t, 500) })
      .superRefine(endNotBeforeStart(t)),
  );
}
export type ProviderClaimListQuery = z.infer<ReturnType<typeof providerClaimListQuerySchema>>;

/** The query of a tab's CSV export: the list's filters and sort, every claim they select (no page size, no cursor). */
export function providerClaimExportQuerySchema(context: ProviderFilterContext, t: Translate = translate) {
  return z.preprocess(
    withoutBlanks,
    z.strictObject({ ...filterShape(context, t), ...sortShape }).superRefine(endNotBeforeStart(t)),
  );
}
export type ProviderClaimExportQuery = z.infer<ReturnType<typeof providerClaimExportQuerySchema>>;

/** The claims each list holds: the provider's own review, support staff's review, and the decided claims. */
export const PROVIDER_CLAIM_TAB_STATUSES: Readonly<Record<ProviderClaimTab, readonly ClaimStatus[]>> = {
  pendingProvider: ['Pending external'],
  pendingMerit: ['Pending'],
  history: ['Accepted', 'Rejected'],
};

/** Instants from `from` (included) up to `before` (excluded); null leaves that end open. */
export interface InstantRange {
  from: Date | null;
  before: Date | null;
}

export const PROVIDER_CLAIM_NAME_FILTERS = [
  'parentFirstName',
  'parentLastName',
  'childFirstName',
  'childLastName',
] as const;
export type ProviderClaimNameFilter = (typeof PROVIDER_CLAIM_NAME_FILTERS)[number];

/** Which of an organisation's claims a list shows, once its tab and Filter panel are read. */
export interface ProviderClaimSelection {
  statuses: readonly ClaimStatus[];
  /** Each name starts with its prefix, ignoring case. */
  namePrefixes: Partial<Record<ProviderClaimNameFilter, string>>;
  claimId: number | null;
  /** Claims of one school year, claims without one (null), or 'any'. */
  schoolYear: SchoolYearOrNone | 'any';
  payTo: PayTo | null;
  /** When the claim was submitted (createdAt) and decided (reviewedAt), by the programme's days. */
  submitted: InstantRange;
  actioned: InstantRange;
}

/** The programme's days from `first` through `last` as instants: each day runs from midnight to midnight in Ohio. */
export function programmeDaysRange(first: IsoDate | undefined, last: IsoDate | undefined): InstantRange {
  return {
    from: first === undefined ? null : startOfProgrammeDay(first),
    before: last === undefined ? null : startOfProgrammeDay(addDays(last, 1)),
  };
}

/** What a tab and its filters select (spec sections 3 and 9); 'All' and unset filters select everything. */
export function providerClaimSelection(tab: ProviderClaimTab, filter: ProviderClaimFilter): ProviderClaimSelection {
  const namePrefixes: ProviderClaimSelection['namePrefixes'] = {};
  for (const name of PROVIDER_CLAIM_NAME_FILTERS) {
    const prefix = filter[name];
    if (prefix) namePrefixes[name] = prefix;
  }
  const status = PROVIDER_CLAIM_TAB_STATUSES[tab].find((candidate) => candidate === filter.status);
  return {
    statuses: status === undefined ? PROVIDER_CLAIM_TAB_STATUSES[tab] : [status],
    namePrefixes,
    claimId: filter.claimId ?? null,
    schoolYear: claimYearOf(filter.claimYear),
    payTo: filter.payTo === undefined || filter.payTo === ALL ? null : filter.payTo,
    submitted: programmeDaysRange(filter.submittedStartDate, filter.submittedEndDate),
    actioned: programmeDaysRange(filter.actionedStartDate, filter.actionedEndDate),
  };
}

function claimYearOf(filter: string | undefined): SchoolYearOrNone | 'any' {
  if (filter === undefined) return 'any';
  return filter === NO_CLAIM_YEAR ? null : Number(filter);
}

/**
 * GET /api/service-provider/{id}/{tab}/count: how many of the organisation's claims the tab's filters select, for the
 * tab's label while filters are applied (the other tabs' labels count all their claims: switching tab clears the
 * filters, so that is what each would show).
 */
export const providerClaimCountSchema = z.object({ count: z.number().int().nonnegative() });
export type ProviderClaimCount = z.infer<typeof providerClaimCountSchema>;

/** The counts on the tab labels, from the number of the organisation's claims in each status. */
export function claimStatsOf(countsByStatus: Partial<Record<ClaimStatus, number>>): ClaimStats {
  const count = (tab: ProviderClaimTab) =>
    PROVIDER_CLAIM_TAB_STATUSES[tab].reduce((sum, status) => sum + (countsByStatus[status] ?? 0), 0);
  return {
    pendingVendorApprovalCount: count('pendingProvider'),
    pendingInternalReviewCount: count('pendingMerit'),
    historyCount: count('history'),
  };
}

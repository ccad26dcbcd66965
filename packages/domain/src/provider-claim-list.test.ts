import { describe, expect, it } from 'vitest';
import { messagesOf } from './messages-of.test-support.ts';
import {
  claimStatsOf,
  claimYearFilters,
  defaultProviderClaimSort,
  PAY_TO_FILTERS,
  PROVIDER_CLAIM_FILTER_KEYS,
  PROVIDER_CLAIM_TAB_PATHS,
  providerClaimFilterSchema,
  providerClaimListQuerySchema,
  providerClaimSelection,
  isClaimYearFilter,
  statusFiltersFor,
} from './provider-claim-list.ts';
import { buildSchoolYear, specSchoolYears } from './school-years.test-support.ts';

const history = { tab: 'history', today: '2023-09-15' } as const;
const pending = { tab: 'pendingProvider', today: '2023-09-15' } as const;

describe('the provider claim filters', () => {
  it('offers the options of spec section 9', () => {
    expect(claimYearFilters(specSchoolYears())).toEqual(['2021', '2022', '2023', 'N/A']);
    expect(PAY_TO_FILTERS).toEqual(['User', 'Vendor', 'All']);
    expect(statusFiltersFor('history')).toEqual(['Accepted', 'Rejected', 'All']);
    expect(statusFiltersFor('pendingMerit')).toEqual([]);
    expect(PROVIDER_CLAIM_TAB_PATHS.pendingProvider).toBe('pending-vendor-approval-claims');
  });

  it('offers and knows a year added as data, and no other', () => {
    const years = [...specSchoolYears(), buildSchoolYear(2024)];
    expect(claimYearFilters(years)).toEqual(['2021', '2022', '2023', '2024', 'N/A']);
    expect(isClaimYearFilter(years, '2024')).toBe(true);
    expect(isClaimYearFilter(years, 'N/A')).toBe(true);
    expect(isClaimYearFilter(years, '2025')).toBe(false);
  });

  it('reads a full filter, names trimmed and blanks ignored', () => {
    expect(
      providerClaimFilterSchema(history).parse({
        parentFirstName: ' Ann ',
        childLastName: '',
        claimId: '0',
        claimYear: 'N/A',
        payTo: 'All',
        status: 'All',
        submittedStartDate: '2023-01-01',
        submittedEndDate: '2023-01-01',
      }),
    ).toEqual({
      parentFirstName: 'Ann',
      claimId: 0,
      claimYear: 'N/A',
      payTo: 'All',
      status: 'All',
      submittedStartDate: '2023-01-01',
      submittedEndDate: '2023-01-01',
    });
  });

  it.each(['-1', '1.5', 'abc', '12345678901'])('refuses the claim id %j', (claimId) => {
    expect(messagesOf(providerClaimFilterSchema(history), { claimId })).toEqual({
      claimId: 'Please enter a valid claimId',
    });
  });

  it('wants end dates on or after start dates', () => {
    expect(
      messagesOf(providerClaimFilterSchema(history), {
        submittedStartDate: '2023-02-02',
        submittedEndDate: '2023-02-01',
        actionedStartDate: '2023-03-02',
        actionedEndDate: '2023-03-01',
      }),
    ).toEqual({
      submittedEndDate: 'End date must be after start date',
      actionedEndDate: 'End date must be after start date',
    });
  });

  it('refuses dates after today, and dates that are none', () => {
    expect(messagesOf(providerClaimFilterSchema(history), { actionedStartDate: '2023-09-16' })).toEqual({
      actionedStartDate: 'Please choose a date no later than today',
    });
    expect(messagesOf(providerClaimFilterSchema(history), { actionedStartDate: '2023-09-15' })).toEqual({});
    expect(messagesOf(providerClaimFilterSchema(history), { submittedEndDate: '09/01/2023' })).toEqual({
      submittedEndDate: 'Please enter a valid date',
    });
  });

  it('offers a status filter on History only', () => {
    expect(messagesOf(providerClaimFilterSchema(pending), { status: 'Accepted' })).toEqual({
      status: 'This status cannot be chosen on this tab',
    });
    expect(messagesOf(providerClaimFilterSchema(history), { status: 'Pending' })).toEqual({
      status: 'This status cannot be chosen on this tab',
    });
  });

  it('names every field it reads', () => {
    const everyField = {
      parentFirstName: 'Ann',
      parentLastName: 'Lee',
      childFirstName: 'Bo',
      childLastName: 'Lee',
      claimId: '7',
      claimYear: '2021',
      payTo: 'User',
      status: 'Accepted',
      submittedStartDate: '2023-01-01',
      submittedEndDate: '2023-01-02',
      actionedStartDate: '2023-01-01',
      actionedEndDate: '2023-01-02',
    };
    expect(Object.keys(everyField).sort()).toEqual([...PROVIDER_CLAIM_FILTER_KEYS].sort());
    expect(Object.keys(providerClaimFilterSchema(history).parse(everyField)).sort()).toEqual(
      [...PROVIDER_CLAIM_FILTER_KEYS].sort(),
    );
  });

  it('refuses filters it does not know', () => {
    expect(providerClaimFilterSchema(history).safeParse({ amount: '5' }).success).toBe(false);
    expect(providerClaimFilterSchema(history).safeParse('nonsense').success).toBe(false);
  });
});

describe('the provider claim list query', () => {
  it('sorts newest first, 25 a page, by default', () => {
    expect(providerClaimListQuerySchema(history).parse({})).toEqual({ sort: 'createdAt', order: 'desc', limit: 25 });
  });

  it('opens History newest first and the pending tabs oldest first', () => {
    expect(defaultProviderClaimSort('history')).toEqual({ sort: 'createdAt', order: 'desc' });
    expect(defaultProviderClaimSort('pendingProvider')).toEqual({ sort: 'createdAt', order: 'asc' });
    expect(defaultProviderClaimSort('pendingMerit')).toEqual({ sort: 'createdAt', order: 'asc' });
  });

  it('reads the page size from a query string and bounds it', () => {
    expect(
      providerClaimListQuerySchema(history).parse({ limit: '100', cursor: 'abc', sort: 'amount', order: 'asc' }),
    ).toEqual({
      sort: 'amount',
      order: 'asc',
      limit: 100,
      cursor: 'abc',
    });
    expect(providerClaimListQuerySchema(history).safeParse({ limit: '101' }).success).toBe(false);
    expect(providerClaimListQuerySchema(history).safeParse({ limit: '0' }).success).toBe(false);
  });

  it('checks the filters as the panel does', () => {
    expect(
      messagesOf(providerClaimListQuerySchema(history), {
        submittedStartDate: '2023-02-02',
        submittedEndDate: '2023-02-01',
      }),
    ).toEqual({ submittedEndDate: 'End date must be after start date' });
  });
});

describe('what a provider claim list selects', () => {
  it('selects the tab’s statuses and nothing else when no filter is set', () => {
    const everything = { namePrefixes: {}, claimId: null, schoolYear: 'any', payTo: null };
    const open = { from: null, before: null };
    expect(providerClaimSelection('pendingProvider', {})).toEqual({
      ...everything,
      statuses: ['Pending external'],
      submitted: open,
      actioned: open,
    });
    expect(providerClaimSelection('pendingMerit', {}).statuses).toEqual(['Pending']);
    expect(providerClaimSelection('history', { status: 'All', payTo: 'All' })).toMatchObject({
      statuses: ['Accepted', 'Rejected'],
      payTo: null,
    });
  });

  it('narrows History to one decision', () => {
    expect(providerClaimSelection('history', { status: 'Rejected' }).statuses).toEqual(['Rejected']);
  });

  it('reads every filter of the panel', () => {
    const filter = providerClaimFilterSchema(history).parse({
      parentFirstName: ' Ann ',
      parentLastName: 'Lee',
      childFirstName: ' ',
      childLastName: 'O',
      claimId: '42',
      claimYear: '2022',
      payTo: 'Vendor',
      submittedStartDate: '2023-01-01',
      submittedEndDate: '2023-01-31',
      actionedEndDate: '2023-07-04',
    });
    expect(providerClaimSelection('history', filter)).toEqual({
      statuses: ['Accepted', 'Rejected'],
      namePrefixes: { parentFirstName: 'Ann', parentLastName: 'Lee', childLastName: 'O' },
      claimId: 42,
      schoolYear: 2022,
      payTo: 'Vendor',
      submitted: { from: new Date('2023-01-01T05:00:00Z'), before: new Date('2023-02-01T05:00:00Z') },
      actioned: { from: null, before: new Date('2023-07-05T04:00:00Z') },
    });
  });

  it('reads N/A as the claims without a school year', () => {
    expect(providerClaimSelection('pendingMerit', { claimYear: 'N/A' }).schoolYear).toBeNull();
    expect(providerClaimSelection('pendingMerit', { claimYear: '2021' }).schoolYear).toBe(2021);
  });
});

describe('the tab counts', () => {
  it('add up the statuses of each tab', () => {
    expect(claimStatsOf({ Pending: 2, 'Pending external': 3, Accepted: 4, Rejected: 1 })).toEqual({
      pendingVendorApprovalCount: 3,
      pendingInternalReviewCount: 2,
      historyCount: 5,
    });
    expect(claimStatsOf({})).toEqual({
      pendingVendorApprovalCount: 0,
      pendingInternalReviewCount: 0,
      historyCount: 0,
    });
  });
});

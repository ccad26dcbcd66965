import { describe, expect, it } from 'vitest';
import { providerBankTabPath } from '../../lib/paths.ts';
import { dashboardSearch, providerDashboardPath, readDashboardView } from './dashboard-view.ts';

const today = '2023-09-15';
const read = (query: string) => readDashboardView(new URLSearchParams(query), today);
const filtersOf = (query: string) => {
  const view = read(query);
  return view.tab === 'bank' ? null : view.filters;
};

describe('the dashboard in the address', () => {
  it('opens Pending provider review, oldest first, when the address names no tab', () => {
    expect(read('')).toEqual({ tab: 'pendingProvider', filters: {}, sort: 'createdAt', order: 'asc' });
    expect(read('tab=nonsense').tab).toBe('pendingProvider');
  });

  it('reads the filters as the panel checks them, and drops them all when one does not pass', () => {
    expect(filtersOf('tab=history&childFirstName=%20Mat%20&claimId=41&payTo=All&status=Rejected')).toEqual({
      childFirstName: 'Mat',
      claimId: '41',
      status: 'Rejected',
    });
    expect(filtersOf('tab=history&childFirstName=Mat&claimId=4x')).toEqual({});
    expect(filtersOf('tab=pendingMerit&status=Accepted')).toEqual({});
    expect(filtersOf('tab=history&submittedStartDate=2023-09-16')).toEqual({});
  });

  it('writes a view back as it reads it, with the order only when it is not the default', () => {
    const view = read('tab=history&parentLastName=Lee&sort=amount&order=asc');
    expect(dashboardSearch(view)).toBe('?tab=history&parentLastName=Lee&sort=amount&order=asc');
    expect(read(dashboardSearch(view).slice(1))).toEqual(view);
    expect(dashboardSearch(read('tab=history&sort=createdAt&order=desc'))).toBe('?tab=history');
    expect(providerDashboardPath('bank')).toBe('/service-provider/dashboard?tab=bank');
  });

  it("opens the bank tab at the address the bank screens lead a provider to (lib's providerBankTabPath)", () => {
    expect(providerDashboardPath('bank')).toBe(providerBankTabPath);
  });
});

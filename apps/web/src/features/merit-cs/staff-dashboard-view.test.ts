import { describe, expect, it } from 'vitest';
import { readStaffDashboardView, staffDashboardSearch, type StaffDashboardView } from './staff-dashboard-view.ts';

const read = (query: string) => readStaffDashboardView(new URLSearchParams(query));

describe("the support staff dashboard's address", () => {
  it('opens on the work queue, waiting for support staff, with nothing searched', () => {
    expect(read('')).toEqual({ tab: 'queue', queue: 'waiting', search: null, claimId: null });
  });

  it('reads the tab, the queue tab, the search and the claim opened', () => {
    expect(read('tab=claims&queue=overdue&q=sofia&claimId=42')).toEqual({
      tab: 'claims',
      queue: 'overdue',
      search: 'sofia',
      claimId: 42,
    });
  });

  it("opens a claim's address alone (a review's link to another claim) in Manage claims", () => {
    expect(read('claimId=42')).toMatchObject({ tab: 'claims', claimId: 42 });
    expect(read('tab=queue&claimId=42')).toMatchObject({ tab: 'queue', claimId: 42 });
  });

  it('leaves out what the dashboard would not offer: an unknown tab, a claim id that is none, a blank search', () => {
    expect(read('tab=bank&queue=everything&q=%20%20&claimId=0042')).toEqual({
      tab: 'queue',
      queue: 'waiting',
      search: null,
      claimId: null,
    });
    expect(read(`q=${'a'.repeat(101)}`).search).toBeNull();
  });

  it('writes only what differs from the dashboard as it opens, and reads back what it wrote', () => {
    const views: StaffDashboardView[] = [
      { tab: 'queue', queue: 'waiting', search: null, claimId: null },
      { tab: 'queue', queue: 'failedPayouts', search: null, claimId: null },
      { tab: 'claims', queue: 'waiting', search: 'Garcia', claimId: null },
      { tab: 'queue', queue: 'waiting', search: 'Garcia', claimId: 42 },
      { tab: 'providers', queue: 'overdue', search: null, claimId: 7 },
    ];
    expect(views.map((view) => staffDashboardSearch(view).toString())).toEqual([
      '',
      'queue=failedPayouts',
      'tab=claims&q=Garcia',
      'tab=queue&q=Garcia&claimId=42',
      'tab=providers&queue=overdue&claimId=7',
    ]);
    for (const view of views) expect(readStaffDashboardView(staffDashboardSearch(view))).toEqual(view);
  });
});

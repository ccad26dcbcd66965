import { buildChild, buildHistoryClaim, buildParent } from '@ace/app-core/test-factories';
import type { ParentUser } from '@ace/domain';
import { act, fireEvent, renderRouter, screen, waitFor } from 'expo-router/testing-library';
import type { ReactElement } from 'react';
import { Linking, type RefreshControlProps } from 'react-native';
import { ok, refused, stubApi, type StubAnswer, type StubbedCall } from '../../test/api-stub';
import { meritDiscoveryRoute, upToDateRoute } from '../../test/routes';
import { storeSignedIn } from '../../test/session';
import { clearSession } from '../../lib/session-store';
import { tokenStore } from '../../lib/token-store';
import { colours } from '../../components/colours';

const claims = [
  {
    id: 31,
    amount: 120,
    createdAt: '2023-10-02T15:00:00.000Z',
    status: 'Pending external' as const,
    payoutWaitsForYourBank: false,
    appealWaiting: false,
  },
  {
    id: 30,
    amount: 80.5,
    createdAt: '2023-09-20T15:00:00.000Z',
    status: 'Accepted' as const,
    payoutWaitsForYourBank: false,
    appealWaiting: false,
  },
  {
    id: 29,
    amount: 40,
    createdAt: '2023-09-01T15:00:00.000Z',
    status: 'Rejected' as const,
    payoutWaitsForYourBank: false,
    appealWaiting: false,
  },
];

/** A row of a student's claim history: a link that opens the claim, named by what the row shows. */
function claimRow(id: number) {
  return screen.getByRole('link', { name: new RegExp(`^Open claim ${id} of `) });
}

async function openDashboard(parent: ParentUser): Promise<StubbedCall[]> {
  const calls = await renderDashboard(parent, () => ok(parent));
  await screen.findByRole('header', { name: 'Your students' });
  return calls;
}

async function renderDashboard(stored: ParentUser, answer: () => StubAnswer): Promise<StubbedCall[]> {
  await storeSignedIn(stored);
  const calls = stubApi([upToDateRoute, meritDiscoveryRoute, ['GET', /^\/api\/user\/parent$/, answer]]);
  await renderRouter('./src/app', { initialUrl: '/dashboard' });
  return calls;
}

beforeEach(() => {
  tokenStore.set(null);
  clearSession();
});

describe('the dashboard', () => {
  it('shows each student with the school year label, the amounts and the first 2 claims', async () => {
    await openDashboard(
      buildParent({
        children: [
          buildChild({ id: 7, dollars: { available: 299.5, pending: 120, spent: 80.5, held: 0 }, claims }),
          buildChild({ id: 8, firstName: 'Leo', schoolYear: 2021, claims: [] }),
        ],
      }),
    );
    // The label is drawn from the programme's school years, read once beside the parent's data.
    expect(await screen.findByText('2023-2024 | Y3')).toBeOnTheScreen();
    expect(screen.getByText('2021-2022 | Y1')).toBeOnTheScreen();
    expect(screen.getByLabelText('Available $299.50')).toBeOnTheScreen();
    expect(screen.getByLabelText('Pending $120')).toBeOnTheScreen();
    expect(screen.getByLabelText('Spent $80.50')).toBeOnTheScreen();
    expect(claimRow(31)).toHaveAccessibleName(/, Date \d\d\/\d\d\/\d{4}, \$[\d.]+, Pending$/);
    expect(claimRow(30)).toHaveAccessibleName(/, Date \d\d\/\d\d\/\d{4}, \$[\d.]+, Approved$/);
    expect(screen.queryByRole('link', { name: /^Open claim 29 / })).toBeNull();
    expect(screen.getByText('No claims yet.')).toBeOnTheScreen();
  });

  it("toggles the rest of a student's history", async () => {
    await openDashboard(buildParent({ children: [buildChild({ claims })] }));
    expect(screen.getByRole('button', { name: 'See more history' })).toBeCollapsed();
    await fireEvent.press(screen.getByRole('button', { name: 'See more history' }));
    expect(claimRow(29)).toHaveAccessibleName(/, Date \d\d\/\d\d\/\d{4}, \$[\d.]+, Rejected$/);
    expect(screen.getByRole('button', { name: 'Collapse history' })).toBeExpanded();
    await fireEvent.press(screen.getByRole('button', { name: 'Collapse history' }));
    expect(screen.queryByRole('link', { name: /^Open claim 29 / })).toBeNull();
  });

  it("colours a rejection under appeal as waiting, not in Rejected's red", async () => {
    const rejected = buildHistoryClaim({ id: 29, status: 'Rejected' });
    const appealed = buildHistoryClaim({ id: 28, status: 'Rejected', appealWaiting: true });
    await openDashboard(buildParent({ children: [buildChild({ claims: [appealed, rejected] })] }));
    expect(screen.getByText(/Rejected, appeal under review$/)).toHaveStyle({ color: colours.text });
    expect(screen.getByText(/^\W?Rejected$/)).toHaveStyle({ color: colours.danger });
  });

  it('shows the bank banner with its two texts, and none when the bank is healthy', async () => {
    await openDashboard(buildParent({ hasProvidedBankDetails: false, hasHealthyBankConnection: false }));
    expect(screen.getByText('Connect your bank account to receive reimbursements')).toBeOnTheScreen();
    expect(
      screen.getByText(
        'Without a bank account you can only submit invoices that are paid directly to a service provider.',
      ),
    ).toBeOnTheScreen();
    await screen.unmount();
    await openDashboard(buildParent({ hasProvidedBankDetails: true, hasHealthyBankConnection: false }));
    expect(
      screen.getByText('Your bank account is disconnected. Reconnect it to receive reimbursements'),
    ).toBeOnTheScreen();
    await screen.unmount();
    await openDashboard(buildParent());
    expect(screen.queryByText('Connect bank account')).toBeNull();
  });

  it('names the payments waiting for the parent to reconnect their bank, each opening its claim (issue 36)', async () => {
    const waiting = buildHistoryClaim({ id: 61, amount: 123.45 });
    const parent = buildParent({
      hasHealthyBankConnection: false,
      children: [buildChild({ claims: [{ ...waiting, payoutWaitsForYourBank: true }] })],
    });
    await storeSignedIn(parent);
    stubApi([upToDateRoute, meritDiscoveryRoute, ['GET', /^\/api\/user\/parent$/, () => ok(parent)]]);
    const app = renderRouter('./src/app', { initialUrl: '/dashboard' });
    await app;
    await screen.findByRole('header', { name: 'Your students' });
    expect(screen.getByText('These payments wait for you to reconnect:')).toBeOnTheScreen();
    expect(claimRow(61)).toHaveAccessibleName(/, Approved, waiting for your bank$/);
    expect(screen.getByRole('link', { name: 'Reconnect your bank account' })).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('link', { name: 'Claim 61: $123.45' }));
    expect(app.getPathname()).toBe('/claims/61');
  });

  it('reloads the parent when pulled down', async () => {
    const calls = await openDashboard(buildParent());
    const loads = () => calls.filter((call) => call.url.pathname === '/api/user/parent').length;
    const before = loads();
    // The pull gesture is the platform's: the test calls what it calls.
    const scroll = screen.getByTestId('screen-scroll');
    const control = scroll.props.refreshControl as ReactElement<RefreshControlProps>;
    await act(async () => {
      await control.props.onRefresh?.();
    });
    expect(loads()).toBeGreaterThan(before);
  });

  it('tells a refused reload in a toast over the stored parent, and a server failure on the error screen', async () => {
    await renderDashboard(buildParent(), () => refused(400, 'BAD_REQUEST', 'Your account is being updated'));
    expect(await screen.findByText('Your account is being updated')).toBeOnTheScreen();
    expect(screen.getByText('Your students')).toBeOnTheScreen();
    await screen.unmount();
    await renderDashboard(buildParent(), () => refused(500, 'INTERNAL', 'Internal server error'));
    expect(await screen.findByText('Something went wrong', {}, { timeout: 8000 })).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Start again from homepage' })).toBeOnTheScreen();
  });
});

describe("the family's data on the dashboard", () => {
  async function openWithArchive(answer: () => StubAnswer): Promise<StubbedCall[]> {
    const parent = buildParent();
    await storeSignedIn(parent);
    const calls = stubApi([
      upToDateRoute,
      meritDiscoveryRoute,
      ['GET', /^\/api\/user\/parent$/, () => ok(parent)],
      ['POST', /^\/api\/user\/data-archive\/link$/, answer],
    ]);
    await renderRouter('./src/app', { initialUrl: '/dashboard' });
    await screen.findByRole('header', { name: 'Your students' });
    return calls;
  }

  it("downloads the family's data as on the web: the API's one-minute link, opened outside the app", async () => {
    const link = 'http://localhost:8080/api/data-archive?token=t-1';
    const calls = await openWithArchive(() => ok({ url: link }));
    expect(screen.getByRole('header', { name: 'Your data' })).toBeOnTheScreen();
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    await fireEvent.press(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => {
      expect(openURL).toHaveBeenLastCalledWith(link);
    });
    expect(calls.filter((call) => call.url.pathname === '/api/user/data-archive/link')).toHaveLength(1);
  });

  it('says so when the download cannot start', async () => {
    await openWithArchive(() => refused(500, 'INTERNAL', 'Internal server error'));
    await fireEvent.press(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('We could not start your download. Please try again in a moment.'),
    ).toBeOnTheScreen();
  });

  it('ends with the footer links and the language switch, after the students', async () => {
    await openWithArchive(() => ok({ url: 'http://localhost:8080/x' }));
    expect(screen.getByRole('link', { name: /^Privacy, / })).toBeOnTheScreen();
    expect(screen.getByLabelText('Language')).toBeOnTheScreen();
  });
});

import { buildParent } from '@ace/app-core/test-factories';
import { act, fireEvent, renderRouter, screen } from 'expo-router/testing-library';
import { ok, refused, stubApi, type StubRoute, type StubbedCall } from '../../test/api-stub';
import { meritDiscoveryRoute, upToDateRoute } from '../../test/routes';
import { storeSignedIn } from '../../test/session';
import { clearSession } from '../../lib/session-store';
import { tokenStore } from '../../lib/token-store';

const unlinked = buildParent({ hasProvidedBankDetails: false, hasHealthyBankConnection: false });
const linked = buildParent();

async function openBankForm(routes: StubRoute[]): Promise<{ calls: StubbedCall[]; pathname: () => string }> {
  await storeSignedIn(unlinked);
  const calls = stubApi([
    upToDateRoute,
    meritDiscoveryRoute,
    ['GET', /^\/api\/user\/parent$/, () => ok(unlinked)],
    ...routes,
  ]);
  const app = renderRouter('./src/app', { initialUrl: '/dashboard' });
  await app;
  await fireEvent.press(await screen.findByRole('link', { name: 'Connect bank account' }));
  await screen.findByRole('header', { name: 'Submit bank account details' });
  return { calls, pathname: () => app.getPathname() };
}

async function fillAccount(routingNumber = '011000015') {
  await fireEvent.changeText(screen.getByLabelText('Routing number'), routingNumber);
  await fireEvent.changeText(screen.getByLabelText('Account number'), '123456789');
  await fireEvent.changeText(screen.getByLabelText('Confirm account number'), '123456789');
  await fireEvent.changeText(screen.getByLabelText('Bank account name'), 'Family checking');
  await fireEvent.press(screen.getByRole('radio', { name: 'Checking' }));
  await fireEvent.press(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  tokenStore.set(null);
  clearSession();
});

describe('linking a bank account', () => {
  it("shows the bank form's messages", async () => {
    await openBankForm([]);
    await fireEvent.press(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        "Routing number must be 9 digits. If your routing number starts with '0', enter that first",
      ),
    ).toBeOnTheScreen();
    expect(screen.getByText('Please enter the account number')).toBeOnTheScreen();
    expect(screen.getByText('Please enter the name')).toBeOnTheScreen();
    expect(screen.getByText('Please select the bank account type')).toBeOnTheScreen();
  });

  it('asks before closing, and goes back to the dashboard on Exit', async () => {
    const app = await openBankForm([]);
    await fireEvent.press(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('If you exit before submitting, your progress will be lost')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Exit without saving' }));
    await screen.findByText('Your students');
    expect(app.pathname()).toBe('/dashboard');
  });

  it('sends the account to the bank with the token, flags the parent and returns to the dashboard', async () => {
    const { calls } = await openBankForm([
      ['POST', /^\/api\/ach\/parent\/get-bank-token$/, () => ok({ token: 'funding-token-1' })],
      ['POST', /^\/bank\/funding-sources$/, () => ({ status: 201, body: {} })],
      ['PATCH', /^\/api\/user\/parent\/set-bank-flag$/, () => ok(linked)],
    ]);
    await fillAccount();
    expect(await screen.findByText('Your bank details has been submitted')).toBeOnTheScreen();
    expect(await screen.findByText('Your students')).toBeOnTheScreen();
    expect(screen.queryByText('Connect your bank account to receive reimbursements')).toBeNull();
    const bankCall = calls.find((call) => call.url.pathname === '/bank/funding-sources');
    expect(bankCall?.init.headers?.authorization).toBe('Bearer funding-token-1');
    expect(JSON.parse(String(bankCall?.init.body))).toEqual({
      routingNumber: '011000015',
      accountNumber: '123456789',
      type: 'checking',
      name: 'Family checking',
    });
  });

  it('tells a parent whose bank is already linked to reload the app, and logs out after 10 seconds', async () => {
    await openBankForm([
      ['POST', /^\/api\/ach\/parent\/get-bank-token$/, () => refused(409, 'BANK_ALREADY_LINKED', 'Already linked')],
    ]);
    await fillAccount();
    expect(await screen.findByRole('header', { name: 'Your bank account is already connected.' })).toBeOnTheScreen();
    expect(screen.getByText('Please reload the app')).toBeOnTheScreen();
    expect(screen.getByText('You will be logged out in 10 seconds.')).toBeOnTheScreen();
    await act(() => jest.advanceTimersByTimeAsync(10_500));
    expect(tokenStore.get()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login with Merit' })).toBeOnTheScreen();
  });

  it('shows the bank error screen when the bank refuses the account', async () => {
    await openBankForm([
      ['POST', /^\/api\/ach\/parent\/get-bank-token$/, () => ok({ token: 'funding-token-1' })],
      ['POST', /^\/bank\/funding-sources$/, () => ({ status: 400, body: { code: 'ValidationError', message: 'Bad' } })],
    ]);
    await fillAccount();
    expect(
      await screen.findByText(
        'Uh oh. It looks like something went wrong. Please try again or contact the help address for assistance.',
      ),
    ).toBeOnTheScreen();
  });
});

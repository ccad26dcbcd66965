import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { wayBackState } from '../../lib/way-back.ts';
import { buildClaimView } from '../../test/factories.ts';
import { renderWithApp } from '../../test/render.tsx';
import { clearSession, setProviderUser, setUser } from '../../lib/session-store.ts';
import { buildReview, decided, ok, stubApi } from './review-api.test-support.ts';
import ReviewClaimScreen from './review-claim-screen.tsx';
import { ReviewOutcomeScreen } from './review-outcome-screen.tsx';
import { TOKEN } from './review-test-routes.test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  clearSession();
});

const reviewPath = `${paths.reviewClaim}?token=${TOKEN}`;
const queuePath = '/merit-cs/dashboard?queue=overdue';
const providerListPath = '/service-provider/dashboard?tab=history';

function signInStaff() {
  setUser({ type: 'MeritCS', id: 4, email: 'sam.support@meritcs.example.com', firstName: 'Sam', lastName: 'Taylor' });
}

function signInProvider() {
  setProviderUser(
    {
      type: 'ServiceProvider',
      id: 9,
      email: 'olivia.brown@brightminds.example.com',
      firstName: 'Olivia',
      lastName: 'Brown',
      hasProvidedBankDetails: false,
      hasHealthyBankConnection: false,
      selectedOrg: { id: 'org-bright-minds', name: 'Bright Minds Tutoring', providerNumber: '100001' },
    },
    { id: 'org-bright-minds', name: 'Bright Minds Tutoring' },
  );
}

/** A list the reviewer opens the review from, as the work queue and the provider's lists do. */
function OpenFrom({ place }: { place: 'workQueue' | 'dashboard' }) {
  const { pathname, search } = useLocation();
  return (
    <Link to={reviewPath} state={wayBackState({ path: `${pathname}${search}`, place })}>
      Open the review
    </Link>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`Back at ${pathname}${search}`}</h1>;
}

/** The review, opened from `start` (a list that gives its way back, or the review itself, as from an e-mail). */
function renderFrom(start: string) {
  renderWithApp(
    <Routes>
      <Route path="/merit-cs/dashboard" element={<OpenFrom place="workQueue" />} />
      <Route path="/service-provider/dashboard" element={<OpenFrom place="dashboard" />} />
      <Route path={paths.reviewClaim} element={<ReviewClaimScreen />} />
      <Route path={paths.claimApproved} element={<ReviewOutcomeScreen outcome="approved" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    start,
  );
  return userEvent.setup();
}

async function approve(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Approve claim' })).getByRole('button', { name: 'Approve' }),
  );
}

const fauxProviderReview = () =>
  buildReview({
    claim: buildClaimView({
      status: 'Pending',
      serviceProvider: { number: '100009', name: 'Programme Office', status: 'Active', isFauxServiceProvider: true },
    }),
  });

describe('a signed-in reviewer (issue 36)', () => {
  it("starts from the name on their account, which they may change, and that name is the decision's", async () => {
    signInStaff();
    const calls = stubApi((call) => (call.method === 'POST' ? decided('Accepted') : ok(fauxProviderReview())));
    const user = renderFrom(reviewPath);
    const name = await screen.findByRole('textbox', { name: /Reviewer name/ });
    expect(name).toHaveValue('Sam Taylor');
    await user.clear(name);
    await user.type(name, 'Sam T. for Riley');
    await approve(user);
    expect(await screen.findByRole('heading', { name: 'Claim approved' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ body: { reviewerName: 'Sam T. for Riley' } });
  });

  it('starts from an empty name for someone who only holds the link', async () => {
    stubApi(() => ok(buildReview({ reviewType: 'external', claim: buildClaimView() })));
    renderFrom(reviewPath);
    expect(await screen.findByRole('textbox', { name: /Reviewer name/ })).toHaveValue('');
    expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();
  });

  it('goes back to the work queue as it was, from the review and from its outcome', async () => {
    signInStaff();
    stubApi((call) => (call.method === 'POST' ? decided('Accepted') : ok(fauxProviderReview())));
    const user = renderFrom(queuePath);
    await user.click(screen.getByRole('link', { name: 'Open the review' }));
    const back = await screen.findByRole('link', { name: 'Back to the work queue' });
    expect(back).toHaveAttribute('href', queuePath);
    await approve(user);
    expect(await screen.findByRole('heading', { name: 'Claim approved' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the work queue' }));
    expect(await screen.findByRole('link', { name: 'Open the review' })).toBeInTheDocument();
  });

  it("goes back to a provider's list as it was, after a decision too", async () => {
    signInProvider();
    stubApi((call) =>
      call.method === 'POST'
        ? decided('Accepted')
        : ok(buildReview({ reviewType: 'external', claim: buildClaimView() })),
    );
    const user = renderFrom(providerListPath);
    await user.click(screen.getByRole('link', { name: 'Open the review' }));
    expect(await screen.findByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      providerListPath,
    );
    await approve(user);
    expect(await screen.findByRole('link', { name: 'Open the review' })).toBeInTheDocument();
    expect(screen.getByText('Claim approved')).toBeInTheDocument();
  });

  it('goes back to their dashboard when the review was opened from an e-mail', async () => {
    signInProvider();
    stubApi(() => ok(buildReview({ reviewType: 'external', claim: buildClaimView() })));
    renderFrom(reviewPath);
    expect(await screen.findByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/service-provider/dashboard',
    );
  });
});

describe('an approval whose payout waits for a bank (issue 36)', () => {
  it("tells support staff that the payment waits for the parent's bank", async () => {
    signInStaff();
    stubApi((call) => (call.method === 'POST' ? decided('Accepted', 'parent') : ok(fauxProviderReview())));
    const user = renderFrom(reviewPath);
    await approve(user);
    expect(
      await screen.findByText(
        'The parent will be told by e-mail. Their bank account cannot receive payments now: the payment waits until they reconnect it, then it is sent by itself.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the funds will be paid out/)).not.toBeInTheDocument();
  });

  it("tells support staff that the payment waits for the provider's bank", async () => {
    signInStaff();
    stubApi((call) => (call.method === 'POST' ? decided('Accepted', 'provider') : ok(fauxProviderReview())));
    const user = renderFrom(reviewPath);
    await approve(user);
    expect(
      await screen.findByText(
        'The parent will be told by e-mail. The service provider has no bank account that can receive payments: the payment waits until they connect one, then it is sent by itself.',
      ),
    ).toBeInTheDocument();
  });

  it('tells a provider who approved from the link that the payment waits for their own bank', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? decided('Accepted', 'provider')
        : ok(buildReview({ reviewType: 'external', claim: buildClaimView() })),
    );
    const user = renderFrom(reviewPath);
    await user.type(await screen.findByRole('textbox', { name: /Reviewer name/ }), 'Olivia Brown');
    await approve(user);
    expect(
      await screen.findByText(
        "The parent will be told by e-mail. Your organisation has no bank account that can receive payments: the payment waits until you connect one on your dashboard's 'Connect bank account' tab, then it is sent by itself.",
      ),
    ).toBeInTheDocument();
  });

  it('tells a signed-in provider, back on their dashboard, to connect their bank', async () => {
    signInProvider();
    stubApi((call) =>
      call.method === 'POST'
        ? decided('Accepted', 'provider')
        : ok(buildReview({ reviewType: 'external', claim: buildClaimView() })),
    );
    const user = renderFrom(reviewPath);
    await approve(user);
    expect(await screen.findByRole('link', { name: 'Open the review' })).toBeInTheDocument();
    expect(screen.getByText('Claim approved')).toBeInTheDocument();
    expect(
      screen.getByText(
        "The payment waits until you connect a bank account on the 'Connect bank account' tab. It is then sent by itself.",
      ),
    ).toBeInTheDocument();
  });

  it('says the funds will be paid out when nothing waits', async () => {
    signInStaff();
    stubApi((call) => (call.method === 'POST' ? decided('Accepted') : ok(fauxProviderReview())));
    const user = renderFrom(reviewPath);
    await approve(user);
    expect(
      await screen.findByText('The parent will be told by e-mail, and the funds will be paid out.'),
    ).toBeInTheDocument();
  });
});

import { buildParent } from '@ace/app-core/test-factories';
import { addDays, programmeDate, type PreApprovalView } from '@ace/domain';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { language } from '../../lib/language';
import { auditAccessibility } from '../../test/accessibility';
import { ok, type StubAnswer, type StubbedCall, type StubRoute } from '../../test/api-stub';
import { resetLanguage } from '../../test/language';
import { nextImageDoesNotDecode, photoLibraryGives } from '../../test/photos';
import { meritDiscoveryRoute, upToDateRoute } from '../../test/routes';
import { forgetSignIn, openAppSignedIn } from '../../test/session';

jest.mock('expo-image-picker', () => ({
  launchImageLibraryAsync: jest.fn(),
  launchCameraAsync: jest.fn(),
  requestCameraPermissionsAsync: jest.fn(() => Promise.resolve({ granted: true })),
}));

/** Sofia Garcia (child 7, $500 available), her parent's only child. */
const parent = buildParent();

function preApproval(overrides: Partial<PreApprovalView> = {}): PreApprovalView {
  return {
    id: 1,
    childId: 7,
    status: 'Pending',
    amount: 450,
    used: 0,
    held: 450,
    category: 'tutoring',
    description: 'A term of maths tutoring',
    expectedDate: '2026-12-10',
    provider: { number: '100001', name: 'Bright Minds Tutoring' },
    quoteLink: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    decidedAt: null,
    rejectionReason: null,
    rejectionNotes: null,
    lastDay: null,
    ...overrides,
  };
}

/**
 * The family, the provider lookup (100001 is Bright Minds Tutoring) and the parent's pre-approvals, `mine` until a
 * request is answered by `answer`: an accepted one then leads the list, as the API lists the newest first.
 */
function familyRoutes(answer: (body: unknown) => StubAnswer, mine: PreApprovalView[] = []): StubRoute[] {
  let preApprovals = mine;
  return [
    upToDateRoute,
    meritDiscoveryRoute,
    ['GET', /^\/api\/user\/parent$/, () => ok(parent)],
    [
      'GET',
      /^\/api\/service-provider\/number\/100001$/,
      () => ok({ number: '100001', name: 'Bright Minds Tutoring', status: 'Active', canReceivePayments: true }),
    ],
    ['GET', /^\/api\/user\/pre-approvals$/, () => ok({ preApprovals })],
    ['POST', /^\/api\/user\/pre-approvals$/, (_url, init) => asked(init.body as string)],
    [
      'POST',
      /^\/api\/user\/pre-approvals\/with-quote$/,
      (_url, init) => asked(formParts(init).find((part) => part.fieldName === 'request')?.string ?? ''),
    ],
  ];
  function asked(request: string): StubAnswer {
    const answered = answer(JSON.parse(request));
    if ((answered.status ?? 200) < 300) {
      preApprovals = [(answered.body as { data: PreApprovalView }).data, ...preApprovals];
    }
    return answered;
  }
}

/** React Native's FormData, as the app sends a request with its quote: its parts, text and files. */
function formParts(init: StubbedCall['init']): { fieldName?: string; string?: string; name?: string }[] {
  return (init.body as { getParts: () => { fieldName?: string; string?: string; name?: string }[] }).getParts();
}

const created = (view: PreApprovalView): StubAnswer => ({ status: 201, body: { success: true, data: view } });

/** The JSON bodies of the requests sent. */
function requestsSent(calls: readonly StubbedCall[]): unknown[] {
  return calls
    .filter((call) => call.method === 'POST' && call.url.pathname === '/api/user/pre-approvals')
    .map((call) => JSON.parse(call.init.body as string) as unknown);
}

function openRequest(routes: StubRoute[]) {
  return openAppSignedIn(parent, '/pre-approvals?childId=7', routes);
}

const send = () => screen.getByRole('button', { name: 'Ask for pre-approval' });
const amountField = () => screen.getByLabelText('Amount you expect to pay');

/** Ten days from today, as the phone's date picker gives it (a local day at noon). */
const expectedDate = addDays(programmeDate(new Date()), 10);
async function chooseExpectedDate() {
  await fireEvent.press(screen.getByRole('button', { name: /^When you expect to buy it/ }));
  await fireEvent(
    screen.getByTestId('date-of-service-picker'),
    'valueChange',
    {},
    new Date(`${expectedDate}T12:00:00`),
  );
}

/** Everything a request needs but its provider. */
async function fillPurchase(amount: string, description: string) {
  await fireEvent.changeText(await screen.findByLabelText('Amount you expect to pay'), amount);
  await fireEvent.press(screen.getByRole('radio', { name: 'Tutoring' }));
  await fireEvent.changeText(screen.getByLabelText('What it is and what it is for'), description);
  await chooseExpectedDate();
}

async function fillRequest() {
  await fillPurchase('450', 'A term of maths tutoring');
  await fireEvent.changeText(screen.getByLabelText('Service provider number'), '100001');
  expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
  await fireEvent.changeText(screen.getByLabelText('Link to the quote'), 'www.brightminds.example/quote');
}

beforeEach(forgetSignIn);

describe('asking before buying on a phone', () => {
  it("opens from the child's card: the request for that child, above its requests", async () => {
    const { pathname } = await openAppSignedIn(
      parent,
      '/dashboard',
      familyRoutes(() => created(preApproval())),
    );
    await fireEvent.press(await screen.findByRole('link', { name: 'Ask before you buy for Sofia Garcia' }));
    expect(await screen.findByRole('header', { name: 'Ask before you buy' })).toBeOnTheScreen();
    expect(pathname()).toBe('/pre-approvals');
    expect(screen.getByText(/^Tell us what you plan to buy for Sofia Garcia\./)).toBeOnTheScreen();
    expect(screen.getByText('Available: $500')).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: 'Your request' })).toBeOnTheScreen();
    expect(await screen.findByRole('header', { name: 'Your requests' })).toBeOnTheScreen();
    expect(screen.getByText('You have not asked before buying for Sofia Garcia yet.')).toBeOnTheScreen();
  });

  it('sends a complete request, says what happens next and shows it in the list', async () => {
    const { calls } = await openRequest(familyRoutes(() => created(preApproval({ id: 12 }))));
    await fillRequest();
    await fireEvent.press(send());

    expect(
      await screen.findByText(
        'Your request is in. The money is held while we look at it, and we will e-mail you when it is decided.',
      ),
    ).toBeOnTheScreen();
    expect(requestsSent(calls)).toEqual([
      {
        childId: 7,
        amount: 450,
        category: 'tutoring',
        description: 'A term of maths tutoring',
        expectedDate,
        serviceProviderNumber: '100001',
        quoteLink: 'www.brightminds.example/quote',
      },
    ]);
    expect(await screen.findByText('$450 for Tutoring')).toBeOnTheScreen();
    expect(screen.getByText('Waiting for a decision. The money is held for you meanwhile.')).toBeOnTheScreen();
    expect(screen.queryByText(/You have not asked before buying/)).toBeNull();
    expect(amountField()).toHaveDisplayValue('');
  });

  it('sends the quote as a photo with the request, and lists the request with a link to it', async () => {
    const quoteFile = { name: 'quote.jpg', url: '/api/pre-approval-files/5?signature=abc' };
    const { calls } = await openRequest(familyRoutes(() => created(preApproval({ id: 13, quoteFile }))));
    await fillRequest();
    photoLibraryGives('quote.jpg', 3000);
    await fireEvent.press(screen.getByRole('button', { name: 'Choose from photos' }));
    expect(await screen.findByText('quote.jpg')).toBeOnTheScreen();
    await fireEvent.press(send());

    expect(await screen.findByText(/^Your request is in\./)).toBeOnTheScreen();
    const post = calls.find((call) => call.url.pathname === '/api/user/pre-approvals/with-quote');
    const parts = post === undefined ? [] : formParts(post.init);
    expect(JSON.parse(parts.find((part) => part.fieldName === 'request')?.string ?? '{}')).toMatchObject({
      childId: 7,
      amount: 450,
      quoteLink: 'www.brightminds.example/quote',
    });
    expect(parts.find((part) => part.fieldName === 'file1')?.name).toBe('quote.jpg');
    expect(requestsSent(calls)).toEqual([]);
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    await fireEvent.press(await screen.findByRole('link', { name: /^Quote: quote\.jpg/ }));
    expect(openURL).toHaveBeenLastCalledWith('http://localhost:8080/api/pre-approval-files/5?signature=abc');
  });

  it('refuses a quote picture the phone cannot decode, and keeps none', async () => {
    await openRequest(familyRoutes(() => created(preApproval())));
    nextImageDoesNotDecode();
    photoLibraryGives('broken.jpg');
    await fireEvent.press(await screen.findByRole('button', { name: 'Choose from photos' }));
    expect(await screen.findByText('Something wrong with selected image')).toBeOnTheScreen();
    expect(screen.queryByText('broken.jpg')).toBeNull();
  });

  it('sends a provider outside the programme, entered in the claim form’s provider form', async () => {
    const { calls } = await openRequest(familyRoutes(() => created(preApproval())));
    await fillPurchase('250', 'Piano lessons');
    await fireEvent.press(screen.getByRole('link', { name: 'Enter service provider information' }));
    const provider = within(screen.getByTestId('dialog'));
    expect(provider.getByRole('header', { name: 'Service provider information' })).toBeOnTheScreen();
    await fireEvent.changeText(provider.getByLabelText('Name'), 'Corner Tutors');
    await fireEvent.changeText(provider.getByLabelText('Address'), '1 Main St, Columbus, OH');
    await fireEvent.changeText(provider.getByLabelText('Phone number'), '614-555-0123');
    await fireEvent.changeText(provider.getByLabelText('Email address'), 'hi@corner.example.com');
    await fireEvent.changeText(provider.getByLabelText('Website'), 'corner.example.com');
    await fireEvent.press(provider.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Corner Tutors')).toBeOnTheScreen();
    expect(screen.queryByTestId('dialog')).toBeNull();
    await fireEvent.press(send());

    await waitFor(() => {
      expect(requestsSent(calls)).toHaveLength(1);
    });
    const [sent] = requestsSent(calls);
    expect(sent).toMatchObject({
      amount: 250,
      nonAceServiceProvider: { name: 'Corner Tutors', website: 'corner.example.com' },
    });
    expect(sent).not.toHaveProperty('serviceProviderNumber');
  });

  it('shows each missing or wrong answer on its field and sends nothing', async () => {
    const { calls } = await openRequest(familyRoutes(() => created(preApproval())));
    await fireEvent.changeText(await screen.findByLabelText('Link to the quote'), 'not a link');
    await fireEvent.press(send());
    for (const message of [
      'Enter the amount you expect to pay, above zero.',
      'Please choose what kind of purchase this is.',
      'Please say what you want to buy and what it is for.',
      'Enter the date you expect to buy it.',
      "Enter the provider's number, or the details of a provider outside the program.",
      'Enter a link to the quote, like www.example.com/quote.',
    ]) {
      expect(await screen.findByText(message)).toBeOnTheScreen();
    }
    expect(amountField()).toHaveProp('aria-invalid', true);
    expect(requestsSent(calls)).toEqual([]);
    const { problems, checked } = auditAccessibility(screen.container);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it("shows the API's refusal on its field and keeps what was typed", async () => {
    const refusal = 'Please enter an amount between $0.01 and $500';
    await openRequest(
      familyRoutes(() => ({
        status: 422,
        body: {
          success: false,
          code: 'FUNDS_EXCEEDED',
          error: refusal,
          message: refusal,
          issues: [{ path: 'amount', message: refusal }],
        },
      })),
    );
    await fillRequest();
    await fireEvent.press(send());

    await waitFor(() => {
      expect(amountField()).toHaveProp('accessibilityHint', `In dollars, for example 125.50. ${refusal}`);
    });
    expect(amountField()).toHaveProp('aria-invalid', true);
    expect(amountField()).toHaveDisplayValue('450');
    // On the field, and in the message every refused call shows.
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(screen.queryByText(/^Your request is in\./)).toBeNull();
  });
});

describe("a child's pre-approvals on a phone", () => {
  it('shows each with where it stands, and none of another child', async () => {
    await openRequest(
      familyRoutes(
        () => created(preApproval()),
        [
          preApproval({ id: 1 }),
          preApproval({ id: 2, status: 'Accepted', amount: 600, used: 200, held: 400, lastDay: '2027-02-18' }),
          preApproval({ id: 3, status: 'Accepted', amount: 300, used: 300, held: 0, lastDay: '2027-02-18' }),
          preApproval({
            id: 4,
            status: 'Rejected',
            held: 0,
            rejectionReason: 'other',
            rejectionNotes: 'Laptops are not covered.',
          }),
          preApproval({ id: 5, status: 'Expired', held: 0, lastDay: '2026-10-01' }),
          preApproval({ id: 6, childId: 8, description: 'Another child’s camp' }),
        ],
      ),
    );
    expect(await screen.findByText('Waiting for a decision. The money is held for you meanwhile.')).toBeOnTheScreen();
    for (const standing of [
      'Approved. $400 is held for you until 02/18/2027: send the claim after you buy.',
      'Approved and used by your claims.',
      'Not approved. Reason: Laptops are not covered.',
      'Expired: the money is no longer held for you. You can ask again.',
    ]) {
      expect(screen.getByText(standing)).toBeOnTheScreen();
    }
    expect(screen.getByText('$600 for Tutoring')).toBeOnTheScreen();
    expect(screen.getAllByText('Bright Minds Tutoring · expected 12/10/2026')).toHaveLength(5);
    expect(screen.queryByText('Another child’s camp')).toBeNull();
  });

  it('opens the claim form with an approved one chosen, from "Claim against this pre-approval"', async () => {
    const lastDay = addDays(programmeDate(new Date()), 60);
    await openRequest(
      familyRoutes(
        () => created(preApproval()),
        [
          preApproval({ id: 2, status: 'Accepted', amount: 600, used: 200, held: 400, lastDay }),
          preApproval({ id: 3, status: 'Accepted', amount: 300, used: 300, held: 0, lastDay }),
        ],
      ),
    );
    const claim = await screen.findByRole('button', { name: 'Claim against this pre-approval' });
    // Only the one with something left offers a claim (findByRole fails when there are two).
    await fireEvent.press(claim);
    expect(await screen.findByRole('header', { name: 'Submit a new claim' })).toBeOnTheScreen();
    expect(
      await screen.findByRole('radio', { name: /^\$400 left for Tutoring with Bright Minds Tutoring/ }),
    ).toBeChecked();
  });

  describe('in Spanish', () => {
    beforeEach(() => {
      language.store.set({ locale: 'es', chosen: true });
    });
    afterEach(resetLanguage);

    it('says where each stands in Spanish', async () => {
      await openRequest(
        familyRoutes(
          () => created(preApproval()),
          [preApproval({ id: 2, status: 'Accepted', amount: 600, used: 200, held: 400, lastDay: '2027-02-18' })],
        ),
      );
      expect(await screen.findByRole('header', { name: 'Pregunte antes de comprar' })).toBeOnTheScreen();
      expect(
        await screen.findByText(/^Aprobada\. \$400 queda reservado para usted hasta el .*: envíe la solicitud/),
      ).toBeOnTheScreen();
    });
  });
});

import { buildChild, buildHistoryClaim, buildParent, buildParentClaimDetails } from '@ace/app-core/test-factories';
import type { ParentAudit, ParentClaimDetails } from '@ace/domain';
import { createHash } from 'node:crypto';
import { getDocumentAsync } from 'expo-document-picker';
import { launchImageLibraryAsync } from 'expo-image-picker';
import { fireEvent, screen, within } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { ok, refused, type StubRoute } from '../../test/api-stub';
import { meritDiscoveryRoute, upToDateRoute } from '../../test/routes';
import { buildRejectedClaim, rejectedClaimRow } from '../../test/rejected-claim';
import { forgetSignIn, openAppSignedIn } from '../../test/session';

jest.mock('expo-document-picker', () => ({ getDocumentAsync: jest.fn() }));

jest.mock('expo-image-picker', () => ({
  launchImageLibraryAsync: jest.fn(),
  launchCameraAsync: jest.fn(),
  requestCameraPermissionsAsync: jest.fn(() => Promise.resolve({ granted: true })),
}));

const rejected = buildRejectedClaim(
  '2023-09-13T09:00:00.000Z',
  'The receipt does not show the date of the lesson. Please send the one from September.',
);

const child = buildChild({
  id: 7,
  claims: [buildHistoryClaim(), rejectedClaimRow],
});
const parent = buildParent({ children: [child] });

/** The Base API of this family: their parent record and their claims' details; any other claim is not found. */
function familyRoutes(claims: ParentClaimDetails[]): StubRoute[] {
  return [
    upToDateRoute,
    meritDiscoveryRoute,
    ['GET', /^\/api\/user\/parent$/, () => ok(parent)],
    // No claim here is audited: the audit section stays away.
    ['GET', /^\/api\/user\/claim\/\d+\/audit$/, () => ok(null)],
    [
      'GET',
      /^\/api\/user\/claim\/\d+$/,
      (url) => {
        const claim = claims.find((candidate) => url.pathname === `/api/user/claim/${candidate.id}`);
        return claim === undefined ? refused(404, 'CLAIM_NOT_FOUND', 'Claim not found') : ok(claim);
      },
    ],
  ];
}

function openApp(initialUrl: string, routes: StubRoute[]) {
  return openAppSignedIn(parent, initialUrl, routes);
}

beforeEach(forgetSignIn);

describe("a parent's claim details", () => {
  it('shows the facts, the timeline in plain words, the payout, the files and the receipt numbers', async () => {
    await openApp('/claims/57', familyRoutes([buildParentClaimDetails()]));
    expect(await screen.findByRole('header', { name: 'Claim 57' })).toBeOnTheScreen();
    expect(screen.getByText('For Sofia Garcia')).toBeOnTheScreen();
    for (const fact of [
      'Claim ID, 57',
      'Status, Approved',
      'Claim amount, $125.50',
      'Payment, Paid (09/15/2023)',
      'Student, Sofia Garcia',
      'Service category, Tutoring',
      'Educational benefits, Geometry tutoring',
      'Date of service, 09/10/2023',
      'Service provider, 100001 · Bright Minds Tutoring',
      'Deliver funds to, Me',
      'Submitted, 09/12/2023',
    ]) {
      expect(screen.getByLabelText(fact)).toBeOnTheScreen();
    }
    expect(screen.getAllByTestId('timeline-step').map((step) => step.props.accessibilityLabel as string)).toEqual([
      '1. We received your claim, 09/12/2023',
      '2. Approved, 09/14/2023',
      '3. Paid, 09/15/2023',
    ]);
    expect(screen.getByText('Receipt number: R77')).toBeOnTheScreen();
    expect(screen.queryByRole('alert', { name: /^Why it was not approved/ })).toBeNull();
  });

  it('says a payment waits for the parent to reconnect their bank, with the link to do it (issue 36)', async () => {
    const waiting = buildParentClaimDetails({
      payout: {
        state: 'waitingForYourBank',
        at: '2023-09-14T16:00:00.000Z',
        messageId: 'parentClaim.payout.waitingForYourBank',
      },
    });
    const disconnected = { ...parent, hasHealthyBankConnection: false };
    const { pathname } = await openAppSignedIn(disconnected, '/claims/57', [
      ['GET', /^\/api\/user\/parent$/, () => ok(disconnected)],
      ...familyRoutes([waiting]),
    ]);
    expect(await screen.findByRole('header', { name: 'Claim 57' })).toBeOnTheScreen();
    expect(
      screen.getByLabelText('Payment, Waiting for you to reconnect your bank account (09/14/2023)'),
    ).toBeOnTheScreen();
    expect(
      screen.getByText(
        'Your bank account can no longer receive payments. Reconnect it and we send this payment by itself.',
      ),
    ).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('link', { name: 'Reconnect your bank account' }));
    expect(await screen.findByRole('header', { name: 'Submit bank account details' })).toBeOnTheScreen();
    expect(pathname()).toBe('/parent/bank-account');
  });

  it('offers no reconnect link while the payment is on its way', async () => {
    await openApp('/claims/57', familyRoutes([buildParentClaimDetails()]));
    expect(await screen.findByRole('header', { name: 'Claim 57' })).toBeOnTheScreen();
    expect(screen.queryByRole('link', { name: 'Reconnect your bank account' })).toBeNull();
  });

  it('opens a file at the address the web page uses, on the portal', async () => {
    await openApp('/claims/57', familyRoutes([buildParentClaimDetails()]));
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    await fireEvent.press(await screen.findByRole('link', { name: /^Download invoice\.pdf/ }));
    expect(openURL).toHaveBeenLastCalledWith('http://localhost:8080/api/files/a?sig=1');
    await fireEvent.press(screen.getByRole('link', { name: /^Open receipt\.png in full size/ }));
    expect(openURL).toHaveBeenLastCalledWith('http://localhost:8080/api/files/b?sig=2');
  });

  it('shows a rejected claim with the reason as the reviewer wrote it', async () => {
    await openApp('/claims/58', familyRoutes([rejected]));
    const reason = await screen.findByRole('alert', { name: /^Why it was not approved/ });
    expect(within(reason).getByText('Why it was not approved')).toBeOnTheScreen();
    expect(within(reason).getByText(rejected.rejectionReason ?? '')).toBeOnTheScreen();
    expect(screen.getByLabelText('Status, Rejected')).toBeOnTheScreen();
    expect(screen.getByLabelText('2. Not approved, 09/13/2023')).toBeOnTheScreen();
    expect(screen.getByText('No files attached.')).toBeOnTheScreen();
    expect(screen.queryByLabelText(/^Payment,/)).toBeNull();
  });

  it("says not found for a claim that is not this family's", async () => {
    await openApp('/claims/99', familyRoutes([buildParentClaimDetails()]));
    expect(await screen.findByRole('header', { name: 'Claim not found' })).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(await screen.findByRole('header', { name: 'Your students' })).toBeOnTheScreen();
  });

  it("opens a claim from the student's history", async () => {
    const app = await openApp('/dashboard', familyRoutes([buildParentClaimDetails(), rejected]));
    await fireEvent.press(await screen.findByRole('link', { name: /^Open claim 58 of \$40, Date 09\/12\/2023/ }));
    expect(await screen.findByRole('header', { name: 'Claim 58' })).toBeOnTheScreen();
    expect(app.pathname()).toBe('/claims/58');
    expect(screen.getByText(rejected.rejectionReason ?? '')).toBeOnTheScreen();
  });

  it('leads from the submitted claim to its details', async () => {
    const submitted = buildParentClaimDetails({
      id: 901,
      status: 'Pending',
      payout: null,
      timeline: [{ step: 'submitted', messageId: 'parentClaim.timeline.submitted', at: '2023-09-12T14:30:00.000Z' }],
    });
    const app = await openApp('/submit-new-claim?childId=7', [
      ...familyRoutes([submitted]),
      ['GET', /^\/photos\//, (url) => ({ body: url.pathname })],
      [
        'GET',
        /^\/api\/service-provider\/number\/100001$/,
        () => ok({ number: '100001', name: 'Bright Minds Tutoring', status: 'Active', canReceivePayments: true }),
      ],
      [
        'POST',
        /^\/api\/user\/claim$/,
        () => ok({ id: 901, uuid: '5d7f0a3e-58b4-4b1c-9b55-8d0f3c7f2a11', status: 'Pending' }),
      ],
    ]);
    await fireEvent.changeText(await screen.findByLabelText('Claim amount'), '125.50');
    await fireEvent.press(screen.getByRole('radio', { name: 'Tutoring' }));
    await fireEvent.press(screen.getByRole('button', { name: /^Date of service/ }));
    await fireEvent(screen.getByTestId('date-of-service-picker'), 'valueChange', {}, new Date(2023, 8, 10, 12));
    await fireEvent.changeText(screen.getByLabelText('Educational benefits'), 'Geometry tutoring');
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce({
      canceled: false,
      assets: [{ uri: 'file:///photos/receipt.jpg', fileName: 'receipt.jpg', fileSize: 2000, mimeType: 'image/jpeg' }],
    } as never);
    await fireEvent.press(screen.getByRole('button', { name: 'Choose from photos' }));
    expect(await screen.findByText('receipt.jpg')).toBeOnTheScreen();
    await fireEvent.changeText(screen.getByLabelText('Service provider number'), '100001');
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('radio', { name: 'Service Provider' }));
    await fireEvent.press(screen.getByRole('checkbox', { name: /I confirm that this claim/ }));
    await fireEvent.press(screen.getByRole('button', { name: 'Submit claim' }));

    // Said once, in the toast; the dashboard's notice that stays says what happens next.
    expect(await screen.findAllByText('Your claim has been submitted')).toHaveLength(1);
    expect(
      await screen.findByText('We will e-mail you when it is decided. Its page shows where it stands.'),
    ).toBeOnTheScreen();
    expect(app.pathname()).toBe('/dashboard');
    await fireEvent.press(await screen.findByRole('link', { name: 'See your claim 901' }));
    expect(await screen.findByRole('header', { name: 'Claim 901' })).toBeOnTheScreen();
    expect(screen.getByLabelText('Status, Pending')).toBeOnTheScreen();
  });
});

/** The bytes the fake server gives for a picked photo (its path, as JSON), as the app hashes them. */
function sha256Of(path: string): string {
  return createHash('sha256').update(JSON.stringify(path)).digest('hex');
}

/** Claim 58 while it can be corrected: the server gives back its fields and its one file, kept on the server. */
const correctable = buildParentClaimDetails({
  ...rejected,
  files: [{ url: '/api/files/c?sig=3', filename: 'receipt.jpg', receiptNumber: 'R58', detectedFileExt: 'jpeg' }],
  resubmission: {
    claimId: 58,
    childId: 7,
    values: {
      amount: '40.00',
      category: 'tutoring',
      dateOfService: '2023-09-10',
      description: 'Geometry tutoring in August',
      payTo: 'Vendor',
      physicalGood: null,
      serviceProviderNumber: '100001',
      nonAceServiceProvider: null,
    },
    files: [
      {
        id: 31,
        name: 'receipt.jpg',
        size: 2000,
        mimeType: 'image/jpeg',
        sha256: sha256Of('/photos/receipt.jpg'),
        receiptNumber: 'R58',
      },
    ],
  },
});

/** The family's claims, a provider to look up, the picked photos' bytes and the claim submission. */
function correctionRoutes(claims: ParentClaimDetails[]): StubRoute[] {
  return [
    ...familyRoutes(claims),
    ['GET', /^\/photos\//, (url) => ({ body: url.pathname })],
    [
      'GET',
      /^\/api\/service-provider\/number\/100001$/,
      () => ok({ number: '100001', name: 'Bright Minds Tutoring', status: 'Active', canReceivePayments: true }),
    ],
    [
      'POST',
      /^\/api\/user\/claim$/,
      () => ok({ id: 902, uuid: '0c1e7a52-3f0b-4b7e-9a51-6f4f0d2f9b11', status: 'Pending' }),
    ],
  ];
}

describe('correcting a rejected claim', () => {
  it('offers the correction on the details and opens the form started from the claim', async () => {
    const app = await openApp('/claims/58', correctionRoutes([correctable]));
    const actions = await screen.findByTestId('claim-58-actions');
    expect(
      within(actions).getByText('Change what the reason asks for, then send the claim again. Its files come with it.'),
    ).toBeOnTheScreen();
    await fireEvent.press(within(actions).getByRole('button', { name: 'Correct and resubmit' }));

    expect(await screen.findByRole('header', { name: 'Submit a new claim' })).toBeOnTheScreen();
    expect(app.pathname()).toBe('/submit-new-claim');
    expect(screen.getByTestId('correcting-notice')).toHaveTextContent(
      `You are correcting claim 58, which was not approved: ${rejected.rejectionReason ?? ''}`,
    );
    expect(screen.getByLabelText('Claim amount')).toHaveDisplayValue('40.00');
    expect(screen.getByLabelText('Educational benefits')).toHaveDisplayValue('Geometry tutoring in August');
    expect(screen.getByRole('radio', { name: 'Tutoring' })).toBeChecked();
    expect(screen.getByText('receipt.jpg')).toBeOnTheScreen();
    expect(screen.getByLabelText(/^Receipt number for receipt\.jpg/)).toHaveDisplayValue('R58');
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
    expect(screen.getByRole('radio', { name: 'Service Provider' })).toBeChecked();
  });

  it('refuses the kept receipt picked again as a duplicate, and lets it be removed', async () => {
    await openApp('/submit-new-claim?childId=7&corrects=58', correctionRoutes([correctable]));
    expect(await screen.findByText('receipt.jpg')).toBeOnTheScreen();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce({
      canceled: false,
      assets: [{ uri: 'file:///photos/receipt.jpg', fileName: 'copy.jpg', fileSize: 2000, mimeType: 'image/jpeg' }],
    } as never);
    await fireEvent.press(screen.getByRole('button', { name: 'Choose from photos' }));
    expect(await screen.findByText('File already uploaded, please select another')).toBeOnTheScreen();
    expect(screen.queryByText('copy.jpg')).toBeNull();

    await fireEvent.press(screen.getByRole('button', { name: 'Remove receipt.jpg' }));
    expect(screen.queryByText('receipt.jpg')).toBeNull();
  });

  it('sends the correction naming the claim it replaces, with its kept file by id and no bytes', async () => {
    const app = await openApp('/submit-new-claim?childId=7&corrects=58', correctionRoutes([correctable]));
    await fireEvent.changeText(await screen.findByLabelText('Claim amount'), '45.00');
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('checkbox', { name: /I confirm that this claim/ }));
    await fireEvent.press(screen.getByRole('button', { name: 'Submit claim' }));

    // Said once, in the toast; the dashboard's notice that stays says what happens next.
    expect(await screen.findAllByText('Your claim has been submitted')).toHaveLength(1);
    expect(
      await screen.findByText('We will e-mail you when it is decided. Its page shows where it stands.'),
    ).toBeOnTheScreen();
    expect(app.pathname()).toBe('/dashboard');
    expect(await screen.findByRole('link', { name: 'See your claim 902' })).toBeOnTheScreen();
    const upload = app.calls.find((call) => call.method === 'POST');
    const parts = (
      upload?.init.body as { getParts: () => { fieldName?: string; string?: string; uri?: string }[] }
    ).getParts();
    const field = (name: string) => parts.find((part) => part.fieldName === name);
    expect(field('replacesClaimId')?.string).toBe('58');
    expect(field('keptFile1')?.string).toBe('31');
    expect(field('file1')).toBeUndefined();
    expect(parts.some((part) => part.uri !== undefined)).toBe(false);
    expect(field('amount')?.string).toBe('45.00');
    expect(app.calls.some((call) => call.url.pathname.startsWith('/photos/'))).toBe(false);
  });

  it('links the corrected claim and its correction to each other', async () => {
    const correction = buildParentClaimDetails({ id: 902, status: 'Pending', payout: null, replaces: 58 });
    await openApp('/claims/58', correctionRoutes([{ ...rejected, replacedBy: 902 }, correction]));
    expect(screen.queryByRole('button', { name: 'Correct and resubmit' })).toBeNull();
    await fireEvent.press(
      await screen.findByRole('link', { name: 'You corrected this claim and sent it again as claim 902.' }),
    );
    expect(await screen.findByRole('header', { name: 'Claim 902' })).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('link', { name: 'This claim corrects claim 58.' }));
    expect(await screen.findByRole('header', { name: 'Claim 58' })).toBeOnTheScreen();
  });

  it('says why a claim cannot be corrected, and leads to it', async () => {
    await openApp('/submit-new-claim?childId=7&corrects=58', correctionRoutes([{ ...rejected, replacedBy: 902 }]));
    expect(await screen.findByText('This claim was already corrected and sent again as claim 902.')).toBeOnTheScreen();
    expect(screen.queryByLabelText('Claim amount')).toBeNull();
    await fireEvent.press(screen.getByRole('button', { name: 'See claim 58' }));
    expect(await screen.findByRole('header', { name: 'Claim 58' })).toBeOnTheScreen();
  });
});

const question = {
  id: 4,
  question: 'Please send the receipt of the tutoring sessions.',
  askedAt: '2031-03-11T15:00:00.000Z',
  dueDate: '2031-03-25',
  overdue: false,
  answer: null,
  answeredAt: null,
  files: [],
};
const asked: ParentAudit = { caseId: 9, state: 'asked', questions: [question], finding: null, recovery: null };

/** The family's routes, with claim 57 audited as `audit` says (its answer taken as `answered`). */
function auditedRoutes(audit: ParentAudit, answered: ParentAudit = audit): StubRoute[] {
  return [
    ['GET', /^\/api\/user\/claim\/57\/audit$/, () => ok(audit)],
    ['POST', /^\/api\/user\/claim\/57\/audit\/answer$/, () => ok(answered)],
    ...familyRoutes([buildParentClaimDetails()]),
  ];
}

describe('the audit of a claim in the app (issue 34)', () => {
  it('shows the question and its last day, and sends the answer with a document', async () => {
    jest.mocked(getDocumentAsync).mockResolvedValueOnce({
      canceled: false,
      assets: [
        {
          uri: 'file:///cache/lesson-receipt.png',
          name: 'lesson-receipt.png',
          size: 1200,
          mimeType: 'image/png',
          lastModified: 0,
          file: new Blob(['png'], { type: 'image/png' }) as File,
        },
      ],
    });
    const answered: ParentAudit = {
      ...asked,
      state: 'answered',
      questions: [
        {
          ...question,
          answer: 'Here it is.',
          answeredAt: '2031-03-12T15:00:00.000Z',
          files: [{ id: 1, filename: 'lesson-receipt.png', url: 'http://localhost:8080/api/audit-files/1?sig=1' }],
        },
      ],
    };
    const { calls } = await openApp('/claims/57', auditedRoutes(asked, answered));
    expect(await screen.findByRole('header', { name: 'Questions about this claim' })).toBeOnTheScreen();
    expect(screen.getByText('Please send the receipt of the tutoring sessions.')).toBeOnTheScreen();
    expect(screen.getByText('Answer by 03/25/2031')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write your answer.')).toBeOnTheScreen();
    await fireEvent.changeText(screen.getByLabelText('Your answer'), 'Here it is.');
    await fireEvent.press(screen.getByRole('button', { name: 'Choose a document' }));
    expect(await screen.findByText('lesson-receipt.png')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('You answered on 03/12/2031:')).toBeOnTheScreen();
    const sent = calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/audit/answer'));
    expect(sent).toHaveLength(1);
    const parts = (sent[0]?.init.body as { getParts: () => { fieldName?: string; string?: string }[] }).getParts();
    expect(parts.map((part) => part.fieldName)).toEqual(['answer', 'file1']);
    expect(parts[0]?.string).toBe('Here it is.');
    // The answer's file opens at the address the web page uses.
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    await fireEvent.press(screen.getByRole('link', { name: /^lesson-receipt\.png/ }));
    expect(openURL).toHaveBeenLastCalledWith('http://localhost:8080/api/audit-files/1?sig=1');
  });

  it('says what the check found, took from the funds and left owed', async () => {
    await openApp(
      '/claims/57',
      auditedRoutes({
        ...asked,
        state: 'closed',
        questions: [],
        finding: { outcome: 'misspent', reason: 'notReceived', explanation: '' },
        recovery: { debtor: 'family', misspent: 500, fromFunds: 400, repaid: 0, owed: 100 },
      }),
    );
    expect(await screen.findByText('The check found $500 of this claim misspent: Not received.')).toBeOnTheScreen();
    expect(screen.getByText('$400 was taken from the available funds.')).toBeOnTheScreen();
    expect(
      screen.getByText('$100 is still owed to the program. We will write to you about repaying it.'),
    ).toBeOnTheScreen();
  });
});

import { buildChild, buildParent, buildSchoolYears } from '@ace/app-core/test-factories';
import { launchImageLibraryAsync } from 'expo-image-picker';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { ok, stubApi, type StubAnswer, type StubbedCall } from '../../test/api-stub';
import { renderWithApp } from '../../test/render';
import { ClaimForm } from './claim-form';
import { receiptReadings } from './receipt-readings';

jest.mock('expo-image-picker', () => ({
  launchImageLibraryAsync: jest.fn(),
  launchCameraAsync: jest.fn(),
  requestCameraPermissionsAsync: jest.fn(() => Promise.resolve({ granted: true })),
}));
jest.mock('expo-document-picker', () => ({ getDocumentAsync: jest.fn() }));

const warning13 = 'This receipt was already sent with claim 13 on 11/28/2026.';
const reasonAsked = 'Please tell us why you are sending this receipt again.';

/** The server's answers: a chosen file's reading, a typed number's check, and each claim submission in turn. */
let alreadySentByReading: unknown[];
let alreadySentByNumber: Record<string, unknown[]>;
let submissionAnswers: StubAnswer[];
let calls: StubbedCall[];
beforeEach(() => {
  alreadySentByReading = [];
  alreadySentByNumber = {};
  submissionAnswers = [];
  receiptReadings.store.set(new Map());
  calls = stubApi([
    ['GET', /^\/photos\//, (url) => ({ body: url.pathname })],
    [
      'GET',
      /^\/api\/service-provider\/number\/100001$/,
      () => ok({ number: '100001', name: 'Bright Minds Tutoring', status: 'Active', canReceivePayments: true }),
    ],
    [
      'POST',
      /^\/api\/user\/claim\/receipt-reading$/,
      () =>
        ok({
          status: 'read',
          amount: null,
          dateOfService: null,
          receiptNumber: null,
          alreadySent: alreadySentByReading,
        }),
    ],
    [
      'GET',
      /^\/api\/user\/claim\/receipt-number$/,
      (url) => ok({ alreadySent: alreadySentByNumber[url.searchParams.get('number') ?? ''] ?? [] }),
    ],
    [
      'POST',
      /^\/api\/user\/claim$/,
      () =>
        submissionAnswers.shift() ?? ok({ id: 901, uuid: '5d7f0a3e-58b4-4b1c-9b55-8d0f3c7f2a11', status: 'Pending' }),
    ],
    ['GET', /^\/api\/user\/parent$/, () => ok(buildParent())],
  ]);
});

function renderForm() {
  const child = buildChild();
  return renderWithApp(
    <ClaimForm
      schoolYears={buildSchoolYears()}
      parent={buildParent({ children: [child] })}
      child={child}
      draft={undefined}
      nonAceFromRoute={null}
    />,
  );
}

function pickPhoto(name: string) {
  jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce({
    canceled: false,
    assets: [
      { uri: `file:///photos/${name}`, fileName: name, fileSize: 2000, mimeType: 'image/jpeg', width: 10, height: 10 },
    ],
  } as never);
  return fireEvent.press(screen.getByRole('button', { name: 'Choose from photos' }));
}

/** A valid claim with the photo receipt.jpg, sent once the attestation is ticked. */
async function fillAClaim() {
  await fireEvent.changeText(screen.getByLabelText('Claim amount'), '125.50');
  await fireEvent.press(screen.getByRole('radio', { name: 'Tutoring' }));
  await fireEvent.press(screen.getByRole('button', { name: /^Date of service/ }));
  await fireEvent(screen.getByTestId('date-of-service-picker'), 'valueChange', {}, new Date(2023, 8, 10, 12));
  await fireEvent.changeText(screen.getByLabelText('Educational benefits'), 'Geometry: proofs and constructions');
  await pickPhoto('receipt.jpg');
  await fireEvent.changeText(screen.getByLabelText('Service provider number'), '100001');
  expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
  await fireEvent.press(screen.getByRole('radio', { name: 'Service Provider' }));
}

async function attestAndSubmit() {
  await fireEvent.press(screen.getByRole('checkbox', { name: /I confirm that this claim/ }));
  await fireEvent.press(screen.getByRole('button', { name: 'Submit claim' }));
}

/** The parts of a claim submission as React Native's FormData holds them. */
function partsOf(call: StubbedCall | undefined): { fieldName?: string; string?: string }[] {
  return (call?.init.body as { getParts: () => { fieldName?: string; string?: string }[] }).getParts();
}

const submissions = () => calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/user/claim');
const reasonField = () => screen.getByLabelText('Why are you sending it again?');

describe('a receipt the family already sent', () => {
  it('is told under the picked file, and the reason is asked before the claim is sent', async () => {
    alreadySentByReading = [{ claimId: 13, submittedOn: '2026-11-28' }];
    await renderForm();
    await fillAClaim();
    expect(await screen.findByText(`Warning: ${warning13}`)).toBeOnTheScreen();
    expect(screen.getByText(`Warning: ${warning13}`)).toHaveProp('accessibilityRole', 'alert');
    expect(reasonField()).toHaveProp('accessibilityHint', 'For example, a second installment of the same invoice.');
    await attestAndSubmit();
    expect(await screen.findByText(reasonAsked)).toBeOnTheScreen();
    expect(submissions()).toHaveLength(0);

    await fireEvent.changeText(reasonField(), 'The second instalment of the same invoice');
    await fireEvent.press(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Your claim has been submitted')).toBeOnTheScreen();
    const sent = partsOf(submissions()[0]).find((part) => part.fieldName === 'sentAgainReason');
    expect(sent?.string).toBe('The second instalment of the same invoice');
  });

  it('is told for a typed receipt number once it settles', async () => {
    alreadySentByNumber = { INV7731: [{ claimId: 13, submittedOn: '2026-11-28' }] };
    await renderForm();
    await pickPhoto('photo.jpg');
    await fireEvent.changeText(await screen.findByLabelText('Receipt number for photo.jpg (optional)'), 'inv7731');
    expect(await screen.findByText(`Warning: ${warning13}`, {}, { timeout: 3000 })).toBeOnTheScreen();
    expect(reasonField()).toBeOnTheScreen();
  });

  it("shows the server's refusal the same way, keeps what was entered, and sends the reason given", async () => {
    const warning21 = 'This receipt was already sent with claim 21 on 11/29/2026.';
    submissionAnswers = [
      {
        status: 409,
        body: {
          success: false,
          code: 'RECEIPT_ALREADY_SENT',
          error: warning21,
          message: warning21,
          issues: [
            { path: 'files.0', message: warning21 },
            { path: 'sentAgainReason', message: reasonAsked },
          ],
        },
      },
    ];
    await renderForm();
    await fillAClaim();
    expect(screen.queryByLabelText('Why are you sending it again?')).toBeNull();
    await attestAndSubmit();

    expect(await screen.findByText(`Warning: ${warning21}`)).toBeOnTheScreen();
    expect(await screen.findByText(reasonAsked)).toBeOnTheScreen();
    expect(screen.getByLabelText('Claim amount')).toHaveDisplayValue('125.50');
    expect(screen.getByText('receipt.jpg')).toBeOnTheScreen();
    await fireEvent.changeText(reasonField(), 'Paid in two parts');
    await fireEvent.press(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Your claim has been submitted')).toBeOnTheScreen();
    await waitFor(() => {
      expect(submissions()).toHaveLength(2);
    });
    expect(partsOf(submissions()[0]).some((part) => part.fieldName === 'sentAgainReason')).toBe(false);
    expect(partsOf(submissions()[1]).find((part) => part.fieldName === 'sentAgainReason')?.string).toBe(
      'Paid in two parts',
    );
  });
});

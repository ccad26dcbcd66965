import { buildChild, buildParent, buildSchoolYears } from '@ace/app-core/test-factories';
import { getDocumentAsync } from 'expo-document-picker';
import { launchImageLibraryAsync } from 'expo-image-picker';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Image } from 'react-native';
import { ok, refused, stubApi, type StubAnswer, type StubbedCall } from '../../test/api-stub';
import { auditAccessibility } from '../../test/accessibility';
import { renderWithApp } from '../../test/render';
import { language } from '../../lib/language';
import { resetLanguage } from '../../test/language';
import { readDraft } from './claim-draft';
import { ClaimForm } from './claim-form';
import { receiptReadings } from './receipt-readings';

jest.mock('expo-image-picker', () => ({
  launchImageLibraryAsync: jest.fn(),
  launchCameraAsync: jest.fn(),
  requestCameraPermissionsAsync: jest.fn(() => Promise.resolve({ granted: true })),
}));
jest.mock('expo-document-picker', () => ({ getDocumentAsync: jest.fn() }));

const providers: Record<string, { name: string; status: 'Active' | 'Inactive'; canReceivePayments: boolean }> = {
  '100001': { name: 'Bright Minds Tutoring', status: 'Active', canReceivePayments: true },
  '100002': { name: 'Buckeye Music Academy', status: 'Active', canReceivePayments: false },
  '100003': { name: 'Lakeside Science Camps', status: 'Inactive', canReceivePayments: true },
};

/** What the server reads from a file the form sends to be read: nothing, unless a test says otherwise. */
const nothingRead = ok({ status: 'read', amount: null, dateOfService: null, receiptNumber: null });

/** What each picked file holds, by its path; a file not listed holds its own path. */
let contents: Map<string, string>;
let calls: StubbedCall[];
let receiptReading: (fileName: string) => StubAnswer;
beforeEach(() => {
  contents = new Map();
  receiptReading = () => nothingRead;
  // The app keeps what it read by the files' content, and the tests pick the same files over again.
  receiptReadings.store.set(new Map());
  calls = stubApi([
    // The picked files' bytes, as the app reads them from their file:// addresses.
    ['GET', /^\/(photos|docs)\//, (url) => ({ body: contents.get(url.pathname) ?? url.pathname })],
    [
      'GET',
      /^\/api\/service-provider\/number\/\d+$/,
      (url) => {
        const number = url.pathname.split('/').pop() ?? '';
        const provider = providers[number];
        return provider === undefined
          ? refused(404, 'PROVIDER_NOT_FOUND', 'Please enter a valid service provider number')
          : ok({ number, ...provider });
      },
    ],
    ['POST', /^\/api\/user\/claim\/receipt-reading$/, (_url, init) => receiptReading(sentFiles(init)[0] ?? '')],
    [
      'POST',
      /^\/api\/user\/claim$/,
      () => ok({ id: 901, uuid: '5d7f0a3e-58b4-4b1c-9b55-8d0f3c7f2a11', status: 'Pending' }),
    ],
    ['GET', /^\/api\/user\/parent$/, () => ok(buildParent())],
  ]);
});

/** The parts of a multipart body as React Native's FormData holds them (a file as its uri and name). */
interface FormPart {
  fieldName?: string;
  string?: string;
  uri?: string;
  name?: string;
}

function partsOf(init: StubbedCall['init']): FormPart[] {
  return (init.body as { getParts: () => FormPart[] }).getParts();
}

function sentFiles(init: StubbedCall['init']): string[] {
  return partsOf(init).flatMap((part) => (part.uri === undefined ? [] : [part.name ?? '']));
}

const claimUpload = () => calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/user/claim');

/** Holds the server's answers to readings until the test lets them go (the stub answers at once otherwise). */
function holdReceiptReadings(): { release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = global.fetch;
  global.fetch = jest.fn((input: string, init?: RequestInit) =>
    input.endsWith('/user/claim/receipt-reading') ? released.then(() => answer(input, init)) : answer(input, init),
  ) as unknown as typeof fetch;
  return {
    release: () => {
      release();
    },
  };
}

const invoiceRead = ok({
  status: 'read',
  amount: { value: 125.5, confidence: 0.93 },
  dateOfService: { value: '2023-09-10', confidence: 0.9 },
  receiptNumber: { value: 'INV2041', confidence: 0.88 },
});

function image(name: string, fileSize: number | undefined, mimeType = 'image/jpeg') {
  return {
    canceled: false,
    assets: [{ uri: `file:///photos/${name}`, fileName: name, fileSize, mimeType, width: 10, height: 10 }],
  };
}

function documentOf(name: string, mimeType: string) {
  return {
    canceled: false,
    assets: [{ uri: `file:///docs/${name}`, name, size: 3000, mimeType, lastModified: 1 }],
  };
}

function renderForm(
  options: { child?: Parameters<typeof buildChild>[0]; parent?: Parameters<typeof buildParent>[0] } = {},
) {
  const child = buildChild(options.child);
  const parent = buildParent({ children: [child], ...options.parent });
  return renderWithApp(
    <ClaimForm
      schoolYears={buildSchoolYears()}
      parent={parent}
      child={child}
      draft={undefined}
      nonAceFromRoute={null}
    />,
  );
}

const attestation = () => screen.getByRole('checkbox', { name: /I confirm that this claim/ });
const submitButton = () => screen.getByRole('button', { name: 'Submit claim' });

async function attestAndSubmit() {
  await fireEvent.press(attestation());
  await fireEvent.press(submitButton());
}

/** Everything a valid claim needs but its amount: a category, the date of service, receipt.jpg, a provider. */
async function fillTheRestOfAClaim() {
  await fireEvent.press(screen.getByRole('radio', { name: 'Tutoring' }));
  await fireEvent.press(screen.getByRole('button', { name: /^Date of service/ }));
  await fireEvent(screen.getByTestId('date-of-service-picker'), 'valueChange', {}, new Date(2023, 8, 10, 12));
  await fireEvent.changeText(screen.getByLabelText('Educational benefits'), 'Geometry: proofs and constructions');
  jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
  await fireEvent.press(screen.getByRole('button', { name: 'Choose from photos' }));
  await fireEvent.changeText(screen.getByLabelText('Service provider number'), '100001');
  expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
  await fireEvent.press(screen.getByRole('radio', { name: 'Service Provider' }));
}

describe('the claim form', () => {
  it('keeps Submit disabled until the attestation is ticked', async () => {
    await renderForm();
    expect(submitButton()).toBeDisabled();
    await fireEvent.press(attestation());
    expect(submitButton()).toBeEnabled();
  });

  it("shows the spec's message for every required field of an empty claim", async () => {
    await renderForm();
    await attestAndSubmit();
    for (const message of [
      'Please enter claim amount',
      'Please select a service category',
      'Please select a date of service',
      'Please describe the skills your child learned from this service that improved their education',
      'Please select at least 1 invoice / receipt image',
      'Please enter a service provider number',
      "Please select a 'Deliver funds to'",
    ]) {
      expect(await screen.findByText(message)).toBeOnTheScreen();
    }
  });

  it('refuses an amount that is not money, above the funds, or when no funds are left', async () => {
    await renderForm();
    await fireEvent.changeText(screen.getByLabelText('Claim amount'), '12,5x');
    await attestAndSubmit();
    expect(await screen.findByText('Please enter valid amount')).toBeOnTheScreen();
    await fireEvent.changeText(screen.getByLabelText('Claim amount'), '900');
    expect(await screen.findByText('Please enter an amount between $0.01 and $500')).toBeOnTheScreen();
  });

  it('says there are no funds available for a student with nothing left', async () => {
    await renderForm({ child: { dollars: { available: 0, pending: 0, spent: 500, held: 0 } } });
    await fireEvent.changeText(screen.getByLabelText('Claim amount'), '10');
    await attestAndSubmit();
    expect(await screen.findByText('There are no funds available')).toBeOnTheScreen();
  });

  it('checks the provider number: too long, unknown, Inactive', async () => {
    await renderForm();
    const number = screen.getByLabelText('Service provider number');
    await fireEvent.changeText(number, '1234567');
    await attestAndSubmit();
    expect(await screen.findByText('Please enter 6 digit valid service provider number')).toBeOnTheScreen();
    await fireEvent.changeText(number, '999999');
    expect(await screen.findByText('Please enter a valid service provider number')).toBeOnTheScreen();
    await fireEvent.changeText(number, '100003');
    expect(
      await screen.findByText(
        'This Service Provider is no longer in the Marketplace. Please click the link below to enter provider information.',
      ),
    ).toBeOnTheScreen();
    await fireEvent.changeText(number, '100001');
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
  });

  it('refuses a claim neither the parent nor the provider can be paid for', async () => {
    await renderForm({ parent: { hasProvidedBankDetails: false, hasHealthyBankConnection: false } });
    await fireEvent.changeText(screen.getByLabelText('Service provider number'), '100002');
    expect(await screen.findByText('Service provider: Buckeye Music Academy')).toBeOnTheScreen();
    await attestAndSubmit();
    expect(
      await screen.findByText(
        'You cannot currently submit a claim for this service provider because you have not yet connected your bank account and this service provider does not currently accept direct payments from ACE grants',
      ),
    ).toBeOnTheScreen();
    expect(screen.getByRole('radio', { name: 'Me' })).toBeDisabled();
  });

  it('says a provider cannot receive payments only once a provider has been chosen', async () => {
    await renderForm();
    const cannot = 'This service provider cannot receive payments directly.';
    expect(screen.getByRole('radio', { name: 'Service Provider' })).toBeDisabled();
    expect(screen.queryByText(cannot)).toBeNull();
    await fireEvent.changeText(screen.getByLabelText('Service provider number'), '100002');
    expect(await screen.findByText('Service provider: Buckeye Music Academy')).toBeOnTheScreen();
    expect(screen.getByText(cannot)).toBeOnTheScreen();
  });

  it('asks the physical-good question only for a homeschooled student', async () => {
    await renderForm();
    expect(screen.queryByText('Is this a physical good?')).toBeNull();
    await screen.unmount();
    await renderForm({ child: { homeSchooled: true } });
    expect(screen.getByText('Is this a physical good? *')).toBeOnTheScreen();
    await attestAndSubmit();
    expect(await screen.findByText('Please tell us whether this is a physical good')).toBeOnTheScreen();
  });

  it('applies the upload rules to each chosen file: type, size, unreadable image, duplicate', async () => {
    await renderForm();
    const library = () => screen.getByRole('button', { name: 'Choose from photos' });
    const documents = () => screen.getByRole('button', { name: 'Choose a document' });
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('scan.gif', 2000, 'image/gif') as never);
    await fireEvent.press(library());
    expect(await screen.findByText('Selected GIF file type not supported')).toBeOnTheScreen();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('huge.jpg', 10 * 1_048_576) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('Please select a file which is below 10mb')).toBeOnTheScreen();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('broken.heic', undefined) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('Something wrong with selected image')).toBeOnTheScreen();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('receipt.jpg')).toBeOnTheScreen();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('File already uploaded, please select another')).toBeOnTheScreen();
    // No PDF on iOS (these tests run as iOS).
    jest.mocked(getDocumentAsync).mockResolvedValueOnce({
      canceled: false,
      assets: [
        {
          uri: 'file:///docs/invoice.pdf',
          name: 'invoice.pdf',
          size: 3000,
          mimeType: 'application/pdf',
          lastModified: 1,
        },
      ],
    } as never);
    await fireEvent.press(documents());
    expect(await screen.findByText('Selected PDF file type not supported')).toBeOnTheScreen();
    expect(jest.mocked(getDocumentAsync).mock.calls[0]?.[0]?.type).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(screen.getByText('1 of 5 files chosen')).toBeOnTheScreen();
  });

  it('refuses the same content chosen again under another name, and takes different content of equal size', async () => {
    await renderForm();
    const library = () => screen.getByRole('button', { name: 'Choose from photos' });
    contents.set('/photos/receipt.jpg', 'the September invoice');
    contents.set('/photos/receipt-copy.jpg', 'the September invoice');
    contents.set('/photos/other.jpg', 'the October invoice!!');
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('receipt.jpg')).toBeOnTheScreen();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt-copy.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('File already uploaded, please select another')).toBeOnTheScreen();
    expect(screen.queryByText('receipt-copy.jpg')).toBeNull();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('other.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('other.jpg')).toBeOnTheScreen();
    expect(screen.getByText('2 of 5 files chosen')).toBeOnTheScreen();
  });

  it('refuses the same content chosen again while the first choice is still being read', async () => {
    await renderForm();
    const library = () => screen.getByRole('button', { name: 'Choose from photos' });
    contents.set('/photos/receipt.jpg', 'the September invoice');
    contents.set('/photos/receipt-copy.jpg', 'the September invoice');
    let answerFirstPick: (result: ReturnType<typeof image>) => void = () => undefined;
    jest.mocked(launchImageLibraryAsync).mockReturnValueOnce(
      new Promise((resolve) => {
        answerFirstPick = resolve;
      }) as never,
    );
    await fireEvent.press(library());
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt-copy.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('receipt-copy.jpg')).toBeOnTheScreen();
    answerFirstPick(image('receipt.jpg', 2000));
    expect(await screen.findByText('File already uploaded, please select another')).toBeOnTheScreen();
    expect(screen.queryByText('receipt.jpg')).toBeNull();
    expect(screen.getByText('1 of 5 files chosen')).toBeOnTheScreen();
  });

  it('names a refused type in words people know, never a MIME subtype', async () => {
    await renderForm();
    const documents = () => screen.getByRole('button', { name: 'Choose a document' });
    jest.mocked(getDocumentAsync).mockResolvedValueOnce(documentOf('notes', 'text/plain') as never);
    await fireEvent.press(documents());
    expect(await screen.findByText('Selected text file type not supported')).toBeOnTheScreen();
    jest.mocked(getDocumentAsync).mockResolvedValueOnce(documentOf('letter.docx', 'application/x-word') as never);
    await fireEvent.press(documents());
    expect(await screen.findByText('Selected DOCX file type not supported')).toBeOnTheScreen();
    expect(screen.queryByText(/plain/)).toBeNull();
  });

  it('refuses an image that does not decode before anything is sent', async () => {
    jest.mocked(Image.getSize).mockImplementationOnce((_uri, _success, failure) => {
      failure?.(new Error('Unable to decode image'));
    });
    await renderForm();
    const library = () => screen.getByRole('button', { name: 'Choose from photos' });
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('broken.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('Something wrong with selected image')).toBeOnTheScreen();
    expect(screen.queryByText('broken.jpg')).toBeNull();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('sharp.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('sharp.jpg')).toBeOnTheScreen();
    expect(Image.getSize).toHaveBeenCalledWith('file:///photos/broken.jpg', expect.any(Function), expect.any(Function));
    const sent = calls.filter((call) => call.method === 'POST').flatMap((call) => sentFiles(call.init));
    expect(sent).toEqual(['sharp.jpg']);
  });

  it('wants receipt numbers in letters and digits, and keeps Submit disabled until they are', async () => {
    await renderForm();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
    await fireEvent.press(screen.getByRole('button', { name: 'Choose from photos' }));
    await fireEvent.press(attestation());
    await fireEvent.changeText(await screen.findByLabelText('Receipt number for receipt.jpg (optional)'), 'R-17');
    expect(await screen.findByText('Please enter an alphanumerics')).toBeOnTheScreen();
    expect(submitButton()).toBeDisabled();
    await fireEvent.changeText(screen.getByLabelText('Receipt number for receipt.jpg (optional)'), 'R17');
    await waitFor(() => {
      expect(submitButton()).toBeEnabled();
    });
  });

  it('lets Submit be pressed again once the file with a refused receipt number is removed', async () => {
    await renderForm();
    const library = () => screen.getByRole('button', { name: 'Choose from photos' });
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('first.jpg', 2000) as never);
    await fireEvent.press(library());
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('second.jpg', 3000) as never);
    await fireEvent.press(library());
    await fireEvent.press(attestation());
    await fireEvent.changeText(await screen.findByLabelText('Receipt number for second.jpg (optional)'), 'R-17');
    expect(await screen.findByText('Please enter an alphanumerics')).toBeOnTheScreen();
    expect(submitButton()).toBeDisabled();
    await fireEvent.press(screen.getByRole('button', { name: 'Remove second.jpg' }));
    await waitFor(() => {
      expect(submitButton()).toBeEnabled();
    });
    expect(screen.queryByText('Please enter an alphanumerics')).toBeNull();
  });

  it('submits a valid claim with its file, then goes to the dashboard saying so', async () => {
    const app = await renderForm();
    await fireEvent.changeText(screen.getByLabelText('Claim amount'), '125.50');
    await fillTheRestOfAClaim();
    await attestAndSubmit();

    expect(await screen.findByText('Your claim has been submitted')).toBeOnTheScreen();
    expect(app.pathname()).toBe('/dashboard');
    expect(app.params()).toEqual({ submittedClaimId: '901' });
    const upload = claimUpload();
    expect(upload?.init.headers?.['x-client-platform']).toBe('ios');
    const parts = partsOf(upload?.init ?? {});
    expect(parts.find((part) => part.fieldName === 'amount')?.string).toBe('125.50');
    expect(parts.find((part) => part.fieldName === 'dateOfService')?.string).toBe('2023-09-10');
    expect(parts.find((part) => part.fieldName === 'file1')).toMatchObject({
      uri: 'file:///photos/receipt.jpg',
      name: 'receipt.jpg',
    });
  });

  it('leaves an untouched form on Cancel without asking', async () => {
    const app = await renderForm();
    await fireEvent.press(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Dashboard')).toBeOnTheScreen();
    expect(app.pathname()).toBe('/dashboard');
  });

  it('asks before Cancel discards a filled form with its files, and Keep editing keeps them', async () => {
    const app = await renderForm();
    await fireEvent.changeText(screen.getByLabelText('Claim amount'), '125.50');
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
    await fireEvent.press(screen.getByRole('button', { name: 'Choose from photos' }));
    expect(await screen.findByText('receipt.jpg')).toBeOnTheScreen();
    const dialog = () => within(screen.getByTestId('dialog'));
    await fireEvent.press(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog().getByText('Discard this claim?')).toBeOnTheScreen();
    expect(dialog().getByText('What you entered and the files you chose will be lost.')).toBeOnTheScreen();
    await fireEvent.press(dialog().getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(app.pathname()).toBe('/');
    expect(screen.getByLabelText('Claim amount')).toHaveDisplayValue('125.50');
    await fireEvent.press(screen.getByRole('button', { name: 'Cancel' }));
    await fireEvent.press(dialog().getByRole('button', { name: 'Discard claim' }));
    expect(await screen.findByText('Dashboard')).toBeOnTheScreen();
    expect(app.pathname()).toBe('/dashboard');
  });

  it("removes a provider entered by hand only once 'This action cannot be undone' is confirmed", async () => {
    const child = buildChild();
    await renderWithApp(
      <ClaimForm
        schoolYears={buildSchoolYears()}
        parent={buildParent({ children: [child] })}
        child={child}
        draft={undefined}
        nonAceFromRoute={{
          name: 'Cleveland Chess Club',
          address: '1 Main St, Cleveland, OH',
          phoneNumber: '(216) 555-0100',
          email: 'chess@example.org',
          website: 'chess.example.org',
        }}
      />,
    );
    expect(screen.getByText('Cleveland Chess Club')).toBeOnTheScreen();
    expect(screen.getByRole('radio', { name: 'Service Provider' })).toBeDisabled();
    const dialog = () => within(screen.getByTestId('dialog'));
    await fireEvent.press(screen.getByRole('button', { name: 'Remove' }));
    expect(dialog().getByText('Remove this service provider?')).toBeOnTheScreen();
    expect(dialog().getByText('This action cannot be undone')).toBeOnTheScreen();
    await fireEvent.press(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Cleveland Chess Club')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Remove' }));
    await fireEvent.press(dialog().getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText('Service provider number')).toBeOnTheScreen();
    expect(screen.queryByText('Cleveland Chess Club')).toBeNull();
  });
});

describe('the suggestions read from the invoices', () => {
  const library = () => screen.getByRole('button', { name: 'Choose from photos' });
  const amountField = () => screen.getByLabelText('Claim amount');

  it('reads the first file picked and suggests its amount, date and receipt number, filling each only on Use', async () => {
    const readings = holdReceiptReadings();
    receiptReading = () => invoiceRead;
    await renderForm();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByRole('progressbar', { name: 'Reading receipt.jpg…' })).toBeOnTheScreen();
    readings.release();
    expect(
      await screen.findByText(
        'From receipt.jpg, we read the details below. Use the ones that are right, or type your own.',
      ),
    ).toBeOnTheScreen();
    expect(screen.queryByRole('progressbar', { name: 'Reading receipt.jpg…' })).toBeNull();
    expect(screen.getByText('Amount: $125.50')).toBeOnTheScreen();
    expect(screen.getByText('Date of service: 09/10/2023')).toBeOnTheScreen();
    expect(screen.getByText('Receipt number: INV2041')).toBeOnTheScreen();
    // Nothing is filled without the parent's say.
    expect(amountField()).toHaveDisplayValue('');
    expect(screen.getByRole('button', { name: 'Date of service: Choose a date' })).toBeOnTheScreen();
    expect(screen.getByLabelText('Receipt number for receipt.jpg (optional)')).toHaveDisplayValue('');
    expect(screen.queryByText('Used')).toBeNull();

    await fireEvent.press(screen.getByRole('button', { name: 'Use Amount: $125.50' }));
    expect(amountField()).toHaveDisplayValue('125.50');
    expect(screen.queryByRole('button', { name: 'Use Amount: $125.50' })).toBeNull();
    expect(screen.getByText('Used')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Use Date of service: 09/10/2023' }));
    expect(screen.getByRole('button', { name: 'Date of service: 09/10/2023' })).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Use Receipt number: INV2041' }));
    expect(screen.getByLabelText('Receipt number for receipt.jpg (optional)')).toHaveDisplayValue('INV2041');
    expect(screen.getAllByText('Used')).toHaveLength(3);

    // Typed over, the amount is the parent's own again, and its suggestion can be used again.
    await fireEvent.changeText(amountField(), '120');
    expect(screen.getByRole('button', { name: 'Use Amount: $125.50' })).toBeOnTheScreen();

    const sent = calls.filter((call) => call.url.pathname === '/api/user/claim/receipt-reading');
    expect(sent.map((call) => partsOf(call.init))).toEqual([
      [expect.objectContaining({ fieldName: 'file', uri: 'file:///photos/receipt.jpg', name: 'receipt.jpg' })],
    ]);
  });

  it('gives every control a role and a name: the file chosen, its suggestions, the messages', async () => {
    receiptReading = () => invoiceRead;
    await renderForm();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(await screen.findByRole('button', { name: 'Use Amount: $125.50' })).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Remove receipt.jpg' })).toBeOnTheScreen();
    await attestAndSubmit();
    expect(await screen.findByText('Please enter claim amount')).toBeOnTheScreen();
    const { problems, checked } = auditAccessibility(screen.container);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('says when nothing could be read, and takes only a receipt number from each file after the first', async () => {
    receiptReading = (fileName) => (fileName === 'second.jpg' ? invoiceRead : nothingRead);
    await renderForm();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('first.jpg', 2000) as never);
    await fireEvent.press(library());
    expect(
      await screen.findByText('We could not read an amount or a date in first.jpg. Please type them from the invoice.'),
    ).toBeOnTheScreen();
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('second.jpg', 3000) as never);
    await fireEvent.press(library());
    expect(await screen.findByText('Receipt number: INV2041')).toBeOnTheScreen();
    expect(screen.queryByText('Amount: $125.50')).toBeNull();
    await fireEvent.press(screen.getByRole('button', { name: 'Use Receipt number: INV2041' }));
    expect(screen.getByLabelText('Receipt number for second.jpg (optional)')).toHaveDisplayValue('INV2041');
    expect(screen.getByLabelText('Receipt number for first.jpg (optional)')).toHaveDisplayValue('');
    expect(amountField()).toHaveDisplayValue('');
  });

  it('keeps what was read when the form comes back from the ServiceProvider screen, without reading it again', async () => {
    receiptReading = () => invoiceRead;
    const child = buildChild();
    const parent = buildParent({ children: [child] });
    await renderWithApp(
      <ClaimForm
        schoolYears={buildSchoolYears()}
        parent={parent}
        child={child}
        draft={undefined}
        nonAceFromRoute={null}
      />,
    );
    jest.mocked(launchImageLibraryAsync).mockResolvedValueOnce(image('receipt.jpg', 2000) as never);
    await fireEvent.press(library());
    await fireEvent.press(await screen.findByRole('button', { name: 'Use Amount: $125.50' }));
    await fireEvent.press(screen.getByRole('link', { name: 'Enter service provider information' }));
    const draft = readDraft(child.id);
    await screen.unmount();
    await renderWithApp(
      <ClaimForm
        schoolYears={buildSchoolYears()}
        parent={parent}
        child={child}
        draft={draft}
        nonAceFromRoute={{
          name: 'Cleveland Chess Club',
          address: '1 Main St, Cleveland, OH',
          phoneNumber: '(216) 555-0100',
          email: 'chess@example.org',
          website: 'chess.example.org',
        }}
      />,
    );
    expect(amountField()).toHaveDisplayValue('125.50');
    expect(screen.getByText('Used')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Use Receipt number: INV2041' })).toBeOnTheScreen();
    expect(calls.filter((call) => call.url.pathname === '/api/user/claim/receipt-reading')).toHaveLength(1);
  });

  it('says a file could not be read, and sends the claim all the same', async () => {
    receiptReading = () => refused(503, 'SERVICE_UNAVAILABLE', 'Please try again later');
    await renderForm();
    await fireEvent.changeText(amountField(), '125.50');
    await fillTheRestOfAClaim();
    expect(
      await screen.findByText('We could not read receipt.jpg just now. Please type the details from the invoice.'),
    ).toBeOnTheScreen();
    expect(screen.queryByText('Please try again later')).toBeNull();
    await attestAndSubmit();
    expect(await screen.findByText('Your claim has been submitted')).toBeOnTheScreen();
    expect(sentFiles(claimUpload()?.init ?? {})).toEqual(['receipt.jpg']);
  });
});

describe('the claim form in Spanish, for a child with awards in two years (issue 30)', () => {
  beforeEach(() => {
    language.store.set({ locale: 'es', chosen: true });
  });
  afterEach(resetLanguage);

  it('says whose funds a date in the other year uses, and checks the amount against them', async () => {
    const child = buildChild({
      schoolYear: 2023,
      dollars: { available: 500, pending: 0, spent: 500, held: 0 },
      otherYears: [{ schoolYear: 2022, dollars: { available: 120, pending: 0, spent: 880, held: 0 } }],
    });
    await renderWithApp(
      <ClaimForm
        schoolYears={buildSchoolYears()}
        parent={buildParent({ children: [child] })}
        child={child}
        draft={undefined}
        nonAceFromRoute={null}
      />,
      { locale: 'es' },
    );
    expect(screen.queryByText(/usa los fondos de/)).toBeNull();
    await fireEvent.press(screen.getByRole('button', { name: /^Fecha del servicio/ }));
    await fireEvent(screen.getByTestId('date-of-service-picker'), 'valueChange', {}, new Date(2022, 9, 3, 12));
    expect(
      await screen.findByText('Un servicio en esta fecha usa los fondos de 2022-2023: $120 disponibles.'),
    ).toBeOnTheScreen();
    await fireEvent.changeText(screen.getByLabelText('Monto de la solicitud'), '300');
    await fireEvent(screen.getByLabelText('Monto de la solicitud'), 'blur');
    expect(await screen.findByText('Escriba un monto entre $0.01 y $120')).toBeOnTheScreen();

    await fireEvent.press(screen.getByRole('button', { name: /^Fecha del servicio/ }));
    await fireEvent(screen.getByTestId('date-of-service-picker'), 'valueChange', {}, new Date(2023, 8, 10, 12));
    await waitFor(() => {
      expect(screen.queryByText(/usa los fondos de/)).toBeNull();
    });
  });
});

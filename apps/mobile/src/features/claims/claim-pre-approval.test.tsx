import { emptyClaimForm, type ClaimFormState } from '@ace/app-core/claim-form-state';
import { buildChild, buildParent, buildSchoolYears } from '@ace/app-core/test-factories';
import {
  addDays,
  formatListDate,
  programmeDate,
  startOfProgrammeDay,
  type Child,
  type PreApprovalView,
} from '@ace/domain';
import { act, fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { ok, refused, stubApi, type StubAnswer, type StubbedCall } from '../../test/api-stub';
import { renderWithApp } from '../../test/render';
import type { PickedFile } from '../../lib/picked-file';
import type { ClaimDraft } from './claim-draft';
import { ClaimForm } from './claim-form';

jest.mock('expo-image-picker', () => ({
  launchImageLibraryAsync: jest.fn(),
  launchCameraAsync: jest.fn(),
  requestCameraPermissionsAsync: jest.fn(() => Promise.resolve({ granted: true })),
}));
jest.mock('expo-document-picker', () => ({ getDocumentAsync: jest.fn() }));

const today = programmeDate(new Date());
const askedOn = addDays(today, -10);
const lastDay = addDays(today, 60);

/** An approved pre-approval of Sofia (child 7): $300 of tutoring at Bright Minds, asked 10 days ago. */
function preApproval(overrides: Partial<PreApprovalView> = {}): PreApprovalView {
  return {
    id: 5,
    childId: 7,
    status: 'Accepted',
    amount: 300,
    used: 0,
    held: 300,
    category: 'tutoring',
    description: 'Geometry tutoring for the autumn term',
    expectedDate: today,
    provider: { number: '100001', name: 'Bright Minds Tutoring' },
    quoteLink: null,
    createdAt: startOfProgrammeDay(askedOn).toISOString(),
    decidedAt: startOfProgrammeDay(addDays(askedOn, 2)).toISOString(),
    rejectionReason: null,
    rejectionNotes: null,
    lastDay,
    ...overrides,
  };
}

const providers: Record<string, { name: string; canReceivePayments: boolean }> = {
  '100001': { name: 'Bright Minds Tutoring', canReceivePayments: true },
  '100002': { name: 'Buckeye Music Academy', canReceivePayments: false },
};

/** The Base API as the claim form calls it: the parent's pre-approvals are `mine`, a claim is answered `submitted`. */
function stubTheApi(
  mine: PreApprovalView[],
  submitted: StubAnswer = ok({ id: 901, uuid: '5d7f0a3e-58b4-4b1c-9b55-8d0f3c7f2a11', status: 'Pending' }),
) {
  return stubApi([
    [
      'GET',
      /^\/api\/service-provider\/number\/\d+$/,
      (url) => {
        const number = url.pathname.split('/').pop() ?? '';
        const provider = providers[number];
        return provider === undefined
          ? refused(404, 'PROVIDER_NOT_FOUND', 'Please enter a valid service provider number')
          : ok({ number, status: 'Active', ...provider });
      },
    ],
    ['GET', /^\/api\/user\/pre-approvals$/, () => ok({ preApprovals: mine })],
    ['POST', /^\/api\/user\/claim$/, () => submitted],
    ['GET', /^\/api\/user\/parent$/, () => ok(buildParent())],
  ]);
}

/** The parts of a multipart body as React Native's FormData holds them. */
function sentField(calls: StubbedCall[], name: string): string | undefined {
  const upload = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/user/claim');
  const parts = (upload?.init.body as { getParts: () => { fieldName?: string; string?: string }[] } | undefined)
    ?.getParts()
    .find((part) => part.fieldName === name);
  return parts?.string;
}

/** Lets what the form does next happen (the screens run on Jest's fake clock, as expo-router's renderRouter sets it). */
const settle = () => act(() => jest.advanceTimersByTimeAsync(100));

const claimSent = (calls: StubbedCall[]) =>
  calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/user/claim');

/** A claim of $300 for Sofia, paid to the parent, with its receipt and attested: `values` say what differs. */
function claimDraft(values: Partial<ClaimFormState> = {}): ClaimDraft {
  const receipt: PickedFile = {
    uri: 'file:///photos/receipt.jpg',
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    size: 2000,
    fingerprint: 'fp-receipt',
    decodes: true,
  };
  return {
    values: {
      ...emptyClaimForm,
      amount: '300',
      category: 'tutoring',
      dateOfService: today,
      description: 'Geometry: proofs and constructions',
      payTo: 'User',
      serviceProviderNumber: '100001',
      files: [
        { name: 'receipt.jpg', size: 2000, mimeType: 'image/jpeg', fingerprint: 'fp-receipt', receiptNumber: '' },
      ],
      ...values,
    },
    files: new Map([['fp-receipt', receipt]]),
    attested: true,
  };
}

function renderForm(options: { child?: Partial<Child>; draft?: ClaimDraft; preApprovalFromRoute?: number } = {}) {
  const child = buildChild(options.child);
  return renderWithApp(
    <ClaimForm
      schoolYears={buildSchoolYears()}
      parent={buildParent({ children: [child] })}
      child={child}
      draft={options.draft}
      nonAceFromRoute={null}
      preApprovalFromRoute={options.preApprovalFromRoute ?? null}
    />,
  );
}

/** The choice: a radio group named 'Use a pre-approval' (a group is not one element to a screen reader: found by its name). */
async function choice() {
  const group = await screen.findByLabelText('Use a pre-approval');
  expect(group).toHaveProp('accessibilityRole', 'radiogroup');
  return group;
}
const tutoringAtBrightMinds = '$300 left for Tutoring with Bright Minds Tutoring';
const submit = () => fireEvent.press(screen.getByRole('button', { name: 'Submit claim' }));
const chooseTutoring = async () => {
  await fireEvent.press(within(await choice()).getByRole('radio', { name: tutoringAtBrightMinds }));
};

describe('a claim against a pre-approval, in the app', () => {
  it('offers only the approved pre-approvals of the child with something left, none chosen at first', async () => {
    stubTheApi([
      preApproval(),
      preApproval({ id: 6, status: 'Pending', lastDay: null }),
      preApproval({ id: 7, used: 300, held: 0 }),
      preApproval({ id: 8, lastDay: addDays(today, -1) }),
      preApproval({ id: 9, childId: 8 }),
    ]);
    await renderForm();
    const group = within(await choice());
    expect(group.getAllByRole('radio')).toHaveLength(2);
    expect(group.getByRole('radio', { name: "Don't use a pre-approval" })).toBeChecked();
    const offered = group.getByRole('radio', { name: tutoringAtBrightMinds });
    expect(offered).not.toBeChecked();
    expect(offered).toHaveProp(
      'accessibilityHint',
      `Until ${formatListDate(lastDay)}: Geometry tutoring for the autumn term`,
    );
  });

  it('offers no choice when the child has no pre-approval to use', async () => {
    const calls = stubTheApi([preApproval({ id: 7, used: 300, held: 0 })]);
    await renderForm();
    await waitFor(() => {
      expect(calls.some((call) => call.url.pathname === '/api/user/pre-approvals')).toBe(true);
    });
    await settle();
    expect(screen.queryByLabelText('Use a pre-approval')).toBeNull();
    expect(screen.getByText('Available: $500')).toBeOnTheScreen();
  });

  it('fills the category and provider from the one chosen, says what happens, and sends its id', async () => {
    const calls = stubTheApi([preApproval()]);
    const app = await renderForm({ draft: claimDraft({ category: '', serviceProviderNumber: '' }) });
    await chooseTutoring();
    expect(screen.getByRole('radio', { name: 'Tutoring' })).toBeChecked();
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
    expect(
      screen.getByText(
        `The claim must be for the same provider and category, with a date of service from ${formatListDate(askedOn)} to ${formatListDate(lastDay)}.`,
      ),
    ).toBeOnTheScreen();
    expect(screen.getByText('Covered in full: paid once the receipt is read, without review.')).toBeOnTheScreen();
    await submit();
    expect(await screen.findByText('Your claim has been submitted')).toBeOnTheScreen();
    expect(app.pathname()).toBe('/dashboard');
    expect(sentField(calls, 'preApprovalId')).toBe('5');
  });

  it('says a larger claim is reviewed for the difference', async () => {
    stubTheApi([preApproval()]);
    await renderForm({ draft: claimDraft({ amount: '450' }) });
    await chooseTutoring();
    expect(
      await screen.findByText('The pre-approval covers $300. The claim is reviewed for the difference of $150.'),
    ).toBeOnTheScreen();
    expect(screen.queryByText(/Covered in full/)).toBeNull();
  });

  it('counts what the chosen pre-approval holds as available, so money all held can still be claimed', async () => {
    stubTheApi([preApproval()]);
    await renderForm({ child: { dollars: { available: 0, pending: 0, spent: 700, held: 300 } } });
    expect(screen.getByText('Available: $0')).toBeOnTheScreen();
    await fireEvent.changeText(screen.getByLabelText('Claim amount'), '250');
    await fireEvent(screen.getByLabelText('Claim amount'), 'blur');
    expect(await screen.findByText('There are no funds available')).toBeOnTheScreen();

    await chooseTutoring();
    expect(
      screen.getByText('Available for this claim: $300, with the $300 your pre-approval holds.'),
    ).toBeOnTheScreen();
    await waitFor(() => {
      expect(screen.queryByText('There are no funds available')).toBeNull();
    });
  });

  it('tells before sending a claim of another category, and sends it once it is for the pre-approved one', async () => {
    const calls = stubTheApi([preApproval()]);
    await renderForm({ draft: claimDraft({ category: 'dayCamps' }) });
    await chooseTutoring();
    expect(
      await screen.findByText(
        'This claim is not for the student, provider and kind of purchase that were pre-approved. Submit it without the pre-approval.',
      ),
    ).toBeOnTheScreen();
    await submit();
    await settle();
    expect(claimSent(calls)).toBe(false);

    await fireEvent.press(screen.getByRole('radio', { name: 'Tutoring' }));
    await waitFor(() => {
      expect(screen.queryByText(/This claim is not for the student/)).toBeNull();
    });
    await submit();
    await waitFor(() => {
      expect(sentField(calls, 'preApprovalId')).toBe('5');
    });
  });

  it('tells before sending a date of service outside its window, and sends nothing', async () => {
    const calls = stubTheApi([preApproval()]);
    await renderForm({ draft: claimDraft({ dateOfService: addDays(askedOn, -1) }) });
    await chooseTutoring();
    const outside = `The pre-approval covers dates from ${formatListDate(askedOn)} to ${formatListDate(lastDay)}. Check the date of service.`;
    expect(await screen.findByText(outside)).toBeOnTheScreen();
    await submit();
    await settle();
    expect(claimSent(calls)).toBe(false);
    expect(screen.getByText(outside)).toBeOnTheScreen();
  });

  it("shows the server's refusal on the choice", async () => {
    const usedUp = 'This pre-approval is used up. Submit the claim without it.';
    stubTheApi([preApproval()], {
      status: 422,
      body: {
        success: false,
        code: 'PRE_APPROVAL_NOT_USABLE',
        error: usedUp,
        message: usedUp,
        issues: [{ path: 'preApprovalId', message: usedUp }],
      },
    });
    await renderForm({ draft: claimDraft() });
    await chooseTutoring();
    await submit();
    const group = within(await choice());
    expect(await group.findByText(usedUp)).toBeOnTheScreen();
  });

  it('opens with the pre-approval it is claimed against chosen, and its category and provider filled', async () => {
    stubTheApi([preApproval({ id: 12 }), preApproval()]);
    await renderForm({ preApprovalFromRoute: 5 });
    const [first, second] = within(await choice()).getAllByRole('radio', { name: tutoringAtBrightMinds });
    expect(first).not.toBeChecked();
    expect(second).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tutoring' })).toBeChecked();
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeOnTheScreen();
    expect(
      screen.getByText('Available for this claim: $800, with the $300 your pre-approval holds.'),
    ).toBeOnTheScreen();
  });
});

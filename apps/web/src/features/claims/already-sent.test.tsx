import { resubmissionDraft } from '@ace/app-core/claim-resubmission';
import { buildChild, buildParent, buildSchoolYears } from '@ace/app-core/test-factories';
import type { ReceiptSuggestionsView } from '@ace/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ClaimForm } from './claim-form.tsx';

/** An answer of the stubbed Base API: its status and body. */
interface Answer {
  status: number;
  body: unknown;
}

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

const sentWith13 = [{ claimId: 13, submittedOn: '2026-11-28' }];
const warning13 = 'This receipt was already sent with claim 13 on 11/28/2026.';

/**
 * The Base API as the claim form calls it: the provider lookup, a chosen file's reading, a typed number's check, and
 * the claim submission, which goes through XMLHttpRequest (for its progress) with the answers given in turn.
 */
function stubApi(options: { reading?: Partial<ReceiptSuggestionsView>; numbers?: Record<string, unknown[]> }) {
  const submissions: FormData[] = [];
  const submitAnswers: Answer[] = [];
  const answer = (url: string): Answer => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/service-provider/number/100001') {
      return ok({ number: '100001', name: 'Bright Minds Tutoring', status: 'Active', canReceivePayments: true });
    }
    if (pathname === '/api/user/claim/receipt-reading') {
      const reading = { status: 'read', amount: null, dateOfService: null, receiptNumber: null, alreadySent: [] };
      return ok({ ...reading, ...options.reading });
    }
    if (pathname === '/api/user/claim/receipt-number') {
      return ok({ alreadySent: options.numbers?.[searchParams.get('number') ?? ''] ?? [] });
    }
    return { status: 404, body: { success: false, error: 'Not found', message: '', code: 'NOT_FOUND' } };
  };
  const fetch = vi.fn((url: string) => {
    const { status, body } = answer(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = 0;
      responseText = '';
      upload: { onprogress: null | (() => void); onload: null | (() => void) } = { onprogress: null, onload: null };
      onload: null | (() => void) = null;
      open() {
        return undefined;
      }
      setRequestHeader() {
        return undefined;
      }
      getResponseHeader() {
        return 'application/json';
      }
      send(body: FormData) {
        submissions.push(body);
        const next =
          submitAnswers.shift() ?? ok({ id: 99, uuid: '6f1c1f55-4d0e-4b8a-9a57-1f2d3c4b5a70', status: 'Pending' });
        setTimeout(() => {
          this.status = next.status;
          this.responseText = JSON.stringify(next.body);
          this.onload?.();
        }, 0);
      }
    },
  );
  return { fetch, submissions, answerSubmissionWith: (next: Answer) => submitAnswers.push(next) };
}

// Readings are kept by the file's bytes while the page is open: each test chooses bytes of its own.
let run = 0;
beforeEach(() => {
  run += 1;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pdf = (name: string) => new File([`%PDF-1.4 sent ${name} ${String(run)}`], name, { type: 'application/pdf' });

function renderForm() {
  const child = buildChild();
  renderWithApp(
    <ClaimForm
      schoolYears={buildSchoolYears()}
      parent={buildParent({ children: [child] })}
      child={child}
      draft={undefined}
      nonAceFromRoute={null}
    />,
  );
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('No file input');
  await user.upload(input, pdf(name));
}

const reasonBox = () => screen.queryByRole('textbox', { name: /Why are you sending it again\?/ });

describe('a receipt the family already sent', () => {
  it('is told beside the chosen file, and the reason is asked before the claim is sent', async () => {
    stubApi({ reading: { alreadySent: sentWith13 } });
    const user = renderForm();
    expect(reasonBox()).not.toBeInTheDocument();
    await choose(user, 'invoice.pdf');
    expect(await screen.findByText(warning13)).toBeInTheDocument();
    // Read out when it appears: it is in a polite live region, after a hidden 'Warning:'.
    expect(screen.getByText(warning13).closest('[aria-live="polite"]')).toHaveTextContent(`Warning: ${warning13}`);
    const reason = reasonBox();
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('For example, a second installment of the same invoice.');

    await user.click(screen.getByRole('checkbox', { name: /I confirm that this claim/ }));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Please tell us why you are sending this receipt again.')).toBeInTheDocument();
  });

  it('is told for a typed receipt number once it settles', async () => {
    const api = stubApi({ numbers: { INV7731: sentWith13 } });
    const user = renderForm();
    await choose(user, 'photo.pdf');
    await user.type(await screen.findByRole('textbox', { name: 'Receipt number for photo.pdf (optional)' }), 'inv7731');
    expect(await screen.findByText(warning13, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(reasonBox()).toBeInTheDocument();
    const asked = api.fetch.mock.calls.map(([url]) => url).filter((url) => url.includes('/receipt-number'));
    expect(asked).toEqual(['/api/user/claim/receipt-number?number=INV7731']);
  });

  it("shows the server's refusal the same way, keeps what was entered, and sends the reason given", async () => {
    const api = stubApi({});
    const child = buildChild();
    const draft = resubmissionDraft<File>({
      claimId: 57,
      childId: child.id,
      values: {
        amount: '125.50',
        category: 'tutoring',
        dateOfService: '2023-09-10',
        description: 'Geometry tutoring',
        payTo: 'Vendor',
        physicalGood: null,
        serviceProviderNumber: '100001',
        nonAceServiceProvider: null,
      },
      files: [
        { id: 9, name: 'invoice.pdf', size: 2048, mimeType: 'application/pdf', sha256: 'ab12', receiptNumber: '' },
      ],
    });
    renderWithApp(
      <ClaimForm
        schoolYears={buildSchoolYears()}
        parent={buildParent({ children: [child] })}
        child={child}
        draft={draft}
        nonAceFromRoute={null}
      />,
    );
    const user = userEvent.setup();
    await screen.findByText('Service provider: Bright Minds Tutoring');
    const warning21 = 'This receipt was already sent with claim 21 on 11/29/2026.';
    api.answerSubmissionWith({
      status: 409,
      body: {
        success: false,
        code: 'RECEIPT_ALREADY_SENT',
        error: warning21,
        message: warning21,
        issues: [
          { path: 'files.0', message: warning21 },
          { path: 'sentAgainReason', message: 'Please tell us why you are sending this receipt again.' },
        ],
      },
    });
    await user.click(screen.getByRole('checkbox', { name: /I confirm that this claim/ }));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    expect(await screen.findByText(warning21)).toBeInTheDocument();
    const reason = reasonBox();
    if (reason === null) throw new Error('The reason is not asked');
    await waitFor(() => {
      expect(reason).toHaveFocus();
    });
    expect(reason).toBeInvalid();
    expect(reason).toHaveAccessibleDescription(/Please tell us why you are sending this receipt again\./);
    expect(screen.getByLabelText(/Claim amount/)).toHaveValue('125.50');
    expect(screen.getByRole('radio', { name: 'Service Provider' })).toBeChecked();

    await user.type(reason, 'The second instalment of invoice 4410');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => {
      expect(api.submissions).toHaveLength(2);
    });
    expect(api.submissions[0]?.get('sentAgainReason')).toBeNull();
    expect(api.submissions[1]?.get('sentAgainReason')).toBe('The second instalment of invoice 4410');
  });
});

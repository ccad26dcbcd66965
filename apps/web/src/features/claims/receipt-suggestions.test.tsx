import { emptyClaimForm } from '@ace/app-core/claim-form-state';
import { MAX_FILE_BYTES, type ReceiptSuggestionsView } from '@ace/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildChild, buildParent, buildSchoolYears } from '@ace/app-core/test-factories';
import { renderWithApp } from '../../test/render.tsx';
import type { ClaimDraft } from './claim-draft.ts';
import { ClaimForm } from './claim-form.tsx';
import { contentFingerprint } from './content-fingerprint.ts';

const readingAddress = '/api/user/claim/receipt-reading';

/**
 * The server's reading of a chosen file: its suggestions, or a failure with this HTTP status; the parent has no
 * pre-approvals.
 */
function stubReading(answer: ReceiptSuggestionsView | number) {
  const fetch = vi.fn((url: string) => {
    if (url.endsWith('/api/user/pre-approvals')) {
      return Promise.resolve(new Response(JSON.stringify({ success: true, data: { preApprovals: [] } })));
    }
    if (!url.endsWith(readingAddress)) throw new Error(`Unexpected call to ${url}`);
    const body =
      typeof answer === 'number'
        ? { success: false, error: 'Too many requests', message: '', code: 'RATE_LIMITED' }
        : { success: true, data: answer };
    return Promise.resolve(new Response(JSON.stringify(body), { status: typeof answer === 'number' ? answer : 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  return { readings: () => fetch.mock.calls.filter(([url]) => url.endsWith(readingAddress)) };
}

// Readings are kept by the file's bytes while the page is open: each test chooses bytes of its own.
let run = 0;
beforeEach(() => {
  run += 1;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const pdf = (name: string) => new File([`%PDF-1.4 ${name} ${String(run)}`], name, { type: 'application/pdf' });

function renderForm(draft?: ClaimDraft) {
  const child = buildChild();
  const view = renderWithApp(
    <ClaimForm
      schoolYears={buildSchoolYears()}
      parent={buildParent({ children: [child] })}
      child={child}
      draft={draft}
      nonAceFromRoute={null}
    />,
  );
  return { user: userEvent.setup(), unmount: view.unmount };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('No file input');
  await user.upload(input, pdf(name));
}

const read: ReceiptSuggestionsView = {
  status: 'read',
  amount: { value: 240, confidence: 0.92 },
  dateOfService: { value: '2023-09-12', confidence: 0.9 },
  receiptNumber: { value: 'INV2041', confidence: 0.88 },
  alreadySent: [],
};

describe('suggestions read from a chosen invoice', () => {
  it('offers the amount, date and receipt number read, and fills a field only when its Use is pressed', async () => {
    stubReading(read);
    const { user } = renderForm();
    await choose(user, 'invoice.pdf');
    expect(await screen.findByText(/From invoice.pdf, we read the details below/)).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /Claim amount/ });
    expect(amount).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Use Amount: $240' }));
    expect(amount).toHaveValue('240.00');
    expect(screen.getByText('Amount: $240').closest('div')).toHaveTextContent('Used');

    await user.click(screen.getByRole('button', { name: 'Use Date of service: 09/12/2023' }));
    expect(screen.getByRole('button', { name: /Date of service/ })).toHaveTextContent('09 / 12 / 2023');

    const receiptNumber = screen.getByRole('textbox', { name: 'Receipt number for invoice.pdf (optional)' });
    expect(receiptNumber).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Use Receipt number: INV2041' }));
    expect(receiptNumber).toHaveValue('INV2041');
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });

  it('offers only its receipt number from a second file, and reads a file chosen again only once', async () => {
    const api = stubReading(read);
    const { user } = renderForm();
    await choose(user, 'invoice.pdf');
    await screen.findByText(/From invoice.pdf/);
    await choose(user, 'second.pdf');
    expect(await screen.findByText(/From second.pdf/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Use Amount: $240' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Use Receipt number: INV2041' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove second.pdf' }));
    await choose(user, 'second.pdf');
    expect(await screen.findByText(/From second.pdf/)).toBeInTheDocument();
    expect(api.readings()).toHaveLength(2);
  });

  it('says when nothing could be read', async () => {
    stubReading({ status: 'unreadable', amount: null, dateOfService: null, receiptNumber: null, alreadySent: [] });
    const { user } = renderForm();
    await choose(user, 'scan.pdf');
    expect(
      await screen.findByText('We could not read an amount or a date in scan.pdf. Please type them from the invoice.'),
    ).toBeInTheDocument();
  });

  it('says when the file could not be read just now, and leaves the form to be filled by hand', async () => {
    stubReading(429);
    const { user } = renderForm();
    await choose(user, 'invoice.pdf');
    expect(
      await screen.findByText('We could not read invoice.pdf just now. Please type the details from the invoice.'),
    ).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /Claim amount/ });
    await user.type(amount, '75');
    expect(amount).toHaveValue('75');
  });

  it('shows that it is reading the file while the server reads it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { user } = renderForm();
    await choose(user, 'invoice.pdf');
    expect(await screen.findByText('Reading invoice.pdf…')).toBeInTheDocument();
  });

  it('still offers what was read when the form comes back from the ServiceProvider screen, without reading again', async () => {
    const api = stubReading(read);
    const first = renderForm();
    await choose(first.user, 'invoice.pdf');
    expect(await screen.findByRole('button', { name: 'Use Amount: $240' })).toBeInTheDocument();
    first.unmount();

    const content = pdf('invoice.pdf');
    const fingerprint = await contentFingerprint(content, MAX_FILE_BYTES);
    const file = { name: content.name, size: content.size, mimeType: content.type, fingerprint, receiptNumber: '' };
    renderForm({
      values: { ...emptyClaimForm, files: [file] },
      files: new Map([[fingerprint, content]]),
      attested: false,
    });
    expect(await screen.findByRole('button', { name: 'Use Amount: $240' })).toBeInTheDocument();
    expect(api.readings()).toHaveLength(1);
  });
});

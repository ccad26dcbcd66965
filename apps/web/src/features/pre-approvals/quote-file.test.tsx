import type { PreApprovalView } from '@ace/domain';
import { buildChild } from '@ace/app-core/test-factories';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { PreApprovalForm } from './pre-approval-form.tsx';
import { PreApprovalList } from './pre-approval-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function preApproval(overrides: Partial<PreApprovalView> = {}): PreApprovalView {
  return {
    id: 1,
    childId: 7,
    status: 'Pending',
    amount: 1800,
    used: 0,
    held: 1800,
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

interface Sent {
  path: string;
  body: RequestInit['body'];
}

/**
 * The Base API as the request form calls it: the provider lookup (100001 is Bright Minds Tutoring), the parent's
 * pre-approvals, and either way of asking answered with `answer`; what each POST sent is kept.
 */
function stubApi(answer: { status: number; body: unknown }, mine: PreApprovalView[] = []) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://portal.test').pathname;
      const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (path === '/api/service-provider/number/100001') {
        return reply(200, {
          success: true,
          data: { number: '100001', name: 'Bright Minds Tutoring', status: 'Active', canReceivePayments: true },
        });
      }
      if (path.startsWith('/api/user/pre-approvals') && init.method === 'POST') {
        sent.push({ path, body: init.body });
        return reply(answer.status, answer.body);
      }
      if (path === '/api/user/pre-approvals') return reply(200, { success: true, data: { preApprovals: mine } });
      return reply(404, { success: false, code: 'NOT_FOUND', error: 'Not found', message: 'Not found' });
    }),
  );
  return sent;
}

const form = () => screen.getByRole('form', { name: 'Your request' });

function quoteInput(): HTMLInputElement {
  const input = form().querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input for the quote');
  return input;
}

async function fillRequest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Amount you expect to pay/ }), '1,800');
  await user.selectOptions(screen.getByRole('combobox', { name: /Service category/ }), 'tutoring');
  await user.type(screen.getByRole('textbox', { name: /What it is and what it is for/ }), 'A term of maths tutoring');
  await user.click(screen.getByRole('button', { name: /When you expect to buy it/ }));
  const today = (await screen.findByRole('dialog')).querySelector<HTMLButtonElement>('button[data-today]');
  if (today === null) throw new Error('The picker shows no today');
  await user.click(today);
  await user.type(screen.getByRole('textbox', { name: /Service provider number/ }), '100001');
  expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeVisible();
}

describe("a pre-approval's quote as a file", () => {
  it('sends the chosen quote with the request, as the JSON request beside the file', async () => {
    const sent = stubApi({ status: 201, body: { success: true, data: preApproval() } });
    renderWithApp(<PreApprovalForm child={buildChild()} />);
    const user = userEvent.setup();
    await fillRequest(user);
    const quote = new File(['%PDF-1.4 quote'], 'quote.pdf', { type: 'application/pdf' });
    await user.upload(quoteInput(), quote);
    expect(await within(form()).findByText('quote.pdf')).toBeVisible();
    await user.click(within(form()).getByRole('button', { name: 'Ask for pre-approval' }));

    await within(form()).findByText(/Your request is in/);
    expect(sent.map((call) => call.path)).toEqual(['/api/user/pre-approvals/with-quote']);
    const body = sent[0]?.body;
    if (!(body instanceof FormData)) throw new Error('The quote is sent as a multipart body');
    const request = body.get('request');
    expect(typeof request === 'string' ? JSON.parse(request) : request).toMatchObject({
      childId: 7,
      amount: 1800,
      category: 'tutoring',
    });
    const file = body.get('file1');
    expect(file instanceof File ? [file.name, await file.text()] : file).toEqual(['quote.pdf', '%PDF-1.4 quote']);
    // Sent, the form is empty again: the quote too.
    expect(within(form()).queryByText('quote.pdf')).not.toBeInTheDocument();
  });

  it('refuses a kind of file a claim refuses, with the claim’s words, and can take the file away', async () => {
    const sent = stubApi({ status: 201, body: { success: true, data: preApproval() } });
    renderWithApp(<PreApprovalForm child={buildChild()} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(quoteInput(), new File(['GIF89a'], 'quote.gif', { type: 'image/gif' }));
    expect(await within(form()).findByText('Selected gif file type not supported')).toBeVisible();
    await user.upload(quoteInput(), new File(['%PDF-1.4 quote'], 'quote.pdf', { type: 'application/pdf' }));
    await user.click(await within(form()).findByRole('button', { name: 'Remove quote.pdf' }));
    expect(within(form()).queryByText('quote.pdf')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("puts the server's refusal of the file on the quote's field", async () => {
    const refusal = 'Selected txt file type not supported';
    stubApi({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        error: refusal,
        message: refusal,
        issues: [{ path: 'quoteFile', message: refusal }],
      },
    });
    renderWithApp(<PreApprovalForm child={buildChild()} />);
    const user = userEvent.setup();
    await fillRequest(user);
    await user.upload(quoteInput(), new File(['%PDF-1.4 quote'], 'quote.pdf', { type: 'application/pdf' }));
    expect(await within(form()).findByText('quote.pdf')).toBeVisible();
    await user.click(within(form()).getByRole('button', { name: 'Ask for pre-approval' }));
    expect(await within(form()).findByText(refusal)).toBeVisible();
  });

  it('shows the quote sent as a file as a link that opens it', async () => {
    const url = 'http://portal.test/api/pre-approval-files/3?expires=1&signature=abc';
    stubApi({ status: 500, body: {} }, [preApproval({ quoteFile: { name: 'quote 17.pdf', url } })]);
    renderWithApp(<PreApprovalList childId={7} name="Sofia Garcia" />);
    const list = await screen.findByRole('region', { name: 'Your requests' });
    expect(within(list).getByRole('link', { name: 'Quote: quote 17.pdf' })).toHaveAttribute('href', url);
  });
});

import { addDays, programmeDate, type PreApprovalView } from '@ace/domain';
import { buildChild } from '@ace/app-core/test-factories';
import { screen, waitFor, within } from '@testing-library/react';
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

/**
 * The Base API as asking before buying calls it: the provider lookup (100001 is Bright Minds Tutoring), the parent's
 * pre-approvals, and the request's POST answered with `answer`, whose JSON bodies are kept.
 */
function stubApi(answer: { status: number; body: unknown }, mine: PreApprovalView[] = []) {
  const sent: unknown[] = [];
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
      if (path === '/api/user/pre-approvals' && init.method === 'POST') {
        sent.push(JSON.parse(init.body as string));
        return reply(answer.status, answer.body);
      }
      if (path === '/api/user/pre-approvals') return reply(200, { success: true, data: { preApprovals: mine } });
      return reply(404, { success: false, code: 'NOT_FOUND', error: 'Not found', message: 'Not found' });
    }),
  );
  return sent;
}

const form = () => screen.getByRole('form', { name: 'Your request' });
const send = () => within(form()).getByRole('button', { name: 'Ask for pre-approval' });

/** Chooses today in the expected date's picker (the first day it offers). */
async function chooseToday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /When you expect to buy it/ }));
  const picker = await screen.findByRole('dialog');
  const today = picker.querySelector<HTMLButtonElement>('button[data-today]');
  if (today === null) throw new Error('The picker shows no today');
  await user.click(today);
}

async function fillRequest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Amount you expect to pay/ }), '1,800');
  await user.selectOptions(screen.getByRole('combobox', { name: /Service category/ }), 'tutoring');
  await user.type(screen.getByRole('textbox', { name: /What it is and what it is for/ }), 'A term of maths tutoring');
  await chooseToday(user);
  await user.type(screen.getByRole('textbox', { name: /Service provider number/ }), '100001');
  expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: /Link to the quote/ }), 'www.brightminds.example/quote');
}

describe('asking before buying', () => {
  it('checks the request before sending it, each issue on its field and the first one focused', async () => {
    const sent = stubApi({ status: 201, body: { success: true, data: preApproval() } });
    renderWithApp(<PreApprovalForm child={buildChild()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Link to the quote/ }), 'not a link');
    await user.click(send());
    for (const message of [
      'Enter the amount you expect to pay, above zero.',
      'Please choose what kind of purchase this is.',
      'Please say what you want to buy and what it is for.',
      'Enter the date you expect to buy it.',
      "Enter the provider's number, or the details of a provider outside the program.",
      'Enter a link to the quote, like www.example.com/quote.',
    ]) {
      expect(await within(form()).findByText(message)).toBeVisible();
    }
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /Amount you expect to pay/ })).toHaveFocus();
    });
    expect(sent).toEqual([]);
  });

  it('sends the request, then says what happens next and empties the form', async () => {
    const sent = stubApi({ status: 201, body: { success: true, data: preApproval() } });
    renderWithApp(<PreApprovalForm child={buildChild()} />);
    const user = userEvent.setup();
    await fillRequest(user);
    await user.click(send());

    const next =
      'Your request is in. The money is held while we look at it, and we will e-mail you when it is decided.';
    expect(await within(form()).findByText(next)).toBeVisible();
    expect(sent).toEqual([
      {
        childId: 7,
        amount: 1800,
        category: 'tutoring',
        description: 'A term of maths tutoring',
        expectedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
        serviceProviderNumber: '100001',
        quoteLink: 'www.brightminds.example/quote',
      },
    ]);
    expect(screen.getByRole('textbox', { name: /Amount you expect to pay/ })).toHaveValue('');
  });

  it('sends a provider outside the programme, entered as on the claim form', async () => {
    const sent = stubApi({ status: 201, body: { success: true, data: preApproval() } });
    renderWithApp(<PreApprovalForm child={buildChild()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Amount you expect to pay/ }), '250');
    await user.selectOptions(screen.getByRole('combobox', { name: /Service category/ }), 'tutoring');
    await user.type(screen.getByRole('textbox', { name: /What it is and what it is for/ }), 'Piano lessons');
    await chooseToday(user);
    await user.click(screen.getByRole('button', { name: 'Enter service provider information' }));
    const provider = await screen.findByRole('dialog', { name: 'Service provider information' });
    await user.type(within(provider).getByRole('textbox', { name: /^Name/ }), 'Corner Tutors');
    await user.type(within(provider).getByRole('textbox', { name: /^Address/ }), '1 Main St, Columbus, OH');
    await user.type(within(provider).getByRole('textbox', { name: /^Phone number/ }), '614-555-0123');
    await user.type(within(provider).getByRole('textbox', { name: /^Email address/ }), 'hi@corner.example.com');
    await user.type(within(provider).getByRole('textbox', { name: /^Website/ }), 'corner.example.com');
    await user.click(within(provider).getByRole('button', { name: 'Save' }));
    expect(await within(form()).findByText('Corner Tutors')).toBeVisible();
    await user.click(send());

    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toMatchObject({
      amount: 250,
      nonAceServiceProvider: { name: 'Corner Tutors', website: 'corner.example.com' },
    });
    expect(sent[0]).not.toHaveProperty('serviceProviderNumber');
  });

  it("shows the server's refusal on its field and focuses it", async () => {
    const refusal = 'Please enter an amount between $0.01 and $500';
    stubApi({
      status: 422,
      body: {
        success: false,
        code: 'FUNDS_EXCEEDED',
        error: refusal,
        message: refusal,
        issues: [{ path: 'amount', message: refusal }],
      },
    });
    renderWithApp(<PreApprovalForm child={buildChild()} />);
    const user = userEvent.setup();
    await fillRequest(user);
    await user.click(send());

    const amount = screen.getByRole('textbox', { name: /Amount you expect to pay/ });
    await waitFor(() => {
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(refusal));
    });
    expect(amount).toHaveFocus();
  });
});

describe("a child's pre-approvals", () => {
  it('shows each with where it stands', async () => {
    stubApi({ status: 500, body: {} }, [
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
    ]);
    renderWithApp(<PreApprovalList childId={7} name="Sofia Garcia" />);
    const list = await screen.findByRole('region', { name: 'Your requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Waiting for a decision. The money is held for you meanwhile.'),
      expect.stringContaining('Approved. $400 is held for you until 02/18/2027: send the claim after you buy.'),
      expect.stringContaining('Approved and used by your claims.'),
      expect.stringContaining('Not approved. Reason: Laptops are not covered.'),
      expect.stringContaining('Expired: the money is no longer held for you. You can ask again.'),
    ]);
    expect(items[0]).toHaveTextContent('$1,800 for Tutoring');
    expect(items[0]).toHaveTextContent('Bright Minds Tutoring · expected 12/10/2026');
    expect(within(list).queryByText('Another child’s camp')).not.toBeInTheDocument();
  });

  it('leads from an approved one with something left to a claim against it', async () => {
    const lastDay = addDays(programmeDate(new Date()), 60);
    stubApi({ status: 500, body: {} }, [
      preApproval({ id: 1 }),
      preApproval({ id: 2, status: 'Accepted', amount: 600, used: 200, held: 400, lastDay }),
      preApproval({ id: 3, status: 'Accepted', amount: 300, used: 300, held: 0, lastDay }),
    ]);
    renderWithApp(<PreApprovalList childId={7} name="Sofia Garcia" />);
    const list = await screen.findByRole('region', { name: 'Your requests' });
    const links = within(list).getAllByRole('link', { name: 'Claim against this pre-approval' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/submit-new-claim?childId=7&preApprovalId=2']);
  });

  it('says when there are none yet, in Spanish too', async () => {
    stubApi({ status: 500, body: {} }, [preApproval({ childId: 8 })]);
    renderWithApp(<PreApprovalList childId={7} name="Sofia Garcia" />, '/', { locale: 'es' });
    expect(await screen.findByText('Todavía no ha preguntado antes de comprar para Sofia Garcia.')).toBeVisible();
  });
});

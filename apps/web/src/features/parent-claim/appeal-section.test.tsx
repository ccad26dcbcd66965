import type { AppealView, ParentAppeal, ParentClaimDetails } from '@ace/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { buildParentClaimDetails } from '@ace/app-core/test-factories';
import { renderWithApp } from '../../test/render.tsx';
import ParentClaimScreen from './parent-claim-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rejected: ParentClaimDetails = buildParentClaimDetails({
  status: 'Rejected',
  payout: null,
  rejectionReason: 'The invoice does not name the student.',
  timeline: [
    { step: 'submitted', messageId: 'parentClaim.timeline.submitted', at: '2023-09-12T14:30:00.000Z' },
    { step: 'rejected', messageId: 'parentClaim.timeline.rejected', at: '2023-09-15T16:00:00.000Z' },
  ],
});

const sentAppeal: AppealView = {
  id: 4,
  claimId: 57,
  state: 'open',
  statement: 'Page two names Ada.',
  appealedAt: '2023-09-16T16:00:00.000Z',
  dueDate: '2023-10-16',
  files: [{ url: '/api/appeal-files/9?sig=1', filename: 'letter.pdf', receiptNumber: null, detectedFileExt: 'pdf' }],
  decision: null,
};

/**
 * The Base API as the claim page calls it: the claim, its appeal (none until one is sent, then the one sent), and
 * the appeal's POST, whose multipart body is kept.
 */
function stubApi(claim: ParentClaimDetails, appeal: ParentAppeal, answer: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  let current = appeal;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://portal.test').pathname;
      const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (path === '/api/user/claim/57') return reply(200, { success: true, data: claim });
      if (path === '/api/user/claim/57/appeal' && init.method === 'POST') {
        sent.push(init.body as FormData);
        if (answer.status === 201)
          current = { appeal: sentAppeal, issue: 'This claim was already appealed.', lastDay: null };
        return reply(answer.status, answer.body);
      }
      if (path === '/api/user/claim/57/appeal') return reply(200, { success: true, data: current });
      return reply(404, { success: false, code: 'NOT_FOUND', error: 'Not found', message: 'Not found' });
    }),
  );
  return sent;
}

/** The file input behind the 'Files that show it' button (the button is what a person uses). */
function fileInputOf(form: HTMLElement): HTMLInputElement {
  expect(within(form).getByRole('button', { name: /Files that show it/ })).toBeVisible();
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('No file input');
  return input;
}

function renderClaim() {
  renderWithApp(
    <Routes>
      <Route path="/claims/:claimId" element={<ParentClaimScreen />} />
    </Routes>,
    '/claims/57',
  );
}

describe('appealing a rejected claim from its page', () => {
  it('sends the statement and files, then shows the appeal and when it will be decided', async () => {
    const user = userEvent.setup();
    const sent = stubApi(
      rejected,
      { appeal: null, issue: null, lastDay: '2023-09-29' },
      { status: 201, body: { success: true, data: sentAppeal } },
    );
    renderClaim();
    const form = await screen.findByRole('form', { name: 'Appeal this decision' });
    expect(within(form).getByText('You can appeal until 09/29/2023.')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    expect(within(form).getByText('Please say why the decision should change.')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(
      within(form).getByRole('textbox', { name: /Why should the decision change\?/ }),
      'Page two names Ada.',
    );
    const letter = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' });
    await user.upload(fileInputOf(form), letter);
    expect(within(form).getByText('letter.pdf')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));

    const section = await screen.findByRole('region', { name: 'Your appeal' });
    expect(
      within(section).getByText('We are looking at your claim again. We will decide by 10/16/2023.'),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Download letter.pdf' })).toHaveAttribute(
      'href',
      '/api/appeal-files/9?sig=1',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('statement')).toBe('Page two names Ada.');
    expect((sent[0]?.get('file1') as File | null)?.name).toBe('letter.pdf');
  });

  it("refuses a file the upload rules refuse, before sending, and shows the server's refusal", async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubApi(
      rejected,
      { appeal: null, issue: null, lastDay: '2023-09-29' },
      {
        status: 422,
        body: {
          success: false,
          code: 'CLAIM_NOT_APPEALABLE',
          error: 'The 14 days to appeal this claim ended on 09/29/2023.',
          message: 'The 14 days to appeal this claim ended on 09/29/2023.',
        },
      },
    );
    renderClaim();
    const form = await screen.findByRole('form', { name: 'Appeal this decision' });
    await user.upload(fileInputOf(form), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Selected TXT file type not supported');
    await user.click(within(form).getByRole('button', { name: 'Remove notes.txt' }));
    await user.type(within(form).getByRole('textbox', { name: /Why should the decision change\?/ }), 'Please.');
    await user.click(within(form).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('The 14 days to appeal this claim ended on 09/29/2023.')).toBeVisible();
  });

  it('shows an overturned appeal with the amount approved and the reason', async () => {
    stubApi(
      buildParentClaimDetails({
        timeline: [
          { step: 'submitted', messageId: 'parentClaim.timeline.submitted', at: '2023-09-12T14:30:00.000Z' },
          { step: 'rejected', messageId: 'parentClaim.timeline.rejected', at: '2023-09-15T16:00:00.000Z' },
          { step: 'appealed', messageId: 'parentClaim.timeline.appealed', at: '2023-09-16T16:00:00.000Z' },
          {
            step: 'appealOverturned',
            messageId: 'parentClaim.timeline.appealOverturned',
            at: '2023-09-20T16:00:00.000Z',
          },
        ],
      }),
      {
        appeal: {
          ...sentAppeal,
          state: 'overturned',
          files: [],
          decision: {
            outcome: 'overturned',
            at: '2023-09-20T16:00:00.000Z',
            reason: 'Page two names Ada.',
            approvedAmount: 100,
          },
        },
        issue: 'Only a claim that was not approved can be appealed.',
        lastDay: null,
      },
      { status: 500, body: {} },
    );
    renderClaim();
    const section = await screen.findByRole('region', { name: 'Your appeal' });
    expect(within(section).getByText('We looked again and approved your claim for $100.')).toBeVisible();
    expect(within(section).getByText('Reason: Page two names Ada.')).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toContain(
      'Your appeal was accepted: the claim is approved 09/20/2023',
    );
  });
});

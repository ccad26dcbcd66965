import type { ParentAudit } from '@ace/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ClaimAudit } from './claim-audit.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
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

function buildAudit(overrides: Partial<ParentAudit> = {}): ParentAudit {
  return { caseId: 9, state: 'asked', questions: [question], finding: null, recovery: null, ...overrides };
}

/** The Base API's audit of claim 57, and the answer it takes (recorded, then answered). */
function stubAudit(audit: ParentAudit) {
  const sent: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: string, init: { method: string; body?: FormData }) => {
      if (init.method === 'POST' && init.body instanceof FormData) sent.push(init.body);
      const data =
        init.method === 'POST'
          ? {
              ...audit,
              state: 'answered',
              questions: [
                {
                  ...question,
                  answer: 'Here it is.',
                  answeredAt: '2031-03-12T15:00:00.000Z',
                  files: [{ id: 1, filename: 'receipt.pdf', url: 'http://localhost:8080/api/audit-files/1?sig=1' }],
                },
              ],
            }
          : audit;
      return Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200 }));
    }),
  );
  return sent;
}

describe("the audit on a parent's claim page", () => {
  it('shows the question and its last day, and sends the answer with a file', async () => {
    const sent = stubAudit(buildAudit());
    renderWithApp(<ClaimAudit claimId={57} />);
    const section = await screen.findByRole('region', { name: 'Questions about this claim' });
    expect(section).toHaveTextContent('Please send the receipt of the tutoring sessions.');
    expect(section).toHaveTextContent('Answer by 03/25/2031');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Here it is.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('You answered on 03/12/2031:')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('answer')).toBe('Here it is.');
    expect((sent[0]?.get('file1') as File).name).toBe('receipt.pdf');
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it('asks for an answer before sending, and says when the last day has passed', async () => {
    const sent = stubAudit(buildAudit({ questions: [{ ...question, overdue: true }] }));
    renderWithApp(<ClaimAudit claimId={57} />);
    expect(
      await screen.findByText('The last day to answer was 03/25/2031. Please answer as soon as you can.'),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write your answer.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('says in Spanish what the check found, took from the funds and left owed', async () => {
    stubAudit(
      buildAudit({
        state: 'closed',
        questions: [],
        finding: { outcome: 'misspent', reason: 'notReceived', explanation: '' },
        recovery: { debtor: 'family', misspent: 500, fromFunds: 400, repaid: 0, owed: 100 },
      }),
    );
    renderWithApp(<ClaimAudit claimId={57} />, '/', { locale: 'es' });
    expect(
      await screen.findByText('La revisión encontró $500 de esta solicitud mal gastados: No se recibió.'),
    ).toBeVisible();
    expect(screen.getByText('Se tomaron $400 de los fondos disponibles.')).toBeVisible();
    expect(
      screen.getByText('Todavía se deben $100 al programa. Le escribiremos sobre cómo devolverlos.'),
    ).toBeVisible();
  });

  it('shows nothing while the claim is not audited for the family', async () => {
    stubAudit(null as unknown as ParentAudit);
    const { container } = renderWithApp(<ClaimAudit claimId={57} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});

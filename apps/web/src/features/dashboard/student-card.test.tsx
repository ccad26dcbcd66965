import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildChild, buildHistoryClaim } from '@ace/app-core/test-factories';
import { renderWithApp } from '../../test/render.tsx';
import { StudentCard } from './student-card.tsx';

describe("a student's card on the dashboard", () => {
  it('sets its amounts in figures of equal width, the claim amounts right-aligned in one column', async () => {
    const child = buildChild({
      dollars: { available: 834.5, pending: 40, spent: 1125.5, held: 0 },
      claims: [
        buildHistoryClaim({ amount: 1125.5 }),
        buildHistoryClaim({ id: 58, amount: 40, createdAt: '2023-09-13T14:30:00.000Z', status: 'Rejected' }),
      ],
    });
    renderWithApp(<StudentCard child={child} />);
    const card = await screen.findByRole('region', { name: `${child.firstName} ${child.lastName}` });
    const amountCells = [
      within(card).getByRole('columnheader', { name: 'Claim Amount' }),
      ...within(card)
        .getAllByRole('link', { name: /^Open claim/ })
        .map((link) => link.closest('td')),
    ];
    for (const cell of amountCells) {
      expect(cell).toHaveStyle({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
    }
    for (const total of ['$834.50', '$40', '$1,125.50']) {
      const figures = within(card)
        .getAllByText(total)
        .find((element) => element.closest('td') === null);
      expect(figures).toHaveStyle({ fontVariantNumeric: 'tabular-nums' });
    }
  });

  it("tells a rejected claim whose appeal waits from one that stands, in the student's history", async () => {
    const child = buildChild({
      claims: [
        buildHistoryClaim({ id: 58, status: 'Rejected', appealWaiting: true }),
        buildHistoryClaim({ id: 59, status: 'Rejected' }),
      ],
    });
    renderWithApp(<StudentCard child={child} />);
    const card = await screen.findByRole('region', { name: `${child.firstName} ${child.lastName}` });
    const statusOf = (id: number) => card.querySelector(`[data-claim-id="${String(id)}"]`)?.lastElementChild;
    expect(statusOf(58)).toHaveTextContent('Rejected, appeal under review');
    expect(statusOf(59)).toHaveTextContent(/^Rejected$/);
    // Waiting, not settled: the appealed rejection is not in Rejected's red.
    const colourOf = (id: number) => (statusOf(id)?.firstElementChild as HTMLElement | null)?.style.color;
    expect(colourOf(59)).toBe('var(--mantine-color-red-9)');
    expect(colourOf(58)).not.toBe(colourOf(59));
  });

  it('says what is held for the family’s pre-approval requests, apart from Available, only when something is (issue 35)', async () => {
    const holding = buildChild({ dollars: { available: 400, pending: 0, spent: 0, held: 600 } });
    const { unmount } = renderWithApp(<StudentCard child={holding} />);
    const card = await screen.findByRole('region', { name: `${holding.firstName} ${holding.lastName}` });
    expect(within(card).getByText('$600 is held for your pre-approval requests, apart from Available.')).toBeVisible();
    unmount();
    renderWithApp(<StudentCard child={buildChild()} />);
    await screen.findByRole('region', { name: `${holding.firstName} ${holding.lastName}` });
    expect(screen.queryByText(/is held for your pre-approval requests/)).not.toBeInTheDocument();
  });

  it('shows the current year first, its next instalment, and the earlier year beside it (issue 30)', async () => {
    const child = buildChild({
      schoolYear: 2023,
      dollars: { available: 250, pending: 50, spent: 200, held: 0 },
      nextInstalment: { date: '2024-01-08', amount: 500 },
      otherYears: [{ schoolYear: 2022, dollars: { available: 120, pending: 30, spent: 850, held: 0 } }],
    });
    renderWithApp(<StudentCard child={child} />);
    const card = await screen.findByRole('region', { name: 'Sofia Garcia' });
    expect(within(card).getByText('2023-2024 | Y3')).toBeVisible();
    expect(within(card).getByText('$250')).toBeVisible();
    expect(within(card).getByText('Next installment: $500 on 01/08/2024')).toBeVisible();
    const earlier = within(card).getByRole('region', { name: 'Other school years of Sofia Garcia' });
    expect(within(earlier).getByText('2022-2023 | Y2')).toBeVisible();
    for (const figure of ['$120', '$30', '$850']) expect(within(earlier).getByText(figure)).toBeVisible();
    expect(within(earlier).getByText('Available')).toBeVisible();
  });

  it('shows a child with one award as the specification does: no instalment, no other year', async () => {
    renderWithApp(<StudentCard child={buildChild()} />);
    const card = await screen.findByRole('region', { name: 'Sofia Garcia' });
    expect(within(card).getByText('2023-2024 | Y3')).toBeVisible();
    expect(within(card).queryByText(/Next instalment/)).toBeNull();
    expect(within(card).queryByRole('region')).toBeNull();
  });

  it('leads to asking before buying for this child, named for them (issue 35)', async () => {
    renderWithApp(<StudentCard child={buildChild()} />);
    const card = await screen.findByRole('region', { name: 'Sofia Garcia' });
    expect(within(card).getByRole('link', { name: 'Ask before you buy for Sofia Garcia' })).toHaveAttribute(
      'href',
      '/pre-approvals?childId=7',
    );
  });

  it('says the next instalment and the other years in Spanish', async () => {
    const child = buildChild({
      nextInstalment: { date: '2024-01-08', amount: 500 },
      otherYears: [{ schoolYear: 2022, dollars: { available: 120, pending: 30, spent: 850, held: 0 } }],
    });
    renderWithApp(<StudentCard child={child} />, '/', { locale: 'es' });
    const card = await screen.findByRole('region', { name: 'Sofia Garcia' });
    expect(within(card).getByText(/^Próximo pago: \$500 el /)).toBeVisible();
    expect(within(card).getByRole('region', { name: 'Otros años escolares de Sofia Garcia' })).toBeVisible();
  });

  it('says what of a closed year rolled over and what lapsed, and why (issue 30 part 4)', async () => {
    const child = buildChild({
      yearEnd: [
        { schoolYear: 2022, intoYear: 2023, rolledOver: 300, lapsed: 400, rule: 'roll_over', rollOverCap: 300 },
      ],
    });
    renderWithApp(<StudentCard child={child} />);
    const card = await screen.findByRole('region', { name: 'Sofia Garcia' });
    expect(within(card).getByText('$300 unspent in 2022-2023 rolled over into 2023-2024.')).toBeVisible();
    expect(
      within(card).getByText(
        '$400 unspent in 2022-2023 went back to the program: no more than $300 of 2022-2023 rolls over.',
      ),
    ).toBeVisible();
  });

  it('says in Spanish that a lapsing year gave its unspent funds back', async () => {
    const child = buildChild({
      yearEnd: [{ schoolYear: 2022, intoYear: null, rolledOver: 0, lapsed: 150.5, rule: 'lapse', rollOverCap: null }],
    });
    renderWithApp(<StudentCard child={child} />, '/', { locale: 'es' });
    const card = await screen.findByRole('region', { name: 'Sofia Garcia' });
    expect(
      within(card).getByText(
        '$150.50 no gastados en 2022-2023 volvieron al programa: los fondos no gastados de 2022-2023 no pasan al año siguiente.',
      ),
    ).toBeVisible();
  });

  it('says what an audit took from the funds, after the check of which claim and why (issue 34)', async () => {
    const child = buildChild({ recovered: [{ claimId: 68, amount: 400, reason: 'notReceived' }] });
    renderWithApp(<StudentCard child={child} />, '/', { locale: 'es' });
    const card = await screen.findByRole('region', { name: 'Sofia Garcia' });
    expect(
      within(card).getByText('Se tomaron $400 de estos fondos tras la revisión de la solicitud 68: No se recibió.'),
    ).toBeVisible();
  });
});

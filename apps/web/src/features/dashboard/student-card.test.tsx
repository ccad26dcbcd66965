import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildChild } from '@ace/app-core/test-factories';
import { renderWithApp } from '../../test/render.tsx';
import { StudentCard } from './student-card.tsx';

describe("a student's card on the dashboard", () => {
  it('sets its amounts in figures of equal width, the claim amounts right-aligned in one column', async () => {
    const child = buildChild({
      dollars: { available: 834.5, pending: 40, spent: 1125.5 },
      claims: [
        {
          id: 57,
          amount: 1125.5,
          createdAt: '2023-09-12T14:30:00.000Z',
          status: 'Accepted',
          payoutWaitsForYourBank: false,
        },
        {
          id: 58,
          amount: 40,
          createdAt: '2023-09-13T14:30:00.000Z',
          status: 'Rejected',
          payoutWaitsForYourBank: false,
        },
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
});

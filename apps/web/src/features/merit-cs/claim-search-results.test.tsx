import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { setUser } from '../../lib/session-store.ts';
import { ClaimSearchResults } from './claim-search-results.tsx';
import { buildStaffClaim, stubStaffApi } from './fake-staff-api.test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the claim search results', () => {
  it("breaks a parent's e-mail address only before its @ and after its dots, never inside a word", async () => {
    setUser({ type: 'MeritCS', id: 9, email: 'riley@meritcs.example.com', firstName: 'Riley', lastName: 'Moore' });
    stubStaffApi({ claims: [buildStaffClaim({ id: 42 })] });
    renderWithApp(<ClaimSearchResults query="sofia" onOpen={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Claims found for “sofia”' });
    const address = within(table).getByText((_, element) => element?.textContent === 'maria.garcia@example.com');
    // Where the line may break: before the @ and after each dot.
    expect(address.innerHTML).toBe('maria.<wbr>garcia<wbr>@example.<wbr>com');
    expect(address.style.overflowWrap).not.toBe('anywhere');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { TermsModal } from './terms-modal.tsx';

describe('the terms modal', () => {
  it('breaks a long e-mail address rather than running off a narrow screen', async () => {
    const email = 'maria.garcia.with.a.very.long.address.indeed@a-school-district-with-a-long-name.example.org';
    renderWithApp(<TermsModal opened email={email} onAllow={() => undefined} onCancel={() => undefined} />);
    const request = await screen.findByText(new RegExp(email.replaceAll('.', '\\.')));
    expect(request.parentElement).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});

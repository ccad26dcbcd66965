import type { Locale, ProviderClaimDetails, ProviderPayout } from '@ace/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClaimView } from '../../test/factories.ts';
import { renderWithApp } from '../../test/render.tsx';
import { language } from '../../lib/language.ts';
import { clearSession } from '../../lib/session-store.ts';
import ProviderClaimScreen from './provider-claim-screen.tsx';
import { detailsRoute, failure, ok, signInProvider, stubProviderApi } from './provider-api.test-support.ts';

afterEach(() => {
  // Unmounted first: a provider screen throws without a provider signed in.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  language.store.set({ locale: 'en', chosen: false });
});

function details(overrides: Partial<ProviderClaimDetails> = {}): ProviderClaimDetails {
  return { ...buildClaimView(), externalReviewLink: null, payouts: [], ...overrides };
}

/** The value shown for a field of the claim. */
function valueOf(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

function renderClaim(query: string, locale: Locale = 'en') {
  language.store.set({ locale, chosen: true });
  renderWithApp(<ProviderClaimScreen />, `/service-provider/claim${query}`, { locale });
}

/** The value of each field of the payment section (or of one payout of several), in order. */
function fieldsOf(section: HTMLElement): [string | null, string | null][] {
  return within(section)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]);
}

const REFERENCE = '2b0f7c4e-91d3-4a8e-b6f5-0c3d9e7a1f24';
/** 4 March 2026, 8 p.m. in Ohio: already the 5th in UTC. */
const EVENING = '2026-03-05T01:00:00.000Z';
const paidToYou: ProviderPayout = {
  paidTo: 'provider',
  amount: 125.5,
  state: 'paid',
  at: EVENING,
  reference: REFERENCE,
};

describe('the claim details of a provider', () => {
  it('shows the claim of the selected organisation, read-only, with its status and files', async () => {
    signInProvider();
    const api = stubProviderApi({
      routes: [detailsRoute((claimId) => (claimId === '41' ? ok(details()) : undefined))],
    });
    renderClaim('?claimId=41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim 41' })).toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Pending');
    expect(screen.getByText('Sofia Garcia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download invoice.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'receipt.png' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/service-provider/dashboard',
    );
    expect(api.requestsTo('/claim/service-provider/41/org-buckeye-music')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review claim 41' })).not.toBeInTheDocument();
  });

  it('shows the account, invoice and receipt numbers, each named for what it is', async () => {
    signInProvider();
    stubProviderApi({ routes: [detailsRoute(() => ok(details()))] });
    renderClaim('?claimId=41');
    await screen.findByRole('heading', { level: 1, name: 'Claim 41' });
    expect(valueOf("Student's grant account")).toBe('7');
    expect(valueOf('Claim reference')).toBe('6f1c1f55-4d0e-4b8a-9a57-1f2d3c4b5a69');
    expect(valueOf('Invoice or receipt numbers')).toBe('R77');
  });

  it('offers Review while the claim waits for this provider', async () => {
    signInProvider();
    const link = 'http://portal.test/review-claim?token=external-token-0123456789abcdef';
    stubProviderApi({ routes: [detailsRoute(() => ok(details({ externalReviewLink: link })))] });
    renderClaim('?claimId=41');
    expect(await screen.findByText('This claim is waiting for your review: approve or reject it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review claim 41' })).toHaveAttribute('href', link);
  });

  it("opens a review of this portal in the same tab, with the way back to the claim's list (issue 36)", async () => {
    signInProvider();
    const link = `${window.location.origin}/review-claim?token=external-token-0123456789abcdef`;
    stubProviderApi({ routes: [detailsRoute(() => ok(details({ externalReviewLink: link })))] });
    renderClaim('?claimId=41');
    expect(await screen.findByRole('link', { name: 'Review claim 41' })).toHaveAttribute(
      'href',
      '/review-claim?token=external-token-0123456789abcdef',
    );
  });

  it("shows the Invalid claim screen with the server's message when the claim cannot be retrieved", async () => {
    signInProvider();
    stubProviderApi({
      routes: [
        detailsRoute(() =>
          failure(404, 'CLAIM_NOT_FOUND', "This claim could not be found among your organisation's claims"),
        ),
      ],
    });
    renderClaim('?claimId=999');
    expect(await screen.findByRole('heading', { name: 'Invalid claim' })).toBeInTheDocument();
    expect(screen.getByText("This claim could not be found among your organisation's claims")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/service-provider/dashboard',
    );
  });

  it('shows the Invalid claim screen without asking when the address names no claim', async () => {
    signInProvider();
    const api = stubProviderApi({});
    renderClaim('');
    expect(await screen.findByRole('heading', { name: 'Invalid claim' })).toBeInTheDocument();
    expect(screen.getByText("This claim could not be found among your organisation's claims")).toBeInTheDocument();
    expect(api.requestsTo('/org-buckeye-music').filter((url) => url.pathname.includes('/claim/'))).toHaveLength(0);
  });
});

describe("the payment of a claim, on its provider's claim details (issue 36)", () => {
  it('shows a payment to the organisation with its reference at the bank and the day it was paid, in Ohio', async () => {
    signInProvider();
    stubProviderApi({
      routes: [detailsRoute(() => ok(details({ status: 'Accepted', payouts: [paidToYou] })))],
    });
    renderClaim('?claimId=41');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(fieldsOf(payment)).toEqual([
      ['Paid to', 'Your organisation'],
      ['Amount', '$125.50'],
      ['Status', 'Paid on 03/04/2026'],
      ['Payment reference', REFERENCE],
    ]);
  });

  it('says in Spanish where it stands, with the day by name', async () => {
    signInProvider();
    stubProviderApi({
      routes: [detailsRoute(() => ok(details({ status: 'Accepted', payouts: [paidToYou] })))],
    });
    renderClaim('?claimId=41', 'es');
    const payment = await screen.findByRole('region', { name: 'Pago' });
    expect(fieldsOf(payment)).toEqual([
      ['Pagado a', 'Su organización'],
      ['Monto', '$125.50'],
      ['Estado', 'Pagado el 4 mar 2026'],
      ['Referencia del pago', REFERENCE],
    ]);
  });

  it('shows a payment the bank could not make and the one that sent the money again, newest first', async () => {
    signInProvider();
    const waiting: ProviderPayout = { ...paidToYou, state: 'waitingForYourBank', reference: null };
    const failed: ProviderPayout = { ...paidToYou, state: 'failedSentAgain', at: '2026-03-02T15:00:00.000Z' };
    stubProviderApi({
      routes: [detailsRoute(() => ok(details({ status: 'Accepted', payouts: [waiting, failed] })))],
    });
    renderClaim('?claimId=41');
    const payments = await screen.findByRole('list', { name: 'The payments of this claim, newest first' });
    const [newer, older] = within(payments).getAllByRole('listitem');
    if (newer === undefined || older === undefined) throw new Error('two payments are listed');
    expect(fieldsOf(newer)).toEqual([
      ['Paid to', 'Your organisation'],
      ['Amount', '$125.50'],
      [
        'Status',
        'Waiting since 03/04/2026 for your organisation to connect a bank account that can receive payments. It is sent by itself once you do. Connect bank account',
      ],
      ['Payment reference', 'Given once the payment reaches the bank'],
    ]);
    expect(within(newer).getByRole('link', { name: 'Connect bank account' })).toHaveAttribute(
      'href',
      '/service-provider/dashboard?tab=bank',
    );
    expect(fieldsOf(older)).toContainEqual([
      'Status',
      'The bank could not make this payment (03/02/2026). It was sent again.',
    ]);
  });

  it('says of a payment to the family only whether it was paid, never a reference', async () => {
    signInProvider();
    const toFamily: ProviderPayout = {
      paidTo: 'parent',
      amount: 125.5,
      state: 'notPaidYet',
      at: null,
      reference: null,
    };
    stubProviderApi({
      routes: [detailsRoute(() => ok(details({ status: 'Accepted', payTo: 'User', payouts: [toFamily] })))],
    });
    renderClaim('?claimId=41');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(fieldsOf(payment)).toEqual([
      ['Paid to', 'The Parent/Guardian'],
      ['Amount', '$125.50'],
      ['Status', 'Not paid yet'],
    ]);
  });

  it('is not shown before the claim is approved', async () => {
    signInProvider();
    stubProviderApi({ routes: [detailsRoute(() => ok(details()))] });
    renderClaim('?claimId=41');
    await screen.findByRole('heading', { level: 1, name: 'Claim 41' });
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });
});

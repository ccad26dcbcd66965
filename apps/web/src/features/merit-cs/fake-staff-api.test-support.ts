import {
  centsToDollars,
  claimAmountChangeIssue,
  dollarsToCents,
  providerStatusChangedMessage,
  reopenClaimIssue,
  REOPENED_STATUS,
  translate,
  type ClaimEvent,
  type ClaimTransfer,
  type MeritCsClaim,
  type ProviderLookup,
  type ProviderStatus,
} from '@ace/domain';
import { vi } from 'vitest';

/** A claim as the fake server holds it: what staff see, its audit trail and payouts, the student's available funds. */
export interface FakeClaim extends MeritCsClaim {
  events: ClaimEvent[];
  transfers: ClaimTransfer[];
  availableCents: number;
}

export function buildStaffClaim(overrides: Partial<FakeClaim> = {}): FakeClaim {
  return {
    id: 1,
    status: 'Accepted',
    amount: 120,
    internalReviewLink: null,
    availableCents: 50_000,
    transfers: [],
    events: [
      {
        id: 1,
        action: 'submitted',
        actor: 'Maria Garcia',
        actorKind: 'parent',
        fromStatus: null,
        toStatus: 'Pending',
        fromAmount: null,
        toAmount: 120,
        note: null,
        at: '2026-03-02T15:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function refuse(status: number, code: string, error: string, issues?: { path: string; message: string }[]) {
  return answer(status, { success: false, error, message: '', code, ...(issues ? { issues } : {}) });
}

/**
 * The support staff's part of the Base API, in memory, with the domain's rules: claims by id (reopen, change the
 * amount, audit trail, payouts) and providers by number (look up, change status). `calls` records what the screen sent.
 */
export function stubStaffApi({ claims = [], providers = [] }: { claims?: FakeClaim[]; providers?: ProviderLookup[] }) {
  const claimsById = new Map(claims.map((claim) => [claim.id, claim]));
  const providersByNumber = new Map(providers.map((provider) => [provider.number, provider]));
  const calls: RecordedCall[] = [];
  let nextEventId = 100;
  const record = (claim: FakeClaim, event: Partial<ClaimEvent> & Pick<ClaimEvent, 'action' | 'note'>) => {
    nextEventId += 1;
    claim.events.push({
      id: nextEventId,
      actor: 'Riley Moore',
      actorKind: 'meritCs',
      fromStatus: null,
      toStatus: null,
      fromAmount: null,
      toAmount: null,
      at: '2026-03-10T14:05:00.000Z',
      ...event,
    });
  };

  const fetch = vi.fn((url: string, init: { method: string; body?: string }) => {
    const path = url.replace(/^\/api/, '');
    const body: unknown = init.body === undefined ? undefined : JSON.parse(init.body);
    calls.push({ method: init.method, path, body });
    const claimMatch = /^\/claim\/(?:merit-cs\/)?(\d+)(?:\/(events|transfers))?$/.exec(path);
    if (claimMatch !== null) {
      const claim = claimsById.get(Number(claimMatch[1]));
      if (claim === undefined) return refuse(404, 'CLAIM_NOT_FOUND', 'This claim could not be found');
      const { events, transfers, availableCents, ...view } = claim;
      if (claimMatch[2] === 'events') return answer(200, { success: true, data: events });
      if (claimMatch[2] === 'transfers') return answer(200, { success: true, data: transfers });
      if (init.method === 'GET') return answer(200, { success: true, data: view });
      const { note, amount } = body as { note: string; amount?: number };
      if (init.method === 'POST') {
        const issue = reopenClaimIssue(claim.status, translate);
        if (issue !== null) return refuse(400, 'STATUS_CHANGE_NOT_ALLOWED', issue);
        record(claim, { action: 'reopened', fromStatus: claim.status, toStatus: REOPENED_STATUS, note });
        claim.status = REOPENED_STATUS;
        claim.internalReviewLink = 'http://localhost/review-claim?token=internal-1';
        return answer(200, {
          success: true,
          data: { status: claim.status },
          message: translate('meritCs.statusChange.success'),
        });
      }
      const oldCents = dollarsToCents(claim.amount) ?? 0;
      const newCents = dollarsToCents(amount ?? 0) ?? 0;
      const issue = claimAmountChangeIssue(
        { status: claim.status, amountCents: oldCents },
        newCents,
        availableCents,
        translate,
      );
      if (issue !== null) return refuse(400, 'AMOUNT_CHANGE_NOT_ALLOWED', issue, [{ path: 'amount', message: issue }]);
      record(claim, { action: 'amountChanged', fromAmount: claim.amount, toAmount: centsToDollars(newCents), note });
      claim.amount = centsToDollars(newCents);
      return answer(200, {
        success: true,
        data: { amount: claim.amount },
        message: translate('meritCs.amountChange.success'),
      });
    }
    const lookup = /^\/service-provider\/number\/(\d+)$/.exec(path);
    if (lookup !== null) {
      const provider = providersByNumber.get(lookup[1] ?? '');
      return provider === undefined
        ? refuse(404, 'PROVIDER_NOT_FOUND', 'Please enter a valid service provider number')
        : answer(200, { success: true, data: provider });
    }
    if (path === '/service-provider/status' && init.method === 'PATCH') {
      const { number, status } = body as { number: string; status: ProviderStatus };
      const provider = providersByNumber.get(number);
      if (provider === undefined) return refuse(404, 'PROVIDER_NOT_FOUND', 'This service provider could not be found');
      const from = provider.status;
      provider.status = status;
      return answer(200, {
        success: true,
        data: { number, name: provider.name, status },
        message: providerStatusChangedMessage(from, status, translate),
      });
    }
    return refuse(404, 'NOT_FOUND', 'This page or resource does not exist');
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

import type { ClaimStatus, DecidedReview, OpenReview, Payee, RelevantClaim } from '@ace/domain';
import { vi } from 'vitest';
import { buildClaimView } from '../../test/factories.ts';

/** Typed review data with overrides (STYLE.md rule 8): an open internal review of a programme provider's claim. */
export function buildReview(overrides: Partial<OpenReview> = {}): OpenReview {
  return {
    reviewType: 'internal',
    reviewed: false,
    claim: buildClaimView({ status: 'Pending' }),
    amountInfo: { available: 800, pending: 125.5 },
    relevantClaims: [],
    ...overrides,
  };
}

/** A decided review: all the server says of a link whose step is over. */
export function buildDecidedReview(overrides: Partial<DecidedReview> = {}): DecidedReview {
  return { reviewType: 'internal', reviewed: true, decision: null, ...overrides };
}

export function buildRelevantClaim(overrides: Partial<RelevantClaim> = {}): RelevantClaim {
  return {
    uuid: '0b6f3c52-6f0e-4c57-9f0a-7d6d3f1f2a10',
    amount: 40,
    child: { firstName: 'Sofia', lastName: 'Garcia' },
    serviceProviderNumber: '100001',
    status: 'Accepted',
    createdAt: '2023-08-01T12:00:00.000Z',
    internalReviewLink: null,
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export function ok(data: unknown): FakeAnswer {
  return { status: 200, body: { success: true, data } };
}

/** What a review decision answers: the claim's status, and whose bank an approved payout waits for (none). */
export function decided(status: ClaimStatus, payoutWaitsForBank: Payee | null = null): FakeAnswer {
  return ok({ status, payoutWaitsForBank });
}

export function refused(status: number, code: string, error: string): FakeAnswer {
  return { status, body: { success: false, error, message: error, code } };
}

/**
 * The Base API as the review screens call it: each call is recorded and answered by `answer`, which sees the
 * method, the path below /api and the JSON body.
 */
export function stubApi(answer: (call: ApiCall) => FakeAnswer): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: { method: string; body?: string }) => {
      const call: ApiCall = {
        method: init.method,
        path: new URL(url, 'http://portal.test').pathname.replace(/^\/api/, ''),
        body: init.body === undefined ? undefined : (JSON.parse(init.body) as unknown),
      };
      calls.push(call);
      const { status, body } = answer(call);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return calls;
}

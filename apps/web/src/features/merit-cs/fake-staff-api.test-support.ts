import {
  centsToDollars,
  claimAmountChangeIssue,
  dollarsToCents,
  providerStatusChangedMessage,
  reopenClaimIssue,
  REOPENED_STATUS,
  statusAfterReview,
  translate,
  type ClaimEvent,
  type ClaimTransfer,
  type MeritCsClaim,
  type ParentUser,
  type ProviderLookup,
  type ProviderStatus,
  type StaffRead,
  type StaffClaimRow,
  type StaffQueueRow,
  type StaffQueueTab,
  type StaffAppeal,
  type AuditCase,
  type PreApprovalForReview,
  type ReviewAction,
} from '@ace/domain';
import { vi } from 'vitest';
import { buildClaimView } from '../../test/factories.ts';
import { fakeAudits } from './fake-audits-api.test-support.ts';

/**
 * A claim as the fake server holds it: what staff see, its audit trail, who looked at it and its payouts, the
 * student's available funds.
 */
export interface FakeClaim extends MeritCsClaim {
  events: ClaimEvent[];
  reads: StaffRead[];
  transfers: ClaimTransfer[];
  availableCents: number;
}

export function buildStaffClaim(overrides: Partial<FakeClaim> = {}): FakeClaim {
  return {
    ...buildClaimView({ id: 1, status: 'Accepted', amount: 120, files: [] }),
    internalReviewLink: null,
    parent: { userId: 7, firstName: 'Maria', lastName: 'Garcia' },
    amountInfo: { available: 500, pending: 0 },
    auditCaseId: null,
    appealOpen: false,
    availableCents: 50_000,
    transfers: [],
    reads: [],
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

export function buildQueueRow(overrides: Partial<StaffQueueRow> = {}): StaffQueueRow {
  return {
    id: 11,
    status: 'Pending',
    createdAt: '2026-03-02T15:30:00.000Z',
    ageBusinessDays: 6,
    child: { firstName: 'Sofia', lastName: 'Garcia' },
    parent: { firstName: 'Maria', lastName: 'Garcia', email: 'maria.garcia@example.com' },
    serviceProvider: { number: '100001', name: 'Bright Minds Tutoring' },
    amount: 125.5,
    dueDate: null,
    payout: null,
    payoutWaiting: null,
    ...overrides,
  };
}

/** A search result row for a claim the fake server holds, in its people's names. */
function searchRowOf(claim: FakeClaim): StaffClaimRow {
  return {
    id: claim.id,
    status: claim.status,
    amount: claim.amount,
    child: { firstName: 'Sofia', lastName: 'Garcia' },
    parent: { firstName: 'Maria', lastName: 'Garcia', email: 'maria.garcia@example.com' },
    serviceProvider: { number: '100001', name: 'Bright Minds Tutoring' },
    createdAt: '2026-03-02T15:30:00.000Z',
  };
}

const QUEUE_PAGE_SIZE = 2;
const queueTabOfPath: Readonly<Record<string, StaffQueueTab>> = {
  waiting: 'waiting',
  overdue: 'overdue',
  'failed-payouts': 'failedPayouts',
  'waiting-payouts': 'waitingPayouts',
};

/** Whether a claim is found by a search text: its id, or the start of a person's or the provider's name. */
function matches(row: StaffClaimRow, text: string): boolean {
  const q = text.trim().toLowerCase();
  const names = [row.child.firstName, row.child.lastName, row.parent.firstName, row.parent.lastName, row.parent.email];
  return String(row.id) === q || names.some((name) => name.toLowerCase().startsWith(q));
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
export function stubStaffApi({
  claims = [],
  providers = [],
  queue = {},
  families = [],
  appeals = [],
  audits = [],
  preApprovals = [],
}: {
  /**
   * The pre-approvals staff may list (those Pending), open and decide (issue 35 part 1): a decision on one no longer
   * Pending is refused as already decided (409), an action it does not offer with 422.
   */
  preApprovals?: PreApprovalForReview[];
  /** The audit cases of paid claims (issue 34); an Accepted claim among `claims` may be audited by hand. */
  audits?: AuditCase[];
  /** The appeals staff may list, open and decide (issue 35): one whose decideIssue is set is refused with it. */
  appeals?: StaffAppeal[];
  claims?: FakeClaim[];
  providers?: ProviderLookup[];
  /** The families whose details (and access record, as CSV) staff may open. */
  families?: ParentUser[];
  /** The rows of each work queue tab, oldest first; a page holds two. */
  queue?: Partial<Record<StaffQueueTab, StaffQueueRow[]>>;
}) {
  const claimsById = new Map(claims.map((claim) => [claim.id, claim]));
  const providersByNumber = new Map(providers.map((provider) => [provider.number, provider]));
  const calls: RecordedCall[] = [];
  const auditsApi = fakeAudits(audits, {
    paidClaims: claims.filter((claim) => claim.status === 'Accepted').map((claim) => claim.id),
  });
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
    const address = new URL(url, 'http://portal.test');
    const path = address.pathname.replace(/^\/api/, '');
    const query = address.searchParams;
    const body: unknown = init.body === undefined ? undefined : JSON.parse(init.body);
    calls.push({ method: init.method, path: `${path}${address.search}`, body });
    if (path === '/merit-cs/queue') {
      const count = (tab: StaffQueueTab) => queue[tab]?.length ?? 0;
      return answer(200, {
        success: true,
        data: {
          waiting: count('waiting'),
          overdue: count('overdue'),
          failedPayouts: count('failedPayouts'),
          waitingPayouts: count('waitingPayouts'),
        },
      });
    }
    const queueTab = queueTabOfPath[/^\/merit-cs\/queue\/([\w-]+)$/.exec(path)?.[1] ?? ''];
    if (queueTab !== undefined) {
      const provider = query.get('providerNumber');
      const minAge = Number(query.get('minAgeDays') ?? '0');
      const rows = (queue[queueTab] ?? []).filter(
        (row) => (provider === null || row.serviceProvider?.number === provider) && row.ageBusinessDays >= minAge,
      );
      const start = Number(query.get('cursor') ?? '0');
      const end = start + QUEUE_PAGE_SIZE;
      return answer(200, {
        success: true,
        data: { items: rows.slice(start, end), count: rows.length, nextCursor: end < rows.length ? String(end) : null },
      });
    }
    if (path === '/merit-cs/appeals') {
      const open = appeals.filter((appeal) => appeal.state === 'open');
      return answer(200, { success: true, data: { appeals: open, count: open.length } });
    }
    const appealMatch = /^\/merit-cs\/appeals\/(\d+)(\/decision)?$/.exec(path);
    if (appealMatch !== null) {
      const appeal = appeals.find((candidate) => candidate.id === Number(appealMatch[1]));
      if (appeal === undefined) return refuse(404, 'APPEAL_NOT_FOUND', 'We could not find this appeal.');
      if (appealMatch[2] === undefined) return answer(200, { success: true, data: appeal });
      if (appeal.decideIssue !== null) return refuse(403, 'DECIDED_THE_CLAIM', appeal.decideIssue);
      const decision = body as { outcome: 'upheld' | 'overturned'; reason: string; amount?: number };
      appeal.state = decision.outcome;
      appeal.decision = {
        outcome: decision.outcome,
        at: '2026-03-10T14:05:00.000Z',
        reason: decision.reason,
        approvedAmount: decision.amount ?? null,
      };
      const claimStatus = decision.outcome === 'overturned' ? 'Accepted' : 'Rejected';
      return answer(200, { success: true, data: { state: appeal.state, claimStatus } });
    }
    if (path === '/merit-cs/pre-approvals') {
      const waiting = preApprovals.filter((preApproval) => preApproval.status === (query.get('status') ?? 'Pending'));
      return answer(200, { success: true, data: { preApprovals: waiting, count: waiting.length, overdue: 0 } });
    }
    const preApprovalMatch = /^\/merit-cs\/pre-approvals\/(\d+)(\/decision)?$/.exec(path);
    if (preApprovalMatch !== null) {
      const preApproval = preApprovals.find((candidate) => candidate.id === Number(preApprovalMatch[1]));
      if (preApproval === undefined) return refuse(404, 'PRE_APPROVAL_NOT_FOUND', translate('preApproval.notFound'));
      if (preApprovalMatch[2] === undefined) return answer(200, { success: true, data: preApproval });
      if (preApproval.status !== 'Pending') {
        return refuse(409, 'ALREADY_DECIDED', translate('preApproval.alreadyDecided'));
      }
      const { action } = body as { action: ReviewAction };
      if (!preApproval.offeredActions.includes(action)) {
        return refuse(422, 'ACTION_NOT_OFFERED', translate('preApproval.action.notOffered'));
      }
      preApproval.status = statusAfterReview(action);
      preApproval.offeredActions = [];
      return answer(200, { success: true, data: { status: preApproval.status } });
    }
    const audited = auditsApi(init.method, path, query, body);
    if (audited !== undefined) {
      return 'data' in audited
        ? answer(audited.status, { success: true, data: audited.data })
        : refuse(audited.status, audited.code, audited.error, audited.issues);
    }
    if (path === '/merit-cs/claims' || path === '/merit-cs/claims/csv') {
      const text = query.get('q') ?? '';
      const found = claims.map(searchRowOf).filter((row) => matches(row, text));
      if (path === '/merit-cs/claims') {
        return answer(200, { success: true, data: { items: found, nextCursor: null } });
      }
      const lines = ['Claim ID,Student', ...found.map((row) => `${String(row.id)},${row.child.firstName}`)];
      return Promise.resolve(new Response(lines.join('\r\n'), { status: 200 }));
    }
    if (path === '/merit-cs/providers') {
      const start = (query.get('q') ?? '').toLowerCase();
      const found = [...providersByNumber.values()].filter((provider) => provider.name.toLowerCase().startsWith(start));
      return answer(200, { success: true, data: found.map(({ number, name, status }) => ({ number, name, status })) });
    }
    const claimMatch = /^\/claim\/(?:merit-cs\/)?(\d+)(?:\/(events|transfers|reads|review-link))?$/.exec(path);
    if (claimMatch !== null) {
      const claim = claimsById.get(Number(claimMatch[1]));
      if (claim === undefined) return refuse(404, 'CLAIM_NOT_FOUND', 'This claim could not be found');
      const { events, reads, transfers, availableCents, ...view } = claim;
      if (claimMatch[2] === 'events') return answer(200, { success: true, data: events });
      if (claimMatch[2] === 'reads') return answer(200, { success: true, data: reads });
      if (claimMatch[2] === 'transfers') return answer(200, { success: true, data: transfers });
      if (claimMatch[2] === 'review-link') {
        return answer(200, { success: true, data: { internalReviewLink: claim.internalReviewLink } });
      }
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
    const familyMatch = /^\/merit-cs\/families\/(\d+)(\/access-record\/csv)?$/.exec(path);
    if (familyMatch !== null) {
      const family = families.find((candidate) => candidate.id === Number(familyMatch[1]));
      if (family === undefined) return refuse(404, 'FAMILY_NOT_FOUND', 'This family could not be found');
      if (familyMatch[2] === undefined) return answer(200, { success: true, data: family });
      return Promise.resolve(new Response('When,Staff member\r\n', { status: 200 }));
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

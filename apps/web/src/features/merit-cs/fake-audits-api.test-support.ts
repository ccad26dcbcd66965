import {
  centsToDollars,
  dollarsToCents,
  findingAmountIssue,
  needsSecondPerson,
  recoverySplit,
  repaymentIssue,
  stillOwedCents,
  translate,
  type AuditCase,
  type AuditMisspentReason,
} from '@ace/domain';

/** The staff member signed in to the fake server, and another who may confirm what they record. */
export const SIGNED_IN_STAFF = 'Riley Moore';

export function buildAuditCase(overrides: Partial<AuditCase> = {}): AuditCase {
  return {
    id: 3,
    claimId: 57,
    state: 'open',
    overdue: false,
    sampled: true,
    flagged: false,
    openedBy: null,
    openReason: null,
    openedAt: '2026-03-02T15:30:00.000Z',
    sampleWeek: '2026-02-23',
    claim: {
      amount: 300,
      category: 'tutoring',
      description: 'Algebra, four sessions',
      dateOfService: '2026-01-20',
      payTo: 'User',
      provider: 'Bright Minds Tutoring',
      child: { firstName: 'Sofia', lastName: 'Garcia' },
      parent: { firstName: 'Maria', lastName: 'Garcia' },
    },
    questions: [],
    finding: null,
    recovery: null,
    answerBusinessDays: 10,
    ...overrides,
  };
}

interface Refusal {
  status: number;
  code: string;
  error: string;
  issues?: { path: string; message: string }[];
}
type Answer = { status: number; data: unknown } | Refusal;

const AUDIT_SETTINGS = { sampleRate: 0.05, answerBusinessDays: 10, confirmAboveCents: 50_000 };
const NOW = '2026-03-10T14:05:00.000Z';

/**
 * Support staff's audit cases (issue 34) in memory, with the domain's rules: the lists, a case, a question, a finding
 * (a second person above $500), its confirmation, a repayment, and a paid claim opened by hand. The child's available
 * funds are `availableCents`; a claim not among `paidClaims` is refused as the API refuses it.
 */
export function fakeAudits(cases: AuditCase[], { availableCents = 10_000, paidClaims = [] as number[] } = {}) {
  const summary = (audit: AuditCase) => ({
    id: audit.id,
    claimId: audit.claimId,
    state: audit.state,
    overdue: audit.overdue,
    sampled: audit.sampled,
    flagged: audit.flagged,
    openedAt: audit.openedAt,
    dueDate: audit.state === 'asked' ? (audit.questions.at(-1)?.dueDate ?? null) : null,
  });
  const close = (audit: AuditCase) => {
    audit.state = 'closed';
    const amount = audit.finding?.outcome === 'misspent' ? (audit.finding.amount ?? 0) : null;
    if (amount === null) return;
    const misspentCents = dollarsToCents(amount) ?? 0;
    const debtor = audit.claim.payTo === 'Vendor' ? 'provider' : 'family';
    const split = recoverySplit(misspentCents, availableCents, debtor);
    audit.recovery = {
      debtor,
      misspent: amount,
      fromFunds: centsToDollars(split.fromFundsCents),
      repaid: 0,
      owed: centsToDollars(split.owedCents),
    };
  };

  return (method: string, path: string, query: URLSearchParams, body: unknown): Answer | undefined => {
    if (path === '/merit-cs/audits' && method === 'GET') {
      const filter = query.get('filter') ?? 'all';
      const listed = cases.filter(
        (audit) =>
          filter === 'all' ||
          (filter === 'open' && audit.state !== 'closed') ||
          (filter === 'overdue' && audit.overdue) ||
          audit.state === filter,
      );
      return { status: 200, data: listed.map(summary) };
    }
    if (path === '/merit-cs/audits' && method === 'POST') {
      const { claimId, reason } = body as { claimId: number; reason: string };
      if (!paidClaims.includes(claimId)) {
        const message = translate('audits.claim.notPaid');
        return { status: 422, code: 'AUDIT_CLAIM_NOT_PAID', error: message, issues: [{ path: 'claimId', message }] };
      }
      if (cases.some((audit) => audit.claimId === claimId)) {
        return {
          status: 409,
          code: 'AUDIT_CASE_EXISTS',
          error: translate('audits.claim.alreadyAudited', { claimId }),
        };
      }
      const opened = buildAuditCase({
        id: 100 + cases.length,
        claimId,
        sampled: false,
        sampleWeek: null,
        openedBy: SIGNED_IN_STAFF,
        openReason: reason,
        openedAt: NOW,
      });
      cases.push(opened);
      return { status: 201, data: opened };
    }
    const match = /^\/merit-cs\/audits\/(\d+)(?:\/(questions|finding|confirm|repayments))?$/.exec(path);
    if (match === null) return undefined;
    const audit = cases.find((candidate) => candidate.id === Number(match[1]));
    if (audit === undefined)
      return { status: 404, code: 'AUDIT_CASE_NOT_FOUND', error: translate('audits.case.notFound') };
    const step = match[2];
    if (step === undefined) return { status: 200, data: audit };
    if (step === 'questions') {
      const { question, dueDate } = body as { question: string; dueDate: string | null };
      audit.questions.push({
        id: audit.questions.length + 1,
        question,
        askedAt: NOW,
        dueDate: dueDate ?? '2026-03-24',
        overdue: false,
        answer: null,
        answeredAt: null,
        files: [],
      });
      audit.state = 'asked';
      return { status: 201, data: audit };
    }
    if (step === 'finding') {
      const finding = body as {
        outcome: 'noFinding' | 'misspent';
        amount?: number;
        reason?: AuditMisspentReason;
        explanation: string;
        evidence?: string;
      };
      const cents = dollarsToCents(finding.amount ?? 0) ?? 0;
      const above = findingAmountIssue(cents, dollarsToCents(audit.claim.amount) ?? 0);
      if (above !== null) {
        return {
          status: 422,
          code: 'AUDIT_AMOUNT_ABOVE_CLAIM',
          error: above,
          issues: [{ path: 'amount', message: above }],
        };
      }
      audit.finding = {
        outcome: finding.outcome,
        amount: finding.amount ?? null,
        reason: finding.reason ?? null,
        explanation: finding.explanation,
        evidence: finding.evidence ?? '',
        foundBy: SIGNED_IN_STAFF,
        foundAt: NOW,
        confirmedBy: null,
        confirmedAt: null,
        recordedByYou: true,
      };
      if (needsSecondPerson(finding.outcome, cents, AUDIT_SETTINGS)) audit.state = 'toConfirm';
      else close(audit);
      return { status: 200, data: audit };
    }
    if (step === 'confirm') {
      if (audit.finding?.recordedByYou === true) {
        return { status: 409, code: 'AUDIT_SECOND_PERSON', error: translate('audits.confirm.sameStaff') };
      }
      if (audit.finding !== null) audit.finding = { ...audit.finding, confirmedBy: SIGNED_IN_STAFF, confirmedAt: NOW };
      close(audit);
      return { status: 200, data: audit };
    }
    const { amount } = body as { amount: number };
    const recovery = audit.recovery;
    if (recovery === null) {
      return { status: 409, code: 'AUDIT_NOT_MISSPENT', error: translate('audits.repayment.notMisspent') };
    }
    const cents = dollarsToCents(amount) ?? 0;
    const owedCents = stillOwedCents({
      misspentCents: dollarsToCents(recovery.misspent) ?? 0,
      fromFundsCents: dollarsToCents(recovery.fromFunds) ?? 0,
      repaidCents: dollarsToCents(recovery.repaid) ?? 0,
    });
    const issue = repaymentIssue(cents, owedCents);
    if (issue !== null) {
      return {
        status: 422,
        code: 'AUDIT_REPAYMENT_ABOVE_OWED',
        error: issue,
        issues: [{ path: 'amount', message: issue }],
      };
    }
    audit.recovery = {
      ...recovery,
      repaid: recovery.repaid + amount,
      owed: centsToDollars(owedCents - cents),
    };
    return { status: 200, data: audit };
  };
}

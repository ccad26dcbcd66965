import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from './api.ts';
import {
  askAuditQuestionPayloadSchema,
  auditAnswerDueAt,
  auditAnswerFieldsSchema,
  auditListQuerySchema,
  findingAmountIssue,
  needsSecondPerson,
  openAuditCasePayloadSchema,
  recordFindingPayloadSchema,
  recordRepaymentPayloadSchema,
  recoveredNotes,
  recoverySplit,
  repaymentIssue,
  sampleSize,
  stillOwedCents,
  type AuditSettings,
} from './audits.ts';
import { dueDateOf } from './claim-deadlines.ts';
import { translate, translatorFor } from './messages/translate.ts';

const settings: AuditSettings = { sampleRate: 0.05, answerBusinessDays: 10, confirmAboveCents: 50_000 };

/** The issues a refused payload gives, as the API answers them. */
function issuesOf(result: { success: boolean; error?: Parameters<typeof fieldIssues>[0] }) {
  return result.error === undefined ? [] : fieldIssues(result.error);
}

describe("a week's sample", () => {
  it.each([
    [0, 0.05, 0],
    [40, 0, 0],
    [1, 0.05, 1],
    [20, 0.05, 1],
    [21, 0.05, 2],
    [100, 0.05, 5],
    // 100 × 0.07 is 7.000000000000001 in floating point: still seven claims, not eight.
    [100, 700 / 10_000, 7],
    [3, 1, 3],
    [3, 2, 3],
  ])('draws from %i paid claims at %d: %i', (paid, rate, size) => {
    expect(sampleSize(paid, rate)).toBe(size);
  });

  it('draws at least the rate of the paid claims, fewer than one more, and never more than were paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10_000 }), (paid, basisPoints) => {
        const size = sampleSize(paid, basisPoints / 10_000);
        expect(size).toBeGreaterThanOrEqual(1);
        expect(size).toBeLessThanOrEqual(paid);
        expect(size * 10_000).toBeGreaterThanOrEqual(paid * basisPoints);
        expect((size - 1) * 10_000).toBeLessThan(paid * basisPoints);
      }),
    );
  });
});

describe("the family's time to answer", () => {
  it('ends at midnight in Ohio after the tenth business day, the day asked not counted', () => {
    // Friday 15 September 2023 at noon in Ohio: two working weeks on is Friday the 29th.
    const dueAt = auditAnswerDueAt(new Date('2023-09-15T16:00:00Z'), 10);
    expect(dueAt).toEqual(new Date('2023-09-30T04:00:00Z'));
    expect(dueDateOf(dueAt)).toBe('2023-09-29');
  });

  it("counts from the day in Ohio, where a question asked late in the evening is still that day's", () => {
    // 11:30 p.m. on Friday in Ohio is already Saturday in UTC.
    expect(auditAnswerDueAt(new Date('2023-09-16T03:30:00Z'), 10)).toEqual(new Date('2023-09-30T04:00:00Z'));
    // Half past midnight on Saturday in Ohio: the weekend is not counted, so Monday is the first day.
    expect(auditAnswerDueAt(new Date('2023-09-16T04:30:00Z'), 1)).toEqual(new Date('2023-09-19T04:00:00Z'));
  });

  it('skips federal holidays and ends at midnight of standard time once the clocks go back', () => {
    // Monday 30 October 2023; the clocks go back on 5 November; Friday 10 November is Veterans Day observed.
    const dueAt = auditAnswerDueAt(new Date('2023-10-30T14:00:00Z'), 10);
    expect(dueAt).toEqual(new Date('2023-11-15T05:00:00Z'));
    expect(dueDateOf(dueAt)).toBe('2023-11-14');
  });

  it('ends at midnight of daylight time once the clocks go forward', () => {
    // Thursday 9 March 2023 (standard time); the clocks go forward on Sunday the 12th.
    const dueAt = auditAnswerDueAt(new Date('2023-03-09T15:00:00Z'), 2);
    expect(dueAt).toEqual(new Date('2023-03-14T04:00:00Z'));
    expect(dueDateOf(dueAt)).toBe('2023-03-13');
  });
});

describe("a finding's second person", () => {
  it('is needed only for a misspent amount above the threshold', () => {
    expect(needsSecondPerson('misspent', 50_001, settings)).toBe(true);
    expect(needsSecondPerson('misspent', 50_000, settings)).toBe(false);
    expect(needsSecondPerson('noFinding', 0, { ...settings, confirmAboveCents: -1 })).toBe(false);
  });
});

describe('what a misspent amount recovers', () => {
  it("takes a family's from the child's available funds first and leaves the rest owed", () => {
    expect(recoverySplit(30_000, 100_000, 'family')).toEqual({ fromFundsCents: 30_000, owedCents: 0 });
    expect(recoverySplit(30_000, 12_000, 'family')).toEqual({ fromFundsCents: 12_000, owedCents: 18_000 });
    expect(recoverySplit(30_000, 0, 'family')).toEqual({ fromFundsCents: 0, owedCents: 30_000 });
  });

  it('never takes funds below zero', () => {
    expect(recoverySplit(30_000, -5_000, 'family')).toEqual({ fromFundsCents: 0, owedCents: 30_000 });
  });

  it("leaves a provider's owed whole, the family's funds untouched", () => {
    expect(recoverySplit(30_000, 100_000, 'provider')).toEqual({ fromFundsCents: 0, owedCents: 30_000 });
  });

  it('always adds up to the misspent amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.constantFrom('family' as const, 'provider' as const),
        (misspent, available, debtor) => {
          const split = recoverySplit(misspent, available, debtor);
          expect(split.fromFundsCents + split.owedCents).toBe(misspent);
          expect(split.fromFundsCents).toBeGreaterThanOrEqual(0);
          expect(split.fromFundsCents).toBeLessThanOrEqual(Math.max(available, 0));
        },
      ),
    );
  });

  it('leaves owed what the funds and the repayments did not cover', () => {
    expect(stillOwedCents({ misspentCents: 30_000, fromFundsCents: 12_000, repaidCents: 5_000 })).toBe(13_000);
    expect(stillOwedCents({ misspentCents: 30_000, fromFundsCents: 30_000, repaidCents: 0 })).toBe(0);
  });
});

describe('what staff write', () => {
  it('opens a case on a claim by its number, with why', () => {
    expect(openAuditCasePayloadSchema().parse({ claimId: 42, reason: ' A tip-off ' })).toEqual({
      claimId: 42,
      reason: 'A tip-off',
    });
    for (const claimId of [0, -1, 1.5, 2_147_483_648, '42']) {
      expect(issuesOf(openAuditCasePayloadSchema().safeParse({ claimId, reason: 'x' }))).toEqual([
        { path: 'claimId', message: 'Enter the number of a claim.' },
      ]);
    }
    expect(issuesOf(openAuditCasePayloadSchema().safeParse({ claimId: 42, reason: '  ' }))).toEqual([
      { path: 'reason', message: 'Say why this claim is audited.' },
    ]);
  });

  it('keeps every text under 2,000 characters', () => {
    expect(openAuditCasePayloadSchema().safeParse({ claimId: 42, reason: 'x'.repeat(2_000) }).success).toBe(true);
    expect(issuesOf(openAuditCasePayloadSchema().safeParse({ claimId: 42, reason: 'x'.repeat(2_001) }))).toEqual([
      { path: 'reason', message: 'Keep it under 2000 characters.' },
    ]);
  });

  it('asks a question with a last day to answer, or none for the default', () => {
    expect(askAuditQuestionPayloadSchema().parse({ question: 'Which lessons?' })).toEqual({
      question: 'Which lessons?',
      dueDate: null,
    });
    expect(askAuditQuestionPayloadSchema().parse({ question: 'Which lessons?', dueDate: '2023-10-02' }).dueDate).toBe(
      '2023-10-02',
    );
    expect(issuesOf(askAuditQuestionPayloadSchema().safeParse({ question: '', dueDate: '10/02/2023' }))).toEqual([
      { path: 'question', message: 'Write the question for the family.' },
      { path: 'dueDate', message: 'Enter the last day to answer as a date.' },
    ]);
    // Veterans Day (observed on Friday 10 November 2023) and a Saturday: the last day's reminder needs a business day.
    for (const dueDate of ['2023-11-10', '2023-11-11']) {
      expect(issuesOf(askAuditQuestionPayloadSchema().safeParse({ question: 'Which lessons?', dueDate }))).toEqual([
        {
          path: 'dueDate',
          message: 'The last day to answer must be a business day, not a weekend day or a holiday.',
        },
      ]);
    }
  });

  it("takes the family's answer", () => {
    expect(auditAnswerFieldsSchema().parse({ answer: ' Piano, weekly ' })).toEqual({ answer: 'Piano, weekly' });
    expect(issuesOf(auditAnswerFieldsSchema().safeParse({ answer: '' }))).toEqual([
      { path: 'answer', message: 'Write your answer.' },
    ]);
  });

  it('records no finding with an optional explanation', () => {
    expect(recordFindingPayloadSchema().parse({ outcome: 'noFinding' })).toEqual({
      outcome: 'noFinding',
      explanation: '',
    });
    expect(recordFindingPayloadSchema().parse({ outcome: 'noFinding', explanation: ' All in order ' })).toEqual({
      outcome: 'noFinding',
      explanation: 'All in order',
    });
  });

  it('records a misspent amount in dollars as cents, with its reason, explanation and evidence', () => {
    const misspent = {
      outcome: 'misspent',
      amount: 120.5,
      reason: 'paidTwice',
      explanation: 'Paid on claim 7 too',
      evidence: 'The invoice',
    };
    expect(recordFindingPayloadSchema().parse(misspent)).toEqual({ ...misspent, amount: 12_050 });
    expect(issuesOf(recordFindingPayloadSchema().safeParse({ ...misspent, amount: 0 }))).toEqual([
      { path: 'amount', message: 'Enter the misspent amount, for example 120.50.' },
    ]);
    expect(issuesOf(recordFindingPayloadSchema().safeParse({ ...misspent, amount: 1.005 }))).toEqual([
      { path: 'amount', message: 'Enter the misspent amount, for example 120.50.' },
    ]);
    expect(
      issuesOf(recordFindingPayloadSchema().safeParse({ outcome: 'misspent', amount: 10, reason: 'because' })),
    ).toEqual([
      { path: 'reason', message: 'Choose why the money was misspent.' },
      { path: 'explanation', message: 'Explain the finding.' },
      { path: 'evidence', message: 'Say what the finding rests on.' },
    ]);
  });

  it('refuses a finding without an outcome', () => {
    expect(issuesOf(recordFindingPayloadSchema().safeParse({ outcome: 'maybe' }))).toEqual([
      { path: 'outcome', message: 'Choose “No finding” or “Misspent”.' },
    ]);
  });

  it('writes its refusals in the language of the request', () => {
    const es = translatorFor('es');
    expect(issuesOf(recordRepaymentPayloadSchema(es).safeParse({ amount: -5 }))).toEqual([
      { path: 'amount', message: 'Escriba el monto devuelto, por ejemplo 50.' },
    ]);
  });
});

describe('the amounts a case takes', () => {
  it('finds at most what the claim was for', () => {
    expect(findingAmountIssue(30_000, 30_000)).toBeNull();
    expect(findingAmountIssue(30_001, 30_000)).toBe('The misspent amount can be at most the claim’s, $300.');
  });

  it('takes a repayment of at most what is still owed, and none when nothing is', () => {
    expect(recordRepaymentPayloadSchema().parse({ amount: 50 })).toEqual({ amount: 5_000 });
    expect(repaymentIssue(5_000, 5_000)).toBeNull();
    expect(repaymentIssue(5_001, 5_000)).toBe('The repayment can be at most what is owed, $50.');
    expect(repaymentIssue(1, 0)).toBe('Nothing is owed on this case.');
    expect(repaymentIssue(1, -100)).toBe('Nothing is owed on this case.');
  });
});

describe("the staff's list of cases", () => {
  it('lists all cases unless told which', () => {
    expect(auditListQuerySchema().parse({})).toEqual({ filter: 'all' });
    expect(auditListQuerySchema().parse({ filter: 'overdue' })).toEqual({ filter: 'overdue' });
    expect(issuesOf(auditListQuerySchema().safeParse({ filter: 'mine' }))).toEqual([
      { path: 'filter', message: 'Choose which cases to list.' },
    ]);
  });
});

describe("the child's card", () => {
  it('says what each audit took from the funds, after which claim and why', () => {
    const recovered = [
      { claimId: 7, amount: 120.5, reason: 'paidTwice' as const },
      { claimId: 9, amount: 40, reason: 'noEvidence' as const },
    ];
    expect(recoveredNotes(recovered, translate)).toEqual([
      '$120.50 was taken from these funds after the check of claim 7: Paid twice.',
      '$40 was taken from these funds after the check of claim 9: No proof of the expense.',
    ]);
    expect(recoveredNotes(recovered.slice(0, 1), translatorFor('es'))).toEqual([
      'Se tomaron $120.50 de estos fondos tras la revisión de la solicitud 7: Se pagó dos veces.',
    ]);
    expect(recoveredNotes([], translate)).toEqual([]);
  });
});

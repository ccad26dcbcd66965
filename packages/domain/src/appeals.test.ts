import { describe, expect, it } from 'vitest';
import { fieldIssues } from './api.ts';
import {
  appealAgeDays,
  appealClosesAt,
  appealDecisionAction,
  appealDecisionPayloadSchema,
  appealDueAt,
  appealFieldsSchema,
  appealFiguresQuerySchema,
  appealFileIssues,
  appealIssue,
  appealStandingText,
  lastDayBefore,
  overturnAmountIssue,
} from './appeals.ts';
import { translate, translatorFor } from './messages/translate.ts';

/** Noon in Ohio on 2023-09-15, a Friday. */
const rejectedAt = new Date('2023-09-15T16:00:00Z');
const rejected = { status: 'Rejected' as const, rejectedAt, replacedBy: null, appealed: false };

describe('the appeal period', () => {
  it('ends at midnight in Ohio after its last day, the rejection day not counted', () => {
    expect(appealClosesAt(rejectedAt, 14)).toEqual(new Date('2023-09-30T04:00:00Z'));
    expect(lastDayBefore(appealClosesAt(rejectedAt, 14))).toBe('2023-09-29');
    expect(lastDayBefore(appealDueAt(new Date('2023-09-30T03:30:00Z'), 30))).toBe('2023-10-29');
  });

  it('lets a rejected claim be appealed until then, once, and not after a correction', () => {
    expect(appealIssue(rejected, new Date('2023-09-30T03:59:59Z'), 14, translate)).toBeNull();
    expect(appealIssue(rejected, new Date('2023-09-30T04:00:00Z'), 14, translate)).toBe(
      'The 14 days to appeal this claim ended on 09/29/2023.',
    );
    expect(appealIssue({ ...rejected, appealed: true }, rejectedAt, 14, translate)).toBe(
      'This claim was already appealed. A claim can be appealed once.',
    );
    expect(appealIssue({ ...rejected, replacedBy: 9 }, rejectedAt, 14, translate)).toBe(
      'You corrected this claim and sent it again as claim 9, so it cannot be appealed.',
    );
    expect(appealIssue({ ...rejected, status: 'Accepted' }, rejectedAt, 14, translate)).toBe(
      'Only a claim that was not approved can be appealed.',
    );
  });

  it('refuses a rejected claim whose rejection has no time', () => {
    expect(appealIssue({ ...rejected, rejectedAt: null }, rejectedAt, 14, translate)).toBe(
      'Only a claim that was not approved can be appealed.',
    );
  });

  it('ends at midnight of standard time when the clocks go back during it', () => {
    // Wednesday 25 October 2023 at noon in Ohio; the clocks go back on 5 November.
    const closesAt = appealClosesAt(new Date('2023-10-25T16:00:00Z'), 14);
    expect(closesAt).toEqual(new Date('2023-11-09T05:00:00Z'));
    expect(lastDayBefore(closesAt)).toBe('2023-11-08');
    expect(appealIssue({ ...rejected, rejectedAt: new Date('2023-10-25T16:00:00Z') }, closesAt, 14, translate)).toBe(
      'The 14 days to appeal this claim ended on 11/08/2023.',
    );
  });

  it('ends at midnight of daylight time when the clocks go forward during it', () => {
    // Friday 1 March 2024 at 11 p.m. in Ohio (4 a.m. on the 2nd in UTC); the clocks go forward on 10 March.
    const closesAt = appealClosesAt(new Date('2024-03-02T04:00:00Z'), 14);
    expect(closesAt).toEqual(new Date('2024-03-16T04:00:00Z'));
    expect(lastDayBefore(closesAt)).toBe('2024-03-15');
    expect(lastDayBefore(appealDueAt(new Date('2024-03-02T04:00:00Z'), 30))).toBe('2024-03-31');
  });

  it("counts an appeal's age in whole days in Ohio", () => {
    const appealedAt = new Date('2023-09-16T03:00:00Z');
    expect(appealAgeDays(appealedAt, new Date('2023-09-16T03:30:00Z'))).toBe(0);
    expect(appealAgeDays(appealedAt, new Date('2023-09-16T04:30:00Z'))).toBe(1);
    expect(appealAgeDays(appealedAt, new Date('2023-11-06T12:00:00Z'))).toBe(52);
  });

  it('counts a day of 23 or 25 hours as one, and none before the appeal', () => {
    // The clocks go forward on 10 March 2024: from Saturday noon to Monday just after midnight is 47 hours.
    expect(appealAgeDays(new Date('2024-03-09T17:00:00Z'), new Date('2024-03-11T04:30:00Z'))).toBe(2);
    // The clocks go back on 5 November 2023: from Saturday noon to Monday just after midnight is 49 hours.
    expect(appealAgeDays(new Date('2023-11-04T16:00:00Z'), new Date('2023-11-06T05:30:00Z'))).toBe(2);
    expect(appealAgeDays(new Date('2023-11-04T16:00:00Z'), new Date('2023-11-03T16:00:00Z'))).toBe(0);
  });
});

describe("the parent's statement", () => {
  it('is required, trimmed, and at most 4,000 characters', () => {
    expect(appealFieldsSchema().parse({ statement: ' The receipt was attached. ' })).toEqual({
      statement: 'The receipt was attached.',
    });
    expect(fieldIssues(appealFieldsSchema().safeParse({ statement: ' ' }).error ?? expect.fail())).toEqual([
      { path: 'statement', message: 'Please say why the decision should change.' },
    ]);
    expect(appealFieldsSchema().safeParse({ statement: 'x'.repeat(4_000) }).success).toBe(true);
    expect(
      fieldIssues(appealFieldsSchema().safeParse({ statement: 'x'.repeat(4_001) }).error ?? expect.fail()),
    ).toEqual([{ path: 'statement', message: 'Please keep your statement under 4000 characters.' }]);
  });
});

describe('a decision', () => {
  it("is written into the claim's timeline as upheld or overturned", () => {
    expect(appealDecisionAction('upheld')).toBe('appealUpheld');
    expect(appealDecisionAction('overturned')).toBe('appealOverturned');
  });

  it('names what is missing, in the language of the request', () => {
    const es = translatorFor('es');
    expect(fieldIssues(appealDecisionPayloadSchema().safeParse({ outcome: 'maybe' }).error ?? expect.fail())).toEqual([
      { path: 'outcome', message: 'Choose whether the decision stands or is overturned.' },
    ]);
    expect(
      fieldIssues(
        appealDecisionPayloadSchema().safeParse({ outcome: 'overturned', reason: '', amount: '12' }).error ??
          expect.fail(),
      ),
    ).toEqual([
      { path: 'reason', message: 'Please write the reason for the decision.' },
      { path: 'amount', message: 'Enter the amount approved, above zero.' },
    ]);
    expect(
      fieldIssues(appealDecisionPayloadSchema(es).safeParse({ outcome: 'upheld' }).error ?? expect.fail()),
    ).toEqual([{ path: 'reason', message: 'Por favor, escriba el motivo de la decisión.' }]);
    expect(
      fieldIssues(
        appealDecisionPayloadSchema().safeParse({ outcome: 'upheld', reason: 'x'.repeat(2_001) }).error ??
          expect.fail(),
      ),
    ).toEqual([{ path: 'reason', message: 'Please keep the reason under 2000 characters.' }]);
  });

  it('takes a reason, and an amount in dollars when overturned', () => {
    expect(appealDecisionPayloadSchema().parse({ outcome: 'overturned', reason: ' Fine ', amount: 12.5 })).toEqual({
      outcome: 'overturned',
      reason: 'Fine',
      amount: 1250,
    });
    expect(appealDecisionPayloadSchema().safeParse({ outcome: 'upheld', reason: ' ' }).success).toBe(false);
    expect(appealDecisionPayloadSchema().safeParse({ outcome: 'overturned', reason: 'x', amount: 0 }).success).toBe(
      false,
    );
  });

  it('approves no more than was claimed nor than the funds hold', () => {
    expect(overturnAmountIssue(30_000, 30_000, 30_000, translate)).toBeNull();
    expect(overturnAmountIssue(30_000, 30_001, 90_000, translate)).toBe(
      'The amount approved cannot be more than the $300 claimed.',
    );
    expect(overturnAmountIssue(30_000, 25_000, 20_000, translate)).toBe(
      "The student's available funds are $200: the amount approved cannot be more.",
    );
  });
});

describe("an appeal's files", () => {
  it('follow the claim upload rules, each file named by its field', () => {
    const pdf = { name: 'a.pdf', size: 10, mimeType: 'application/pdf', fingerprint: 'a', contentKind: 'pdf' as const };
    const text = { name: 'b.txt', size: 10, mimeType: 'text/plain', fingerprint: 'b', contentKind: null };
    expect(appealFileIssues([pdf, text, pdf], 'web', translate).map((issue) => issue.path)).toEqual(['file2', 'file3']);
    expect(appealFileIssues([pdf], 'ios', translate)).toHaveLength(1);
  });

  it('names a refused file past the fifth by its place too', () => {
    const pdf = (fingerprint: string) => ({
      name: `${fingerprint}.pdf`,
      size: 10,
      mimeType: 'application/pdf',
      fingerprint,
      contentKind: 'pdf' as const,
    });
    const files = ['a', 'b', 'c', 'd', 'e'].map(pdf);
    expect(appealFileIssues([...files, pdf('a')], 'web', translate)).toEqual([
      { path: 'file6', message: 'File already uploaded, please select another' },
    ]);
  });
});

describe("the Programme page's appeals", () => {
  it('are of a school year, or of the claims without one (N/A)', () => {
    expect(appealFiguresQuerySchema.parse({ schoolYear: '2023' })).toEqual({ schoolYear: 2023 });
    expect(appealFiguresQuerySchema.parse({ schoolYear: 'N/A' })).toEqual({ schoolYear: null });
    for (const schoolYear of ['1899', '9999', '2023.5', 'n/a', undefined]) {
      expect(appealFiguresQuerySchema.safeParse({ schoolYear }).success).toBe(false);
    }
  });
});

describe("where a parent's appeal stands", () => {
  it("says by which day it is decided, then the decision, in the family's language", () => {
    const open = { dueDate: '2023-10-16', decision: null };
    const decided = { outcome: 'upheld' as const, at: '2023-10-02T16:00:00.000Z', reason: 'x', approvedAmount: null };
    expect(appealStandingText(open, translate)).toBe(
      'We are looking at your claim again. We will decide by 10/16/2023.',
    );
    expect(appealStandingText({ ...open, decision: decided }, translate)).toBe('We looked again: the decision stands.');
    const overturned = { ...decided, outcome: 'overturned' as const, approvedAmount: 32.5 };
    expect(appealStandingText({ ...open, decision: overturned }, translate)).toBe(
      'We looked again and approved your claim for $32.50.',
    );
    expect(appealStandingText({ ...open, decision: overturned }, translatorFor('es'))).toBe(
      'La revisamos otra vez y aprobamos su solicitud por $32.50.',
    );
  });
});

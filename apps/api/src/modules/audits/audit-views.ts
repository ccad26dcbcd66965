import {
  centsToDollars,
  dueDateOf,
  isOverdue,
  stillOwedCents,
  type AuditCase,
  type AuditCaseSummary,
  type AuditQuestion,
  type AuditRecovery,
  type ParentAudit,
  type ProviderAuditDebt,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { providerOfClaim } from '../claims/parent-claim-view.ts';
import {
  listAnswerFiles,
  listQuestions,
  staffNames,
  type AuditAnswerFileRow,
  type AuditCaseRow,
  type AuditQuestionRow,
  type AuditedClaim,
} from './audits.repository.ts';

/** The signed link to an answer's file, made for whoever reads the case (ADR 0019). */
export type AnswerFileLink = (fileId: number) => string;

function questionView(
  question: AuditQuestionRow,
  files: readonly AuditAnswerFileRow[],
  now: Date,
  link: AnswerFileLink,
): AuditQuestion {
  return {
    id: question.id,
    question: question.question,
    askedAt: question.askedAt.toISOString(),
    dueDate: dueDateOf(question.dueAt),
    overdue: question.answeredAt === null && isOverdue(question.dueAt, now),
    answer: question.answer,
    answeredAt: question.answeredAt?.toISOString() ?? null,
    files: files
      .filter((file) => file.questionId === question.id)
      .map((file) => ({ id: file.id, filename: file.originalName, url: link(file.id) })),
  };
}

async function questionViews(db: Executor, caseId: number, now: Date, link: AnswerFileLink): Promise<AuditQuestion[]> {
  const questions = await listQuestions(db, caseId);
  const files = await listAnswerFiles(
    db,
    questions.map((question) => question.id),
  );
  return questions.map((question) => questionView(question, files, now, link));
}

/** What a closed misspent finding recovered; null before a case is closed misspent. */
export function recoveryView(row: AuditCaseRow): AuditRecovery | null {
  if (row.state !== 'closed' || row.misspentCents === null || row.debtor === null) return null;
  const recovery = {
    misspentCents: row.misspentCents,
    fromFundsCents: row.fromFundsCents,
    repaidCents: row.repaidCents,
  };
  return {
    debtor: row.debtor,
    misspent: centsToDollars(row.misspentCents),
    fromFunds: centsToDollars(row.fromFundsCents),
    repaid: centsToDollars(row.repaidCents),
    owed: centsToDollars(stillOwedCents(recovery)),
  };
}

const overdueOf = (questions: readonly AuditQuestion[], row: AuditCaseRow) =>
  row.state === 'asked' && questions.some((question) => question.overdue);

/**
 * A case as staff see it: the claim, why it was opened, every question and answer, the finding and its recovery, and
 * whether the reader recorded the finding (then they may not confirm it).
 */
export async function staffCaseView(
  db: Executor,
  { row, found, readerUserId }: { row: AuditCaseRow; found: AuditedClaim; readerUserId: number },
  now: Date,
  link: AnswerFileLink,
): Promise<Omit<AuditCase, 'answerBusinessDays'>> {
  const questions = await questionViews(db, row.id, now, link);
  const names = await staffNames(db, [row.openedByUserId, row.foundByUserId, row.confirmedByUserId]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? ''));
  return {
    id: row.id,
    claimId: row.claimId,
    state: row.state,
    overdue: overdueOf(questions, row),
    sampled: row.sampled,
    flagged: row.flagged,
    openedBy: nameOf(row.openedByUserId),
    openReason: row.openReason,
    openedAt: row.openedAt.toISOString(),
    sampleWeek: row.sampleWeek,
    claim: {
      amount: centsToDollars(found.claim.amountCents),
      category: found.claim.category,
      description: found.claim.description,
      dateOfService: found.claim.dateOfService,
      payTo: found.claim.payTo,
      provider: providerOfClaim(found)?.name ?? null,
      child: { firstName: found.child.firstName, lastName: found.child.lastName },
      parent: { firstName: found.parent.firstName, lastName: found.parent.lastName },
    },
    questions,
    finding:
      row.outcome === null || row.foundAt === null
        ? null
        : {
            outcome: row.outcome,
            amount: row.misspentCents === null ? null : centsToDollars(row.misspentCents),
            reason: row.misspentReason,
            explanation: row.explanation ?? '',
            evidence: row.evidence ?? '',
            foundBy: nameOf(row.foundByUserId) ?? '',
            foundAt: row.foundAt.toISOString(),
            confirmedBy: nameOf(row.confirmedByUserId),
            confirmedAt: row.confirmedAt?.toISOString() ?? null,
            recordedByYou: row.foundByUserId === readerUserId,
          },
    recovery: recoveryView(row),
  };
}

export function caseSummaryView(row: AuditCaseRow, dueAt: Date | null, now: Date): AuditCaseSummary {
  return {
    id: row.id,
    claimId: row.claimId,
    state: row.state,
    overdue: row.state === 'asked' && isOverdue(dueAt, now),
    sampled: row.sampled,
    flagged: row.flagged,
    openedAt: row.openedAt.toISOString(),
    dueDate: row.state === 'asked' && dueAt !== null ? dueDateOf(dueAt) : null,
  };
}

/**
 * What the family sees of an audit of their claim: nothing until they are asked or the case closes misspent (a claim
 * drawn and closed without a question is not their business), then the questions, the finding's reason and what it
 * recovered. Never who at the programme acted, nor the evidence.
 */
export async function parentAuditView(
  db: Executor,
  row: AuditCaseRow,
  now: Date,
  link: AnswerFileLink,
): Promise<ParentAudit | null> {
  const questions = await questionViews(db, row.id, now, link);
  const closedMisspent = row.state === 'closed' && row.outcome === 'misspent';
  if (questions.length === 0 && !closedMisspent) return null;
  return {
    caseId: row.id,
    state: row.state,
    questions,
    finding:
      row.state === 'closed' && row.outcome !== null
        ? { outcome: row.outcome, reason: row.misspentReason, explanation: row.explanation ?? '' }
        : null,
    recovery: recoveryView(row),
  };
}

export function providerDebtView(row: AuditCaseRow): ProviderAuditDebt {
  const misspentCents = row.misspentCents ?? 0;
  return {
    caseId: row.id,
    claimId: row.claimId,
    reason: row.misspentReason,
    explanation: row.explanation ?? '',
    misspent: centsToDollars(misspentCents),
    repaid: centsToDollars(row.repaidCents),
    owed: centsToDollars(
      stillOwedCents({ misspentCents, fromFundsCents: row.fromFundsCents, repaidCents: row.repaidCents }),
    ),
    foundAt: (row.foundAt ?? row.openedAt).toISOString(),
  };
}

import {
  addDays,
  auditAnswerDueAt,
  auditAnswerFieldsSchema,
  fieldIssues,
  findingAmountIssue,
  FILE_KIND_MIME_TYPES,
  isIsoDate,
  MAX_FILES_PER_CLAIM,
  needsSecondPerson,
  programmeDate,
  recoverySplit,
  repaymentIssue,
  startOfProgrammeDay,
  stillOwedCents,
  translate,
  uploadIssue,
  type AskAuditQuestionPayload,
  type AuditCase,
  type AuditCaseSummary,
  type AuditListFilter,
  type AuditSample,
  type OpenAuditCasePayload,
  type ParentAudit,
  type Platform,
  type ProviderAuditDebt,
  type RecordFindingPayload,
  type UploadCandidate,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import { ConflictError, NotFoundError, PayloadTooLargeError, RuleError, ValidationError } from '../../errors.ts';
import { wordlessCheck } from '../../i18n/localized-schemas.ts';
import { recordStaffRead, type Reader } from '../access-record/staff-reads.ts';
import { childrenYears } from '../awards/child-funds.ts';
import type { SignedInParent } from '../callers/caller-hooks.ts';
import type { ClaimUpload } from '../claims/claim-upload.ts';
import { insertClaimEvent, lockFamily } from '../claims/claims.repository.ts';
import { signedFilePath } from '../files/file-urls.ts';
import { claimContents, expectClaim, removeIfUnreferenced } from '../files/unreferenced-files.ts';
import { requireMembership } from '../providers/providers.service.ts';
import { programmeSchoolYears } from '../school-years/school-years.service.ts';
import { notifyClosed, notifyQuestion } from './audit-mails.ts';
import {
  caseSummaryView,
  parentAuditView,
  providerDebtView,
  staffCaseView,
  type AnswerFileLink,
} from './audit-views.ts';
import {
  answerQuestion,
  findAuditedClaim,
  findCase,
  findParentCase,
  findWaitingQuestion,
  insertAnswerFiles,
  insertHandCase,
  insertQuestion,
  insertRepayment,
  isClaimPaid,
  isParentsClaim,
  listCases,
  listCasesOfWeek,
  listProviderDebts,
  listSamples,
  updateCase,
  type AuditCaseRow,
} from './audits.repository.ts';

/**
 * Audit cases (issue 34, ADR 0034): staff open, ask, find and confirm; the family answers; a misspent finding
 * recovers what it can from the child's funds and leaves the rest owed. Every step takes the case's row lock, is
 * written to the claim's trail in its transaction, and each staff view of a case is a read in the access record.
 */

const caseNotFound = () => new NotFoundError('AUDIT_CASE_NOT_FOUND', translate('audits.case.notFound'));
const caseClosed = () => new ConflictError('AUDIT_CASE_CLOSED', translate('audits.case.closed'));

/** The case under its lock, refused when missing. */
async function lockedCase(tx: Executor, id: number): Promise<AuditCaseRow> {
  const row = await findCase(tx, id, true);
  if (row === undefined) throw caseNotFound();
  return row;
}

/** Links to an answer's files, made for `reader` (a staff member, whose openings are recorded) or for the family. */
function answerFileLinks(config: Config, now: Date, reader?: number): AnswerFileLink {
  return (fileId) => `${config.publicUrl}${signedFilePath(config, fileId, now, reader, 'audit')}`;
}

/** The case as staff see it, its read recorded against the family in the same transaction. */
async function readCase(
  deps: AppDependencies,
  tx: Executor,
  reader: Reader,
  row: AuditCaseRow,
  now: Date,
): Promise<AuditCase> {
  const found = await findAuditedClaim(tx, row.claimId);
  if (found === undefined) throw caseNotFound();
  await recordStaffRead(tx, reader, { kind: 'claim', parentUserId: found.parent.id, claimId: row.claimId }, now);
  const view = await staffCaseView(
    tx,
    { row, found, readerUserId: reader.staffUserId },
    now,
    answerFileLinks(deps.config, now, reader.staffUserId),
  );
  return { ...view, answerBusinessDays: deps.config.audits.answerBusinessDays };
}

async function trail(
  tx: Executor,
  claimId: number,
  actorUserId: number | null,
  action: string,
  note: string | null,
  at: Date,
) {
  await insertClaimEvent(tx, {
    claimId,
    actorUserId,
    actorKind: actorUserId === null ? 'system' : 'meritCs',
    action,
    note,
    at,
  });
}

/** POST /api/merit-cs/audits: staff add a paid claim by hand, with why. */
export async function openCaseByHand(deps: AppDependencies, reader: Reader, payload: OpenAuditCasePayload) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const found = await findAuditedClaim(tx, payload.claimId);
    if (found === undefined) throw new NotFoundError('CLAIM_NOT_FOUND', translate('audits.claim.notFound'));
    if (!(await isClaimPaid(tx, payload.claimId))) {
      const message = translate('audits.claim.notPaid');
      throw new RuleError('AUDIT_CLAIM_NOT_PAID', message, [{ path: 'claimId', message }]);
    }
    const row = await insertHandCase(tx, {
      claimId: payload.claimId,
      openedByUserId: reader.staffUserId,
      openReason: payload.reason,
      openedAt: now,
    });
    if (row === undefined) {
      throw new ConflictError(
        'AUDIT_CASE_EXISTS',
        translate('audits.claim.alreadyAudited', { claimId: payload.claimId }),
      );
    }
    await trail(tx, row.claimId, reader.staffUserId, 'auditOpened', payload.reason, now);
    return readCase(deps, tx, reader, row, now);
  });
}

export async function listAuditCases(deps: AppDependencies, filter: AuditListFilter): Promise<AuditCaseSummary[]> {
  const now = deps.clock();
  const rows = await listCases(deps.db, filter, now);
  return rows.map(({ row, dueAt }) => caseSummaryView(row, dueAt, now));
}

export async function readAuditCase(deps: AppDependencies, reader: Reader, id: number): Promise<AuditCase> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await findCase(tx, id);
    if (row === undefined) throw caseNotFound();
    return readCase(deps, tx, reader, row, now);
  });
}

/** The end of a chosen last day to answer, which must come after today. */
function chosenDueAt(dueDate: string, now: Date): Date {
  const message = translate(isIsoDate(dueDate) ? 'audits.dueDate.notAfterToday' : 'audits.dueDate.invalid');
  if (!isIsoDate(dueDate) || dueDate <= programmeDate(now)) {
    throw new ValidationError([{ path: 'dueDate', message }]);
  }
  return startOfProgrammeDay(addDays(dueDate, 1));
}

/** POST /api/merit-cs/audits/{id}/questions: a question to the family, due in 10 business days unless chosen. */
export async function askQuestion(
  deps: AppDependencies,
  reader: Reader,
  id: number,
  payload: AskAuditQuestionPayload,
): Promise<AuditCase> {
  const now = deps.clock();
  const dueAt =
    payload.dueDate === null
      ? auditAnswerDueAt(now, deps.config.audits.answerBusinessDays)
      : chosenDueAt(payload.dueDate, now);
  return deps.db.transaction(async (tx) => {
    const row = await lockedCase(tx, id);
    if (row.state === 'closed' || row.state === 'toConfirm') throw caseClosed();
    const question = await insertQuestion(tx, {
      caseId: row.id,
      askedByUserId: reader.staffUserId,
      question: payload.question,
      askedAt: now,
      dueAt,
    });
    if (question === undefined) throw new ConflictError('AUDIT_QUESTION_WAITING', translate('audits.question.waiting'));
    await updateCase(tx, row.id, { state: 'asked' });
    await trail(tx, row.claimId, reader.staffUserId, 'auditQuestionAsked', null, now);
    await notifyQuestion(tx, deps.config, question);
    return readCase(deps, tx, reader, { ...row, state: 'asked' }, now);
  });
}

/** The answer's files by the claim's upload rules (type, size, duplicates, how many), as the claim form checks them. */
function checkAnswerFiles(upload: ClaimUpload, platform: Platform) {
  if (upload.files.length > MAX_FILES_PER_CLAIM) {
    throw new PayloadTooLargeError(translate('claim.invoice.tooMany', { max: MAX_FILES_PER_CLAIM }));
  }
  const chosen: UploadCandidate[] = [];
  for (const file of upload.files) {
    const candidate: UploadCandidate = {
      name: file.name,
      size: file.size,
      mimeType: file.contentKind ? FILE_KIND_MIME_TYPES[file.contentKind] : '',
      fingerprint: file.sha256,
      contentKind: file.contentKind,
    };
    const issue = uploadIssue(candidate, chosen, platform, translate);
    if (issue !== null) throw new ValidationError([{ path: `file${String(file.index + 1)}`, message: issue }]);
    chosen.push(candidate);
  }
}

/**
 * POST /api/user/claim/{claimId}/audit/answer: the family answers the question waiting on their claim, with text and
 * files (file1..file5, the claim's upload rules). The files go to the store before the case is locked.
 */
export async function answerAuditQuestion(
  deps: AppDependencies,
  { user }: SignedInParent,
  claimId: number,
  upload: ClaimUpload,
  platform: Platform,
): Promise<ParentAudit> {
  const { db, store } = deps;
  const now = deps.clock();
  const kept: string[] = [];
  try {
    const fields = auditAnswerFieldsSchema().safeParse(upload.fields, wordlessCheck);
    if (!fields.success) throw new ValidationError(fieldIssues(fields.error));
    const found = await findParentCase(db, user.id, claimId);
    if (found === undefined) throw caseNotFound();
    checkAnswerFiles(upload, platform);
    // As a claim's files (issue 33): their removal is queued before they are kept, and cancelled by the answer.
    const sha256s = upload.files.map((file) => file.sha256);
    const removal =
      sha256s.length > 0
        ? await expectClaim(db, sha256s, new Date(now.getTime() + deps.config.staleUploadMs))
        : undefined;
    for (const file of upload.files) {
      if (await store.keep(file.temporaryPath, file.sha256)) kept.push(file.sha256);
    }
    return await db.transaction(async (tx) => {
      await claimContents(tx, store, {
        removal,
        all: sha256s,
        found: sha256s.filter((sha256) => !kept.includes(sha256)),
      });
      const row = await lockedCase(tx, found.id);
      const question = row.state === 'asked' ? await findWaitingQuestion(tx, row.id) : undefined;
      if (question === undefined) throw new ConflictError('AUDIT_NO_QUESTION', translate('audits.question.none'));
      await answerQuestion(tx, question.id, fields.data.answer, now);
      await insertAnswerFiles(
        tx,
        upload.files.map((file, position) => ({
          questionId: question.id,
          position,
          originalName: file.name,
          sha256: file.sha256,
          mimeType: file.contentKind ? FILE_KIND_MIME_TYPES[file.contentKind] : 'application/octet-stream',
          sizeBytes: file.size,
        })),
      );
      await updateCase(tx, row.id, { state: 'answered' });
      await insertClaimEvent(tx, {
        claimId,
        actorUserId: user.id,
        actorKind: 'parent',
        action: 'auditAnswered',
        at: now,
      });
      const view = await parentAuditView(tx, { ...row, state: 'answered' }, now, answerFileLinks(deps.config, now));
      if (view === null) throw caseNotFound();
      return view;
    });
  } catch (error) {
    await Promise.all(upload.files.map((file) => store.discard(file.temporaryPath)));
    await Promise.all(kept.map((sha256) => removeIfUnreferenced(db, store, sha256).catch(() => false)));
    throw error;
  }
}

/** GET /api/user/claim/{claimId}/audit: the audit of a parent's claim, null when there is nothing to show them. */
export async function parentAudit(deps: AppDependencies, parentUserId: number, claimId: number) {
  const { db } = deps;
  if (!(await isParentsClaim(db, parentUserId, claimId))) {
    throw new NotFoundError('CLAIM_NOT_FOUND', translate('audits.claim.notFound'));
  }
  const row = await findParentCase(db, parentUserId, claimId);
  const now = deps.clock();
  return row === undefined ? null : parentAuditView(db, row, now, answerFileLinks(deps.config, now));
}

/**
 * Closes a case in its transaction: for a misspent finding, who owes it (the family for a claim paid to them, the
 * provider for one paid to it) and, for the family, what the child's available funds of their current year give at
 * once, read under the family's lock (the lock a claim is submitted under) so that no claim spends the same money.
 */
async function closeCase(tx: Executor, row: AuditCaseRow, now: Date): Promise<AuditCaseRow> {
  const closed: Partial<AuditCaseRow> = { state: 'closed', closedAt: now };
  if (row.outcome === 'misspent' && row.misspentCents !== null) {
    const found = await findAuditedClaim(tx, row.claimId);
    if (found === undefined) throw caseNotFound();
    const debtor = found.claim.payTo === 'Vendor' && found.provider !== null ? 'provider' : 'family';
    let available = 0;
    let year: number | null = null;
    if (debtor === 'family') {
      await lockFamily(tx, found.parent.id);
      const years = await programmeSchoolYears(tx);
      const funds = (await childrenYears(tx, years, [found.child], programmeDate(now))).get(found.child.id);
      available = funds?.current.availableCents ?? 0;
      year = funds?.current.schoolYear ?? null;
    }
    const split = recoverySplit(row.misspentCents, available, debtor);
    Object.assign(closed, {
      debtor,
      fromFundsCents: split.fromFundsCents,
      recoveredYear: split.fromFundsCents > 0 ? year : null,
    });
    const note = `Misspent ${String(row.misspentCents)} cents: ${String(split.fromFundsCents)} from the child's funds, ${String(split.owedCents)} owed by the ${debtor}`;
    await trail(tx, row.claimId, null, 'auditRecovered', note, now);
  }
  await updateCase(tx, row.id, closed);
  await notifyClosed(tx, row.id);
  return { ...row, ...closed };
}

/** POST /api/merit-cs/audits/{id}/finding: the outcome; a misspent amount above the threshold waits for a second person. */
export async function recordFinding(
  deps: AppDependencies,
  reader: Reader,
  id: number,
  payload: RecordFindingPayload,
): Promise<AuditCase> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockedCase(tx, id);
    if (row.state === 'closed') throw caseClosed();
    if (row.state === 'toConfirm')
      throw new ConflictError('AUDIT_FINDING_RECORDED', translate('audits.finding.recorded'));
    const found = await findAuditedClaim(tx, row.claimId);
    if (found === undefined) throw caseNotFound();
    const misspentCents = payload.outcome === 'misspent' ? payload.amount : null;
    if (misspentCents !== null) {
      const issue = findingAmountIssue(misspentCents, found.claim.amountCents);
      if (issue !== null) throw new RuleError('AUDIT_AMOUNT_ABOVE_CLAIM', issue, [{ path: 'amount', message: issue }]);
    }
    const finding: Partial<AuditCaseRow> = {
      outcome: payload.outcome,
      misspentCents,
      misspentReason: payload.outcome === 'misspent' ? payload.reason : null,
      explanation: payload.explanation,
      evidence: payload.outcome === 'misspent' ? payload.evidence : null,
      foundByUserId: reader.staffUserId,
      foundAt: now,
    };
    const toConfirm = needsSecondPerson(payload.outcome, misspentCents ?? 0, deps.config.audits);
    const note =
      misspentCents === null
        ? 'No finding'
        : `Misspent ${String(misspentCents)} cents (${payload.outcome === 'misspent' ? payload.reason : ''})`;
    await trail(tx, row.claimId, reader.staffUserId, 'auditFinding', note, now);
    let next: AuditCaseRow = { ...row, ...finding, state: toConfirm ? 'toConfirm' : row.state };
    if (toConfirm) await updateCase(tx, row.id, { ...finding, state: 'toConfirm' });
    else {
      await updateCase(tx, row.id, finding);
      next = await closeCase(tx, next, now);
    }
    return readCase(deps, tx, reader, next, now);
  });
}

/** POST /api/merit-cs/audits/{id}/confirm: a second staff member confirms a finding above the threshold; it closes. */
export async function confirmFinding(deps: AppDependencies, reader: Reader, id: number): Promise<AuditCase> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockedCase(tx, id);
    if (row.state !== 'toConfirm')
      throw new ConflictError('AUDIT_NOTHING_TO_CONFIRM', translate('audits.confirm.nothing'));
    if (row.foundByUserId === reader.staffUserId) {
      throw new ConflictError('AUDIT_SECOND_PERSON', translate('audits.confirm.sameStaff'));
    }
    const confirmed = { confirmedByUserId: reader.staffUserId, confirmedAt: now };
    await updateCase(tx, row.id, confirmed);
    await trail(tx, row.claimId, reader.staffUserId, 'auditConfirmed', null, now);
    const closed = await closeCase(tx, { ...row, ...confirmed }, now);
    return readCase(deps, tx, reader, closed, now);
  });
}

/** POST /api/merit-cs/audits/{id}/repayments: money that arrived towards what a finding left owed. */
export async function recordRepayment(
  deps: AppDependencies,
  reader: Reader,
  id: number,
  amountCents: number,
): Promise<AuditCase> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockedCase(tx, id);
    if (row.state !== 'closed' || row.outcome !== 'misspent' || row.misspentCents === null) {
      throw new ConflictError('AUDIT_NOT_MISSPENT', translate('audits.repayment.notMisspent'));
    }
    const owed = stillOwedCents({
      misspentCents: row.misspentCents,
      fromFundsCents: row.fromFundsCents,
      repaidCents: row.repaidCents,
    });
    const issue = repaymentIssue(amountCents, owed);
    if (issue !== null) throw new RuleError('AUDIT_REPAYMENT_ABOVE_OWED', issue, [{ path: 'amount', message: issue }]);
    await insertRepayment(tx, { caseId: row.id, amountCents, recordedByUserId: reader.staffUserId, at: now });
    const repaidCents = row.repaidCents + amountCents;
    await updateCase(tx, row.id, { repaidCents });
    await trail(tx, row.claimId, reader.staffUserId, 'auditRepaid', `Repaid ${String(amountCents)} cents`, now);
    return readCase(deps, tx, reader, { ...row, repaidCents }, now);
  });
}

/** GET /api/merit-cs/audits/samples: the latest weeks drawn, with what an auditor needs to draw them again. */
export async function auditSamples(deps: AppDependencies): Promise<AuditSample[]> {
  const rows = await listSamples(deps.db, 26);
  return Promise.all(
    rows.map(async (row) => {
      const cases = await listCasesOfWeek(deps.db, row.weekStart);
      return {
        weekStart: row.weekStart,
        seed: row.seed,
        rate: row.rateBasisPoints / 10_000,
        paidClaimIds: row.paidClaimIds,
        sampledClaimIds: cases.filter((one) => one.sampled).map((one) => one.claimId),
        flaggedClaimIds: cases.filter((one) => one.flagged).map((one) => one.claimId),
        drawnAt: row.drawnAt.toISOString(),
      };
    }),
  );
}

/** What a provider is asked to repay, for a member of its organisation: the misspent findings of claims paid to it. */
export async function providerAuditDebts(
  deps: AppDependencies,
  identity: Identity,
  organisationId: string,
): Promise<ProviderAuditDebt[]> {
  const { provider } = await requireMembership(deps, identity, organisationId);
  const rows = await listProviderDebts(deps.db, provider.id);
  return rows.map(({ row }) => providerDebtView(row));
}

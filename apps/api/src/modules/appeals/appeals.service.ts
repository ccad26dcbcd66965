import {
  appealAgeDays,
  appealClosesAt,
  appealDecisionAction,
  appealDueAt,
  appealFieldsSchema,
  appealFileIssues,
  appealIssue,
  centsToDollars,
  claimYearOverIssue,
  FILE_KIND_MIME_TYPES,
  fieldIssues,
  isOverdue,
  lastDayBefore,
  overturnAmountIssue,
  programmeDate,
  translate,
  type AppealDecision,
  type AppealFigures,
  type AppealState,
  type AppealView,
  type ParentAppeal,
  type Platform,
  type StaffAppeal,
  type StaffAppealList,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, RuleError, ValidationError } from '../../errors.ts';
import { wordlessCheck } from '../../i18n/localized-schemas.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import { recordStaffRead, type Reader } from '../access-record/staff-reads.ts';
import { yearFunds } from '../awards/child-funds.ts';
import { queuePayout } from '../bank/payouts.ts';
import type { SignedInParent } from '../callers/caller-hooks.ts';
import type { UserRow } from '../callers/callers.repository.ts';
import type { ClaimUpload } from '../claims/claim-upload.ts';
import { statusValues } from '../claims/claim-wait-state.ts';
import {
  findClaimStatus,
  findClaimWithPeople,
  findReplacement,
  insertClaimEvent,
  lockFamily,
  moveClaimStatus,
} from '../claims/claims.repository.ts';
import { providerOfClaim, writtenReasonOf, type ClaimWithPeople } from '../claims/parent-claim-view.ts';
import { fileView } from '../files/file-urls.ts';
import { listClaimFiles } from '../files/files.repository.ts';
import { claimContents, expectClaim, removeIfUnreferenced } from '../files/unreferenced-files.ts';
import { readSchoolYears } from '../school-years/school-years.service.ts';
import { notifyAppeal } from './appeal-mails.ts';
import {
  appealFiguresOf,
  countAppealsInState,
  decideOpenAppeal,
  findAppeal,
  findAppealOfClaim,
  insertAppeal,
  insertAppealFiles,
  listAppealFiles,
  listAppealsInState,
  listAppealsOfClaims,
  listClaimDeciders,
  type AppealRow,
} from './appeals.repository.ts';

/** How many appeals one page of the staff's list shows. */
const STAFF_LIST_LIMIT = 100;

function claimNotFound() {
  return new NotFoundError('CLAIM_NOT_FOUND', translate('claim.notFound'));
}

function appealNotFound() {
  return new NotFoundError('APPEAL_NOT_FOUND', translate('appeal.notFound'));
}

/** The parent's claim, or the same 404 as a claim that does not exist. */
async function parentsClaim(db: Executor, parentId: number, claimId: number): Promise<ClaimWithPeople> {
  const found = await findClaimWithPeople(db, claimId);
  if (found?.child.parentId !== parentId) throw claimNotFound();
  return found;
}

/** Why the claim cannot be appealed now (appealIssue), as the error the API answers; nothing when it can. */
async function checkAppealable(db: Executor, config: Config, claimId: number, now: Date): Promise<void> {
  const claim = await findClaimWithPeople(db, claimId);
  if (!claim) throw claimNotFound();
  const appealed = (await findAppealOfClaim(db, claimId)) !== undefined;
  const issue = appealIssue(
    {
      status: claim.claim.status,
      rejectedAt: claim.claim.status === 'Rejected' ? claim.claim.reviewedAt : null,
      replacedBy: await findReplacement(db, claimId),
      appealed,
    },
    now,
    config.appeals.periodDays,
    translate,
  );
  if (issue === null) return;
  if (appealed) throw new ConflictError('ALREADY_APPEALED', issue);
  throw new RuleError('CLAIM_NOT_APPEALABLE', issue);
}

async function appealFileViews(db: Executor, config: Config, now: Date, appealId: number, reader?: number) {
  const files = await listAppealFiles(db, appealId);
  return files.map((file) => fileView(config, now, { ...file, receiptNumber: null }, reader, 'appeal'));
}

function decisionOf(appeal: AppealRow): AppealView['decision'] {
  if (appeal.state === 'open' || appeal.decidedAt === null) return null;
  return {
    outcome: appeal.state,
    at: appeal.decidedAt.toISOString(),
    reason: appeal.decisionReason ?? '',
    approvedAmount: appeal.approvedAmountCents === null ? null : centsToDollars(appeal.approvedAmountCents),
  };
}

async function appealView(db: Executor, config: Config, now: Date, appeal: AppealRow): Promise<AppealView> {
  return {
    id: appeal.id,
    claimId: appeal.claimId,
    state: appeal.state,
    statement: appeal.statement,
    appealedAt: appeal.appealedAt.toISOString(),
    dueDate: lastDayBefore(appeal.dueAt),
    files: await appealFileViews(db, config, now, appeal.id),
    decision: decisionOf(appeal),
  };
}

/**
 * POST /api/user/claim/{claimId}/appeal: the parent appeals their rejected claim, within the programme's period, with
 * a statement and files (the claim upload's rules). Checked before the files are kept and again in the transaction
 * that writes the appeal, holding the family's rows (as a claim's submission does) and the claim's: of an appeal and
 * a correction of the same claim sent at once, the second sees the first. A refused appeal leaves nothing behind.
 */
export async function appealClaim(
  deps: Pick<AppDependencies, 'db' | 'config' | 'clock'> & { store: FileStore },
  { user, parent }: SignedInParent,
  claimId: number,
  upload: ClaimUpload,
  platform: Platform,
): Promise<AppealView> {
  const { db, config, store, clock } = deps;
  const now = clock();
  const kept: string[] = [];
  try {
    await parentsClaim(db, parent.userId, claimId);
    const fields = appealFieldsSchema().safeParse(upload.fields, wordlessCheck);
    const fileIssues = appealFileIssues(
      upload.files.map((file) => ({
        name: file.name,
        size: file.size,
        mimeType: file.contentKind ? FILE_KIND_MIME_TYPES[file.contentKind] : '',
        fingerprint: file.sha256,
        contentKind: file.contentKind,
      })),
      platform,
      translate,
    );
    const issues = [...(fields.success ? [] : fieldIssues(fields.error)), ...fileIssues];
    if (!fields.success || issues.length > 0) throw new ValidationError(issues);
    await checkAppealable(db, config, claimId, now);

    // As a claim's files (files/unreferenced-files.ts): should the appeal not be written, whatever happens, what went
    // to the store is removed unless something refers to it.
    const sha256s = upload.files.map((file) => file.sha256);
    const removal =
      sha256s.length > 0 ? await expectClaim(db, sha256s, new Date(now.getTime() + config.staleUploadMs)) : undefined;
    for (const file of upload.files) {
      if (await store.keep(file.temporaryPath, file.sha256)) kept.push(file.sha256);
    }
    return await db.transaction(async (tx) => {
      await lockFamily(tx, parent.userId);
      await claimContents(tx, store, {
        removal,
        all: sha256s,
        found: sha256s.filter((sha256) => !kept.includes(sha256)),
      });
      await findClaimStatus(tx, claimId, true);
      await checkAppealable(tx, config, claimId, now);
      const appeal = await insertAppeal(tx, {
        claimId,
        parentUserId: user.id,
        statement: fields.data.statement,
        state: 'open',
        appealedAt: now,
        dueAt: appealDueAt(now, config.appeals.decisionDays),
      });
      await insertAppealFiles(
        tx,
        upload.files.map((file, position) => ({
          appealId: appeal.id,
          position,
          originalName: file.name,
          sha256: file.sha256,
          mimeType: file.contentKind ? FILE_KIND_MIME_TYPES[file.contentKind] : 'application/octet-stream',
          sizeBytes: file.size,
        })),
      );
      await insertClaimEvent(tx, {
        claimId,
        actorUserId: user.id,
        actorKind: 'parent',
        action: 'appealed',
        at: now,
      });
      await notifyAppeal(tx, appeal.id, 'received');
      return appealView(tx, config, now, appeal);
    });
  } catch (error) {
    await Promise.all(upload.files.map((file) => store.discard(file.temporaryPath)));
    await Promise.all(kept.map((sha256) => removeIfUnreferenced(db, store, sha256).catch(() => false)));
    throw error;
  }
}

/** GET /api/user/claim/{claimId}/appeal: the claim's appeal, or whether it may be appealed and until when. */
export async function parentAppeal(
  deps: Pick<AppDependencies, 'db' | 'config' | 'clock'>,
  parentId: number,
  claimId: number,
): Promise<ParentAppeal> {
  const { db, config, clock } = deps;
  const now = clock();
  const { claim } = await parentsClaim(db, parentId, claimId);
  const appeal = await findAppealOfClaim(db, claimId);
  const rejectedAt = claim.status === 'Rejected' ? claim.reviewedAt : null;
  const issue = appealIssue(
    {
      status: claim.status,
      rejectedAt,
      replacedBy: await findReplacement(db, claimId),
      appealed: appeal !== undefined,
    },
    now,
    config.appeals.periodDays,
    translate,
  );
  return {
    appeal: appeal === undefined ? null : await appealView(db, config, now, appeal),
    issue,
    lastDay: rejectedAt === null ? null : lastDayBefore(appealClosesAt(rejectedAt, config.appeals.periodDays)),
  };
}

/** GET /api/merit-cs/appeals: the appeals in one state, with their age and due date, for the work queue. */
export async function listAppealsForStaff(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  state: AppealState,
): Promise<StaffAppealList> {
  const now = deps.clock();
  const [rows, count] = await Promise.all([
    listAppealsInState(deps.db, state, STAFF_LIST_LIMIT),
    countAppealsInState(deps.db, state),
  ]);
  return {
    count,
    appeals: rows.map((row) => ({
      id: row.appeal.id,
      claimId: row.appeal.claimId,
      state: row.appeal.state,
      child: { firstName: row.childFirstName, lastName: row.childLastName },
      parent: { firstName: row.parentFirstName, lastName: row.parentLastName },
      claimAmount: centsToDollars(row.claimAmountCents),
      appealedAt: row.appeal.appealedAt.toISOString(),
      dueDate: lastDayBefore(row.appeal.dueAt),
      ageDays: appealAgeDays(row.appeal.appealedAt, now),
      overdue: row.appeal.state === 'open' && isOverdue(row.appeal.dueAt, now),
      decidedAt: row.appeal.decidedAt?.toISOString() ?? null,
    })),
  };
}

/** Why this staff member cannot decide the appeal, or null: it is decided, or they took part in deciding the claim. */
async function decideIssueOf(db: Executor, appeal: AppealRow, staffUserId: number): Promise<string | null> {
  if (appeal.state !== 'open') return translate('appeal.alreadyDecided');
  const deciders = await listClaimDeciders(db, appeal.claimId);
  return deciders.includes(staffUserId) ? translate('appeal.decidedTheClaim') : null;
}

/**
 * GET /api/merit-cs/appeals/{id}: the appeal with its claim and the claim's files, why the claim was rejected, the
 * statement and files (every file as a link naming the reader), the funds an overturn may take, and whether this
 * staff member may decide it; recorded as their read of the claim in the same transaction (ADR 0019).
 */
export async function appealForStaff(deps: AppDependencies, reader: Reader, appealId: number): Promise<StaffAppeal> {
  const { db, config, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const appeal = await findAppeal(tx, appealId);
    if (!appeal) throw appealNotFound();
    const found = await findClaimWithPeople(tx, appeal.claimId);
    if (!found) throw appealNotFound();
    const { claim, child, parent } = found;
    const funds = await yearFunds(tx, child.id, claim.schoolYear, programmeDate(now));
    await recordStaffRead(tx, reader, { kind: 'claim', parentUserId: parent.id, claimId: claim.id }, now);
    return {
      id: appeal.id,
      claimId: claim.id,
      state: appeal.state,
      child: { firstName: child.firstName, lastName: child.lastName },
      parent: { firstName: parent.firstName, lastName: parent.lastName },
      claimAmount: centsToDollars(claim.amountCents),
      appealedAt: appeal.appealedAt.toISOString(),
      dueDate: lastDayBefore(appeal.dueAt),
      ageDays: appealAgeDays(appeal.appealedAt, now),
      overdue: appeal.state === 'open' && isOverdue(appeal.dueAt, now),
      decidedAt: appeal.decidedAt?.toISOString() ?? null,
      statement: appeal.statement,
      files: await appealFileViews(tx, config, now, appeal.id, reader.staffUserId),
      claim: {
        files: (await listClaimFiles(tx, [claim.id])).map((file) => fileView(config, now, file, reader.staffUserId)),
        status: claim.status,
        amount: centsToDollars(claim.amountCents),
        category: claim.category,
        description: claim.description,
        dateOfService: claim.dateOfService,
        provider: providerOfClaim(found)?.name ?? null,
        rejectionReason: writtenReasonOf(claim),
      },
      available: centsToDollars(Math.max(funds.availableCents, 0)),
      decideIssue: await decideIssueOf(tx, appeal, reader.staffUserId),
      decision: decisionOf(appeal),
    };
  });
}

/**
 * An overturn approves the rejected claim for `amountCents`, under the family's lock: only while the claim is still
 * Rejected and not corrected since, in a year that still takes claims, within the claim and its year's funds. It
 * moves to Accepted as a review's approval does, and is paid as any approved claim.
 */
async function overturn(
  tx: Executor,
  deps: AppDependencies,
  found: ClaimWithPeople,
  staff: UserRow,
  amountCents: number,
  now: Date,
): Promise<void> {
  const { claim, child } = found;
  if (claim.status !== 'Rejected') throw new RuleError('CLAIM_NOT_REJECTED', translate('appeal.claimMoved'));
  const today = programmeDate(now);
  // Read in the transaction: on the embedded database a second connection would wait for this one.
  const yearOver = claimYearOverIssue(await readSchoolYears(tx), claim.schoolYear, today, translate);
  if (yearOver) throw new RuleError('SCHOOL_YEAR_OVER', yearOver);
  const funds = await yearFunds(tx, child.id, claim.schoolYear, today);
  const amountIssue = overturnAmountIssue(claim.amountCents, amountCents, funds.availableCents, translate);
  if (amountIssue) throw new RuleError('AMOUNT_NOT_ALLOWED', amountIssue, [{ path: 'amount', message: amountIssue }]);
  const moved = await moveClaimStatus(tx, claim.id, 'Rejected', {
    ...statusValues(deps.config, 'Accepted', now),
    amountCents,
    reviewedAt: now,
    reviewerName: `${staff.firstName} ${staff.lastName}`.trim(),
  });
  if (!moved) throw new RuleError('CLAIM_NOT_REJECTED', translate('appeal.claimMoved'));
  await queuePayout(tx, claim.id, now);
}

/**
 * POST /api/merit-cs/appeals/{id}/decision: a staff member who took no part in deciding the claim upholds the
 * rejection or overturns it, with a written reason. One transaction holds the family's rows, then the claim's and the
 * appeal's, so the funds an overturn takes cannot change underneath and of two deciders exactly one wins. The decision
 * is in the claim's timeline and e-mailed to the parent in their language.
 */
export async function decideAppeal(
  deps: AppDependencies,
  staff: UserRow,
  appealId: number,
  decision: AppealDecision,
): Promise<{ state: AppealState; claimStatus: ClaimWithPeople['claim']['status'] }> {
  const { db, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const unlocked = await findAppeal(tx, appealId);
    const owner = unlocked === undefined ? undefined : await findClaimWithPeople(tx, unlocked.claimId);
    if (unlocked === undefined || owner === undefined) throw appealNotFound();
    await lockFamily(tx, owner.parent.id);
    await findClaimStatus(tx, unlocked.claimId, true);
    const appeal = await findAppeal(tx, appealId, true);
    const found = await findClaimWithPeople(tx, unlocked.claimId);
    if (appeal === undefined || found === undefined) throw appealNotFound();
    if (appeal.state !== 'open') throw new ConflictError('APPEAL_DECIDED', translate('appeal.alreadyDecided'));
    if ((await listClaimDeciders(tx, appeal.claimId)).includes(staff.id)) {
      throw new ForbiddenError('DECIDED_THE_CLAIM', translate('appeal.decidedTheClaim'));
    }
    const { claim } = found;
    if (decision.outcome === 'overturned') await overturn(tx, deps, found, staff, decision.amount, now);
    const decided = await decideOpenAppeal(tx, appeal.id, {
      state: decision.outcome,
      decidedAt: now,
      decidedBy: staff.id,
      decisionReason: decision.reason,
      approvedAmountCents: decision.outcome === 'overturned' ? decision.amount : null,
    });
    if (!decided) throw new ConflictError('APPEAL_DECIDED', translate('appeal.alreadyDecided'));
    const overturned = decision.outcome === 'overturned';
    await insertClaimEvent(tx, {
      claimId: claim.id,
      actorUserId: staff.id,
      actorKind: 'meritCs',
      action: appealDecisionAction(decision.outcome),
      fromStatus: claim.status,
      toStatus: overturned ? 'Accepted' : claim.status,
      fromAmountCents: overturned ? claim.amountCents : null,
      toAmountCents: overturned ? decision.amount : null,
      note: decision.reason,
      at: now,
    });
    await notifyAppeal(tx, appeal.id, 'decided');
    return { state: decided.state, claimStatus: overturned ? 'Accepted' : claim.status };
  });
}

/** Days to one decimal, as the Programme page shows durations; null stays null. */
function roundedDays(days: number | string | null | undefined): number | null {
  return days === null || days === undefined ? null : Math.round(Number(days) * 10) / 10;
}

/** GET /api/merit-cs/appeals/figures: the appeals of a school year's claims, their outcomes and time to decision. */
export async function appealFigures(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  schoolYear: number | null,
): Promise<AppealFigures> {
  const row = await appealFiguresOf(deps.db, schoolYear, deps.clock());
  return {
    schoolYear,
    lodged: row?.lodged ?? 0,
    open: row?.open ?? 0,
    overdue: row?.overdue ?? 0,
    upheld: row?.upheld ?? 0,
    overturned: row?.overturned ?? 0,
    overturnedAmount: centsToDollars(row?.overturnedCents ?? 0),
    daysToDecision: { median: roundedDays(row?.median), p90: roundedDays(row?.p90) },
  };
}

/** An appeal as a family's archive holds it: what they wrote, where it stands, its decision, and its files. */
export interface ArchivedAppeal {
  state: AppealView['state'];
  statement: string;
  appealedAt: string;
  dueDate: string;
  decision: AppealView['decision'];
  files: { name: string; type: string; sizeBytes: number; sha256: string; position: number }[];
}

/** The appeals of a family's claims, by claim, for its data archive (ADR 0020). */
export async function archivedAppeals(db: Executor, claimIds: readonly number[]): Promise<Map<number, ArchivedAppeal>> {
  const { appeals, files } = await listAppealsOfClaims(db, claimIds);
  return new Map(
    appeals.map((appeal) => [
      appeal.claimId,
      {
        state: appeal.state,
        statement: appeal.statement,
        appealedAt: appeal.appealedAt.toISOString(),
        dueDate: lastDayBefore(appeal.dueAt),
        decision: decisionOf(appeal),
        files: files
          .filter((file) => file.appealId === appeal.id)
          .map((file) => ({
            name: file.originalName,
            type: file.mimeType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            position: file.position,
          })),
      },
    ]),
  );
}

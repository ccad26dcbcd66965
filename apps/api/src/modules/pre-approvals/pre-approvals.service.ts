import {
  appealAgeDays,
  centsToDollars,
  claimFundsIssue,
  claimYearOverIssue,
  expectedDateIssue,
  fieldIssues,
  heldCents,
  offeredReviewActions,
  preApprovalExpiresAt,
  preApprovalLastDay,
  preApprovalRemindAt,
  preApprovalRequestSchema,
  preApprovalWithQuoteFieldsSchema,
  programmeDate,
  reviewActionBlockers,
  statusAfterReview,
  translate,
  type Platform,
  type PreApprovalDecision,
  type PreApprovalForReview,
  type PreApprovalRequest,
  type PreApprovalStatus,
  type PreApprovalView,
  type ReviewType,
  type StaffPreApprovalList,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import { wordlessCheck } from '../../i18n/localized-schemas.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError, RuleError, ValidationError } from '../../errors.ts';
import { recordStaffRead, type Reader } from '../access-record/staff-reads.ts';
import { chargedYearFunds, yearFunds } from '../awards/child-funds.ts';
import type { SignedInParent } from '../callers/caller-hooks.ts';
import type { UserRow } from '../callers/callers.repository.ts';
import type { ClaimUpload } from '../claims/claim-upload.ts';
import { statusValues } from '../claims/claim-wait-state.ts';
import { findChildOfParent, lockFamily } from '../claims/claims.repository.ts';
import type { ProviderMember } from '../providers/member-hook.ts';
import { findProviderByNumber, type ProviderRow } from '../providers/providers.repository.ts';
import { programmeSchoolYears } from '../school-years/school-years.service.ts';
import { notifyPreApproval } from './pre-approval-mails.ts';
import { notifyProviderOfPreApproval } from './pre-approval-provider-mails.ts';
import {
  attachQuote,
  dropQuote,
  keepQuote,
  quoteFileIssues,
  quoteFileView,
  withQuoteFile,
  withQuoteFiles,
  type KeptQuote,
} from './pre-approval-quotes.ts';
import {
  countPreApprovalsInStatus,
  findPreApproval,
  insertPreApproval,
  listParentPreApprovals,
  listPreApprovalsInStatus,
  listProviderPreApprovals,
  movePreApproval,
  type PreApprovalForReviewRow,
  type PreApprovalWithProvider,
} from './pre-approvals.repository.ts';

function notFound() {
  return new NotFoundError('PRE_APPROVAL_NOT_FOUND', translate('preApproval.notFound'));
}

function ruleError(code: string, path: string, message: string) {
  return new RuleError(code, message, [{ path, message }]);
}

/** A pre-approval as its parent, its provider and staff read it. */
export function preApprovalView({ preApproval: row, provider }: PreApprovalWithProvider): PreApprovalView {
  return {
    id: row.id,
    childId: row.childId,
    status: row.status,
    amount: centsToDollars(row.amountCents),
    used: centsToDollars(row.usedCents),
    held: centsToDollars(heldCents(row.status, row.amountCents, row.usedCents)),
    category: row.category,
    description: row.description,
    expectedDate: row.expectedDate,
    provider: provider
      ? { number: provider.number, name: provider.name }
      : { number: null, name: row.nonAceServiceProvider?.name ?? '' },
    quoteLink: row.quoteLink,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    rejectionNotes: row.rejectionNotes,
    lastDay: row.expiresAt === null ? null : preApprovalLastDay(row.expiresAt),
  };
}

async function programmeProvider(db: Executor, number: string | undefined): Promise<ProviderRow | null> {
  if (number === undefined) return null;
  const provider = await findProviderByNumber(db, number);
  if (!provider) {
    throw ruleError('PROVIDER_NOT_FOUND', 'serviceProviderNumber', translate('preApproval.provider.notFound'));
  }
  if (provider.status === 'Inactive') {
    throw ruleError('PROVIDER_INACTIVE', 'serviceProviderNumber', translate('preApproval.provider.inactive'));
  }
  return provider;
}

/**
 * A parent asks to pre-approve a purchase for one of their children (POST /api/user/pre-approvals), a quote's link at
 * most. It is checked against the funds of the year its expected date is charged to, under the family's lock as a
 * claim is (ADR 0028), and from then holds its amount there: a pre-approval and the family's claims never take the
 * same dollars twice.
 */
export async function requestPreApproval(
  deps: AppDependencies,
  caller: SignedInParent,
  request: PreApprovalRequest,
): Promise<PreApprovalView> {
  return writePreApproval(deps, caller, request, undefined, deps.clock());
}

/**
 * The same with the quote as a file (POST /api/user/pre-approvals/with-quote): the request, its JSON read by the same
 * schema, and the file, by a claim file's rules, are checked before the file is kept; a request not written leaves
 * nothing behind.
 */
export async function requestPreApprovalWithQuote(
  deps: AppDependencies,
  caller: SignedInParent,
  upload: ClaimUpload,
  platform: Platform,
): Promise<PreApprovalView> {
  const now = deps.clock();
  let kept: KeptQuote | undefined;
  try {
    const fields = preApprovalWithQuoteFieldsSchema().safeParse(upload.fields, wordlessCheck);
    const request = fields.success ? preApprovalRequestSchema().safeParse(fields.data.request, wordlessCheck) : fields;
    const issues = [...(request.success ? [] : fieldIssues(request.error)), ...quoteFileIssues(upload.files, platform)];
    const [file] = upload.files;
    if (!request.success || issues.length > 0 || file === undefined) throw new ValidationError(issues);
    kept = await keepQuote(deps, file, now);
    return await writePreApproval(deps, caller, request.data, kept, now);
  } catch (error) {
    await dropQuote(deps, upload.files, kept);
    throw error;
  }
}

async function writePreApproval(
  deps: AppDependencies,
  { user, parent }: SignedInParent,
  request: PreApprovalRequest,
  quote: KeptQuote | undefined,
  now: Date,
): Promise<PreApprovalView> {
  const { db, config } = deps;
  const today = programmeDate(now);
  const child = await findChildOfParent(db, request.childId, parent.userId);
  if (!child) throw new NotFoundError('CHILD_NOT_FOUND', translate('claim.child.notFound'));
  const provider = await programmeProvider(db, request.serviceProviderNumber);
  const dateIssue = expectedDateIssue(request.expectedDate, today, config.preApprovals.days, translate);
  if (dateIssue) throw ruleError('EXPECTED_DATE_OUTSIDE', 'expectedDate', dateIssue);
  const schoolYears = await programmeSchoolYears(db);
  return db.transaction(async (tx) => {
    await lockFamily(tx, parent.userId);
    const funds = await chargedYearFunds(tx, schoolYears, child, request.expectedDate, today);
    const yearOver = claimYearOverIssue(schoolYears, funds.schoolYear, today, translate);
    if (yearOver) throw ruleError('SCHOOL_YEAR_OVER', 'expectedDate', yearOver);
    const fundsIssue = claimFundsIssue(request.amount, funds.availableCents, translate);
    if (fundsIssue) throw ruleError('FUNDS_EXCEEDED', 'amount', fundsIssue);
    const row = await insertPreApproval(tx, {
      childId: child.id,
      submittedBy: user.id,
      amountCents: request.amount,
      category: request.category,
      description: request.description,
      expectedDate: request.expectedDate,
      serviceProviderId: provider?.id ?? null,
      nonAceServiceProvider: request.nonAceServiceProvider ?? null,
      quoteLink: request.quoteLink ?? null,
      schoolYear: funds.schoolYear,
      createdAt: now,
      ...statusValues(config, 'Pending', now),
    });
    await notifyPreApproval(tx, row.id, 'received');
    const view = preApprovalView({ preApproval: row, provider });
    if (quote === undefined) return view;
    return { ...view, quoteFile: quoteFileView(config, now, await attachQuote(tx, deps.store, row.id, quote)) };
  });
}

/** GET /api/user/pre-approvals: the parent's pre-approvals, the newest first. */
export async function parentPreApprovals(deps: AppDependencies, parentId: number): Promise<PreApprovalView[]> {
  const { db, config, clock } = deps;
  return withQuoteFiles(db, config, clock(), (await listParentPreApprovals(db, parentId)).map(preApprovalView));
}

/** GET /api/user/pre-approvals/{id}: one of the parent's; anyone else's is not found. */
export async function parentPreApproval(deps: AppDependencies, parentId: number, id: number): Promise<PreApprovalView> {
  const { db, config, clock } = deps;
  const found = await findPreApproval(db, id);
  if (found?.child.parentId !== parentId) throw notFound();
  return withQuoteFile(db, config, clock(), preApprovalView(found));
}

/** The status in which a pre-approval waits for each review step. */
const stepStatus: Record<ReviewType, PreApprovalStatus> = { internal: 'Pending', external: 'Pending external' };

/**
 * A pre-approval as those who decide it at `step` read it: whom it is for, its age in programme days (counted as an
 * appeal's), and the decisions offered at that step, by the claim review's rule.
 */
function preApprovalForReview(found: PreApprovalForReviewRow, step: ReviewType, now: Date): PreApprovalForReview {
  const { preApproval: row, provider, child, parent } = found;
  return {
    ...preApprovalView(found),
    child: { firstName: child.firstName, lastName: child.lastName },
    parent: { firstName: parent.firstName, lastName: parent.lastName },
    ageDays: appealAgeDays(row.createdAt, now),
    offeredActions: offeredReviewActions(step, row.status !== stepStatus[step], {
      serviceProvider: provider && { status: provider.status, isFauxServiceProvider: provider.isFauxServiceProvider },
      hasNonAceServiceProvider: row.nonAceServiceProvider !== null,
    }),
  };
}

/**
 * GET /api/merit-cs/pre-approvals: the first of one status, the oldest first, as staff decide them, with how many are
 * in it and past their provider's due date.
 */
export async function staffPreApprovals(
  deps: AppDependencies,
  reader: Reader,
  status: PreApprovalStatus,
): Promise<StaffPreApprovalList> {
  const { db, config, clock } = deps;
  const now = clock();
  const [found, counts] = await Promise.all([
    listPreApprovalsInStatus(db, status),
    countPreApprovalsInStatus(db, status, now),
  ]);
  const views = found.map((row) => preApprovalForReview(row, 'internal', now));
  return { preApprovals: await withQuoteFiles(db, config, now, views, reader.staffUserId), ...counts };
}

/** One pre-approval for support staff: a read of the family's data, recorded in the same transaction (ADR 0019). */
export async function staffPreApproval(
  deps: AppDependencies,
  reader: Reader,
  id: number,
): Promise<PreApprovalForReview> {
  const { db, config, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const found = await findPreApproval(tx, id);
    if (!found) throw notFound();
    await recordStaffRead(tx, reader, { kind: 'family', parentUserId: found.child.parentId }, now);
    return withQuoteFile(tx, config, now, preApprovalForReview(found, 'internal', now), reader.staffUserId);
  });
}

/** GET /api/service-provider/{id}/pre-approvals: those waiting for the organisation's decision, the oldest first. */
export async function providerPreApprovals(
  deps: AppDependencies,
  member: ProviderMember,
): Promise<PreApprovalForReview[]> {
  const { db, config, clock } = deps;
  const now = clock();
  const found = await listProviderPreApprovals(db, member.provider.id);
  const views = found.map((row) => preApprovalForReview(row, 'external', now));
  return withQuoteFiles(db, config, now, views);
}

/** Who decides: support staff at the internal step, a member of the named provider at the external one. */
type Decider = { step: 'internal'; staff: UserRow } | { step: 'external'; member: ProviderMember };

/**
 * One review decision on a pre-approval, as a claim's review decides (reviews.service.ts): internal review by support
 * staff approves (a provider outside the programme, or a faux one) or passes it to its programme provider, who
 * approves; either step may reject with the claim's reasons. Under the family's lock and the row's, from the status
 * the step expects only, so of two decisions at once one wins. An approval queues no payout: it keeps the hold, and
 * starts the period in which a claim may use it (PRE_APPROVAL_DAYS), with its reminder.
 */
export async function decidePreApproval(
  deps: AppDependencies,
  decider: Decider,
  id: number,
  decision: PreApprovalDecision,
): Promise<{ status: PreApprovalStatus }> {
  const { db, config, clock } = deps;
  const now = clock();
  const schoolYears = await programmeSchoolYears(db);
  return db.transaction(async (tx) => {
    const before = await findPreApproval(tx, id);
    if (!before || !mayDecide(decider, before.preApproval.serviceProviderId)) throw notFound();
    await lockFamily(tx, before.child.parentId);
    const found = await findPreApproval(tx, id, true);
    if (!found) throw notFound();
    const { preApproval } = found;
    const from = stepStatus[decider.step];
    if (preApproval.status !== from) {
      throw new ConflictError('ALREADY_DECIDED', translate('preApproval.alreadyDecided'));
    }
    const provider = preApproval.serviceProviderId === null ? undefined : await providerOf(tx, found);
    const funds = await yearFunds(tx, preApproval.childId, preApproval.schoolYear, programmeDate(now));
    const subject = {
      serviceProvider: provider
        ? { status: provider.status, isFauxServiceProvider: provider.isFauxServiceProvider }
        : null,
      hasNonAceServiceProvider: preApproval.nonAceServiceProvider !== null,
      amountCents: preApproval.amountCents,
      availableCents: funds.availableCents,
      // What this pre-approval holds stays its own while it is decided, as a pending claim's amount does.
      pendingCents: funds.pendingCents + funds.heldCents,
    };
    if (!offeredReviewActions(decider.step, false, subject).includes(decision.action)) {
      throw new RuleError('ACTION_NOT_OFFERED', translate('preApproval.action.notOffered'));
    }
    const [blocker] = reviewActionBlockers(subject);
    if (blocker && decision.action !== 'reject') throw new RuleError('REVIEW_BLOCKED', translate(blocker));
    const to = statusAfterReview(decision.action);
    const year = schoolYears.find((record) => record.startYear === preApproval.schoolYear);
    const lastClaimDay = year?.lastClaimDay ?? null;
    const expiresAt = to === 'Accepted' ? preApprovalExpiresAt(now, config.preApprovals.days, lastClaimDay) : null;
    const moved = await movePreApproval(tx, id, from, {
      ...statusValues(config, to, now),
      decidedAt: to === 'Pending external' ? null : now,
      decidedBy: decider.step === 'internal' ? decider.staff.id : decider.member.user.id,
      rejectionReason: decision.action === 'reject' ? decision.reason : null,
      rejectionNotes: decision.action === 'reject' ? (decision.notes ?? null) : null,
      expiresAt,
      remindAt: expiresAt && preApprovalRemindAt(now, expiresAt, config.preApprovals.reminderDays),
    });
    if (!moved) throw new ConflictError('ALREADY_DECIDED', translate('preApproval.alreadyDecided'));
    const { serviceProviderId: providerId, dueAt } = moved;
    if (to === 'Pending external' && providerId !== null && dueAt !== null) {
      await notifyProviderOfPreApproval(tx, config, { id, providerId, dueAt }, now);
    }
    if (to === 'Accepted' || to === 'Rejected') {
      await notifyPreApproval(tx, id, to === 'Accepted' ? 'approved' : 'rejected');
    }
    return { status: moved.status };
  });
}

function mayDecide(decider: Decider, providerId: number | null): boolean {
  return decider.step === 'internal' || providerId === decider.member.provider.id;
}

async function providerOf(db: Executor, found: PreApprovalWithProvider): Promise<ProviderRow | undefined> {
  return found.provider ? findProviderByNumber(db, found.provider.number) : undefined;
}

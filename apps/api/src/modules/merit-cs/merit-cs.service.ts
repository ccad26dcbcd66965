import {
  centsToDollars,
  claimAmountChangeIssue,
  programmeDate,
  reopenClaimIssue,
  REOPENED_STATUS,
  translate,
  type ClaimEvent,
  type ClaimSearchQuery,
  type ClaimSearchRow,
  type MeritCsClaim,
  type StaffReviewLink,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError, RuleError } from '../../errors.ts';
import { recordStaffRead, type Reader } from '../access-record/staff-reads.ts';
import { yearFunds } from '../awards/child-funds.ts';
import { resettlePayouts } from '../bank/payouts.ts';
import { claimView } from '../claims/claim-view.ts';
import { statusValues } from '../claims/claim-wait-state.ts';
import {
  findChildOfParent,
  findClaimWithPeople,
  insertClaimEvent,
  moveClaimStatus,
} from '../claims/claims.repository.ts';
import {
  closeReviewTokens,
  issueReviewToken,
  openReviewTokens,
  reviewLink,
  reviewTokenSecret,
} from '../review-tokens/review-tokens.ts';
import type { UserRow } from '../callers/callers.repository.ts';
import { findAppealOfClaim } from '../appeals/appeals.repository.ts';
import { auditCaseIdOf, listClaimEvents, searchClaims, updateClaimAmount } from './merit-cs.repository.ts';

function claimNotFound() {
  return new NotFoundError('CLAIM_NOT_FOUND', translate('claim.notFound'));
}

async function loadClaim(db: Executor, claimId: number) {
  const claim = await findClaimWithPeople(db, claimId);
  if (!claim) throw claimNotFound();
  return claim;
}

/**
 * The internal review link of a pending claim: the open step's link, or a new step opened now when the last one
 * expired (links last REVIEW_TOKEN_DAYS). Decided claims have none.
 */
async function internalLink(
  db: Executor,
  config: Config,
  claim: { id: number; status: string },
  now: Date,
): Promise<string | null> {
  if (claim.status !== 'Pending') return null;
  const secret = reviewTokenSecret(config);
  const open = (await openReviewTokens(db, secret, [claim.id], 'internal', now)).get(claim.id);
  const token = open ?? (await issueReviewToken(db, secret, claim.id, 'internal', now, config.reviewTokenDays));
  return reviewLink(config, token);
}

/**
 * GET /api/claim/merit-cs/{id}: a claim of any status as its review screen shows it, with files as links that name
 * the staff member, the student's funds, the internal review link while there is one, its audit case and whether an
 * appeal of it is open; recorded as the staff member's 'claim' read in the same transaction (ADR 0019).
 */
export async function findClaimForStaff(deps: AppDependencies, reader: Reader, claimId: number): Promise<MeritCsClaim> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { claim, child, parent } = await loadClaim(tx, claimId);
    const view = await claimView(tx, deps.config, now, claim.id, 'staff', reader.staffUserId);
    if (!view) throw claimNotFound();
    const funds = await yearFunds(tx, child.id, claim.schoolYear, programmeDate(now));
    const subject = { kind: 'claim' as const, parentUserId: parent.id, claimId: claim.id };
    await recordStaffRead(tx, reader, subject, now);
    return {
      ...view,
      internalReviewLink: await internalLink(tx, deps.config, claim, now),
      parent: { userId: parent.id, firstName: parent.firstName, lastName: parent.lastName },
      amountInfo: { available: centsToDollars(funds.availableCents), pending: centsToDollars(funds.pendingCents) },
      auditCaseId: await auditCaseIdOf(tx, claim.id),
      appealOpen: (await findAppealOfClaim(tx, claim.id))?.state === 'open',
    };
  });
}

/**
 * GET /api/claim/merit-cs/{id}/review-link: the claim's internal review link while there is one, for 'View claim' to
 * open; no facts of the claim, so no read is recorded: the review screen or Manage claims records the one read.
 */
export async function findInternalReviewLink(deps: AppDependencies, claimId: number): Promise<StaffReviewLink> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { claim } = await loadClaim(tx, claimId);
    return { internalReviewLink: await internalLink(tx, deps.config, claim, now) };
  });
}

/** POST /api/claim/{id}: an Accepted or Rejected claim goes back to Pending Internal Review, with a reason. */
export async function reopenClaim(deps: AppDependencies, staff: UserRow, claimId: number, note: string) {
  const { db, config, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const { claim } = await loadClaim(tx, claimId);
    const issue = reopenClaimIssue(claim.status, translate);
    if (issue) throw new RuleError('STATUS_CHANGE_NOT_ALLOWED', issue);
    const moved = await moveClaimStatus(tx, claim.id, claim.status, {
      ...statusValues(config, REOPENED_STATUS, now),
      reviewedAt: null,
      reviewerName: null,
      rejectionReason: null,
      rejectionNotes: null,
    });
    if (!moved) throw new ConflictError('CLAIM_CHANGED', translate('review.alreadyReviewed'));
    await closeReviewTokens(tx, claim.id, now);
    await issueReviewToken(tx, reviewTokenSecret(config), claim.id, 'internal', now, config.reviewTokenDays);
    await resettlePayouts(tx, claim.id, now);
    await insertClaimEvent(tx, {
      claimId: claim.id,
      actorUserId: staff.id,
      actorKind: 'meritCs',
      action: 'reopened',
      fromStatus: claim.status,
      toStatus: REOPENED_STATUS,
      note,
      at: now,
    });
    return { message: translate('meritCs.statusChange.success'), status: REOPENED_STATUS };
  });
}

/** PUT /api/claim/{id}: the amount of an Accepted claim, within the child's funds, with a reason. */
export async function changeClaimAmount(
  deps: AppDependencies,
  staff: UserRow,
  claimId: number,
  amountCents: number,
  note: string,
) {
  const { db, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const found = await loadClaim(tx, claimId);
    await findChildOfParent(tx, found.child.id, found.child.parentId, true);
    const { claim, child } = await loadClaim(tx, claimId);
    const funds = await yearFunds(tx, child.id, claim.schoolYear, programmeDate(now));
    const issue = claimAmountChangeIssue(claim, amountCents, funds.availableCents, translate);
    if (issue) throw new RuleError('AMOUNT_CHANGE_NOT_ALLOWED', issue, [{ path: 'amount', message: issue }]);
    if (!(await updateClaimAmount(tx, claim.id, claim.amountCents, amountCents))) {
      throw new ConflictError('CLAIM_CHANGED', translate('review.alreadyReviewed'));
    }
    await resettlePayouts(tx, claim.id, now);
    await insertClaimEvent(tx, {
      claimId: claim.id,
      actorUserId: staff.id,
      actorKind: 'meritCs',
      action: 'amountChanged',
      fromAmountCents: claim.amountCents,
      toAmountCents: amountCents,
      note,
      at: now,
    });
    return { message: translate('meritCs.amountChange.success'), amount: centsToDollars(amountCents) };
  });
}

/** GET /api/claim/{id}/events: who did what to a claim, when, from what to what, and why. */
export async function claimAuditTrail(deps: AppDependencies, claimId: number): Promise<ClaimEvent[]> {
  await loadClaim(deps.db, claimId);
  const rows = await listClaimEvents(deps.db, claimId);
  return rows.map(({ event, actorFirstName, actorLastName }) => ({
    id: event.id,
    action: event.action,
    actor: event.actorName ?? (actorFirstName === null ? null : `${actorFirstName} ${actorLastName ?? ''}`.trim()),
    actorKind: event.actorKind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    fromAmount: event.fromAmountCents === null ? null : centsToDollars(event.fromAmountCents),
    toAmount: event.toAmountCents === null ? null : centsToDollars(event.toAmountCents),
    note: event.note,
    at: event.at.toISOString(),
  }));
}

/**
 * GET /api/claim/automation: the support staff's search, with each claim's open internal review link. The provider's
 * external link is not staff's to have: it needs no sign-in, so whoever holds it decides as the provider.
 */
export async function searchClaimsForStaff(deps: AppDependencies, query: ClaimSearchQuery): Promise<ClaimSearchRow[]> {
  const now = deps.clock();
  const rows = await searchClaims(deps.db, query);
  const secret = reviewTokenSecret(deps.config);
  const ids = rows.map((row) => row.id);
  const internalLinkOf = (token: string | undefined) => (token === undefined ? null : reviewLink(deps.config, token));
  const internal = await openReviewTokens(deps.db, secret, ids, 'internal', now);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    amount: centsToDollars(row.amountCents),
    child: { firstName: row.childFirstName, lastName: row.childLastName },
    parent: { firstName: row.parentFirstName, lastName: row.parentLastName },
    serviceProviderNumber: row.serviceProviderNumber,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    internalReviewLink: internalLinkOf(internal.get(row.id)),
  }));
}

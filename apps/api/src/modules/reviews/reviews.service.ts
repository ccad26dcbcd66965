import {
  centsToDollars,
  isReviewStepOver,
  offeredReviewActions,
  programmeDate,
  reviewActionBlockers,
  statusAfterReview,
  statusUnderReview,
  translate,
  type RejectReason,
  type RelevantClaim,
  type ReviewAction,
  type ReviewClaimResponse,
  type ReviewStepDecision,
  type ReviewSubject,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, RuleError, UnauthorizedError } from '../../errors.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import { recordStaffRead } from '../access-record/staff-reads.ts';
import { yearFunds } from '../awards/child-funds.ts';
import { queuePayout } from '../bank/payouts.ts';
import { claimView } from '../claims/claim-view.ts';
import { returnPreApprovalUse } from '../claims/pre-approval-use.ts';
import { statusValues } from '../claims/claim-wait-state.ts';
import {
  findChildOfParent,
  findClaimWithPeople,
  insertClaimEvent,
  moveClaimStatus,
} from '../claims/claims.repository.ts';
import { scheduleProviderReminders } from '../deadlines/provider-reminders.ts';
import { notifyParent } from '../claims/parent-mails.ts';
import { queueReviewRequest } from '../claims/provider-mails.ts';
import { findMembership, findProviderByNumber } from '../providers/providers.repository.ts';
import { findUserByIdentity, type UserRow } from '../callers/callers.repository.ts';
import {
  closeReviewTokens,
  findReviewToken,
  issueReviewToken,
  openReviewTokens,
  reviewLink,
  reviewTokenSecret,
  type ReviewTokenRow,
} from '../review-tokens/review-tokens.ts';
import { findStepDecision, listRelevantClaims, setClaimProvider } from './reviews.repository.ts';

type Claim = NonNullable<Awaited<ReturnType<typeof findClaimWithPeople>>>;

function linkNotValid() {
  return new NotFoundError('REVIEW_LINK_NOT_VALID', translate('review.linkInvalid'));
}

/** The token's row while it lasts; anything else is the same 404, which teaches a guesser nothing. */
async function validToken(db: Executor, token: string, now: Date): Promise<ReviewTokenRow> {
  const row = await findReviewToken(db, token);
  if (!row || row.expiresAt <= now) throw linkNotValid();
  return row;
}

/**
 * Who may use a token. Internal review needs a signed-in support agent as well. An external token is the provider's:
 * signed out, the token alone is the credential (spec section 8); signed in, only a member of the claim's organisation
 * may use it, and is recorded as who acted. Anyone else signed in (support staff, a parent) is refused, so that no one
 * who passed a claim on, or who asked for it, decides as its provider under a name they typed (issue 29).
 */
async function reviewer(
  db: Executor,
  row: ReviewTokenRow,
  claim: Claim,
  identity: Identity | null,
): Promise<UserRow | undefined> {
  if (row.reviewType === 'internal') {
    if (!identity) throw new UnauthorizedError(translate('review.signInAsMeritCs'));
    const staff = await findUserByIdentity(db, 'MeritCS', identity);
    if (!staff) throw new ForbiddenError('NOT_MERIT_CS', translate('review.signInAsMeritCs'));
    return staff;
  }
  if (!identity) return undefined;
  const providerUser = await findUserByIdentity(db, 'ServiceProvider', identity);
  if (!providerUser) throw new ForbiddenError('PROVIDER_LINK_ONLY', translate('review.providerOnly'));
  const member = claim.provider ? await findMembership(db, providerUser.id, claim.provider.organisationId) : undefined;
  if (!member) throw new ForbiddenError('NOT_YOUR_ORGANISATION', translate('review.notYourOrganisation'));
  return providerUser;
}

/** The funds of the year the claim is charged to, as they are on `now`'s day (ADR 0028). */
async function fundsOf(db: Executor, claim: Claim, now: Date) {
  return yearFunds(db, claim.child.id, claim.claim.schoolYear, programmeDate(now));
}

function subjectOf(claim: Claim, funds: { availableCents: number; pendingCents: number }): ReviewSubject {
  return {
    serviceProvider: claim.provider
      ? { status: claim.provider.status, isFauxServiceProvider: claim.provider.isFauxServiceProvider }
      : null,
    hasNonAceServiceProvider: claim.claim.nonAceServiceProvider !== null,
    amountCents: claim.claim.amountCents,
    availableCents: funds.availableCents,
    pendingCents: funds.pendingCents,
  };
}

function isReviewed(row: ReviewTokenRow, claim: Claim): boolean {
  return row.usedAt !== null || isReviewStepOver(row.reviewType, claim.claim.status);
}

async function loadClaim(db: Executor, claimId: number): Promise<Claim> {
  const claim = await findClaimWithPeople(db, claimId);
  if (!claim) throw new NotFoundError('CLAIM_NOT_FOUND', translate('claim.notFound'));
  return claim;
}

/**
 * GET /api/review-claim/{token}. Once its step is decided a link shows only that, and when and by whom. While it is
 * open, the support-staff member of an internal link is recorded as a 'claim' read in the same transaction, and its
 * file links name them (ADR 0019); the provider reads without a record.
 */
export async function getReview(
  deps: AppDependencies,
  token: string,
  identity: Identity | null,
  address: string,
): Promise<ReviewClaimResponse> {
  const { db, config, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const row = await validToken(tx, token, now);
    const claim = await loadClaim(tx, row.claimId);
    const actor = await reviewer(tx, row, claim, identity);
    if (isReviewed(row, claim)) {
      return { reviewType: row.reviewType, reviewed: true as const, decision: await stepDecision(tx, row, claim) };
    }
    const funds = await fundsOf(tx, claim, now);
    // An internal reviewer is support staff; an external one is the provider.
    const staff = row.reviewType === 'internal' ? actor : undefined;
    const audience = staff ? 'staff' : 'provider';
    const view = await claimView(tx, config, now, claim.claim.id, audience, staff?.id);
    if (!view) throw linkNotValid();
    if (staff) {
      const subject = { kind: 'claim' as const, parentUserId: claim.child.parentId, claimId: claim.claim.id };
      await recordStaffRead(tx, { staffUserId: staff.id, address }, subject, now);
    }
    return {
      reviewType: row.reviewType,
      reviewed: false as const,
      claim: view,
      amountInfo: { available: centsToDollars(funds.availableCents), pending: centsToDollars(funds.pendingCents) },
      relevantClaims: staff ? await relevantClaims(tx, config, claim, now) : [],
    };
  });
}

/**
 * When the token's review step was decided and by whom: from the claim's history, or, for a claim decided before
 * the history kept it, from the claim itself (its last decision).
 */
async function stepDecision(db: Executor, row: ReviewTokenRow, claim: Claim): Promise<ReviewStepDecision | null> {
  const event = await findStepDecision(db, claim.claim.id, statusUnderReview(row.reviewType), row.createdAt);
  if (event) return { at: event.at.toISOString(), reviewerName: event.actorName };
  const { reviewedAt, reviewerName } = claim.claim;
  return reviewedAt === null ? null : { at: reviewedAt.toISOString(), reviewerName };
}

async function relevantClaims(db: Executor, config: Config, claim: Claim, now: Date): Promise<RelevantClaim[]> {
  const rows = await listRelevantClaims(db, claim.claim.id, claim.child.id);
  const links = await openReviewTokens(
    db,
    reviewTokenSecret(config),
    rows.map((row) => row.id),
    'internal',
    now,
  );
  return rows.map((row) => {
    const token = links.get(row.id);
    return {
      uuid: row.uuid,
      amount: centsToDollars(row.amountCents),
      child: { firstName: row.childFirstName, lastName: row.childLastName },
      serviceProviderNumber: row.serviceProviderNumber,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      internalReviewLink: token === undefined ? null : reviewLink(config, token),
    };
  });
}

interface Decision {
  action: ReviewAction;
  reviewerName: string;
  rejection?: { reason: RejectReason; notes: string | undefined };
}

/**
 * One review action, in one transaction: the child's row is held so funds cannot change underneath; the claim
 * moves only from the status its review step expects, so of two reviewers at once exactly one wins and the other
 * hears 'This claim is already reviewed'. The step's tokens close; the outcome is mailed and audited. An approval
 * answers whose bank its payout waits for, when that bank cannot receive it now (issue 36).
 */
export async function decide(deps: AppDependencies, token: string, identity: Identity | null, decision: Decision) {
  const { db, config, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const row = await validToken(tx, token, now);
    const before = await loadClaim(tx, row.claimId);
    const actor = await reviewer(tx, row, before, identity);
    await findChildOfParent(tx, before.child.id, before.child.parentId, true);
    const claim = await loadClaim(tx, row.claimId);
    if (isReviewed(row, claim)) throw new ConflictError('ALREADY_REVIEWED', translate('review.alreadyReviewed'));
    const subject = subjectOf(claim, await fundsOf(tx, claim, now));
    if (!offeredReviewActions(row.reviewType, false, subject).includes(decision.action)) {
      throw new RuleError('ACTION_NOT_OFFERED', translate('review.action.notOffered'));
    }
    const [blocker] = reviewActionBlockers(subject);
    if (blocker) throw new RuleError('REVIEW_BLOCKED', translate(blocker));

    const to = statusAfterReview(decision.action);
    const waitState = statusValues(config, to, now);
    const moved = await moveClaimStatus(tx, claim.claim.id, statusUnderReview(row.reviewType), {
      ...waitState,
      reviewedAt: now,
      reviewerName: decision.reviewerName,
      rejectionReason: decision.rejection?.reason ?? null,
      rejectionNotes: decision.rejection?.notes ?? null,
    });
    if (!moved) throw new ConflictError('ALREADY_REVIEWED', translate('review.alreadyReviewed'));
    const payoutWait = to === 'Accepted' ? await queuePayout(tx, claim.claim.id, now) : null;
    await closeReviewTokens(tx, claim.claim.id, now);
    await insertClaimEvent(tx, {
      claimId: claim.claim.id,
      actorUserId: actor?.id ?? null,
      actorName: decision.reviewerName,
      actorKind: row.reviewType === 'internal' ? 'internalToken' : 'externalToken',
      action:
        decision.action === 'passInternalReview'
          ? 'passedInternalReview'
          : decision.action === 'approve'
            ? 'approved'
            : 'rejected',
      fromStatus: claim.claim.status,
      toStatus: to,
      note: decision.rejection?.notes ?? null,
      at: now,
    });
    if (to === 'Rejected') await returnPreApprovalUse(tx, claim.claim, now);
    if (to === 'Pending external' && claim.provider && waitState.dueAt !== null) {
      await issueReviewToken(tx, reviewTokenSecret(config), claim.claim.id, 'external', now, config.reviewTokenDays);
      await scheduleProviderReminders(tx, config, { id: claim.claim.id, sentAt: now, dueAt: waitState.dueAt }, now);
      await queueReviewRequest(tx, { id: claim.claim.id, providerId: claim.provider.id });
    }
    if (to === 'Accepted' || to === 'Rejected') {
      await notifyParent(tx, claim.claim.id, {
        kind: to === 'Accepted' ? 'approved' : 'rejected',
        decidedAt: now,
      });
    }
    // A provider hears whether its own bank holds the payout up; a family's bank is not its business.
    const payoutWaitsForBank = row.reviewType === 'internal' || payoutWait === 'provider' ? payoutWait : null;
    return { status: to, payoutWaitsForBank };
  });
}

/** POST …/assign-service-provider: support staff give a pending claim a programme provider. */
export async function assignServiceProvider(
  deps: AppDependencies,
  token: string,
  identity: Identity | null,
  number: string,
) {
  const { db, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const row = await validToken(tx, token, now);
    const claim = await loadClaim(tx, row.claimId);
    if (row.reviewType !== 'internal') throw new RuleError('ACTION_NOT_OFFERED', translate('review.action.notOffered'));
    const actor = await reviewer(tx, row, claim, identity);
    if (isReviewed(row, claim)) throw new ConflictError('ALREADY_REVIEWED', translate('review.alreadyReviewed'));
    const provider = await findProviderByNumber(tx, number);
    if (!provider)
      throw new RuleError('PROVIDER_NOT_FOUND', translate('review.assign.invalid'), [
        { path: 'serviceProviderNumber', message: translate('review.assign.invalid') },
      ]);
    if (provider.status === 'Inactive') throw new RuleError('PROVIDER_INACTIVE', translate('review.assign.notActive'));
    await setClaimProvider(tx, claim.claim.id, provider.id);
    await insertClaimEvent(tx, {
      claimId: claim.claim.id,
      actorUserId: actor?.id ?? null,
      actorKind: 'meritCs',
      action: 'providerAssigned',
      note: `${provider.number} ${provider.name}`,
      at: now,
    });
    return { number: provider.number, name: provider.name };
  });
}

/** GET /api/service-provider/{number}/{token}: the provider's name and number, for a valid token's holder only. */
export async function lookUpProviderForReview(deps: AppDependencies, number: string, token: string) {
  await validToken(deps.db, token, deps.clock());
  const provider = await findProviderByNumber(deps.db, number);
  if (!provider) throw new NotFoundError('PROVIDER_NOT_FOUND', translate('review.assign.invalid'));
  return { number: provider.number, name: provider.name };
}

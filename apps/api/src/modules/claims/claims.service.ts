import {
  claimFundsIssue,
  claimYearOverIssue,
  claimFormSchema,
  claimSubmissionFieldsSchema,
  declaredFileKind,
  FILE_KIND_MIME_TYPES,
  fieldIssues,
  formatMoney,
  isBankReady,
  isIsoDate,
  isProviderNumber,
  parseMoney,
  programmeDate,
  translate,
  type ClaimSubmission,
  type FileKind,
  type Platform,
  type SubmittedClaim,
} from '@ace/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError, RuleError, ValidationError } from '../../errors.ts';
import { wordlessCheck } from '../../i18n/localized-schemas.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import { chargedYearFunds } from '../awards/child-funds.ts';
import { fileKindOf } from '../files/file-urls.ts';
import { claimContents, expectClaim, removeIfUnreferenced } from '../files/unreferenced-files.ts';
import { notifyParent } from './parent-mails.ts';
import { findProviderByNumber, type ProviderRow } from '../providers/providers.repository.ts';
import { checkSentAgain, filesAlreadySent } from '../receipts/receipts-already-sent.ts';
import { queueReceiptReadings } from '../receipts/receipts.jobs.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';
import { programmeSchoolYears } from '../school-years/school-years.service.ts';
import type { SignedInParent } from '../callers/caller-hooks.ts';
import { checkResubmission, keptFilesOf, type KeptFile } from './claim-resubmission.ts';
import { preApprovalCredit, takePreApproval, type PreApprovalUse } from './pre-approval-use.ts';
import type { ClaimUpload, ReceivedFile } from './claim-upload.ts';
import { statusValues } from './claim-wait-state.ts';
import { findChildOfParent, insertClaim, insertClaimEvent, insertClaimFiles, lockFamily } from './claims.repository.ts';

export interface SubmitClaimDependencies {
  db: Database;
  store: FileStore;
  config: Config;
  clock: () => Date;
}

/** A claim the child's funds do not cover (422 FUNDS_EXCEEDED, on its amount). */
function fundsExceeded(issue: string) {
  return new RuleError('FUNDS_EXCEEDED', issue, [{ path: 'amount', message: issue }]);
}

function childNotFound() {
  return new NotFoundError('CHILD_NOT_FOUND', translate('claim.child.notFound'));
}

/**
 * A parent submits a claim for one of their children (POST /api/user/claim). Every rule of the claim form runs
 * again here, with the same domain schema the screen uses. The claim, its files and its first audit event are
 * written in one transaction that holds the child's row, so concurrent claims can never take the available funds of
 * the year the claim is charged to (its date of service's, ADR 0028) below zero; funds that fall short are a 422
 * FUNDS_EXCEEDED whether the form's check sees it or the one under the lock. A refused submission leaves nothing behind. A resubmission (replacesClaimId) corrects
 * a rejected claim: checked before and again under its lock, its kept files taken by reference. A receipt the family
 * already sent needs the parent's reason (409 RECEIPT_ALREADY_SENT without one): checked while the family's children
 * are held, so that of two claims sent at once with the same receipt the second is asked too.
 */
export async function submitClaim(
  deps: SubmitClaimDependencies,
  { user, parent }: SignedInParent,
  upload: ClaimUpload,
  platform: Platform,
): Promise<SubmittedClaim> {
  const { db, store, clock } = deps;
  const now = clock();
  const kept: string[] = [];
  let removal: number | undefined;
  try {
    const fields = claimSubmissionFieldsSchema().safeParse(upload.fields, wordlessCheck);
    if (!fields.success) throw new ValidationError(fieldIssues(fields.error));
    const { childId, form, receiptNumbers, replacesClaimId, keptFileIds, preApprovalId } = fields.data;
    const child = await findChildOfParent(db, childId, parent.userId);
    if (!child) throw childNotFound();
    if (replacesClaimId !== null) await checkResubmission(db, replacesClaimId, parent.userId, child.id);
    const files = claimFiles(upload.files, await keptFilesOf(db, replacesClaimId, keptFileIds, upload.files));

    const number = form.serviceProviderNumber.trim();
    const provider =
      form.nonAceServiceProvider === null && isProviderNumber(number)
        ? await findProviderByNumber(db, number)
        : undefined;
    const today = programmeDate(now);
    const schoolYears = await programmeSchoolYears(db);
    // The year the claim is charged to follows its date of service (ADR 0028); a date the form refuses reads today's.
    const chargeDate = isIsoDate(form.dateOfService) ? form.dateOfService : today;
    const funds = await chargedYearFunds(db, schoolYears, child, chargeDate, today);
    // A year past its last claim day, or closed, takes no more claims (ADR 0032).
    const yearOver = claimYearOverIssue(schoolYears, funds.schoolYear, today, translate);
    if (yearOver) throw new RuleError('SCHOOL_YEAR_OVER', yearOver, [{ path: 'dateOfService', message: yearOver }]);
    const availableCents = funds.availableCents + (await preApprovalCredit(db, preApprovalId, child.id));
    const checkForm = (fundsCents: number) =>
      claimFormSchema({
        availableCents: fundsCents,
        today,
        child: { schoolYear: child.schoolYear, homeSchooled: child.homeSchooled },
        schoolYears,
        provider: provider
          ? {
              number: provider.number,
              name: provider.name,
              status: provider.status,
              canReceivePayments: isBankReady(provider),
            }
          : null,
        parentBankReady: isBankReady(parent),
        platform,
      }).safeParse({ ...form, files: files.map((file) => formFile(file, receiptNumbers)) }, wordlessCheck);
    const parsed = checkForm(availableCents);
    if (!parsed.success) {
      // A form the funds alone refuse is refused as the check under the family's lock refuses it (422), whichever
      // of the two sees it first.
      const cents = parseMoney(form.amount);
      if (cents !== null && cents >= 1) {
        const fundsIssue = claimFundsIssue(cents, availableCents, translate);
        if (fundsIssue !== null && checkForm(cents).success) throw fundsExceeded(fundsIssue);
      }
      throw new ValidationError(fieldIssues(parsed.error));
    }
    const sender = { parentId: parent.userId, correcting: replacesClaimId };
    const sentFiles = files.map((file, position) => ({
      sha256: file.sha256,
      receiptNumber: parsed.data.files[position]?.receiptNumber ?? null,
    }));
    const reason = parsed.data.sentAgainReason;

    // The files go to the store before the child's row is locked: with an object store that is the slow part. Should
    // the claim not be written, whatever happens, they are removed (files/unreferenced-files.ts).
    const sha256s = upload.files.map((file) => file.sha256);
    if (sha256s.length > 0) {
      removal = await expectClaim(db, sha256s, new Date(now.getTime() + deps.config.staleUploadMs));
    }
    for (const file of upload.files) {
      if (await store.keep(file.temporaryPath, file.sha256)) kept.push(file.sha256);
    }
    return await db.transaction(async (tx) => {
      await lockFamily(tx, parent.userId);
      await claimContents(tx, store, {
        removal,
        all: files.map((file) => file.sha256),
        found: sha256s.filter((sha256) => !kept.includes(sha256)),
      });
      const locked = await findChildOfParent(tx, child.id, parent.userId, true);
      if (!locked) throw childNotFound();
      if (replacesClaimId !== null) await checkResubmission(tx, replacesClaimId, parent.userId, locked.id, true);
      const values = claimValues(parsed.data, locked.id, user.id, null, provider);
      // The part a pre-approval covers leaves its hold first, so that the funds read next hold it for this claim.
      const preApproved = preApprovalId === null ? null : await takePreApproval(tx, preApprovalId, values, now);
      const charged = await chargedYearFunds(tx, schoolYears, locked, parsed.data.dateOfService, today);
      const fundsIssue = claimFundsIssue(parsed.data.amountCents, charged.availableCents, translate);
      if (fundsIssue) throw fundsExceeded(fundsIssue);
      const sentAgain = checkSentAgain(await filesAlreadySent(tx, sender, sentFiles), reason);
      const claim = await insertClaim(tx, {
        ...values,
        schoolYear: charged.schoolYear,
        preApprovalId: preApproved?.preApprovalId ?? null,
        preApprovedCents: preApproved?.matchedCents ?? 0,
        ...statusValues(deps.config, 'Pending', now),
        createdAt: now,
        replacesClaimId,
        sentAgainReason: sentAgain ? reason : null,
      });
      await insertClaimFiles(
        tx,
        files.map((file, position) => ({
          claimId: claim.id,
          position,
          originalName: file.name,
          sha256: file.sha256,
          mimeType: file.mimeType,
          sizeBytes: file.size,
          receiptNumber: parsed.data.files[position]?.receiptNumber ?? null,
        })),
      );
      await queueReceiptReadings(
        tx,
        files.map((file) => ({ sha256: file.sha256, kind: fileKindOf(file.mimeType) })),
      );
      await issueReviewToken(
        tx,
        reviewTokenSecret(deps.config),
        claim.id,
        'internal',
        clock(),
        deps.config.reviewTokenDays,
      );
      await insertClaimEvent(tx, {
        claimId: claim.id,
        actorUserId: user.id,
        actorKind: 'parent',
        action: 'submitted',
        toStatus: claim.status,
        toAmountCents: parsed.data.amountCents,
        note: preApproved && preApprovedNote(preApproved, parsed.data.amountCents),
        at: now,
      });
      if (replacesClaimId !== null) {
        await insertClaimEvent(tx, {
          claimId: replacesClaimId,
          actorUserId: user.id,
          actorKind: 'parent',
          action: 'resubmitted',
          note: `Corrected as claim ${claim.id}`,
          at: now,
        });
      }
      await notifyParent(tx, claim.id, { kind: 'received' });
      return claim;
    });
  } catch (error) {
    await Promise.all(upload.files.map((file) => store.discard(file.temporaryPath)));
    // What this submission put in the store, unless a claim refers to it meanwhile. With the database or the store
    // away, and for an upload the store took although its answer was lost, the removal it queued does it later.
    await Promise.all(kept.map((sha256) => removeIfUnreferenced(db, store, sha256).catch(() => false)));
    throw error;
  }
}

/** What reviewers read of a claim's pre-approval: it covers the claim, or they decide the difference. */
function preApprovedNote({ preApprovalId, matchedCents, whole }: PreApprovalUse, amountCents: number): string {
  const covered = `Pre-approval ${String(preApprovalId)} covers ${formatMoney(matchedCents)}`;
  return whole
    ? `${covered}: paid once its receipts are read without a flag`
    : `${covered}: review the other ${formatMoney(amountCents - matchedCents)}`;
}

/** A file of the new claim at its position (0 for file1): uploaded now, or kept from the claim it corrects. */
interface ClaimFileEntry {
  index: number;
  name: string;
  size: number;
  sha256: string;
  mimeType: string;
  contentKind: FileKind | null;
}

function claimFiles(uploads: readonly ReceivedFile[], kept: readonly KeptFile[]): ClaimFileEntry[] {
  return [
    ...uploads.map((file) => ({
      index: file.index,
      name: file.name,
      size: file.size,
      sha256: file.sha256,
      mimeType: file.contentKind ? FILE_KIND_MIME_TYPES[file.contentKind] : 'application/octet-stream',
      contentKind: file.contentKind,
    })),
    ...kept.map(({ index, row }) => ({
      index,
      name: row.originalName,
      size: row.sizeBytes,
      sha256: row.sha256,
      mimeType: row.mimeType,
      contentKind: declaredFileKind({ name: row.originalName, mimeType: row.mimeType }),
    })),
  ].sort((a, b) => a.index - b.index);
}

function formFile(file: ClaimFileEntry, receiptNumbers: string[]) {
  return {
    name: file.name,
    size: file.size,
    mimeType: file.contentKind ? FILE_KIND_MIME_TYPES[file.contentKind] : '',
    fingerprint: file.sha256,
    contentKind: file.contentKind,
    receiptNumber: receiptNumbers[file.index] ?? '',
  };
}

function claimValues(
  claim: ClaimSubmission,
  childId: number,
  userId: number,
  schoolYear: number | null,
  provider: ProviderRow | undefined,
) {
  return {
    childId,
    submittedBy: userId,
    amountCents: claim.amountCents,
    category: claim.category,
    description: claim.description,
    dateOfService: claim.dateOfService,
    physicalGood: claim.physicalGood,
    payTo: claim.payTo,
    serviceProviderId: claim.provider.kind === 'programme' ? (provider?.id ?? null) : null,
    nonAceServiceProvider: claim.provider.kind === 'nonAce' ? claim.provider.details : null,
    schoolYear,
  };
}

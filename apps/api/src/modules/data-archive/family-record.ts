import {
  centsToDollars,
  displayStatusId,
  parentPayout,
  parentTimeline,
  payToLabelId,
  preApprovalStandingText,
  schoolYearRange,
  serviceCategoryLabelId,
  translate,
  writtenRejectionReason,
  yearEndNotes,
  type ClaimStatus,
  type IsoDate,
  type NonAceServiceProvider,
  type ParentClaimDetails,
  type PayTo,
  type PreApprovalStatus,
  type SchoolYearOrNone,
  type ServiceCategory,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { archivedAppeals } from '../appeals/appeals.service.ts';
import { NotFoundError } from '../../errors.ts';
import type { YearFunds } from '../awards/child-funds.ts';
import { providerOfClaim, rejectionReasonOf } from '../claims/parent-claim-view.ts';
import { listClaimFiles } from '../files/files.repository.ts';
import {
  listParentPreApprovals,
  listQuoteFiles,
  type PreApprovalWithProvider,
  type QuoteFileRow,
} from '../pre-approvals/pre-approvals.repository.ts';
import { preApprovalView } from '../pre-approvals/pre-approvals.service.ts';
import type { ParentRow, UserRow } from '../callers/callers.repository.ts';
import type { SignedInParent } from '../callers/caller-hooks.ts';
import { listChildrenWithClaims } from '../users/users.repository.ts';
import { childrenFunds, fundsInDollars, parentProfile } from '../users/users.service.ts';
import { findParentUser, listEventActions, listSentClaims, listTransferStates } from './data-archive.repository.ts';

/** A receipt file of a claim, as the archive holds it: where in the zip, and where in the file store. */
export interface ArchivedFile {
  path: string;
  sha256: string;
}

/**
 * One claim in claims.json: what the parent gave, what they may see of its history, and how it ended. Each coded value
 * a program reads (status, category, payTo) has beside it the words the parent's screens show (…Text).
 */
export interface ArchivedClaim {
  id: number;
  status: ClaimStatus;
  statusText: string;
  child: { id: number; firstName: string; lastName: string };
  amount: number;
  category: ServiceCategory;
  categoryText: string;
  description: string;
  dateOfService: string;
  physicalGood: boolean | null;
  payTo: PayTo;
  payToText: string;
  provider: ParentClaimDetails['provider'];
  nonAceServiceProvider: NonAceServiceProvider | null;
  createdAt: string;
  replaces: number | null;
  replacedBy: number | null;
  files: { name: string; receiptNumber: string | null; type: string; sizeBytes: number; path: string }[];
  /** Why the parent sent again a receipt already on another claim of theirs, when the claim form asked (issue 36). */
  sentAgainReason: string | null;
  timeline: { step: string; text: string; at: string }[];
  payout: { state: string; text: string; at: string } | null;
  rejectionReason: string | null;
  /** The parent's appeal of the claim (issue 35): what they wrote, where it stands, the decision and their files. */
  appeal: {
    state: string;
    statement: string;
    appealedAt: string;
    dueDate: string;
    decision: { outcome: string; at: string; reason: string; approvedAmount: number | null } | null;
    files: { name: string; type: string; sizeBytes: number; path: string }[];
  } | null;
}

/**
 * One pre-approval in pre-approvals.json (issue 35): what the parent asked, where it stands in the words of their
 * screens, and what it holds or held. Amounts in dollars.
 */
export interface ArchivedPreApproval {
  id: number;
  status: PreApprovalStatus;
  statusText: string;
  child: { id: number; firstName: string; lastName: string };
  amount: number;
  /** What claims used of it, and what it still holds in the child's funds. */
  used: number;
  held: number;
  category: ServiceCategory;
  categoryText: string;
  description: string;
  expectedDate: string;
  provider: { number: string | null; name: string };
  nonAceServiceProvider: NonAceServiceProvider | null;
  quoteLink: string | null;
  createdAt: string;
  decidedAt: string | null;
  rejectionReason: string | null;
  /** The last day a claim could use it, once approved. */
  lastDay: string | null;
  /** The quote sent as a file with the request, and where the archive holds it. */
  quoteFile: { name: string; type: string; sizeBytes: number; path: string } | null;
}

/** A year's award and what the child's claims did with it, in dollars. */
interface ArchivedFunds {
  award: number;
  available: number;
  pending: number;
  spent: number;
}

function archivedFunds(year: YearFunds): ArchivedFunds {
  return { award: centsToDollars(year.awardCents), ...fundsInDollars(year) };
}

const yearRangeOrNone = (year: SchoolYearOrNone) => (year === null ? null : schoolYearRange(year));

/** Everything the programme holds about a family that the archive carries, and the files to stream after it. */
export interface FamilyRecord {
  profile: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    hasProvidedBankDetails: boolean;
    hasHealthyBankConnection: boolean;
  };
  children: {
    id: number;
    firstName: string;
    lastName: string;
    /** The current year, as the dashboard shows it: '2023-2024'. */
    schoolYear: string | null;
    homeSchooled: boolean;
    funds: ArchivedFunds;
    /** The current year's next instalment, when one is still to come. */
    nextInstalment: { date: IsoDate; amount: number } | null;
    /** The child's other award years, newest first (ADR 0028). */
    otherYears: { schoolYear: string | null; funds: ArchivedFunds }[];
    /** What became of the unspent funds of the child's closed years, as the dashboard says it (ADR 0032). */
    yearEnd: string[];
  }[];
  claims: ArchivedClaim[];
  preApprovals: ArchivedPreApproval[];
  files: ArchivedFile[];
}

/** Characters a zip entry's last part may not hold: separators (no climbing out of its folder) and controls. */
// eslint-disable-next-line no-control-regex
const unsafeInName = /[/\\\u0000-\u001f\u007f]/g;

/**
 * The entry name of a claim's file: files/claim-<id>/<name as sent>, made safe, and made unique within the claim
 * (a second invoice.pdf becomes 2-invoice.pdf, by its place on the claim); a file sent with the claim's appeal
 * (issue 35) goes in its own folder, files/claim-<id>/appeal/<name>, and a pre-approval's quote in its
 * pre-approval's, files/pre-approval-<id>/<name>.
 */
export function archivedFilePath(
  owner: `claim-${number}` | `pre-approval-${number}`,
  name: string,
  position: number,
  taken: Set<string>,
  folder: '' | 'appeal/' = '',
): string {
  const safe = name.replace(unsafeInName, '_');
  const base = safe === '' || safe === '.' || safe === '..' ? `file-${position}` : safe;
  const unique = taken.has(base) ? `${position}-${base}` : base;
  taken.add(unique);
  return `files/${owner}/${folder}${unique}`;
}

function groupByClaim<Row extends { claimId: number }>(rows: Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) grouped.set(row.claimId, [...(grouped.get(row.claimId) ?? []), row]);
  return grouped;
}

/**
 * A family's record for its archive: the parent's profile, their children with funds, and the claims they sent,
 * each as the parent's own claim page shows it (parent events only, never staff notes or who read it). Small
 * beside the files, so it is read whole; the files are only named here and streamed one at a time.
 */
export async function familyRecord(db: Executor, user: UserRow, parent: ParentRow, now: Date): Promise<FamilyRecord> {
  const [childRows, sent, preApprovalRows] = await Promise.all([
    listChildrenWithClaims(db, user.id),
    listSentClaims(db, user.id),
    listParentPreApprovals(db, user.id),
  ]);
  const quoteFiles = await listQuoteFiles(
    db,
    preApprovalRows.map((row) => row.preApproval.id),
  );
  const funds = await childrenFunds(db, childRows, now);
  const claimIds = sent.map((row) => row.claim.id);
  const [events, transfers, files, appeals] = await Promise.all([
    listEventActions(db, claimIds),
    listTransferStates(db, claimIds),
    listClaimFiles(db, claimIds),
    archivedAppeals(db, claimIds),
  ]);
  const eventsOf = groupByClaim(events);
  const transfersOf = groupByClaim(transfers);
  const filesOf = groupByClaim(files);
  const replacementOf = new Map(
    sent.flatMap(({ claim }) => (claim.replacesClaimId === null ? [] : [[claim.replacesClaimId, claim.id] as const])),
  );
  const archivedFiles: ArchivedFile[] = [];
  const archivedClaims = sent.map(({ claim, child, provider }): ArchivedClaim => {
    const taken = new Set<string>();
    const claimFiles = (filesOf.get(claim.id) ?? []).map((file) => {
      const path = archivedFilePath(`claim-${claim.id}`, file.originalName, file.position, taken);
      archivedFiles.push({ path, sha256: file.sha256 });
      return {
        name: file.originalName,
        receiptNumber: file.receiptNumber,
        type: file.mimeType,
        sizeBytes: file.sizeBytes,
        path,
      };
    });
    const appeal = appeals.get(claim.id);
    const appealTaken = new Set<string>();
    const appealFiles = (appeal?.files ?? []).map((file) => {
      const path = archivedFilePath(`claim-${claim.id}`, file.name, file.position, appealTaken, 'appeal/');
      archivedFiles.push({ path, sha256: file.sha256 });
      return { name: file.name, type: file.type, sizeBytes: file.sizeBytes, path };
    });
    const claimTransfers = transfersOf.get(claim.id) ?? [];
    const payout = claim.status === 'Accepted' ? parentPayout(claimTransfers, claim) : null;
    return {
      id: claim.id,
      status: claim.status,
      statusText: translate(displayStatusId(claim.status)),
      child,
      amount: centsToDollars(claim.amountCents),
      category: claim.category,
      categoryText: translate(serviceCategoryLabelId(claim.category)),
      description: claim.description,
      dateOfService: claim.dateOfService,
      physicalGood: claim.physicalGood,
      payTo: claim.payTo,
      payToText: translate(payToLabelId(claim.payTo, 'parent')),
      provider: providerOfClaim({ claim, provider }),
      nonAceServiceProvider: claim.nonAceServiceProvider,
      createdAt: claim.createdAt.toISOString(),
      replaces: claim.replacesClaimId,
      replacedBy: replacementOf.get(claim.id) ?? null,
      files: claimFiles,
      sentAgainReason: claim.sentAgainReason,
      timeline: parentTimeline(eventsOf.get(claim.id) ?? [], claimTransfers).map((entry) => ({
        step: entry.step,
        text: translate(entry.messageId),
        at: entry.at,
      })),
      payout: payout === null ? null : { state: payout.state, text: translate(payout.messageId), at: payout.at },
      rejectionReason: rejectionReasonOf(claim),
      appeal:
        appeal === undefined
          ? null
          : {
              state: appeal.state,
              statement: appeal.statement,
              appealedAt: appeal.appealedAt,
              dueDate: appeal.dueDate,
              decision: appeal.decision,
              files: appealFiles,
            },
    };
  });
  const archivedRequests = archivedPreApprovals(preApprovalRows, childRows, quoteFiles, archivedFiles);
  return {
    profile: parentProfile(user, parent),
    children: childRows.map((row) => {
      const years = funds.get(row.id);
      if (!years) throw new Error(`No funds for child ${String(row.id)}`);
      const next = years.current.nextInstalment;
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        schoolYear: yearRangeOrNone(years.current.schoolYear),
        homeSchooled: row.homeSchooled,
        funds: archivedFunds(years.current),
        nextInstalment: next === null ? null : { date: next.arrivesOn, amount: centsToDollars(next.amountCents) },
        otherYears: years.others.map((year) => ({
          schoolYear: yearRangeOrNone(year.schoolYear),
          funds: archivedFunds(year),
        })),
        yearEnd: years.yearEnd.flatMap((yearEnd) => yearEndNotes(yearEnd, translate)),
      };
    }),
    claims: archivedClaims,
    preApprovals: archivedRequests,
    files: archivedFiles,
  };
}

/** A pre-approval's quote file as the archive names it, added to the files the archive streams. */
function archivedQuote(
  preApprovalId: number,
  quote: QuoteFileRow,
  archivedFiles: ArchivedFile[],
): ArchivedPreApproval['quoteFile'] {
  const path = archivedFilePath(`pre-approval-${preApprovalId}`, quote.originalName, quote.position, new Set());
  archivedFiles.push({ path, sha256: quote.sha256 });
  return { name: quote.originalName, type: quote.mimeType, sizeBytes: quote.sizeBytes, path };
}

/**
 * The family's pre-approvals, the oldest first, each with its child as the archive names children; their quote files
 * join the files the archive streams.
 */
function archivedPreApprovals(
  rows: readonly PreApprovalWithProvider[],
  childRows: readonly { id: number; firstName: string; lastName: string }[],
  quoteFiles: readonly QuoteFileRow[],
  archivedFiles: ArchivedFile[],
): ArchivedPreApproval[] {
  const childOf = new Map(childRows.map((child) => [child.id, child]));
  const quoteOf = new Map(quoteFiles.map((file) => [file.preApprovalId, file]));
  return rows.toReversed().map((row) => {
    const view = preApprovalView(row);
    const child = childOf.get(view.childId);
    if (!child) throw new Error(`No child ${String(view.childId)} for pre-approval ${String(view.id)}`);
    const { preApproval } = row;
    const quote = quoteOf.get(view.id);
    return {
      id: view.id,
      status: view.status,
      statusText: preApprovalStandingText(view, translate),
      child: { id: child.id, firstName: child.firstName, lastName: child.lastName },
      amount: view.amount,
      used: view.used,
      held: view.held,
      category: view.category,
      categoryText: translate(serviceCategoryLabelId(view.category)),
      description: view.description,
      expectedDate: view.expectedDate,
      provider: view.provider,
      nonAceServiceProvider: preApproval.nonAceServiceProvider,
      quoteLink: view.quoteLink,
      createdAt: view.createdAt,
      decidedAt: view.decidedAt,
      rejectionReason:
        preApproval.rejectionReason === null
          ? null
          : writtenRejectionReason(preApproval.rejectionReason, preApproval.rejectionNotes, translate),
      lastDay: view.lastDay,
      quoteFile: quote === undefined ? null : archivedQuote(view.id, quote, archivedFiles),
    };
  });
}

/** The parent a valid archive link names (undefined for a link that is not), or 404 when no such parent is registered. */
export async function parentOfArchiveLink(db: Executor, userId: number | undefined): Promise<SignedInParent> {
  const found = userId === undefined ? undefined : await findParentUser(db, userId);
  if (!found) throw new NotFoundError('DATA_ARCHIVE_NOT_FOUND', translate('api.notFound'));
  return found;
}

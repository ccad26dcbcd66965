import {
  centsToDollars,
  displayStatusId,
  parentPayout,
  parentTimeline,
  payToLabelId,
  schoolYearRange,
  serviceCategoryLabelId,
  translate,
  type ClaimStatus,
  type NonAceServiceProvider,
  type ParentClaimDetails,
  type PayTo,
  type ServiceCategory,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { providerOfClaim, rejectionReasonOf } from '../claims/parent-claim-view.ts';
import { listClaimFiles } from '../files/files.repository.ts';
import type { ParentRow, UserRow } from '../users/users.repository.ts';
import { listChildrenWithClaims } from '../users/users.repository.ts';
import { fundsInDollars, parentProfile } from '../users/users.service.ts';
import { listEventActions, listSentClaims, listTransferStates } from './data-archive.repository.ts';

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
}

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
    /** As the dashboard shows it: '2023-2024'. */
    schoolYear: string | null;
    homeSchooled: boolean;
    funds: { award: number; available: number; pending: number; spent: number };
  }[];
  claims: ArchivedClaim[];
  files: ArchivedFile[];
}

/** Characters a zip entry's last part may not hold: separators (no climbing out of its folder) and controls. */
// eslint-disable-next-line no-control-regex
const unsafeInName = /[/\\\u0000-\u001f\u007f]/g;

/**
 * The entry name of a claim's file: files/claim-<id>/<name as sent>, made safe, and made unique within the claim
 * (a second invoice.pdf becomes 2-invoice.pdf, by its place on the claim).
 */
export function archivedFilePath(claimId: number, name: string, position: number, taken: Set<string>): string {
  const safe = name.replace(unsafeInName, '_');
  const base = safe === '' || safe === '.' || safe === '..' ? `file-${position}` : safe;
  const unique = taken.has(base) ? `${position}-${base}` : base;
  taken.add(unique);
  return `files/claim-${claimId}/${unique}`;
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
export async function familyRecord(db: Executor, user: UserRow, parent: ParentRow): Promise<FamilyRecord> {
  const [childRows, sent] = await Promise.all([listChildrenWithClaims(db, user.id), listSentClaims(db, user.id)]);
  const claimIds = sent.map((row) => row.claim.id);
  const [events, transfers, files] = await Promise.all([
    listEventActions(db, claimIds),
    listTransferStates(db, claimIds),
    listClaimFiles(db, claimIds),
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
      const path = archivedFilePath(claim.id, file.originalName, file.position, taken);
      archivedFiles.push({ path, sha256: file.sha256 });
      return {
        name: file.originalName,
        receiptNumber: file.receiptNumber,
        type: file.mimeType,
        sizeBytes: file.sizeBytes,
        path,
      };
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
    };
  });
  return {
    profile: parentProfile(user, parent),
    children: childRows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      schoolYear: row.schoolYear === null ? null : schoolYearRange(row.schoolYear),
      homeSchooled: row.homeSchooled,
      funds: { award: centsToDollars(row.awardCents), ...fundsInDollars(row) },
    })),
    claims: archivedClaims,
    files: archivedFiles,
  };
}

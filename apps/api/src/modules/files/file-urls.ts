import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_KIND_MIME_TYPES, FILE_KINDS, type ClaimFileView, type FileKind } from '@ace/domain';
import type { Config } from '../../config.ts';

/**
 * Which files a link's id counts: a claim's files (/api/files), the files a parent sent with an appeal
 * (/api/appeal-files, issue 35), with an answer to an audit's question (/api/audit-files, issue 34), or as the quote of
 * a pre-approval request (/api/pre-approval-files, ADR 0036). The scope is signed too, so a link to one never opens
 * another's file of that id.
 */
export type FileScope = 'claim' | 'appeal' | 'audit' | 'preApproval';

export const scopePaths: Readonly<Record<FileScope, string>> = {
  claim: '/api/files',
  appeal: '/api/appeal-files',
  audit: '/api/audit-files',
  preApproval: '/api/pre-approval-files',
};

/**
 * What a signed link names: one file of one claim, until a time, and, for a link made for a support-staff member,
 * that member's user id (the reader), so that opening it is recorded as their read (ADR 0019).
 */
interface FileLink {
  fileId: number;
  expires: number;
  reader?: number | undefined;
  /** Unset: a claim's file. */
  scope?: FileScope | undefined;
}

function signature(secret: string, link: FileLink): string {
  const reader = link.reader === undefined ? '' : `.${String(link.reader)}`;
  // A claim file's links are signed as they were before appeals had files, so links already sent stay valid.
  const scope = link.scope === undefined || link.scope === 'claim' ? '' : `${link.scope}:`;
  return createHmac('sha256', secret).update(`${scope}${link.fileId}.${link.expires}${reader}`).digest('base64url');
}

/**
 * A short-lived link to a claim file: /api/files/{id}?expires=…[&reader=…]&signature=… (no sign-in needed while it
 * lasts). `reader` is the support-staff member the link is made for; links for anyone else carry none.
 */
export function signedFilePath(
  config: Config,
  fileId: number,
  now: Date,
  reader?: number,
  scope: FileScope = 'claim',
): string {
  const expires = Math.floor(now.getTime() / 1000) + config.fileUrls.seconds;
  const query = new URLSearchParams({
    expires: String(expires),
    ...(reader === undefined ? {} : { reader: String(reader) }),
    signature: signature(config.fileUrls.secret, { fileId, expires, reader, scope }),
  });
  return `${scopePaths[scope]}/${fileId}?${query.toString()}`;
}

/** True when the link was signed by this API for this file (and reader) and has not expired. */
export function isValidFileLink(config: Config, link: FileLink & { signature: string }, now: Date): boolean {
  if (link.expires < Math.floor(now.getTime() / 1000)) return false;
  const expected = Buffer.from(signature(config.fileUrls.secret, link));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const kindByMimeType = new Map(FILE_KINDS.map((kind) => [FILE_KIND_MIME_TYPES[kind], kind]));

/** Stored files always have one of the sniffed kinds' types; anything else is a broken invariant. */
export function fileKindOf(mimeType: string): FileKind {
  const kind = kindByMimeType.get(mimeType);
  if (kind === undefined) throw new Error(`A stored claim file has the unexpected type ${mimeType}`);
  return kind;
}

/**
 * A claim file as reviewers and providers see it (spec section 3): a signed URL (naming `reader`, the support-staff
 * member it is made for, if any), its name, receipt and kind.
 */
export function fileView(
  config: Config,
  now: Date,
  file: { id: number; originalName: string; receiptNumber: string | null; mimeType: string },
  reader?: number,
  scope: FileScope = 'claim',
): ClaimFileView {
  return {
    url: `${config.publicUrl}${signedFilePath(config, file.id, now, reader, scope)}`,
    filename: file.originalName,
    receiptNumber: file.receiptNumber,
    detectedFileExt: fileKindOf(file.mimeType),
  };
}

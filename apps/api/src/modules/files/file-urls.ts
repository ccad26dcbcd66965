import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_KIND_MIME_TYPES, FILE_KINDS, type ClaimFileView, type FileKind } from '@ace/domain';
import type { Config } from '../../config.ts';

/** What a signed link names: one file of one claim, until a time. */
interface FileLink {
  fileId: number;
  expires: number;
}

function signature(secret: string, link: FileLink): string {
  return createHmac('sha256', secret).update(`${link.fileId}.${link.expires}`).digest('base64url');
}

/** A short-lived link to a claim file: /api/files/{id}?expires=…&signature=… (no sign-in needed while it lasts). */
export function signedFilePath(config: Config, fileId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + config.fileUrls.seconds;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(config.fileUrls.secret, { fileId, expires }),
  });
  return `/api/files/${fileId}?${query.toString()}`;
}

/** True when the link was signed by this API for this file and has not expired. */
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

/** A claim file as reviewers and providers see it (spec section 3): a signed URL, its name, receipt and kind. */
export function fileView(
  config: Config,
  now: Date,
  file: { id: number; originalName: string; receiptNumber: string | null; mimeType: string },
): ClaimFileView {
  return {
    url: `${config.publicUrl}${signedFilePath(config, file.id, now)}`,
    filename: file.originalName,
    receiptNumber: file.receiptNumber,
    detectedFileExt: fileKindOf(file.mimeType),
  };
}

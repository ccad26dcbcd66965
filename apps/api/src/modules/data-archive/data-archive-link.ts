import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

/** How long a link to a family's archive may be followed: it is made for the browser to follow at once. */
export const DATA_ARCHIVE_LINK_SECONDS = 60;

/** What a signed archive link names: one parent's archive, until a time. */
export interface DataArchiveLink {
  parent: number;
  expires: number;
}

/**
 * The link's signature, with the file links' secret (modules/files/file-urls.ts) over a text of its own kind, so
 * that a file link's signature can never pass for an archive's.
 */
function signature(secret: string, link: DataArchiveLink): string {
  return createHmac('sha256', secret).update(`data-archive.${link.parent}.${link.expires}`).digest('base64url');
}

/** A short-lived link to the parent's archive: /api/data-archive?parent=…&expires=…&signature=… */
export function signedDataArchiveUrl(config: Config, parent: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DATA_ARCHIVE_LINK_SECONDS;
  const query = new URLSearchParams({
    parent: String(parent),
    expires: String(expires),
    signature: signature(config.fileUrls.secret, { parent, expires }),
  });
  return `${config.publicUrl}/api/data-archive?${query.toString()}`;
}

/** True when the link was signed by this API for this parent and has not expired. */
export function isValidDataArchiveLink(config: Config, link: DataArchiveLink & { signature: string }, now: Date) {
  if (link.expires < Math.floor(now.getTime() / 1000)) return false;
  const expected = Buffer.from(signature(config.fileUrls.secret, link));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

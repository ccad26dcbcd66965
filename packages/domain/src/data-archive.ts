import { z } from 'zod';

/**
 * A family's copy of its data (issue 21, ADR 0020): a zip the signed-in parent downloads through a short-lived
 * link (POST /api/user/data-archive/link answers it), so the browser streams it to disk.
 */
export const dataArchiveLinkSchema = z.object({ url: z.string().min(1) });

/** The archive's file name, dated with the day it was made (UTC): my-ace-data-2023-09-15.zip. */
export function dataArchiveFileName(madeAt: Date): string {
  return `my-ace-data-${madeAt.toISOString().slice(0, 10)}.zip`;
}

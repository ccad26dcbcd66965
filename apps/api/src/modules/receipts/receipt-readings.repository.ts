import { readInvoiceNumberKey } from '@ace/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { children, claimFiles, claims, receiptReadings } from '../../db/schema.ts';
import type { ReceiptReading } from './receipt-reader.ts';

export type ReceiptReadingRow = typeof receiptReadings.$inferSelect;

/** Keeps what was read from a file, not its text (read again, it replaces the earlier reading). */
export async function saveReceiptReading(db: Executor, sha256: string, reading: ReceiptReading, readAt: Date) {
  const values = {
    status: reading.status,
    source: reading.source,
    textConfidence: reading.textConfidence,
    fields: reading.fields,
    invoiceNumberKey: readInvoiceNumberKey(reading.fields),
    pages: reading.pages,
    readMs: reading.readMs,
    stoppedBy: reading.stopped,
    readAt,
  };
  await db
    .insert(receiptReadings)
    .values({ sha256, ...values })
    .onConflictDoUpdate({ target: receiptReadings.sha256, set: values });
}

export async function findReceiptReadings(db: Executor, sha256s: readonly string[]) {
  if (sha256s.length === 0) return new Map<string, ReceiptReadingRow>();
  const rows = await db
    .select()
    .from(receiptReadings)
    .where(inArray(receiptReadings.sha256, [...sha256s]));
  return new Map(rows.map((row) => [row.sha256, row]));
}

const foundSchema = z.object({
  rows: z.array(z.object({ claim_id: z.coerce.number().int(), by_number: z.boolean() })),
});

/** A file of a claim, as the look-up of the same invoice elsewhere takes it. */
export interface InvoiceOfFile {
  sha256: string;
  /** The invoice number read from it and the receipt number typed for it, as keys (invoiceNumberKey). */
  numberKeys: string[];
}

/**
 * The other claims with the same invoice as a file of `claimId`: the very same file, or the invoice number read from
 * it or typed for it, read from or typed for a file of theirs. Not the claim itself, nor a claim it corrects or that
 * corrects it (a correction carries the files of the claim it corrects), nor a claim already corrected by another.
 * Oldest first, a few at most.
 */
export async function otherClaimsWithInvoice(db: Executor, claimId: number, file: InvoiceOfFile) {
  const keys = file.numberKeys.length === 0 ? [''] : file.numberKeys;
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    with found as (
      select ${claimFiles.claimId} as claim_id, false as by_number from ${claimFiles} where ${claimFiles.sha256} = ${file.sha256}
      union all
      select ${claimFiles.claimId}, true from ${receiptReadings}
        join ${claimFiles} on ${claimFiles.sha256} = ${receiptReadings.sha256}
        where ${receiptReadings.invoiceNumberKey} in (${keyList})
      union all
      select ${claimFiles.claimId}, true from ${claimFiles}
        where upper(${claimFiles.receiptNumber}) in (${keyList}) and ${claimFiles.receiptNumber} is not null
    )
    select found.claim_id, bool_or(found.by_number) as by_number
    from found join ${claims} on ${claims.id} = found.claim_id
    where found.claim_id <> ${claimId}
      and ${claims.replacesClaimId} is distinct from ${claimId}
      and found.claim_id is distinct from (select ${claims.replacesClaimId} from ${claims} where ${claims.id} = ${claimId})
      and not exists (select 1 from ${claims} as correction where correction.replaces_claim_id = found.claim_id)
    group by found.claim_id
    order by found.claim_id
    limit 5`);
  return foundSchema.parse(rows).rows.map((row) => ({ claimId: row.claim_id, byNumber: row.by_number }));
}

/** A receipt as claims are compared by: its file's sha256, and the invoice numbers read from it or typed for it. */
export interface ReceiptKeys {
  sha256: string | null;
  /** As keys (invoiceNumberKey). */
  numberKeys: readonly string[];
}

/**
 * The claims of one family (any child of the parent) holding the same receipt: the very same file, or one of its
 * invoice numbers, read from a file of theirs or typed for it. Every status; which of them count as already sent is
 * the domain's receiptAlreadySent. Oldest first, a bounded number.
 */
export function familyClaimsWithReceipt(db: Executor, parentId: number, receipt: ReceiptKeys) {
  const found: SQL[] = [];
  if (receipt.sha256 !== null) {
    found.push(
      inArray(
        claims.id,
        db.select({ id: claimFiles.claimId }).from(claimFiles).where(eq(claimFiles.sha256, receipt.sha256)),
      ),
    );
  }
  if (receipt.numberKeys.length > 0) {
    const keys = [...receipt.numberKeys];
    found.push(
      inArray(
        claims.id,
        db
          .select({ id: claimFiles.claimId })
          .from(receiptReadings)
          .innerJoin(claimFiles, eq(claimFiles.sha256, receiptReadings.sha256))
          .where(inArray(receiptReadings.invoiceNumberKey, keys)),
      ),
      inArray(
        claims.id,
        db
          .select({ id: claimFiles.claimId })
          .from(claimFiles)
          .where(and(isNotNull(claimFiles.receiptNumber), inArray(sql`upper(${claimFiles.receiptNumber})`, keys))),
      ),
    );
  }
  if (found.length === 0) return Promise.resolve([]);
  return db
    .select({ claimId: claims.id, parentId: children.parentId, status: claims.status, createdAt: claims.createdAt })
    .from(claims)
    .innerJoin(children, eq(children.id, claims.childId))
    .where(and(eq(children.parentId, parentId), or(...found)))
    .orderBy(asc(claims.id))
    .limit(50);
}

/** Files of claims with no reading yet, a batch of them: what the sweep queues for reading. */
export function listUnreadFiles(db: Executor, limit: number) {
  return db
    .selectDistinctOn([claimFiles.sha256], { sha256: claimFiles.sha256, mimeType: claimFiles.mimeType })
    .from(claimFiles)
    .leftJoin(receiptReadings, eq(receiptReadings.sha256, claimFiles.sha256))
    .where(isNull(receiptReadings.sha256))
    .orderBy(asc(claimFiles.sha256))
    .limit(limit);
}

/** Deletes readings of files no claim has, read before `before` (a file chosen on the form, never sent): their hashes. */
export async function deleteUnclaimedReadings(db: Executor, before: Date) {
  const deleted = await db
    .delete(receiptReadings)
    .where(
      and(
        lt(receiptReadings.readAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(claimFiles)
            .where(eq(claimFiles.sha256, receiptReadings.sha256)),
        ),
      ),
    )
    .returning({ sha256: receiptReadings.sha256 });
  return deleted.map((row) => row.sha256);
}

import { CLAIM_STATUSES, readInvoiceNumberKey, type ClaimStatus } from '@ace/domain';
import { and, asc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { instantText } from '../../db/instant-text.ts';
import { claimFiles, claims, receiptReadings } from '../../db/schema.ts';
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

/** How many claims holding one receipt are read at most: the warning names the first few (SENT_CLAIMS_SHOWN). */
const CLAIMS_OF_A_RECEIPT = 50;

const familyClaimsSchema = z.object({
  rows: z.array(
    z.object({
      position: z.coerce.number().int(),
      claim_id: z.coerce.number().int(),
      parent_id: z.coerce.number().int(),
      status: z.enum(CLAIM_STATUSES),
      created_at: z.string(),
    }),
  ),
});

/**
 * For each receipt, in the order given, the claims of one family (any child of the parent) holding it: the very same
 * file, or one of its invoice numbers, read from a file of theirs or typed for it. Every status; which of them count
 * as already sent is the domain's receiptAlreadySent. Oldest first, a bounded number each, in one statement for all
 * the receipts (a claim of five files asks once, under the family's lock).
 */
export async function familyClaimsWithReceipts(db: Executor, parentId: number, receipts: readonly ReceiptKeys[]) {
  const numbers = receipts.flatMap((receipt, position) => receipt.numberKeys.map((key) => ({ position, key })));
  const result = await db.execute(sql`
    with files as (
      select (ordinality - 1)::integer as position, sha256
      from unnest(${sql.param(receipts.map((receipt) => receipt.sha256))}::text[]) with ordinality as f(sha256, ordinality)
    ), numbers as (
      select position, key from unnest(${sql.param(numbers.map((number) => number.position))}::integer[],
        ${sql.param(numbers.map((number) => number.key))}::text[]) as n(position, key)
    ), found as (
      select files.position, f.claim_id from files join claim_files f on f.sha256 = files.sha256
      union
      select numbers.position, f.claim_id from numbers
        join receipt_readings r on r.invoice_number_key = numbers.key
        join claim_files f on f.sha256 = r.sha256
      union
      select numbers.position, f.claim_id from numbers
        join claim_files f on upper(f.receipt_number) = numbers.key and f.receipt_number is not null
    )
    select position, claim_id, parent_id, status, created_at from (
      select found.position, c.id as claim_id, ch.parent_id, c.status, ${instantText(sql`c.created_at`)} as created_at,
        row_number() over (partition by found.position order by c.id) as nth
      from found join claims c on c.id = found.claim_id join children ch on ch.id = c.child_id
      where ch.parent_id = ${parentId}
    ) ranked
    where nth <= ${CLAIMS_OF_A_RECEIPT}
    order by position, claim_id`);
  const found = receipts.map(() => [] as { claimId: number; parentId: number; status: ClaimStatus; createdAt: Date }[]);
  for (const row of familyClaimsSchema.parse(result).rows) {
    found[row.position]?.push({
      claimId: row.claim_id,
      parentId: row.parent_id,
      status: row.status,
      createdAt: new Date(row.created_at),
    });
  }
  return found;
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

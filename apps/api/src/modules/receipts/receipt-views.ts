import {
  centsToDollars,
  READ_CONFIDENCE_FLOOR,
  receiptFlags,
  type Cents,
  type FileReadingFacts,
  type IsoDate,
  type ReceiptReadingView,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { findReceiptReadings, otherClaimsWithInvoice, type ReceiptReadingRow } from './receipt-readings.repository.ts';
import { numberKeysOf } from './receipts-already-sent.ts';

/** Staff see which other claim holds the same invoice; a provider, who may not see other families' claims, not. */
export type ReadingAudience = 'staff' | 'provider';

interface ClaimFacts {
  id: number;
  amountCents: Cents;
  dateOfService: IsoDate;
}

interface FileFacts {
  sha256: string;
  receiptNumber: string | null;
}

const sureValue = <Value>(field: { value: Value; confidence: number } | null) =>
  field !== null && field.confidence >= READ_CONFIDENCE_FLOOR ? field.value : null;

async function factsOf(
  db: Executor,
  claimId: number,
  file: FileFacts,
  reading: ReceiptReadingRow | undefined,
): Promise<FileReadingFacts> {
  const read = reading === undefined ? null : sureValue(reading.fields.invoiceNumber);
  const typed = file.receiptNumber === null || file.receiptNumber === '' ? null : file.receiptNumber;
  const others = await otherClaimsWithInvoice(db, claimId, {
    sha256: file.sha256,
    numberKeys: numberKeysOf(read, typed),
  });
  const first = others[0];
  return {
    status: reading?.status ?? 'pending',
    fields: reading?.fields ?? null,
    sameInvoice: { claimIds: others.map((other) => other.claimId), number: first?.byNumber ? (read ?? typed) : null },
  };
}

/** What was read from each file of a claim (in the files' order) and where it disagrees with the claim. */
export async function receiptReadingViews(
  db: Executor,
  claim: ClaimFacts,
  files: readonly FileFacts[],
  audience: ReadingAudience,
): Promise<ReceiptReadingView[]> {
  const readings = await findReceiptReadings(
    db,
    files.map((file) => file.sha256),
  );
  const facts = await Promise.all(files.map((file) => factsOf(db, claim.id, file, readings.get(file.sha256))));
  const flags = receiptFlags(claim, facts);
  return facts.map((fact, index) => {
    const total = sureValue(fact.fields?.totalCents ?? null);
    return {
      status: fact.status,
      total: total === null ? null : centsToDollars(total),
      dates: fact.fields?.dates ?? [],
      invoiceNumber: sureValue(fact.fields?.invoiceNumber ?? null),
      flags: (flags[index] ?? []).map((flag) =>
        flag.kind === 'invoiceNumberUsed' && audience === 'provider' ? { ...flag, otherClaimId: null } : flag,
      ),
    };
  });
}

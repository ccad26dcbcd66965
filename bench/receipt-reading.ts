/**
 * Benchmark (issue 19): how well and how fast the API reads invoices and receipts. Every file of the fixture set
 * (bench/receipts/fixtures, described in bench/receipts/README.md: text PDFs, scanned PDFs, photographed-looking
 * images, handwritten totals) is read by the API's own reader (apps/api/src/modules/receipts/receipt-reader.ts: pdf.js
 * text layer, else Tesseract OCR) in one process, one after another, after one warm-up read of each kind (pdf.js and
 * the OCR worker loaded). Each field read is compared with the file's expected one: the total (in cents), the date of
 * service (the first one), the invoice number (letters and digits, any case), the provider's name (the expected name
 * within the one read, any case). "Offered" counts a field read right *and* sure enough to be suggested to a parent
 * (confidence at least READ_CONFIDENCE_FLOOR); a wrong field that is offered is the costly mistake and is counted
 * apart. Time is per page read. Results go to bench/results/receipt-reading.md.
 *
 *   npm run bench:receipt-reading
 *
 * A date printed without its year is read as in the year before BENCH_READ_AT (default 2026-12-31).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { invoiceNumberKey, READ_CONFIDENCE_FLOOR, type FileKind, type ReadField } from '@ace/domain';
import { z } from 'zod';
import { DEFAULT_READING_LIMITS } from '../apps/api/src/modules/receipts/reading-worker.ts';
import { createReceiptReader } from '../apps/api/src/modules/receipts/receipt-reader.ts';
import { machine, writeResult } from './harness.ts';

const fixtures = join(import.meta.dirname, 'receipts', 'fixtures');
const readAt = new Date(process.env.BENCH_READ_AT ?? '2026-12-31T12:00:00Z');

const KINDS = ['text-pdf', 'scanned-pdf', 'image', 'handwritten'] as const;
type Kind = (typeof KINDS)[number];

const expectedSchema = z.array(
  z.object({
    file: z.string(),
    kind: z.enum(KINDS),
    mimeType: z.enum(['application/pdf', 'image/png', 'image/jpeg']),
    totalCents: z.number().int(),
    dates: z.array(z.string()),
    serviceDates: z.array(z.string()),
    invoiceNumber: z.string().nullable(),
    providerName: z.string(),
    note: z.string().optional(),
  }),
);
type Expected = z.infer<typeof expectedSchema>[number];

const FIELDS = ['total', 'date of service', 'invoice number', 'provider'] as const;
type Field = (typeof FIELDS)[number];

/** How a field was read: right or wrong, and whether it would be offered to a parent. */
interface Outcome {
  right: boolean;
  offered: boolean;
  read: string;
}

const fileKinds: Readonly<Record<Expected['mimeType'], FileKind>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
};

function outcome<Value>(field: ReadField<Value> | null, right: (value: Value) => boolean, expectNothing = false) {
  if (field === null) return { right: expectNothing, offered: false, read: '—' };
  return { right: right(field.value), offered: field.confidence >= READ_CONFIDENCE_FLOOR, read: String(field.value) };
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? 0
    : sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Result {
  expected: Expected;
  outcomes: Record<Field, Outcome>;
  msPerPage: number;
  source: string;
}

async function main() {
  const expected = expectedSchema.parse(JSON.parse(readFileSync(join(fixtures, 'expected.json'), 'utf8')));
  const reader = createReceiptReader(DEFAULT_READING_LIMITS);
  const bytesOf = (file: string) => new Uint8Array(readFileSync(join(fixtures, file)));
  const loadBefore = loadavg();
  // Warm-up: pdf.js loaded, the OCR worker started, outside the figures.
  for (const kind of ['text-pdf', 'image'] as const) {
    const first = expected.find((entry) => entry.kind === kind);
    if (first !== undefined) await reader.read(bytesOf(first.file), fileKinds[first.mimeType], readAt);
  }
  const results: Result[] = [];
  for (const entry of expected) {
    const reading = await reader.read(bytesOf(entry.file), fileKinds[entry.mimeType], readAt);
    const { fields } = reading;
    results.push({
      expected: entry,
      msPerPage: reading.readMs / Math.max(1, reading.pages),
      source: reading.source,
      outcomes: {
        total: outcome(fields.totalCents, (cents) => cents === entry.totalCents),
        'date of service': outcome(fields.serviceDate, (date) => date === entry.serviceDates[0]),
        'invoice number': outcome(
          fields.invoiceNumber,
          (number) =>
            entry.invoiceNumber !== null && invoiceNumberKey(number) === invoiceNumberKey(entry.invoiceNumber),
          entry.invoiceNumber === null,
        ),
        provider: outcome(fields.providerName, (name) => name.toLowerCase().includes(entry.providerName.toLowerCase())),
      },
    });
    console.log(`${entry.file}: ${String(reading.readMs)} ms, total ${results.at(-1)?.outcomes.total.read ?? ''}`);
  }
  await reader.close();
  const loadAfter = loadavg();

  const groups: [string, Result[]][] = [
    ...KINDS.map((kind): [string, Result[]] => [kind, results.filter((result) => result.expected.kind === kind)]),
    ['image set (scans, photos, handwriting)', results.filter((result) => result.expected.kind !== 'text-pdf')],
    ['all', results],
  ];
  const fieldCells = (group: Result[], field: Field) => {
    const right = group.filter((result) => result.outcomes[field].right).length;
    const offeredWrong = group.filter(
      (result) => result.outcomes[field].offered && !result.outcomes[field].right,
    ).length;
    return `${percent(right, group.length)} (${String(offeredWrong)})`;
  };
  const rows = groups.map(([name, group]) => {
    const times = group.map((result) => result.msPerPage);
    return `| ${name} | ${String(group.length)} | ${FIELDS.map((field) => fieldCells(group, field)).join(' | ')} | ${String(Math.round(median(times)))} | ${String(Math.round(Math.max(0, ...times)))} |`;
  });
  const misses = results.flatMap((result) =>
    FIELDS.filter((field) => !result.outcomes[field].right).map(
      (field) =>
        `| ${result.expected.file} | ${field} | ${expectedOf(result.expected, field)} | ${result.outcomes[field].read.replaceAll('|', '/')} | ${result.outcomes[field].offered ? 'yes' : 'no'} |`,
    ),
  );
  const byKind = (kind: Kind) => results.filter((result) => result.expected.kind === kind);
  const textPdfs = byKind('text-pdf');
  const imageSet = results.filter((result) => result.expected.kind !== 'text-pdf');
  const totalsRight = (group: Result[]) => group.filter((result) => result.outcomes.total.right).length;
  const target = (group: Result[], share: number) =>
    `${percent(totalsRight(group), group.length)} (${totalsRight(group) >= share * group.length ? 'met' : '**not met**'})`;
  const report = `# Reading receipts: accuracy and time on the fixture set

${String(results.length)} files of bench/receipts/fixtures (bench/receipts/README.md), read one after another by the API's
reader (pdf.js text layer, else Tesseract OCR; docs/adr/0018-reading-receipts-on-the-server.md) after a warm-up read.
A cell gives the share of files whose field was read right, and in brackets how many files had a *wrong* value sure
enough to be offered to a parent (confidence >= ${String(READ_CONFIDENCE_FLOOR)}). Time is per page read, in ms.

Machine: ${machine()}. Load average (1/5/15 min) ${loadBefore.map((value) => value.toFixed(1)).join(' / ')} before and
${loadAfter.map((value) => value.toFixed(1)).join(' / ')} after. Measured ${new Date().toISOString()}.

Targets (issue 19): amounts right on >= 95% of text PDFs, >= 80% of the image set. This run: text PDFs
${target(textPdfs, 0.95)}, image set ${target(imageSet, 0.8)}.

| files | n | ${FIELDS.join(' | ')} | median ms/page | max ms/page |
| --- | ---: | ${FIELDS.map(() => '---:').join(' | ')} | ---: | ---: |
${rows.join('\n')}

## Fields not read right

| file | field | expected | read | offered |
| --- | --- | --- | --- | --- |
${misses.join('\n')}
`;
  writeResult('receipt-reading.md', report);
}

function expectedOf(entry: Expected, field: Field): string {
  switch (field) {
    case 'total':
      return String(entry.totalCents);
    case 'date of service':
      return entry.serviceDates[0] ?? '—';
    case 'invoice number':
      return entry.invoiceNumber ?? '—';
    case 'provider':
      return entry.providerName;
  }
}

await main();

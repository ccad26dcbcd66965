/**
 * Benchmark (issue 31): how well the API reads invoices and receipts whose layout no one here chose. Reads the
 * outside set (bench/receipts-outside/: other projects' open templates, filled and printed, and pictures of them) and,
 * apart, our own generated set (bench/receipts/fixtures), with the API's own reader
 * (apps/api/src/modules/receipts/receipt-reader.ts) in one process, one file after another, after a warm-up read of
 * each kind. For each field (the total, the date, the invoice number) it counts files read right, and files whose
 * value was *wrong* yet sure enough to be offered to a parent (confidence >= READ_CONFIDENCE_FLOOR): the costly
 * mistake. The date is the one the claim form would suggest (the date of service); on the outside set, whose
 * documents carry no service dates, that is the invoice date. Time is per page read.
 *
 *   nice -n 10 node bench/receipt-reading-outside.ts before|after
 *
 * With BENCH_QUEUE_BUSY=1 a second reader (another reading thread, as a worker with two threads has) reads our own
 * photos one after another for the whole run: the job queue reading other files while these are read (issue 31, 3).
 *
 * Writes bench/results/receipts-outside-<label>.md and .json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { invoiceNumberKey, READ_CONFIDENCE_FLOOR, type FileKind, type ReadField } from '@ace/domain';
import { z } from 'zod';
import { DEFAULT_READING_LIMITS } from '../apps/api/src/modules/receipts/reading-worker.ts';
import { createReceiptReader } from '../apps/api/src/modules/receipts/receipt-reader.ts';
import { machine, writeResult } from './harness.ts';

const label = process.argv[2] ?? 'run';
const readAt = new Date(process.env.BENCH_READ_AT ?? '2026-12-31T12:00:00Z');

const mimeTypes = z.enum(['application/pdf', 'image/png', 'image/jpeg']);
const outsideSchema = z.array(
  z.object({
    file: z.string(),
    kind: z.enum(['text-pdf', 'image']),
    mimeType: mimeTypes,
    totalCents: z.number().int(),
    invoiceDate: z.string(),
    invoiceNumber: z.string().nullable(),
  }),
);
const ownSchema = z.array(
  z.object({
    file: z.string(),
    kind: z.enum(['text-pdf', 'scanned-pdf', 'image', 'handwritten']),
    mimeType: mimeTypes,
    totalCents: z.number().int(),
    serviceDates: z.array(z.string()),
    invoiceNumber: z.string().nullable(),
  }),
);

/** One file to read and what should be found in it. */
interface Case {
  set: 'outside' | 'own';
  path: string;
  file: string;
  group: 'text PDFs' | 'images and scans';
  kind: FileKind;
  totalCents: number;
  date: string | null;
  invoiceNumber: string | null;
}

const FIELDS = ['total', 'date', 'invoice number'] as const;
type Field = (typeof FIELDS)[number];

interface Outcome {
  right: boolean;
  offered: boolean;
  read: string;
}

interface Result {
  case: Case;
  outcomes: Record<Field, Outcome>;
  msPerPage: number;
}

const fileKinds: Readonly<Record<z.infer<typeof mimeTypes>, FileKind>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
};

function cases(): Case[] {
  const outsideDir = join(import.meta.dirname, 'receipts-outside');
  const ownDir = join(import.meta.dirname, 'receipts', 'fixtures');
  const outside = outsideSchema
    .parse(JSON.parse(readFileSync(join(outsideDir, 'expected.json'), 'utf8')))
    .map((entry): Case => ({
      set: 'outside',
      path: join(outsideDir, 'files', entry.file),
      file: entry.file,
      group: entry.kind === 'text-pdf' ? 'text PDFs' : 'images and scans',
      kind: fileKinds[entry.mimeType],
      totalCents: entry.totalCents,
      date: entry.invoiceDate,
      invoiceNumber: entry.invoiceNumber,
    }));
  const own = ownSchema.parse(JSON.parse(readFileSync(join(ownDir, 'expected.json'), 'utf8'))).map((entry): Case => ({
    set: 'own',
    path: join(ownDir, entry.file),
    file: entry.file,
    group: entry.kind === 'text-pdf' ? 'text PDFs' : 'images and scans',
    kind: fileKinds[entry.mimeType],
    totalCents: entry.totalCents,
    date: entry.serviceDates[0] ?? null,
    invoiceNumber: entry.invoiceNumber,
  }));
  return [...outside, ...own];
}

function outcome<Value>(field: ReadField<Value> | null, right: (value: Value) => boolean, expectNothing: boolean) {
  if (field === null) return { right: expectNothing, offered: false, read: '—' };
  return { right: right(field.value), offered: field.confidence >= READ_CONFIDENCE_FLOOR, read: String(field.value) };
}

function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

interface GroupFigures {
  set: string;
  group: string;
  files: number;
  fields: Record<Field, { right: number; offeredRight: number; offeredWrong: number }>;
  msPerPage: { p50: number; p95: number; max: number };
}

function figuresOf(set: string, group: string, results: readonly Result[]): GroupFigures {
  const times = results.map((result) => result.msPerPage);
  const fieldFigures = (field: Field) => ({
    right: results.filter((result) => result.outcomes[field].right).length,
    offeredRight: results.filter((result) => result.outcomes[field].right && result.outcomes[field].offered).length,
    offeredWrong: results.filter((result) => !result.outcomes[field].right && result.outcomes[field].offered).length,
  });
  return {
    set,
    group,
    files: results.length,
    fields: {
      total: fieldFigures('total'),
      date: fieldFigures('date'),
      'invoice number': fieldFigures('invoice number'),
    },
    msPerPage: {
      p50: Math.round(quantile(times, 0.5)),
      p95: Math.round(quantile(times, 0.95)),
      max: Math.round(Math.max(0, ...times)),
    },
  };
}

const queueBusy = process.env.BENCH_QUEUE_BUSY === '1';

/** Reads the files one after another, over and over, until told to stop: answers how many it read. */
async function readUntilStopped(files: readonly Case[], stopped: () => boolean): Promise<number> {
  const other = createReceiptReader(DEFAULT_READING_LIMITS);
  let read = 0;
  try {
    while (!stopped()) {
      for (const entry of files) {
        if (stopped()) break;
        await other.read(new Uint8Array(readFileSync(entry.path)), entry.kind, readAt);
        read += 1;
      }
    }
  } finally {
    await other.close();
  }
  return read;
}

async function main() {
  const all = cases();
  const reader = createReceiptReader(DEFAULT_READING_LIMITS);
  let measuring = true;
  const busyQueue = queueBusy
    ? readUntilStopped(
        all.filter((entry) => entry.set === 'own' && entry.group === 'images and scans'),
        () => !measuring,
      )
    : Promise.resolve(0);
  const loadBefore = loadavg();
  for (const kind of ['pdf', 'jpeg'] as const) {
    const first = all.find((entry) => entry.kind === kind);
    if (first !== undefined) await reader.read(new Uint8Array(readFileSync(first.path)), first.kind, readAt);
  }
  const results: Result[] = [];
  for (const entry of all) {
    const reading = await reader.read(new Uint8Array(readFileSync(entry.path)), entry.kind, readAt);
    const { fields } = reading;
    results.push({
      case: entry,
      msPerPage: reading.readMs / Math.max(1, reading.pages),
      outcomes: {
        total: outcome(fields.totalCents, (cents) => cents === entry.totalCents, false),
        date: outcome(fields.serviceDate, (date) => date === entry.date, entry.date === null),
        'invoice number': outcome(
          fields.invoiceNumber,
          (number) =>
            entry.invoiceNumber !== null && invoiceNumberKey(number) === invoiceNumberKey(entry.invoiceNumber),
          entry.invoiceNumber === null,
        ),
      },
    });
    const last = results.at(-1);
    console.log(`${entry.file}: ${String(reading.readMs)} ms, total ${last?.outcomes.total.read ?? ''}`);
  }
  await reader.close();
  measuring = false;
  const queueReads = await busyQueue;
  const loadAfter = loadavg();

  const groups: GroupFigures[] = [];
  for (const set of ['outside', 'own'] as const) {
    for (const group of ['text PDFs', 'images and scans'] as const) {
      groups.push(
        figuresOf(
          set,
          group,
          results.filter((result) => result.case.set === set && result.case.group === group),
        ),
      );
    }
  }
  const cell = (figures: GroupFigures, field: Field) => {
    const { right, offeredRight, offeredWrong } = figures.fields[field];
    return `${String(right)}/${String(figures.files)} (${percent(right, figures.files)}); offered ${String(offeredRight)} right, **${String(offeredWrong)} wrong**`;
  };
  const rows = groups.map(
    (figures) =>
      `| ${figures.set} | ${figures.group} | ${String(figures.files)} | ${FIELDS.map((field) => cell(figures, field)).join(' | ')} | ${String(figures.msPerPage.p50)} / ${String(figures.msPerPage.p95)} / ${String(figures.msPerPage.max)} |`,
  );
  const misses = results.flatMap((result) =>
    FIELDS.filter((field) => !result.outcomes[field].right).map((field) => {
      const expected =
        field === 'total'
          ? String(result.case.totalCents)
          : field === 'date'
            ? (result.case.date ?? '—')
            : (result.case.invoiceNumber ?? '—');
      const read = result.outcomes[field].read.replaceAll('|', '/');
      return `| ${result.case.set} | ${result.case.file} | ${field} | ${expected} | ${read} | ${result.outcomes[field].offered ? 'yes' : 'no'} |`;
    }),
  );
  const report = `# Reading receipts on documents no one here laid out (${label})

The outside set (bench/receipts-outside/README.md: other projects' open invoice and receipt templates, filled and
printed to text PDFs, and photos and scans of them) and, apart, our own generated set (bench/receipts/fixtures), read
one file after another by the API's reader after a warm-up read. A cell gives the files whose field was read right,
then how many were offered to a parent (confidence >= ${String(READ_CONFIDENCE_FLOOR)}) right and **wrong** (the
costly mistake). The date is the date of service the claim form suggests (on the outside set: the invoice date).
Time is per page read, in ms: p50 / p95 / max.
${queueBusy ? `\nWhile they were read, a second reader read our own photos one after another (${String(queueReads)} files), as the job queue reading other files.\n` : ''}
Machine: ${machine()}. Load average (1/5/15 min) ${loadBefore.map((value) => value.toFixed(1)).join(' / ')} before and
${loadAfter.map((value) => value.toFixed(1)).join(' / ')} after. Measured ${new Date().toISOString()}.

| set | files | n | ${FIELDS.join(' | ')} | ms/page p50 / p95 / max |
| --- | --- | ---: | ${FIELDS.map(() => '---').join(' | ')} | ---: |
${rows.join('\n')}

## Fields not read right

| set | file | field | expected | read | offered |
| --- | --- | --- | --- | --- | --- |
${misses.join('\n')}
`;
  writeResult(`receipts-outside-${label}.md`, report);
  writeFileSync(
    join(import.meta.dirname, 'results', `receipts-outside-${label}.json`),
    `${JSON.stringify({ label, measuredAt: new Date().toISOString(), machine: machine(), groups }, null, 2)}\n`,
  );
}

await main();

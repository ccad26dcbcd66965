import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { invoicePdf } from '@ace/dev-kit/invoices';
import type { FileKind } from '@ace/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { deflateBombPdf, hugePagePdf, pagelessPdf, pixelBombPng } from '../../../test/hostile-receipts.ts';
import { denseTextPng, invoicePng } from '../../../test/invoices.ts';
import { withThreadCpuMs } from '../../../test/thread-cpu.ts';
import { DEFAULT_READING_LIMITS, ReadingStarvedError, type ReadingLimits } from './reading-worker.ts';
import { createReceiptReader, type ReceiptReader } from './receipt-reader.ts';

const readAt = new Date('2023-09-15T16:00:00Z');
const invoice = {
  provider: 'Bright Minds Tutoring LLC',
  number: 'INV-2023-0117',
  date: '09/01/2023',
  total: '$120.00',
};
/**
 * The most CPU time the API's own thread may spend while a file is read in the reader's worker. A read on this thread
 * would spend the whole read's (the deflate bombs below take 5 s and more of a core). Its CPU time, not how long its
 * event loop stalled: on two cores shared with the browser stories and the lint, the scheduler alone stalled the
 * thread 930 ms in one clean CI run and 2,890 ms in another (a load of 15), while the thread spent next to no CPU.
 */
const THREAD_CPU_MS = 1_000;

const readers: ReceiptReader[] = [];
function reader(limits: Partial<ReadingLimits> = {}) {
  // At full priority unless a test says otherwise: a read at niceness 10 waits minutes for a core that CI's other
  // work keeps busy (a deflate bomb's 8 s of CPU took 224 s), and only the priority tests are about priority.
  const created = createReceiptReader({
    ...DEFAULT_READING_LIMITS,
    memoryMb: 128,
    niceness: 0,
    idle: false,
    ...limits,
  });
  readers.push(created);
  return created;
}
afterAll(() => Promise.all(readers.map((created) => created.close())));

/** Reads a file, measuring the CPU time this thread spends meanwhile (ms). */
async function readWatched(from: ReceiptReader, bytes: Uint8Array, kind: FileKind) {
  const { result: reading, threadCpuMs } = await withThreadCpuMs(() => from.read(bytes, kind, readAt));
  return { reading, threadCpuMs };
}

/** A field of a thread's /proc stat line (Linux), counted from 1 as proc(5) counts them. */
function statField(path: string, field: number): number {
  const stat = readFileSync(path, 'utf8');
  // The fields after the command's name (the second), which is in parentheses and may hold spaces.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[field - 3]);
}

/** The niceness of each thread of this process (the 19th field). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((thread) => statField(`/proc/self/task/${thread}/stat`, 19));
}

/** The scheduling policy of each thread of this process (the 41st field; SCHED_IDLE is 5). */
const SCHED_IDLE = 5;
function threadPolicies(): number[] {
  return readdirSync('/proc/self/task').map((thread) => statField(`/proc/self/task/${thread}/stat`, 41));
}

const unread = { status: 'unreadable', source: 'none', fields: { totalCents: null, invoiceNumber: null } };

describe('the receipt reader, in its worker', () => {
  it('refuses a PNG whose header declares more pixels than the budget, without decoding it', async () => {
    const { reading, threadCpuMs } = await readWatched(reader(), pixelBombPng(30_000, 30_000), 'png');
    expect(reading).toMatchObject({ ...unread, stopped: 'overPixelBudget' });
    expect(threadCpuMs).toBeLessThan(THREAD_CPU_MS);
  });

  it('renders no PDF page larger than the budget (a page of 200000 points square, without text)', async () => {
    const { reading, threadCpuMs } = await readWatched(reader(), hugePagePdf(200_000), 'pdf');
    expect(reading).toMatchObject({ ...unread, stopped: 'overPixelBudget' });
    expect(threadCpuMs).toBeLessThan(THREAD_CPU_MS);
  });

  it('takes a file that breaks pdf.js (a page it names and does not have) for unreadable, not for an error', async () => {
    expect(await reader().read(pagelessPdf(), 'pdf', readAt)).toMatchObject({ ...unread, stopped: null });
  });

  it('stops a deflate bomb at its memory limit, off the API thread, and reads the next file afresh', async () => {
    const limited = reader({ memoryMb: 128 });
    const { reading, threadCpuMs } = await readWatched(limited, deflateBombPdf(300), 'pdf');
    expect(reading).toMatchObject({ ...unread, stopped: 'outOfMemory' });
    expect(threadCpuMs).toBeLessThan(THREAD_CPU_MS);
    const next = await limited.read(await invoicePdf(invoice), 'pdf', readAt);
    expect(next).toMatchObject({ status: 'read', stopped: null, fields: { totalCents: { value: 12_000 } } });
  });

  // The limit leaves a new worker the CPU to start and read a text PDF; the bomb needs far more (1,500 MiB take ~25 s
  // of a core). How long the machine makes the read wait for a core is not the limit's business: see the next test.
  it(
    'stops a read that spends more CPU time than its limit, and reads the next file afresh',
    { timeout: 240_000 },
    async () => {
      const slow = reader({ cpuMs: 4_000, memoryMb: 4_096 });
      const { reading, threadCpuMs } = await readWatched(slow, deflateBombPdf(1_500), 'pdf');
      expect(reading).toMatchObject({ ...unread, stopped: 'timeout' });
      expect(threadCpuMs).toBeLessThan(THREAD_CPU_MS);
      const next = await slow.read(await invoicePdf(invoice), 'pdf', readAt);
      expect(next).toMatchObject({
        status: 'read',
        stopped: null,
        fields: { invoiceNumber: { value: 'INV-2023-0117' } },
      });
    },
  );

  // The reading thread starts and decodes the page in well under a second of CPU; OCR spends 4-5 s on it.
  it("counts OCR's CPU time in the file's, though OCR has a thread of its own", { timeout: 240_000 }, async () => {
    const limited = reader({ cpuMs: 2_000 });
    expect(await limited.read(await invoicePdf(invoice), 'pdf', readAt)).toMatchObject({ status: 'read' });
    expect(await limited.read(denseTextPng(), 'png', readAt)).toMatchObject({ ...unread, stopped: 'timeout' });
  });

  // Within its CPU time, the read waited for the cores: nothing is said of the file, whose job reads it again later.
  it('gives up a read that outlasts its time in all as the busy machine’s doing, not the file’s', async () => {
    const hurried = reader({ timeoutMs: 50 });
    const started = performance.now();
    await expect(hurried.read(invoicePng({ ...invoice, number: 'INV-50' }), 'png', readAt)).rejects.toBeInstanceOf(
      ReadingStarvedError,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  // Niceness 3, which no other thread of the test process has: low enough to tell, high enough to read in seconds on
  // cores busy with other work (at 13 a read outwaited its 30 s in CI). Waiting must not stop the read: it has the
  // time a read has in all.
  it.runIf(process.platform === 'linux')(
    "reads at its niceness, in its own thread and OCR's, leaving the calling thread as it was",
    { timeout: DEFAULT_READING_LIMITS.timeoutMs + 10_000 },
    async () => {
      const before = getPriority();
      const niced = reader({ niceness: 3 });
      const photo = invoicePng({
        provider: 'Bright Minds Tutoring',
        number: 'INV-3',
        date: '09/01/2023',
        total: '$3.00',
      });
      expect(await niced.read(photo, 'png', readAt)).toMatchObject({ status: 'read', source: 'ocr' });
      // The reading thread and the OCR thread it started.
      expect(threadNiceness().filter((niceness) => niceness === 3).length).toBeGreaterThanOrEqual(2);
      expect(getPriority()).toBe(before);
    },
  );

  // A PDF's text layer: a read of milliseconds, which even a core busy with other work leaves time for.
  it.runIf(process.platform === 'linux')(
    'reads under the idle scheduling policy in its own thread, leaving the calling thread as it was',
    { timeout: DEFAULT_READING_LIMITS.timeoutMs + 10_000 },
    async () => {
      const idle = reader({ idle: true });
      expect(await idle.read(await invoicePdf(invoice), 'pdf', readAt)).toMatchObject({
        status: 'read',
        source: 'text-layer',
      });
      expect(threadPolicies().filter((policy) => policy === SCHED_IDLE)).toHaveLength(1);
      expect(statField('/proc/thread-self/stat', 41)).toBe(0);
    },
  );
});

import { Worker } from 'node:worker_threads';
import { translate, type FileKind } from '@ace/domain';
import { ServiceUnavailableError } from '../../errors.ts';
import type { DocumentText } from './document-text.ts';

/**
 * How long, how much memory and how many pixels one file may take to read, and how little of the cores the reading
 * gets when pages want them (config.ts: RECEIPT_READING_*).
 */
export interface ReadingLimits {
  /**
   * The CPU time one file may take, its reading thread's and its OCR thread's together: what a hostile file spends.
   * A busy machine makes a read wait longer without bringing it nearer this limit.
   */
  cpuMs: number;
  /**
   * The longest one file may take however busy the machine, waiting for the cores included: under a job's lease
   * (JOB_LEASE_MS, five minutes), so that a read in hand is never taken by another process meanwhile. A read that
   * reaches it within its CPU time waited for the cores (the machine's doing, not the file's): it is given up as
   * ReadingStarvedError, and its job reads the file again later.
   */
  timeoutMs: number;
  /** The worker's JavaScript heap and its buffers (pdf.js's inflated streams, decoded bytes) together. */
  memoryMb: number;
  /** The most pixels an image, or a PDF page rendered for OCR, may declare. */
  maxPixels: number;
  /**
   * The reading thread's niceness on Linux (0 to 19; reading-priority.ts), which its OCR thread inherits: above 0, a
   * busy core shares its time with the reading by weight. Where the idle policy is set, it is the policy that counts.
   */
  niceness: number;
  /**
   * The reading thread (and OCR's) under Linux's idle scheduling policy: it reads only on a core that nothing else
   * wants, and the pages never wait for it. Elsewhere, or without chrt(1), the niceness stands.
   */
  idle: boolean;
}

/**
 * The limits unless configured otherwise: a minute of CPU (three scanned pages take a few seconds each), four minutes
 * in all (at niceness 10 a contended core gives the reading about a tenth of its time), 512 MB (a deflate bomb needs
 * more), 50 million pixels (a 50-megapixel phone photo), the idle policy (a free core gives the reading all of it),
 * and niceness 10 where that policy cannot be had.
 */
export const DEFAULT_READING_LIMITS: ReadingLimits = {
  cpuMs: 60_000,
  timeoutMs: 240_000,
  memoryMb: 512,
  maxPixels: 50_000_000,
  niceness: 10,
  idle: true,
};

/** Why a file was given up: over the pixel budget, out of CPU time, out of memory, or its worker died. */
export type ReadingStop = 'overPixelBudget' | 'timeout' | 'outOfMemory' | 'crashed';

/**
 * A read given up at its time in all before it spent its CPU time: the cores were busy with other work (under the idle
 * policy, pages kept them for minutes). Not the file's doing, so nothing is recorded of the file: the reading job
 * fails and is tried again later (job-runner.ts, bounded by the job's attempts), and the claim form's reading answers
 * 503.
 */
export class ReadingStarvedError extends ServiceUnavailableError {
  constructor() {
    super('RECEIPT_READING_BUSY', translate('outage.receiptReading'));
  }
}

/** A file's text, or none: unreadable (damaged, or `stopped` by a limit). */
export type DocumentOutcome = { document: DocumentText } | { document: null; stopped: ReadingStop | null };

/** What the API's thread sends the reading thread (reading-worker-thread.ts), and what it answers. */
export interface ReadingRequest {
  bytes: Uint8Array;
  kind: FileKind;
}
export type ThreadAnswer =
  | { outcome: 'read'; document: DocumentText }
  | { outcome: 'unreadable'; stopped: 'overPixelBudget' | null }
  | { outcome: 'failed'; message: string };
/** What the reading thread says while it reads: the CPU time its OCR thread has spent on the file so far. */
export interface OcrCpuReport {
  ocrCpuMs: number;
}

/** How often the worker's memory and CPU time are looked at while it reads. */
export const LOOK_MS = 100;
const MIB = 1_048_576;

/** The CPU time, user and system, between two readings of a thread's usage, in milliseconds. */
export function cpuMsBetween(before: NodeJS.CpuUsage, after: NodeJS.CpuUsage): number {
  return (after.user - before.user + after.system - before.system) / 1_000;
}

/** A look at a thread that has ended meanwhile finds nothing: its exit says why. */
const ignore = () => undefined;

export interface ReadingWorker {
  /**
   * Reads a file's text in the worker, one file at a time. A file that breaks a limit, or that pdf.js or the decoder
   * cannot read, is unreadable; only a failure that is not the file's (OCR could not start, ReadingStarvedError)
   * rejects.
   */
  read(bytes: Uint8Array, kind: FileKind): Promise<DocumentOutcome>;
  /** Stops the worker; a read in progress fails (it is not the file's doing). */
  close(): Promise<void>;
}

/**
 * A worker thread that reads files under limits, started on the first file and kept for the next. A file that takes
 * more than `cpuMs` of CPU (the reading thread's, and its OCR thread's as the reading thread reports it) or longer
 * than `timeoutMs` in all, or more than `memoryMb` of heap and buffers (V8's heap limit is set too), or that kills the
 * thread, has the thread terminated (its OCR thread with it): the next file gets a new one. CPU and memory are looked
 * at every LOOK_MS: buffers are outside V8's heap limit, so a single allocation may overshoot until the next look.
 */
export function createReadingWorker(limits: ReadingLimits): ReadingWorker {
  let worker: Worker | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  function started(): Worker {
    worker ??= new Worker(new URL('./reading-worker-thread.ts', import.meta.url), {
      workerData: { maxPixels: limits.maxPixels, priority: { niceness: limits.niceness, idle: limits.idle } },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    // An idle worker does not keep the process alive; a read's timer does while it reads.
    worker.unref();
    return worker;
  }

  function readOnce(bytes: Uint8Array, kind: FileKind): Promise<DocumentOutcome> {
    if (closed) return Promise.reject(new Error('The receipt reader is closed'));
    const thread = started();
    return new Promise<DocumentOutcome>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: DocumentOutcome | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(look);
        thread.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const stop = (stopped: ReadingStop | ReadingStarvedError) => {
        if (settled) return;
        if (worker === thread) worker = undefined;
        settle(stopped instanceof ReadingStarvedError ? stopped : { document: null, stopped });
        void thread.terminate();
      };
      const onMessage = (answer: ThreadAnswer | OcrCpuReport) => {
        if ('ocrCpuMs' in answer) ocrCpuMs = answer.ocrCpuMs;
        else if (answer.outcome === 'read') settle({ document: answer.document });
        else if (answer.outcome === 'unreadable') settle({ document: null, stopped: answer.stopped });
        else settle(new Error(answer.message));
      };
      const onError = (error: Error) => {
        stop('code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'crashed');
      };
      const onExit = () => {
        if (worker === thread) worker = undefined;
        if (closed) settle(new Error('The receipt reader was closed while it read'));
        else stop('crashed');
      };
      // The CPU limit judges the file (the look below); the time in all only bounds how long the cores may keep it.
      const timer = setTimeout(() => {
        stop(new ReadingStarvedError());
      }, limits.timeoutMs);
      let ocrCpuMs = 0;
      // The thread's CPU time before this file: a kept thread has read others; a thread not yet running has none.
      const cpuBefore = thread.cpuUsage().catch(() => ({ user: 0, system: 0 }));
      const look = setInterval(() => {
        thread.getHeapStatistics().then((heap) => {
          if (heap.used_heap_size + heap.external_memory > limits.memoryMb * MIB) stop('outOfMemory');
        }, ignore);
        Promise.all([cpuBefore, thread.cpuUsage()]).then(([before, now]) => {
          if (cpuMsBetween(before, now) + ocrCpuMs > limits.cpuMs) stop('timeout');
        }, ignore);
      }, LOOK_MS);
      look.unref();
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      // A copy, handed over: the caller's bytes stay its own.
      const copy = new Uint8Array(bytes);
      thread.postMessage({ bytes: copy, kind } satisfies ReadingRequest, [copy.buffer]);
    });
  }

  return {
    read(bytes, kind) {
      const reading = queue.then(() => readOnce(bytes, kind));
      queue = reading.catch(() => undefined);
      return reading;
    },
    async close() {
      closed = true;
      const running = worker;
      worker = undefined;
      if (running !== undefined) await running.terminate();
    },
  };
}

import { spawnSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** How low a reading thread runs beside the pages (ReadingLimits; docs/operations.md, "Workers"). */
export interface ReadingPriority {
  /** The thread's niceness, 0 to 19: where the idle policy is off or cannot be had. */
  niceness: number;
  /** Linux's idle scheduling policy (SCHED_IDLE) for the thread, where it can be set. */
  idle: boolean;
}

/**
 * Sets the calling thread's idle scheduling policy through util-linux's chrt(1), Node having no call for it; true
 * once set. `/proc/thread-self` links to `<pid>/task/<tid>`, and chrt takes the thread's id for a pid.
 */
function runOnlyOnIdleCores(): boolean {
  const threadId = readlinkSync('/proc/thread-self').split('/').at(-1);
  if (threadId === undefined) return false;
  const chrt = spawnSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore', timeout: 5_000 });
  return chrt.status === 0;
}

/**
 * Lowers the calling thread, never the process: on Linux a thread's niceness and scheduling policy are its own, and
 * the threads it starts afterwards (OCR's) inherit both. Under the idle policy the thread runs only on a core nothing
 * else wants and gives it up the moment a page's thread wakes; a niceness only shares a busy core out by weight, so
 * pages still wait behind a reading at 10 (bench/results/first-week-worker-idle.md). Where chrt is missing or
 * refused, the niceness stands. Elsewhere than Linux either would lower the whole process, so nothing changes.
 */
export function lowerThisThread(priority: ReadingPriority): void {
  if (process.platform !== 'linux') return;
  setPriority(priority.niceness);
  if (priority.idle) runOnlyOnIdleCores();
}

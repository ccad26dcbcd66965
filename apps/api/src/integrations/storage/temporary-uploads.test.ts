import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STALE_UPLOAD_MS, temporaryUploads } from './temporary-uploads.ts';

let directory: string;
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('temporary uploads', () => {
  it('sweep what a killed process left a day ago, and keep what may still be in flight', () => {
    directory = mkdtempSync(join(tmpdir(), 'ace-uploads-'));
    const now = new Date('2026-11-22T08:00:00Z');
    const left = join(directory, 'left-by-a-crash.upload');
    const recent = join(directory, 'in-flight.upload');
    const other = join(directory, 'notes.txt');
    for (const path of [left, recent, other]) writeFileSync(path, 'bytes');
    const dayAndMinuteAgo = new Date(now.getTime() - STALE_UPLOAD_MS - 60_000);
    utimesSync(left, dayAndMinuteAgo, dayAndMinuteAgo);
    utimesSync(other, dayAndMinuteAgo, dayAndMinuteAgo);
    const hourAgo = new Date(now.getTime() - 3_600_000);
    utimesSync(recent, hourAgo, hourAgo);

    const uploads = temporaryUploads(directory, now);
    expect([existsSync(left), existsSync(recent), existsSync(other)]).toEqual([false, true, true]);
    expect(uploads.temporaryPath()).toMatch(new RegExp(`^${directory}/[0-9a-f-]{36}\\.upload$`));
  });
});

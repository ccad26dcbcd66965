import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { temporaryUploads } from './temporary-uploads.ts';

let directory: string;
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('temporary uploads', () => {
  it('sweep the uploads written before the given time, count them, and leave other files alone', async () => {
    directory = mkdtempSync(join(tmpdir(), 'ace-uploads-'));
    const before = new Date('2026-11-22T08:00:00Z');
    const left = join(directory, 'left-by-a-crash.upload');
    const recent = join(directory, 'in-flight.upload');
    const other = join(directory, 'notes.txt');
    for (const path of [left, recent, other]) writeFileSync(path, 'bytes');
    const secondEarlier = new Date(before.getTime() - 1_000);
    utimesSync(left, secondEarlier, secondEarlier);
    utimesSync(other, secondEarlier, secondEarlier);
    utimesSync(recent, before, before);

    const uploads = temporaryUploads(directory);
    expect(existsSync(left)).toBe(true);
    expect(await uploads.sweepUploads(before)).toEqual({ files: 1, bytes: 5 });
    expect([existsSync(left), existsSync(recent), existsSync(other)]).toEqual([false, true, true]);
    expect(uploads.temporaryPath()).toMatch(new RegExp(`^${directory}/[0-9a-f-]{36}\\.upload$`));
  });
});

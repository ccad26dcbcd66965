import { describe, expect, it } from 'vitest';
import { dataArchiveFileName } from './data-archive.ts';

describe("a family's copy of its data", () => {
  it('is named for the day it was made in UTC', () => {
    expect(dataArchiveFileName(new Date('2023-09-15T12:00:00Z'))).toBe('my-ace-data-2023-09-15.zip');
    // Still the 15th in Ohio, already the 16th in UTC.
    expect(dataArchiveFileName(new Date('2023-09-16T03:30:00Z'))).toBe('my-ace-data-2023-09-16.zip');
  });
});

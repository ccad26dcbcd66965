import { describe, expect, it } from 'vitest';
import { accessRecordQuerySchema } from './access-record.ts';

describe("a family's access record", () => {
  it('is read a page at a time: 25 reads unless told, at most 100, after a cursor', () => {
    expect(accessRecordQuerySchema().parse({})).toEqual({ limit: 25 });
    expect(accessRecordQuerySchema().parse({ limit: '100', cursor: 'abc' })).toEqual({ limit: 100, cursor: 'abc' });
    for (const limit of ['0', '101', '2.5']) {
      expect(accessRecordQuerySchema().safeParse({ limit }).success).toBe(false);
    }
    expect(accessRecordQuerySchema().safeParse({ limit: '25', parentUserId: '1' }).success).toBe(false);
  });
});

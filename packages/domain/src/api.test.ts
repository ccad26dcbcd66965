import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiEnvelopeSchema, apiFailureSchema, apiSuccessSchema, fieldIssues } from './api.ts';

describe('the API envelope', () => {
  it('describes success with its data, and failure with its text and code', () => {
    const success = apiSuccessSchema(z.object({ id: z.number() }));
    expect(success.parse({ success: true, data: { id: 1 } })).toEqual({ success: true, data: { id: 1 } });
    expect(success.safeParse({ success: false, data: { id: 1 } }).success).toBe(false);
    const failure = { success: false, error: 'Nope', message: 'Nope', code: 'CLAIM_NOT_FOUND' };
    expect(apiFailureSchema.parse(failure)).toEqual(failure);
    expect(apiEnvelopeSchema.parse({ success: true, data: [1], message: 'Signed in' })).toEqual({
      data: [1],
      message: 'Signed in',
    });
  });

  it('reports the first problem of each field, paths written with dots', () => {
    const schema = z.object({
      name: z.string().min(1, 'Please enter a name').max(3, 'Too long').regex(/^\d+$/, 'Digits only'),
      files: z.array(z.object({ receipt: z.string().regex(/^\w+$/, 'Please enter an alphanumerics') })),
    });
    const { error } = schema.safeParse({ name: '', files: [{ receipt: 'ok' }, { receipt: '-' }] });
    expect(error && fieldIssues(error)).toEqual([
      { path: 'name', message: 'Please enter a name' },
      { path: 'files.1.receipt', message: 'Please enter an alphanumerics' },
    ]);
  });
});

import { ApiError } from '@ace/api-client';
import { translate } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message.ts';

describe('failureMessage', () => {
  it("adds the request id as a reference to a server failure's message", () => {
    const failure = new ApiError(500, 'INTERNAL', translate('api.internal'), [], 'req-7f3a');
    expect(failureMessage(failure, translate)).toBe(`${translate('api.internal')} Reference: req-7f3a`);
  });

  it('leaves a refusal the person can act on, a server failure without an id and any other error as they are', () => {
    expect(failureMessage(new ApiError(400, 'VALIDATION_FAILED', 'Pick a date.', [], 'req-1'), translate)).toBe(
      'Pick a date.',
    );
    expect(failureMessage(new ApiError(502, 'UNEXPECTED', 'Down.'), translate)).toBe('Down.');
    expect(failureMessage(new Error('Offline.'), translate)).toBe('Offline.');
  });
});

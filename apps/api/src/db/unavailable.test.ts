import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection, through Drizzle',
      new DrizzleQueryError('select 1', [], withCode('connect ECONNREFUSED', 'ECONNREFUSED')),
    ],
    [
      'a server shut down by its administrator',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection lost without a code', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['one of several addresses', new AggregateError([withCode('connect ECONNREFUSED ::1', 'ECONNREFUSED')], 'failed')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error, through Drizzle', new DrizzleQueryError('selec 1', [], withCode('syntax error', '42601'))],
    ['a deadlock', withCode('deadlock detected', '40P01')],
    ['anything else', new Error('Something else')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

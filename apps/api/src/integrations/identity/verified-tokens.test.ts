import { describe, expect, it } from 'vitest';
import type { Identity } from './token-verifier.ts';
import { createVerifiedTokens } from './verified-tokens.ts';

const identityOf = (token: string): Identity => ({
  agentId: `agt-${token}`,
  entityId: `ent-${token}`,
  email: `${token}@example.com`,
  emailVerified: true,
  name: undefined,
  token,
});

function clockAt(startMs: number) {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('verified tokens', () => {
  it('gives the identity of a remembered token until the token expires, not after', () => {
    const clock = clockAt(1_000_000);
    const tokens = createVerifiedTokens(clock.now);
    tokens.remember('a', identityOf('a'), 1_000_000 + 30_000);
    expect(tokens.get('a')).toEqual(identityOf('a'));
    clock.advance(29_999);
    expect(tokens.get('a')).toEqual(identityOf('a'));
    clock.advance(1);
    expect(tokens.get('a')).toBeUndefined();
  });

  it('forgets a token after a minute however long it is valid, so that it is verified again', () => {
    const clock = clockAt(0);
    const tokens = createVerifiedTokens(clock.now);
    tokens.remember('a', identityOf('a'), 3_600_000);
    clock.advance(60_000);
    expect(tokens.get('a')).toBeUndefined();
  });

  it('does not remember a token that has already expired', () => {
    const clock = clockAt(5_000);
    const tokens = createVerifiedTokens(clock.now);
    tokens.remember('a', identityOf('a'), 5_000);
    expect(tokens.get('a')).toBeUndefined();
  });

  it('knows only the tokens it was given', () => {
    const tokens = createVerifiedTokens(() => 0);
    tokens.remember('a', identityOf('a'), 10_000);
    expect(tokens.get('b')).toBeUndefined();
  });

  it('forgets the oldest token first once it holds ten thousand', () => {
    const tokens = createVerifiedTokens(() => 0);
    for (let index = 0; index <= 10_000; index += 1) tokens.remember(`t${index}`, identityOf(`t${index}`), 10_000);
    expect(tokens.get('t0')).toBeUndefined();
    expect(tokens.get('t1')).toEqual(identityOf('t1'));
    expect(tokens.get('t10000')).toEqual(identityOf('t10000'));
  });
});

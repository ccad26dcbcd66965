import { describe, expect, it } from 'vitest';
import { drawSample } from './sample-draw.ts';

const ids = Array.from({ length: 1_000 }, (_, index) => index + 1);

describe('the weekly draw', () => {
  it('draws the rate of the paid claims, rounded up', () => {
    expect(drawSample('seed', ids, 500)).toHaveLength(50);
    expect(drawSample('seed', ids.slice(0, 7), 500)).toHaveLength(1);
    expect(drawSample('seed', [], 500)).toEqual([]);
    expect(drawSample('seed', ids, 0)).toEqual([]);
    expect(drawSample('seed', ids, 10_000)).toEqual(ids);
  });

  it('draws the same claims from the same seed, whatever their order, and others from another seed', () => {
    const drawn = drawSample('a1b2', ids, 500);
    expect(drawSample('a1b2', [...ids].reverse(), 500)).toEqual(drawn);
    expect(drawSample('c3d4', ids, 500)).not.toEqual(drawn);
  });

  it('ranks by the SHA-256 of seed:claimId, as an auditor recomputes it', () => {
    // sha256("s:1"), sha256("s:2"), sha256("s:3") in hex begin 1b25…, 5be3… and d12d…: claim 1 ranks first.
    expect(drawSample('s', [3, 2, 1], 3_000)).toEqual([1]);
    expect(drawSample('s', [3, 2, 1], 6_000)).toEqual([1, 2]);
  });
});

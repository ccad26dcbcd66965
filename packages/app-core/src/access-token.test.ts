import { describe, expect, it } from 'vitest';
import { decodeBase64UrlText, readAccessToken } from './access-token.ts';

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('readAccessToken', () => {
  it('reads the agent, the entity and the e-mail of a token', () => {
    const token = `${segment({ alg: 'none' })}.${segment({ agentID: 'agent-1', entityID: 'entity-1', email: 'a@b.org' })}.sig`;
    expect(readAccessToken(token)).toEqual({ agentId: 'agent-1', entityId: 'entity-1', email: 'a@b.org' });
  });

  it('answers a null e-mail when the token carries none', () => {
    const token = `h.${segment({ agentID: 'a', entityID: 'e' })}.s`;
    expect(readAccessToken(token).email).toBeNull();
  });

  it('refuses a token that is not a JWT or lacks the agent', () => {
    expect(() => readAccessToken('opaque')).toThrow('not a JWT');
    expect(() => readAccessToken(`h.${segment({ entityID: 'e' })}.s`)).toThrow();
  });
});

describe('decodeBase64UrlText', () => {
  it('decodes UTF-8 text whatever its length and padding', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'Zoë Müller ✓', '{"x":"日本"}']) {
      expect(decodeBase64UrlText(Buffer.from(text).toString('base64url'))).toBe(text);
      expect(decodeBase64UrlText(Buffer.from(text).toString('base64'))).toBe(text);
    }
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeBase64UrlText('ab!c')).toThrow('Not base64url');
  });
});

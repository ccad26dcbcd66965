import { describe, expect, it } from 'vitest';
import { messagesOf } from './messages-of.test-support.ts';
import {
  isExportableSearch,
  staffClaimExportQuerySchema,
  staffClaimSearchQuerySchema,
  staffSearchTerms,
} from './staff-claim-search.ts';

describe('staffSearchTerms', () => {
  it('reads digits as a claim id, and six of them as a provider number too', () => {
    expect(staffSearchTerms(' 42 ')).toEqual({
      claimId: 42,
      providerNumber: null,
      personName: null,
      emailPrefix: null,
      providerNamePrefix: null,
    });
    expect(staffSearchTerms('123456')).toMatchObject({ claimId: 123_456, providerNumber: '123456' });
    expect(staffSearchTerms('0')).toMatchObject({ claimId: null });
    expect(staffSearchTerms('99999999999')).toMatchObject({ claimId: null, providerNumber: null });
  });

  it('reads one word as a first or last name, an e-mail and a provider name, in lower case', () => {
    expect(staffSearchTerms('Reyes')).toEqual({
      claimId: null,
      providerNumber: null,
      personName: { either: 'reyes' },
      emailPrefix: 'reyes',
      providerNamePrefix: 'reyes',
    });
  });

  it('reads several words as a first name and a last name, or a provider name', () => {
    expect(staffSearchTerms('  Ana   de la Cruz ')).toEqual({
      claimId: null,
      providerNumber: null,
      personName: { first: 'ana', last: 'de la cruz' },
      emailPrefix: null,
      providerNamePrefix: 'ana de la cruz',
    });
  });
});

describe('staffClaimSearchQuerySchema', () => {
  it('needs a search text of at most 100 characters and pages of at most 100', () => {
    expect(staffClaimSearchQuerySchema().parse({ q: ' ava ' })).toEqual({ q: 'ava', limit: 25 });
    expect(messagesOf(staffClaimSearchQuerySchema(), { q: '  ' })).toEqual({
      q: 'Please enter a claim id, a name, an e-mail address or a service provider number',
    });
    expect(messagesOf(staffClaimSearchQuerySchema(), { q: 'x'.repeat(101) })).toEqual({
      q: 'The search can be at most 100 characters',
    });
    expect(staffClaimSearchQuerySchema().safeParse({ q: 'a', limit: '101' }).success).toBe(false);
  });
});

describe('a search whose results may be downloaded', () => {
  it('is a claim id, a provider number, or at least 3 characters besides spaces', () => {
    expect(['7', '123456', 'ava', 'a v a', 'ab.'].map(isExportableSearch)).toEqual([true, true, true, true, true]);
    expect(['a', 'av', ' a  v ', '0'].map(isExportableSearch)).toEqual([false, false, false, false]);
    expect(messagesOf(staffClaimExportQuerySchema(), { q: 'av' })).toEqual({
      q: 'To download, search for at least 3 characters, a claim id or a service provider number',
    });
  });
});

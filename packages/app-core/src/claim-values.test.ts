import { describe, expect, it } from 'vitest';
import { initialClaimValues } from './claim-form.ts';
import { emptyClaimForm } from './claim-form-state.ts';
import { createClaimDrafts } from './claim-drafts.ts';
import { nonAceFormValues } from './non-ace-form.ts';
import { readServiceProviderInfo } from './service-provider-info.ts';

const provider = {
  name: 'Cleveland Chess Club',
  address: '1 Main St, Cleveland, OH',
  phoneNumber: '(216) 555-0100',
  email: 'chess@example.org',
  website: 'chess.example.org',
};

describe('initialClaimValues', () => {
  it('starts empty, or from the draft', () => {
    expect(initialClaimValues(undefined, null)).toEqual(emptyClaimForm);
    const draft = { ...emptyClaimForm, amount: '12', payTo: 'User' };
    expect(initialClaimValues(draft, null)).toBe(draft);
  });

  it('takes the provider entered by hand, clearing the number and a payTo of Vendor', () => {
    const draft = { ...emptyClaimForm, serviceProviderNumber: '100001', payTo: 'Vendor' };
    expect(initialClaimValues(draft, provider)).toMatchObject({
      nonAceServiceProvider: provider,
      serviceProviderNumber: '',
      payTo: '',
    });
    expect(initialClaimValues({ ...draft, payTo: 'User' }, provider).payTo).toBe('User');
  });
});

describe('readServiceProviderInfo', () => {
  it('reads the provider of the route, and nothing from text that is not one', () => {
    expect(readServiceProviderInfo(JSON.stringify(provider))).toEqual(provider);
    for (const text of [null, undefined, '', '{', JSON.stringify({ name: 'x' })]) {
      expect(readServiceProviderInfo(text)).toBeNull();
    }
  });
});

describe('nonAceFormValues', () => {
  it('fills the inputs from a provider, optional ones empty', () => {
    expect(nonAceFormValues(provider)).toEqual({ ...provider, contactName: '', contactTitle: '' });
    expect(Object.values(nonAceFormValues(null)).every((value) => value === '')).toBe(true);
  });
});

describe('createClaimDrafts', () => {
  it('keeps one draft per child until it is cleared', () => {
    const drafts = createClaimDrafts<string>();
    const draft = { values: emptyClaimForm, files: new Map([['a', 'file a']]), attested: true };
    drafts.saveDraft(7, draft);
    expect(drafts.readDraft(7)).toBe(draft);
    expect(drafts.readDraft(8)).toBeUndefined();
    drafts.clearDraft(7);
    expect(drafts.readDraft(7)).toBeUndefined();
  });
});

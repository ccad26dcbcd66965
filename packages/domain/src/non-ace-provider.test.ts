import { describe, expect, it } from 'vitest';
import { isValidUsPhoneNumber, isValidWebsite, nonAceServiceProviderSchema, websiteHref } from './non-ace-provider.ts';
import { messagesOf } from './messages-of.test-support.ts';

const valid = {
  name: 'Piano with Ms. Lee',
  address: '12 High St, Columbus, OH 43215',
  phoneNumber: '(614) 555-0123',
  email: 'lee@example.com',
  website: 'https://lee-piano.example.com/lessons',
};

const messagesOfForm = (input: unknown) => messagesOf(nonAceServiceProviderSchema(), input);

describe('nonAceServiceProviderSchema', () => {
  it('accepts a complete provider, contact name and title optional', () => {
    expect(nonAceServiceProviderSchema().parse(valid)).toEqual(valid);
    expect(nonAceServiceProviderSchema().parse({ ...valid, contactName: ' Ann Lee ', contactTitle: '' })).toEqual({
      ...valid,
      contactName: 'Ann Lee',
    });
  });

  it('names every missing field', () => {
    expect(messagesOfForm({})).toEqual({
      name: 'Please enter a name',
      address: 'Please enter address',
      phoneNumber: 'Phone number is not valid',
      email: 'Please enter email address',
      website: 'Please enter a valid website',
    });
  });

  it('refuses a bad e-mail, phone number and website', () => {
    expect(messagesOfForm({ ...valid, email: 'lee@', phoneNumber: '555-0123', website: 'not a site' })).toEqual({
      email: 'Invalid email address',
      phoneNumber: 'Phone number is not valid',
      website: 'Please enter a valid website',
    });
  });

  it('keeps text fields to a sensible length', () => {
    expect(messagesOfForm({ ...valid, contactTitle: 'x'.repeat(201) })).toEqual({
      contactTitle: 'This field can be at most 200 characters',
    });
  });
});

describe('isValidUsPhoneNumber', () => {
  it.each(['614-555-0123', '(614) 555-0123', '614.555.0123', '6145550123', '+1 614 555 0123', '1-614-555-0123'])(
    'accepts %j',
    (phone) => {
      expect(isValidUsPhoneNumber(phone)).toBe(true);
    },
  );

  it.each(['555-0123', '114-555-0123', '611-555-0123', '614-155-0123', '614-911-0123', '+44 20 7946 0958', 'abc'])(
    'refuses %j',
    (phone) => {
      expect(isValidUsPhoneNumber(phone)).toBe(false);
    },
  );
});

describe('isValidWebsite', () => {
  it.each(['example.com', 'www.example.org/path?q=1', 'http://a.b.co:8080', 'https://sub.domain.example.education'])(
    'accepts %j',
    (site) => {
      expect(isValidWebsite(site)).toBe(true);
    },
  );

  it.each([
    'example',
    'ftp://example.com',
    'http://',
    'exa mple.com',
    'example.c',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %j', (site) => {
    expect(isValidWebsite(site)).toBe(false);
  });
});

describe('websiteHref', () => {
  it('opens a website written without its scheme over https, and keeps the scheme written', () => {
    expect(websiteHref(' corner.example.com/quote/17 ')).toBe('https://corner.example.com/quote/17');
    expect(websiteHref('http://a.b.co:8080/q')).toBe('http://a.b.co:8080/q');
    expect(websiteHref('HTTPS://example.com')).toBe('HTTPS://example.com');
  });
});

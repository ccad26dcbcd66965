import { describe, expect, it } from 'vitest';
import { en, type MessageId } from './en.ts';
import { createTranslator, placeholdersOf, textsOf } from './create-translator.ts';
import { formatListDate } from '../dates.ts';
import { formatMoney } from '../money.ts';
import { languagesOfAcceptLanguage, localeFromLanguages, setLocaleSource } from './locales.ts';
import { translate, type Catalogue } from './translate.ts';

describe('translate', () => {
  it('fills every placeholder of a message', () => {
    expect(translate('claim.amount.range', { available: '$1,000' })).toBe(
      'Please enter an amount between $0.01 and $1,000',
    );
    expect(translate('meritCs.amountChange.confirm', { old: '$10', new: '$12.50' })).toBe(
      'Are you sure you want to update the claim amount from $10 to $12.50 ?',
    );
  });

  it('returns a text without placeholders as it is', () => {
    expect(translate('review.alreadyReviewed')).toBe('This claim is already reviewed');
  });

  it('refuses to show a message with a value missing', () => {
    const loose = createTranslator(en) as (id: MessageId, params?: Record<string, string>) => string;
    expect(() => loose('upload.unsupportedType', {})).toThrow(
      'Message upload.unsupportedType needs a value for {type}',
    );
  });

  it('speaks another language from another catalogue without touching a rule', () => {
    const spanish: Catalogue = { ...en, 'claim.amount.required': 'Ingrese el monto del reclamo' };
    expect(createTranslator(spanish)('claim.amount.required')).toBe('Ingrese el monto del reclamo');
  });

  it('chooses a plural form by the rules of the language, and falls back to other', () => {
    const forms = {
      one: '{count} archivo de {max}',
      many: '{count} de archivos de {max}',
      other: '{count} archivos de {max}',
    };
    const spanish = createTranslator({ 'claimForm.files.count': forms }, 'es');
    expect(spanish('claimForm.files.count', { count: 1, max: 5 })).toBe('1 archivo de 5');
    expect(spanish('claimForm.files.count', { count: 2, max: 5 })).toBe('2 archivos de 5');
    expect(spanish('claimForm.files.count', { count: 1000000, max: 5 })).toBe('1000000 de archivos de 5');
    const english = createTranslator(
      { 'claimForm.files.count': { one: '{count} file', other: '{count} files' } },
      'en',
    );
    expect(english('claimForm.files.count', { count: 1, max: 5 })).toBe('1 file');
    expect(english('claimForm.files.count', { count: 0, max: 5 })).toBe('0 files');
    expect(() => english('claimForm.files.count', { count: '1', max: 5 })).toThrow('needs a number for {count}');
  });

  it('gives money and dates in the language of the moment', () => {
    setLocaleSource(() => 'es');
    try {
      expect(formatMoney(125050)).toBe('$1,250.50');
      expect(formatListDate('2026-11-07')).toBe('7 nov 2026');
      expect(translate('app.language.label')).toBe('Idioma');
    } finally {
      setLocaleSource(() => 'en');
    }
    expect(formatListDate('2026-11-07')).toBe('11/07/2026');
    expect(formatMoney(-500)).toBe('-$5');
    expect(translate('app.language.label')).toBe('Language');
  });

  it('picks the first language of a person that the portal speaks', () => {
    expect(localeFromLanguages(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(localeFromLanguages(['de'])).toBe('en');
    expect(languagesOfAcceptLanguage('en;q=0.5, es-MX, *;q=0.1, fr;q=0')).toEqual(['es-MX', 'en']);
    expect(localeFromLanguages(languagesOfAcceptLanguage(undefined))).toBe('en');
  });

  it('lists the placeholders of a text, so a translation can be checked against English', () => {
    expect(placeholdersOf('from {old} to {new} of {id}')).toEqual(['id', 'new', 'old']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});

/** Every text the specification quotes, which must stand in the catalogue to the letter. */
const specificationTexts = [
  'Login to manage your account',
  'Merit CS Portal',
  'Login to manage Merit CS Requests',
  'As a service provider, link your bank account and act on your claims',
  'Link with Merit',
  'Start again from homepage',
  'Something went wrong',
  "That's all we know",
  'Update your application to the latest version',
  'Update Now',
  'view name and primary email',
  'view all merits',
  'This includes all accepted and pending merits',
  'Please select organisation',
  "It looks like you aren't registered as a service provider in the Ohio ACE Program",
  "It looks like you aren't registered as a Merit CS in the Ohio ACE Program",
  "It looks like you don't have any students in the Ohio ACE Program",
  'Your bank account is already connected.',
  'Please refresh the page',
  'Please reload the app',
  'Uh oh. It looks like something went wrong. Please try again or contact the help address for assistance.',
  'Your bank account has successfully been connected! You can now invoice to receive payments directly from Ohio ACE grants.',
  'Submit bank account details',
  'If you exit before submitting, your progress will be lost',
  'Connect your bank account to receive reimbursements',
  'Connect bank account',
  'New claim',
  'Available',
  'Pending',
  'Spent',
  'Date',
  'Claim Amount',
  'Status',
  'See more history',
  'Collapse history',
  'Approved',
  'Rejected',
  'This action cannot be undone',
  'Manage claims',
  'Search',
  'View claim',
  'Update Claim Status',
  'Update Claim Amount',
  // The staff texts name the status Approved, as every screen does (issue 14: one word per status).
  "Update the amount for an 'Approved' claim",
  'Manage service provider',
  'Pending provider review',
  'Pending merit review',
  'History',
  'Filter',
  'Apply',
  'Reset',
  'Review claim',
  'All relevant claims',
  'This claim is already reviewed',
  'Claim approved',
  'Claim rejected',
  'Claim marked ready for external review',
  'Passes internal review',
  'Claim does not meet the program requirements',
  'Incorrect service provider',
  'Insufficient information provided',
  'Receipt/Invoice does not match claim',
  'Other (Write in a reason)',
  'You must fill out the reviewer name field',
  'Please enter a service provider number',
  'Please enter a valid service provider number',
  'Please enter the account number',
  'Please enter valid account number. It is a numeric string of 4-17 digits',
  'Please enter the same account number',
  'Please enter the name',
  "Routing number must be 9 digits. If your routing number starts with '0', enter that first",
  'Please select the bank account type',
  'Please enter address',
  'Please enter email address',
  'Invalid email address',
  'Please enter a name',
  'Phone number is not valid',
  'Please enter a valid website',
  'Please enter claim amount',
  'Please enter valid amount',
  'Please enter an amount between $0.01 and {available}',
  'There are no funds available',
  'Please select a service category',
  'Please select a date of service',
  'Please describe the skills your child learned from this service that improved their education',
  'Please select at least 1 invoice / receipt image',
  "Please select a 'Deliver funds to'",
  'Please enter 6 digit valid service provider number',
  'This Service Provider is no longer in the Marketplace. Please click the link below to enter provider information.',
  'Please enter an alphanumerics',
  'You cannot currently submit a claim for this service provider because you have not yet connected your bank account and this service provider does not currently accept direct payments from ACE grants',
  'Please select a file which is below 10mb',
  'File already uploaded, please select another',
  'Selected {type} file type not supported',
  'Something wrong with selected image',
  'Please enter valid claim id',
  'Please enter a valid amount',
  'Please provide a reason for amount update',
  'Please select a status',
  'Please provide a reason for status change',
  'Please enter valid service provider number',
  'Please enter a valid claimId',
  'End date must be after start date',
  'Invalid user type',
  'There was a problem logging in',
  'Please select org to proceed',
  'Invalid bank account type',
  "You're changing the status of the Claim ID {id} from {status} to Pending Internal Review. Do you want to proceed?",
  "You can only update amounts for claims that are 'Approved'. The status of this claim is {status}.",
  'Are you sure you want to update the claim amount from {old} to {new} ?',
  'Service Provider status successfully updated from {old} to {new}',
  'Your bank details has been submitted',
  'Your claim has been submitted',
  'Successfully updated the claim amount',
  'Successfully updated the claim status',
  'Successfully assigned service provider to the claim',
  'Before/After school educational programs',
  'Day camps',
  'Curriculum and materials',
  'Field trips',
  'Instrument lessons',
  'Language classes',
  'Study skills services',
  'Tutoring',
  'Me',
  'Parent/Guardian',
  'Student (Parent/Guardian)',
  'Service Provider',
  'ACTIVE',
  'INACTIVE',
  'N/A',
  'All',
  'Checking',
  'Savings',
];

describe('the English catalogue', () => {
  const texts = new Set<string>(Object.values(en).flatMap(textsOf));

  it.each(specificationTexts)('holds the specification text %j to the letter', (text) => {
    expect(texts.has(text)).toBe(true);
  });

  it('writes each placeholder as {name}, with no stray braces', () => {
    for (const text of Object.values(en).flatMap(textsOf)) {
      expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});

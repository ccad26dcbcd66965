import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimAmountIssue,
  claimFormSchema,
  latestDateOfService,
  providerNumberIssue,
  receiptNumberCheckQuerySchema,
  type ClaimFormContext,
  type ClaimFormValues,
} from './claim-form.ts';
import { addDays } from './dates.ts';
import { translate } from './messages/translate.ts';
import type { ProviderLookup } from './provider.ts';
import { messagesOf } from './messages-of.test-support.ts';
import { specSchoolYears } from './school-years.test-support.ts';

const activeProvider: ProviderLookup = {
  number: '123456',
  name: 'Bright Minds Tutoring',
  status: 'Active',
  canReceivePayments: true,
};

function buildContext(overrides: Partial<ClaimFormContext> = {}): ClaimFormContext {
  return {
    availableCents: 100_000,
    today: '2023-09-15',
    child: { schoolYear: 2023, homeSchooled: false },
    schoolYears: specSchoolYears(),
    provider: activeProvider,
    parentBankReady: true,
    platform: 'web',
    ...overrides,
  };
}

type FormFile = ClaimFormValues['files'][number];

function buildFile(overrides: Partial<FormFile> = {}): FormFile {
  return { name: 'invoice.pdf', size: 20_000, mimeType: 'application/pdf', fingerprint: 'sha-1', ...overrides };
}

function buildForm(overrides: Partial<ClaimFormValues> = {}): ClaimFormValues {
  return {
    amount: '150.50',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Fractions and long division',
    files: [buildFile()],
    payTo: 'Vendor',
    physicalGood: null,
    serviceProviderNumber: '123456',
    nonAceServiceProvider: null,
    ...overrides,
  };
}

const nonAce = {
  name: 'Piano with Ms. Lee',
  address: '12 High St, Columbus, OH',
  phoneNumber: '614-555-0123',
  email: 'lee@example.com',
  website: 'lee-piano.example.com',
};

function messagesOfForm(form: ClaimFormValues, context: ClaimFormContext = buildContext()): Record<string, string> {
  return messagesOf(claimFormSchema(context), form);
}

describe('claimFormSchema', () => {
  it('turns a valid form into a claim ready to store', () => {
    expect(claimFormSchema(buildContext()).parse(buildForm())).toEqual({
      amountCents: 15050,
      category: 'tutoring',
      dateOfService: '2023-09-01',
      description: 'Fractions and long division',
      files: [{ name: 'invoice.pdf', size: 20_000, mimeType: 'application/pdf', fingerprint: 'sha-1' }],
      payTo: 'Vendor',
      physicalGood: null,
      provider: { kind: 'programme', number: '123456' },
      sentAgainReason: null,
    });
  });

  it('names every required field at once', () => {
    const empty = buildForm({
      amount: '',
      category: '',
      dateOfService: '',
      description: '   ',
      files: [],
      payTo: '',
      serviceProviderNumber: '',
    });
    expect(messagesOfForm(empty)).toEqual({
      amount: 'Please enter claim amount',
      category: 'Please select a service category',
      dateOfService: 'Please select a date of service',
      description: 'Please describe the skills your child learned from this service that improved their education',
      files: 'Please select at least 1 invoice / receipt image',
      payTo: "Please select a 'Deliver funds to'",
      serviceProviderNumber: 'Please enter a service provider number',
    });
  });

  describe('amount', () => {
    it.each(['abc', '12.345', '-4'])('refuses %j as no currency amount', (amount) => {
      expect(messagesOfForm(buildForm({ amount }))).toEqual({ amount: 'Please enter valid amount' });
    });

    it('stays between $0.01 and the available funds', () => {
      const context = buildContext({ availableCents: 125_050 });
      expect(messagesOfForm(buildForm({ amount: '0' }), context)).toEqual({
        amount: 'Please enter an amount between $0.01 and $1,250.50',
      });
      expect(messagesOfForm(buildForm({ amount: '1250.51' }), context).amount).toBe(
        'Please enter an amount between $0.01 and $1,250.50',
      );
      expect(messagesOfForm(buildForm({ amount: '$1,250.50' }), context)).toEqual({});
      expect(messagesOfForm(buildForm({ amount: '0.01' }), context)).toEqual({});
    });

    it('says so when there are no funds at all', () => {
      expect(messagesOfForm(buildForm(), buildContext({ availableCents: 0 }))).toEqual({
        amount: 'There are no funds available',
      });
      expect(claimAmountIssue('5', -100, translate)).toBe('There are no funds available');
    });

    it('accepts exactly the amounts the funds cover', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 0, max: 600_000 }), (available, cents) => {
          const text = (cents / 100).toFixed(2);
          const issue = claimAmountIssue(text, available, translate);
          expect(issue === null).toBe(cents >= 1 && cents <= available);
        }),
      );
    });
  });

  describe('category', () => {
    it('refuses a category it does not know', () => {
      expect(messagesOfForm(buildForm({ category: 'sports' }))).toEqual({
        category: 'Please select a service category',
      });
    });

    it('offers Curriculum and materials to homeschooled children only', () => {
      expect(messagesOfForm(buildForm({ category: 'curriculumAndMaterials' }))).toEqual({
        category: 'Curriculum and materials can only be claimed for homeschooled students',
      });
      const homeschool = buildContext({ child: { schoolYear: 2023, homeSchooled: true } });
      expect(messagesOfForm(buildForm({ category: 'curriculumAndMaterials', physicalGood: true }), homeschool)).toEqual(
        {},
      );
    });
  });

  describe('date of service', () => {
    it.each([
      [2021, '2022-04-24', '2022-04-25', '04/25/2022'],
      [null, '2022-04-24', '2022-04-25', '04/25/2022'],
      [2022, '2022-06-30', '2022-07-01', '07/01/2022'],
      [2023, '2023-06-30', '2023-07-01', '07/01/2023'],
    ] as const)('for school year %s starts the day after %s', (schoolYear, before, first, shown) => {
      const context = buildContext({ child: { schoolYear, homeSchooled: false } });
      expect(messagesOfForm(buildForm({ dateOfService: before }), context)).toEqual({
        dateOfService: `The date of service must be on or after ${shown}`,
      });
      expect(messagesOfForm(buildForm({ dateOfService: first }), context)).toEqual({});
    });

    it('allows invoices dated up to 30 days ahead, and no further', () => {
      expect(latestDateOfService('2023-09-15')).toBe('2023-10-15');
      expect(messagesOfForm(buildForm({ dateOfService: '2023-10-15' }))).toEqual({});
      expect(messagesOfForm(buildForm({ dateOfService: '2023-10-16' }))).toEqual({
        dateOfService: 'The date of service must be on or before 10/15/2023',
      });
    });

    it('holds at every boundary, whatever today is', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -60, max: 60 }), (offset, delta) => {
          const today = addDays('2023-07-01', offset);
          const date = addDays(today, delta);
          const issues = messagesOfForm(buildForm({ dateOfService: date }), buildContext({ today }));
          expect(issues.dateOfService === undefined).toBe(date >= '2023-07-01' && delta <= 30);
        }),
        { numRuns: 300 },
      );
    });

    it('refuses a date that is not a calendar day', () => {
      expect(messagesOfForm(buildForm({ dateOfService: '2023-02-30' }))).toEqual({
        dateOfService: 'Please select a date of service',
      });
    });
  });

  it('keeps the description within 2000 characters', () => {
    expect(messagesOfForm(buildForm({ description: 'x'.repeat(2001) }))).toEqual({
      description: 'The description can be at most 2000 characters',
    });
  });

  describe('files', () => {
    it('takes at most 5', () => {
      const files = Array.from({ length: 6 }, (_, i) => buildFile({ fingerprint: `f${i}` }));
      expect(messagesOfForm(buildForm({ files }))).toEqual({ files: 'You can upload at most 5 files' });
    });

    it('checks each file: type, size, duplicates', () => {
      const files = [
        buildFile({ name: 'a.png', mimeType: 'image/png', fingerprint: 'a' }),
        buildFile({ name: 'b.gif', mimeType: 'image/gif', fingerprint: 'b' }),
        buildFile({ name: 'c.jpg', mimeType: 'image/jpeg', fingerprint: 'c', size: 10 * 1_048_576 }),
        buildFile({ name: 'a-again.png', mimeType: 'image/png', fingerprint: 'a' }),
      ];
      expect(messagesOfForm(buildForm({ files }))).toEqual({
        'files.1': 'Selected gif file type not supported',
        'files.2': 'Please select a file which is below 10mb',
        'files.3': 'File already uploaded, please select another',
      });
    });

    it('refuses a PDF on iOS', () => {
      expect(messagesOfForm(buildForm(), buildContext({ platform: 'ios' }))).toEqual({
        'files.0': 'Selected pdf file type not supported',
      });
    });

    it('takes alphanumeric receipt numbers only, trimmed', () => {
      expect(messagesOfForm(buildForm({ files: [buildFile({ receiptNumber: 'INV-42' })] }))).toEqual({
        'files.0.receiptNumber': 'Please enter an alphanumerics',
      });
      const parsed = claimFormSchema(buildContext()).parse(
        buildForm({
          files: [buildFile({ receiptNumber: ' INV42 ' }), buildFile({ fingerprint: 'x', receiptNumber: ' ' })],
        }),
      );
      expect(parsed.files.map((file) => file.receiptNumber)).toEqual(['INV42', undefined]);
    });

    it('checks a typed receipt number by the same rule before asking whether it was sent', () => {
      const query = receiptNumberCheckQuerySchema();
      expect(query.parse({ number: ' INV42 ' })).toEqual({ number: 'INV42' });
      expect(messagesOf(query, { number: 'INV-42' })).toEqual({ number: 'Please enter an alphanumerics' });
      expect(messagesOf(query, { number: ' ' })).toEqual({ number: 'Please enter an alphanumerics' });
      expect(messagesOf(query, { number: 'A'.repeat(51) })).toEqual({ number: 'Please enter an alphanumerics' });
      expect(query.safeParse({ number: 'INV42', childId: '1' }).success).toBe(false);
    });
  });

  describe('service provider number', () => {
    it.each([
      ['', 'Please enter a service provider number'],
      ['1234567', 'Please enter 6 digit valid service provider number'],
      ['12345', 'Please enter a valid service provider number'],
      ['12a456', 'Please enter a valid service provider number'],
      ['654321', 'Please enter a valid service provider number'],
    ])('refuses %j', (number, message) => {
      expect(messagesOfForm(buildForm({ serviceProviderNumber: number })).serviceProviderNumber).toBe(message);
    });

    it('refuses a number no provider has', () => {
      expect(providerNumberIssue('123456', null, translate)).toBe('Please enter a valid service provider number');
    });

    it('sends the parent to the manual form for an Inactive provider', () => {
      const inactive = buildContext({ provider: { ...activeProvider, status: 'Inactive' } });
      expect(messagesOfForm(buildForm(), inactive)).toEqual({
        serviceProviderNumber:
          'This Service Provider is no longer in the Marketplace. Please click the link below to enter provider information.',
      });
    });

    it('is not asked for when the parent entered a non-programme provider', () => {
      const parsed = claimFormSchema(buildContext({ provider: null })).parse(
        buildForm({ serviceProviderNumber: '', nonAceServiceProvider: nonAce, payTo: 'User' }),
      );
      expect(parsed.provider).toEqual({ kind: 'nonAce', details: nonAce });
    });

    it('checks the non-programme provider form', () => {
      expect(
        messagesOfForm(
          buildForm({ nonAceServiceProvider: { ...nonAce, email: 'nope' }, payTo: 'User' }),
          buildContext(),
        ),
      ).toEqual({ 'nonAceServiceProvider.email': 'Invalid email address' });
    });
  });

  describe('deliver funds to, and the bank rule', () => {
    it("pays the parent only through the parent's healthy bank", () => {
      expect(messagesOfForm(buildForm({ payTo: 'User' }), buildContext({ parentBankReady: false }))).toEqual({
        payTo: 'Funds can be delivered to you once your bank account is connected',
      });
      expect(messagesOfForm(buildForm({ payTo: 'User' }))).toEqual({});
    });

    it("pays the provider only through the provider's healthy bank", () => {
      const noProviderBank = buildContext({ provider: { ...activeProvider, canReceivePayments: false } });
      expect(messagesOfForm(buildForm({ payTo: 'Vendor' }), noProviderBank)).toEqual({
        payTo: "This service provider cannot receive payments directly. Please choose another 'Deliver funds to'",
      });
    });

    it('never pays a non-programme provider directly', () => {
      expect(messagesOfForm(buildForm({ nonAceServiceProvider: nonAce, payTo: 'Vendor' }))).toEqual({
        payTo: "This service provider cannot receive payments directly. Please choose another 'Deliver funds to'",
      });
    });

    it('refuses the claim when neither bank can receive money', () => {
      const neither = buildContext({
        parentBankReady: false,
        provider: { ...activeProvider, canReceivePayments: false },
      });
      expect(messagesOfForm(buildForm(), neither)).toEqual({
        serviceProviderNumber:
          'You cannot currently submit a claim for this service provider because you have not yet connected your bank account and this service provider does not currently accept direct payments from ACE grants',
      });
      expect(
        messagesOfForm(
          buildForm({ nonAceServiceProvider: nonAce, payTo: 'User' }),
          buildContext({ parentBankReady: false }),
        ).serviceProviderNumber,
      ).toMatch(/^You cannot currently submit a claim/);
    });
  });

  describe('physical good', () => {
    const homeschool = buildContext({ child: { schoolYear: 2022, homeSchooled: true } });

    it('is asked of homeschooled children', () => {
      expect(messagesOfForm(buildForm(), homeschool)).toEqual({
        physicalGood: 'Please tell us whether this is a physical good',
      });
      expect(claimFormSchema(homeschool).parse(buildForm({ physicalGood: false })).physicalGood).toBe(false);
    });

    it('is refused for other children', () => {
      expect(messagesOfForm(buildForm({ physicalGood: true }))).toEqual({
        physicalGood: 'The physical good question applies only to homeschooled students',
      });
    });
  });

  describe('a receipt sent again', () => {
    const warned = buildContext({ receiptAlreadySent: true });

    it('asks why, once the form knows a receipt of it is on another claim of the family', () => {
      expect(messagesOfForm(buildForm(), warned)).toEqual({
        sentAgainReason: 'Please tell us why you are sending this receipt again.',
      });
      expect(messagesOfForm(buildForm({ sentAgainReason: '  ' }), warned)).toEqual({
        sentAgainReason: 'Please tell us why you are sending this receipt again.',
      });
      const reason = 'Second instalment\nof the same invoice';
      expect(claimFormSchema(warned).parse(buildForm({ sentAgainReason: ` ${reason} ` })).sentAgainReason).toBe(reason);
    });

    it('keeps the reason to 500 characters', () => {
      expect(messagesOfForm(buildForm({ sentAgainReason: 'a'.repeat(501) }), warned)).toEqual({
        sentAgainReason: 'The reason can be at most 500 characters',
      });
    });

    it('sends no reason when the form knows of no receipt sent before, and leaves the check to the server', () => {
      const withReason = buildForm({ sentAgainReason: 'Second instalment' });
      expect(claimFormSchema(buildContext({ receiptAlreadySent: false })).parse(withReason).sentAgainReason).toBeNull();
      expect(claimFormSchema(buildContext()).parse(withReason).sentAgainReason).toBe('Second instalment');
      expect(claimFormSchema(buildContext()).parse(buildForm()).sentAgainReason).toBeNull();
    });
  });
});

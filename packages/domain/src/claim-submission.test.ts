import { describe, expect, it } from 'vitest';
import type { ClaimSubmission } from './claim-form.ts';
import {
  claimSubmissionFieldsSchema,
  FILE_FIELD_NAMES,
  fileFieldName,
  receiptNumberFieldName,
  toClaimSubmissionFields,
  toWireAmount,
} from './claim-submission.ts';
import { MAX_FILES_PER_CLAIM } from './uploads.ts';
import { messagesOf } from './messages-of.test-support.ts';

const nonAce = {
  name: 'Piano with Ms. Lee',
  address: '12 High St, Columbus, OH',
  phoneNumber: '614-555-0123',
  email: 'lee@example.com',
  website: 'https://lee-piano.example.com',
};

function buildSubmission(overrides: Partial<ClaimSubmission> = {}): ClaimSubmission {
  return {
    amountCents: 12_345,
    category: 'dayCamps',
    dateOfService: '2023-08-01',
    description: 'Science camp',
    files: [
      { name: 'a.png', size: 10, mimeType: 'image/png', fingerprint: 'a', receiptNumber: 'R1' },
      { name: 'b.pdf', size: 10, mimeType: 'application/pdf', fingerprint: 'b' },
      { name: 'c.pdf', size: 10, mimeType: 'application/pdf', fingerprint: 'c', receiptNumber: 'R3' },
    ],
    payTo: 'Vendor',
    physicalGood: null,
    provider: { kind: 'programme', number: '123456' },
    sentAgainReason: null,
    ...overrides,
  };
}

const messagesOfForm = (fields: unknown) => messagesOf(claimSubmissionFieldsSchema(), fields);

describe('the multipart claim submission', () => {
  it('names files and receipt numbers file1..file5 and receiptNumber1..5', () => {
    expect(FILE_FIELD_NAMES).toEqual(['file1', 'file2', 'file3', 'file4', 'file5']);
    expect(fileFieldName(0)).toBe('file1');
    expect(receiptNumberFieldName(4)).toBe('receiptNumber5');
    const schemaKeys = Object.keys(claimSubmissionFieldsSchema().in.shape);
    const receiptKeys = schemaKeys.filter((key) => key.startsWith('receiptNumber'));
    expect(receiptKeys).toHaveLength(MAX_FILES_PER_CLAIM);
  });

  it('writes amounts with digits and a dot only', () => {
    expect(toWireAmount(12_345)).toBe('123.45');
    expect(toWireAmount(100_000)).toBe('1000.00');
    expect(toWireAmount(5)).toBe('0.05');
  });

  it('reads back the fields it writes, receipt numbers beside their files', () => {
    const fields = toClaimSubmissionFields(7, buildSubmission());
    expect(fields).toEqual({
      childId: '7',
      amount: '123.45',
      category: 'dayCamps',
      dateOfService: '2023-08-01',
      description: 'Science camp',
      payTo: 'Vendor',
      serviceProviderNumber: '123456',
      receiptNumber1: 'R1',
      receiptNumber3: 'R3',
    });
    expect(claimSubmissionFieldsSchema().parse(fields)).toEqual({
      childId: 7,
      receiptNumbers: ['R1', '', 'R3', '', ''],
      replacesClaimId: null,
      preApprovalId: null,
      keptFileIds: [null, null, null, null, null],
      form: {
        amount: '123.45',
        category: 'dayCamps',
        dateOfService: '2023-08-01',
        description: 'Science camp',
        payTo: 'Vendor',
        physicalGood: null,
        serviceProviderNumber: '123456',
        nonAceServiceProvider: null,
        sentAgainReason: '',
      },
    });
  });

  it('carries the reason for sending a receipt again, when there is one', () => {
    const fields = toClaimSubmissionFields(7, buildSubmission({ sentAgainReason: 'Second instalment' }));
    expect(fields.sentAgainReason).toBe('Second instalment');
    expect(claimSubmissionFieldsSchema().parse(fields).form.sentAgainReason).toBe('Second instalment');
  });

  it('carries a non-programme provider as JSON text and the physical good as true/false', () => {
    const fields = toClaimSubmissionFields(
      3,
      buildSubmission({ provider: { kind: 'nonAce', details: nonAce }, physicalGood: true, payTo: 'User' }),
    );
    expect(fields.physicalGood).toBe('true');
    expect(fields.serviceProviderNumber).toBeUndefined();
    const parsed = claimSubmissionFieldsSchema().parse(fields);
    expect(parsed.form.nonAceServiceProvider).toEqual(nonAce);
    expect(parsed.form.serviceProviderNumber).toBe('');
    expect(parsed.form.physicalGood).toBe(true);
    expect(claimSubmissionFieldsSchema().parse({ ...fields, physicalGood: 'false' }).form.physicalGood).toBe(false);
  });

  it('refuses an amount with anything but digits and a dot', () => {
    expect(messagesOfForm({ childId: '1', amount: '$12' })).toEqual({ amount: 'Please enter valid amount' });
    expect(messagesOfForm({ childId: '1' })).toEqual({ amount: 'Please enter claim amount' });
  });

  it('refuses a child id that is not a positive whole number', () => {
    expect(messagesOfForm({ childId: '0', amount: '1' })).toEqual({ childId: 'This student could not be found' });
    expect(messagesOfForm({ amount: '1' })).toEqual({ childId: 'This student could not be found' });
  });

  it('refuses unreadable provider details, and both kinds of provider at once', () => {
    expect(messagesOfForm({ childId: '1', amount: '1', nonAceServiceProvider: '{oops' })).toEqual({
      nonAceServiceProvider: 'The service provider details could not be read',
    });
    expect(
      messagesOfForm({
        childId: '1',
        amount: '1',
        serviceProviderNumber: '123456',
        nonAceServiceProvider: JSON.stringify(nonAce),
      }),
    ).toEqual({
      nonAceServiceProvider: 'Please choose a service provider number or enter the provider by hand, not both',
    });
  });

  it('refuses fields the form does not have', () => {
    expect(claimSubmissionFieldsSchema().safeParse({ childId: '1', amount: '1', status: 'Accepted' }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  transferStatusId,
  amountChangeStatusIssue,
  canChangeClaimAmount,
  canReopenClaim,
  claimAmountChangeConfirmation,
  claimAmountChangeIssue,
  claimAmountFormSchema,
  claimAmountUpdatePayloadSchema,
  claimEventActionId,
  claimEventActorId,
  claimStatusFormSchema,
  claimSearchQuerySchema,
  claimStatusUpdatePayloadSchema,
  defaultMeritCsMode,
  meritCsModesFor,
  providerStatusUpdateSchema,
  reopenClaimConfirmation,
  reopenClaimIssue,
  unavailableChangesText,
} from './merit-cs.ts';
import { TRANSFER_STATUSES } from './entities.ts';
import { translate } from './messages/translate.ts';
import { messagesOf } from './messages-of.test-support.ts';

describe('the claim search', () => {
  it('defaults to updating the status of a decided claim, else the amount', () => {
    expect(defaultMeritCsMode('Accepted')).toBe('status');
    expect(defaultMeritCsMode('Rejected')).toBe('status');
    expect(defaultMeritCsMode('Pending')).toBe('amount');
    expect(defaultMeritCsMode('Pending external')).toBe('amount');
  });

  it('offers only the changes a status allows, and says why the others cannot be made', () => {
    expect(meritCsModesFor('Accepted')).toEqual(['status', 'amount']);
    expect(meritCsModesFor('Rejected')).toEqual(['status']);
    expect(meritCsModesFor('Pending')).toEqual([]);
    expect(meritCsModesFor('Pending external')).toEqual([]);
    expect(unavailableChangesText('Accepted', translate)).toBeNull();
    expect(unavailableChangesText('Rejected', translate)).toBe('The amount can be updated on an Approved claim only.');
    expect(unavailableChangesText('Pending external', translate)).toMatch(
      /^Nothing can be changed while this claim is Pending External Review/,
    );
  });
});

describe('changing a claim status', () => {
  it('sends only Accepted or Rejected claims back to Pending Internal Review', () => {
    expect(canReopenClaim('Accepted')).toBe(true);
    expect(canReopenClaim('Pending')).toBe(false);
    expect(reopenClaimIssue('Rejected', translate)).toBeNull();
    expect(reopenClaimIssue('Pending external', translate)).toBe(
      "You can only change the status of claims that are 'Approved' or 'Rejected'. The status of this claim is Pending External Review.",
    );
  });

  it('asks for confirmation in the specification’s words', () => {
    expect(reopenClaimConfirmation(1042, 'Accepted', translate)).toBe(
      "You're changing the status of the Claim ID 1042 from Approved to Pending Internal Review. Do you want to proceed?",
    );
  });

  it('needs a status and a reason', () => {
    expect(messagesOf(claimStatusFormSchema(), {})).toEqual({
      status: 'Please select a status',
      note: 'Please provide a reason for status change',
    });
    expect(claimStatusFormSchema().parse({ status: 'Pending', note: ' Wrong provider ' })).toEqual({
      status: 'Pending',
      note: 'Wrong provider',
    });
    expect(messagesOf(claimStatusUpdatePayloadSchema(), { note: '' })).toEqual({
      note: 'Please provide a reason for status change',
    });
    expect(messagesOf(claimStatusUpdatePayloadSchema(), { note: 'x'.repeat(1001) })).toEqual({
      note: 'The reason can be at most 1000 characters',
    });
  });
});

describe('changing a claim amount', () => {
  const accepted = { status: 'Accepted' as const, amountCents: 10_000 };

  it('is for Accepted claims only', () => {
    expect(canChangeClaimAmount('Accepted')).toBe(true);
    expect(canChangeClaimAmount('Rejected')).toBe(false);
    expect(claimAmountChangeIssue({ status: 'Pending', amountCents: 10_000 }, 5_000, 50_000, translate)).toBe(
      "You can only update amounts for claims that are 'Approved'. The status of this claim is Pending Internal Review.",
    );
  });

  it("refuses a claim that is not Accepted in the spec's words, whatever the amount", () => {
    expect(amountChangeStatusIssue('Accepted', translate)).toBeNull();
    expect(amountChangeStatusIssue('Rejected', translate)).toBe(
      "You can only update amounts for claims that are 'Approved'. The status of this claim is Rejected.",
    );
    expect(amountChangeStatusIssue('Pending external', translate)).toBe(
      "You can only update amounts for claims that are 'Approved'. The status of this claim is Pending External Review.",
    );
  });

  it('stays within what the claim holds plus the available funds', () => {
    expect(claimAmountChangeIssue(accepted, 60_000, 50_000, translate)).toBeNull();
    expect(claimAmountChangeIssue(accepted, 60_001, 50_000, translate)).toBe(
      'The new amount exceeds the funds available to the student ($600)',
    );
    expect(claimAmountChangeIssue(accepted, 10_001, -500, translate)).toBe(
      'The new amount exceeds the funds available to the student ($100)',
    );
    expect(claimAmountChangeIssue(accepted, 5_000, -500, translate)).toBeNull();
  });

  it('must change something', () => {
    expect(claimAmountChangeIssue(accepted, 10_000, 50_000, translate)).toBe(
      'The new amount is the same as the current amount',
    );
  });

  it('asks for confirmation with both amounts', () => {
    expect(claimAmountChangeConfirmation(10_000, 12_550, translate)).toBe(
      'Are you sure you want to update the claim amount from $100 to $125.50 ?',
    );
  });

  it('reads the form: a valid amount above zero and a reason', () => {
    expect(claimAmountFormSchema().parse({ amount: '$1,200.5', note: 'Invoice corrected' })).toEqual({
      amount: 120_050,
      note: 'Invoice corrected',
    });
    expect(messagesOf(claimAmountFormSchema(), { amount: '12.345', note: '' })).toEqual({
      amount: 'Please enter a valid amount',
      note: 'Please provide a reason for amount update',
    });
    expect(messagesOf(claimAmountFormSchema(), { amount: '0', note: 'x' })).toEqual({
      amount: 'Please enter a valid amount',
    });
  });

  it('reads the payload: dollars as a number', () => {
    expect(claimAmountUpdatePayloadSchema().parse({ amount: 99.99, note: 'x' })).toEqual({ amount: 9999, note: 'x' });
    expect(messagesOf(claimAmountUpdatePayloadSchema(), { amount: 1.234, note: 'x' })).toEqual({
      amount: 'Please enter a valid amount',
    });
    expect(messagesOf(claimAmountUpdatePayloadSchema(), { amount: '5', note: 'x' })).toEqual({
      amount: 'Please enter a valid amount',
    });
  });
});

describe('payouts, as support staff read them', () => {
  it('names every status in words', () => {
    expect(TRANSFER_STATUSES.map((status) => translate(transferStatusId(status)))).toEqual([
      'Waiting to be sent',
      'Sent, pending at the bank',
      'Paid',
      'Failed',
      'Cancelled',
    ]);
  });
});

describe('service provider status', () => {
  it('needs a status', () => {
    expect(messagesOf(providerStatusUpdateSchema(), { number: '123456' })).toEqual({
      status: 'Please select a status',
    });
    expect(messagesOf(providerStatusUpdateSchema(), { number: '123456', status: 'Closed' })).toEqual({
      status: 'Please select a status',
    });
    expect(providerStatusUpdateSchema().parse({ number: '123456', status: 'Inactive' })).toEqual({
      number: '123456',
      status: 'Inactive',
    });
  });
});

describe('the claim search of support staff', () => {
  it('reads every filter from a query string, newest first by default', () => {
    expect(
      claimSearchQuerySchema().parse({
        claimId: '12',
        status: 'Pending external',
        serviceProviderNumber: '100001',
        childName: ' Ava ',
        submittedStartDate: '2023-01-01',
        submittedEndDate: '2023-01-31',
        limit: '50',
        beforeId: '900',
      }),
    ).toEqual({
      claimId: 12,
      status: 'Pending external',
      serviceProviderNumber: '100001',
      childName: 'Ava',
      submittedStartDate: '2023-01-01',
      submittedEndDate: '2023-01-31',
      limit: 50,
      beforeId: 900,
    });
    expect(claimSearchQuerySchema().parse({})).toEqual({ limit: 100 });
  });

  it('refuses what it cannot read, with the forms’ texts', () => {
    expect(messagesOf(claimSearchQuerySchema(), { claimId: 'x', serviceProviderNumber: '1' })).toEqual({
      claimId: 'Please enter valid claim id',
      serviceProviderNumber: 'Please enter valid service provider number',
    });
    expect(
      messagesOf(claimSearchQuerySchema(), { submittedStartDate: '2023-02-01', submittedEndDate: '2023-01-01' }),
    ).toEqual({ submittedEndDate: 'End date must be after start date' });
    expect(messagesOf(claimSearchQuerySchema(), { submittedStartDate: 'soon' })).toEqual({
      submittedStartDate: 'Please enter a valid date',
    });
  });
});

describe('the audit trail', () => {
  it('names every action and role the server records', () => {
    for (const action of [
      'submitted',
      'passedInternalReview',
      'approved',
      'rejected',
      'reopened',
      'amountChanged',
      'providerAssigned',
    ]) {
      expect(claimEventActionId(action)).not.toBeNull();
    }
    expect(claimEventActionId('reopened')).toBe('meritCsScreen.event.reopened');
    for (const kind of ['parent', 'meritCs', 'internalToken', 'externalToken']) {
      expect(claimEventActorId(kind)).not.toBeNull();
    }
  });

  it('leaves an action or role it does not know unnamed, so the screen shows it as recorded', () => {
    expect(claimEventActionId('archived')).toBeNull();
    expect(claimEventActionId('toString')).toBeNull();
    expect(claimEventActorId('robot')).toBeNull();
  });
});

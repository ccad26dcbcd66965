import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import {
  isProviderNumber,
  isProviderStatus,
  providerStatusChangeConfirmation,
  providerStatusChangedMessage,
  providerStatusChoices,
  providerStatusLabelId,
  registerProviderSchema,
} from './provider.ts';
import { messagesOf } from './messages-of.test-support.ts';

describe('service providers', () => {
  it('are numbered with 6 digits', () => {
    expect(isProviderNumber('012345')).toBe(true);
    expect(isProviderNumber('12345')).toBe(false);
    expect(isProviderNumber('1234567')).toBe(false);
    expect(isProviderNumber('12345a')).toBe(false);
  });

  it('are Active or Inactive', () => {
    expect(isProviderStatus('Active')).toBe(true);
    expect(isProviderStatus('ACTIVE')).toBe(false);
    expect(translate(providerStatusLabelId('Inactive'))).toBe('INACTIVE');
  });

  it('move between the two statuses only, never offering the current one', () => {
    expect(providerStatusChoices('Active')).toEqual(['Inactive']);
    expect(providerStatusChoices('Inactive')).toEqual(['Active']);
  });

  it('confirm what a status change does', () => {
    expect(providerStatusChangeConfirmation('Inactive', 'Bright Minds', translate)).toBe(
      'Changing the status to INACTIVE will prevent Bright Minds from accepting new claims. Do you want to proceed?',
    );
    expect(providerStatusChangeConfirmation('Active', 'Bright Minds', translate)).toBe(
      'Changing the status to ACTIVE will allow Bright Minds to accept new claims. Do you want to proceed?',
    );
  });

  it('announce the change in the specification’s words', () => {
    expect(providerStatusChangedMessage('Active', 'Inactive', translate)).toBe(
      'Service Provider status successfully updated from ACTIVE to INACTIVE',
    );
  });
});

describe('registerProviderSchema', () => {
  it('needs the organisation and a name; the number is optional but 6 digits', () => {
    expect(registerProviderSchema().parse({ organisationId: 'org-1', name: ' Bright Minds ' })).toEqual({
      organisationId: 'org-1',
      name: 'Bright Minds',
      isFauxServiceProvider: false,
    });
    expect(messagesOf(registerProviderSchema(), { number: '12' })).toEqual({
      organisationId: 'Please enter the organisation id',
      name: 'Please enter the service provider name',
      number: 'Please enter valid service provider number',
    });
  });
});

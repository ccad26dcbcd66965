import { z } from 'zod';
import { translate, type PlainMessageId, type Translate } from './messages/translate.ts';
import { requiredText, trimmedText } from './text-fields.ts';

export const PROVIDER_NUMBER_LENGTH = 6;
const providerNumberPattern = new RegExp(`^\\d{${PROVIDER_NUMBER_LENGTH}}$`);

export function isProviderNumber(value: string): boolean {
  return providerNumberPattern.test(value);
}

/** The provider's dashboard, where its signed-in members decide what waits for them; e-mails link to it. */
export const PROVIDER_DASHBOARD_PATH = '/service-provider/dashboard';

/** The web page where a provider's member connects the organisation's bank, its dashboard's bank tab; e-mails link to it. */
export const PROVIDER_BANK_PATH = `${PROVIDER_DASHBOARD_PATH}?tab=bank`;

export const PROVIDER_STATUSES = ['Active', 'Inactive'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export function isProviderStatus(value: unknown): value is ProviderStatus {
  return PROVIDER_STATUSES.some((status) => status === value);
}

const statusLabel: Readonly<Record<ProviderStatus, PlainMessageId>> = {
  Active: 'provider.status.active',
  Inactive: 'provider.status.inactive',
};

/** 'ACTIVE' / 'INACTIVE', as support staff choose them. */
export function providerStatusLabelId(status: ProviderStatus): PlainMessageId {
  return statusLabel[status];
}

/** The statuses a provider may be moved to: Active and Inactive swap, the current one is never offered. */
export function providerStatusChoices(current: ProviderStatus): ProviderStatus[] {
  return PROVIDER_STATUSES.filter((status) => status !== current);
}

/** The confirmation support staff read before changing a provider's status. */
export function providerStatusChangeConfirmation(to: ProviderStatus, providerName: string, t: Translate): string {
  return to === 'Inactive'
    ? t('meritCs.providerStatus.confirmInactive', { name: providerName })
    : t('meritCs.providerStatus.confirmActive', { name: providerName });
}

/** The toast after a provider's status changed. */
export function providerStatusChangedMessage(from: ProviderStatus, to: ProviderStatus, t: Translate): string {
  return t('meritCs.providerStatus.success', {
    old: t(providerStatusLabelId(from)),
    new: t(providerStatusLabelId(to)),
  });
}

/** What the claim form learns from looking a provider number up. */
export interface ProviderLookup {
  number: string;
  name: string;
  status: ProviderStatus;
  /** The provider's bank is connected and healthy, so payTo Vendor is possible. */
  canReceivePayments: boolean;
}

export const PROVIDER_NAME_MAX = 200;

/** POST /api/service-provider/: support staff register an organisation; the number is chosen when not given. */
export function registerProviderSchema(t: Translate = translate) {
  return z.strictObject({
    organisationId: requiredText(t('provider.register.organisationRequired'), { t }).max(PROVIDER_NAME_MAX),
    name: requiredText(t('provider.register.nameRequired'), { t }).max(PROVIDER_NAME_MAX),
    number: trimmedText({ t, refused: t('meritCs.providerNumber.invalid') })
      .refine(isProviderNumber, { error: t('meritCs.providerNumber.invalid') })
      .optional(),
    isFauxServiceProvider: z.boolean().default(false),
  });
}

import { z } from 'zod';
import { translate, type Translate } from './messages/translate.ts';
import { requiredText } from './text-fields.ts';

export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;
export const ROUTING_NUMBER_DIGITS = 9;
export const BANK_ACCOUNT_NAME_MAX = 50;

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * The bank account an organisation's payouts go to, as the bank describes it: the bank's name when it gives one, the
 * name given to the account when it was linked, and its type. Never its number: the bank does not give it back.
 */
export const linkedBankAccountSchema = z.object({
  bankName: z.string().nullable(),
  name: z.string(),
  type: z.enum(BANK_ACCOUNT_TYPES).nullable(),
});
export type LinkedBankAccount = z.infer<typeof linkedBankAccountSchema>;

/** GET /api/service-provider/{id}/bank-account: the account payouts go to, null while none can receive them. */
export const providerBankAccountSchema = z.object({ account: linkedBankAccountSchema.nullable() });
export type ProviderBankAccount = z.infer<typeof providerBankAccountSchema>;

/** First two digits of a US routing number: Federal Reserve districts, thrifts, electronic, traveller's cheques. */
function hasValidPrefix(prefix: number): boolean {
  return (
    (prefix >= 0 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80
  );
}

const checksumWeights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** An ABA routing number: 9 digits, a known prefix and the 3-7-1 weighted checksum divisible by 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  if (!hasValidPrefix(Number(value.slice(0, 2)))) return false;
  const sum = checksumWeights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 10 === 0;
}

const bothAccountNumbers = z.object({ accountNumber: z.string(), confirmAccountNumber: z.string() });

const accountNumberPattern = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`);

/** The bank account form (spec section 5), for a parent or a service provider alike. */
export function bankAccountFormSchema(t: Translate = translate) {
  return z
    .strictObject({
      routingNumber: requiredText(t('bank.routingNumber.invalid'), {
        t,
        refused: t('bank.routingNumber.invalid'),
      }).refine(isValidRoutingNumber, {
        error: t('bank.routingNumber.invalid'),
      }),
      accountNumber: requiredText(t('bank.accountNumber.required'), {
        t,
        refused: t('bank.accountNumber.invalid'),
      }).regex(accountNumberPattern, {
        error: t('bank.accountNumber.invalid'),
      }),
      confirmAccountNumber: requiredText(t('bank.confirmAccountNumber.mismatch'), { t }),
      name: requiredText(t('bank.name.required'), { t }).max(BANK_ACCOUNT_NAME_MAX, {
        error: t('bank.name.tooLong', { max: BANK_ACCOUNT_NAME_MAX }),
      }),
      type: z.enum(BANK_ACCOUNT_TYPES, {
        error: (issue) =>
          issue.input === undefined || issue.input === '' ? t('bank.type.required') : t('bank.type.invalid'),
      }),
    })
    .refine((form) => form.confirmAccountNumber === form.accountNumber, {
      error: t('bank.confirmAccountNumber.mismatch'),
      path: ['confirmAccountNumber'],
      when: ({ value }) => bothAccountNumbers.safeParse(value).success,
    });
}
export type BankAccountForm = z.infer<ReturnType<typeof bankAccountFormSchema>>;

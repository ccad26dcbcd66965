import { bankTokenSchema, parentUserSchema, providerBankAccountSchema, serviceProviderUserSchema } from '@ace/domain';
import { ApiError, type Http } from './http.ts';

/** What asking for a bank token can lead to: a token for the bank provider, or a bank that is already linked. */
export type BankTokenResult = { kind: 'token'; token: string } | { kind: 'alreadyLinked' };

/** The Base API's side of linking a bank account (spec section 4, 'Bank linking'). */
export function bankApi(http: Http) {
  const bankToken = async (call: () => Promise<{ data: { token: string } }>): Promise<BankTokenResult> => {
    try {
      const { data } = await call();
      return { kind: 'token', token: data.token };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return { kind: 'alreadyLinked' };
      throw error;
    }
  };
  return {
    /**
     * POST /api/ach/parent/get-bank-token: a funding-sources token for the parent's customer at the bank
     * provider. 409 means a bank that can receive payouts is already linked (the bank-already-linked screen).
     */
    parentBankToken: () => bankToken(() => http.call('POST', '/api/ach/parent/get-bank-token', bankTokenSchema)),
    /** PATCH /api/user/parent/set-bank-flag: the API checks the bank provider and answers the updated parent. */
    setParentBankFlag: async () => (await http.call('PATCH', '/api/user/parent/set-bank-flag', parentUserSchema)).data,
    /** The same for a provider organisation the signed-in person is a member of. */
    providerBankToken: (organisationId: string) =>
      bankToken(() =>
        http.call('POST', '/api/ach/service-provider/{id}/get-bank-token', bankTokenSchema, {
          path: { id: organisationId },
        }),
      ),
    /**
     * POST /api/ach/service-provider/{id}/change-bank-token: a token to add another account while one is linked; once
     * set-bank-flag confirms it, payouts go to it and the account before it is removed.
     */
    changeProviderBankToken: (organisationId: string) =>
      bankToken(() =>
        http.call('POST', '/api/ach/service-provider/{id}/change-bank-token', bankTokenSchema, {
          path: { id: organisationId },
        }),
      ),
    /** GET /api/service-provider/{id}/bank-account: the account payouts go to, as the bank describes it. */
    providerBankAccount: async (organisationId: string) =>
      (
        await http.call('GET', '/api/service-provider/{id}/bank-account', providerBankAccountSchema, {
          path: { id: organisationId },
        })
      ).data.account,
    /** PATCH /api/user/service-provider/{id}/set-bank-flag: answers the provider user with the organisation's flags. */
    setProviderBankFlag: async (organisationId: string) =>
      (
        await http.call('PATCH', '/api/user/service-provider/{id}/set-bank-flag', serviceProviderUserSchema, {
          path: { id: organisationId },
        })
      ).data,
  };
}

import {
  accessMeritsSchema,
  providerDetailsSchema,
  providerLookupSchema,
  serviceProviderSchema,
  type ProviderStatus,
} from '@ace/domain';
import type { Http } from './http.ts';

export function providersApi(http: Http) {
  return {
    /** The signed-in person's organisations that are registered providers. */
    accessMerits: async () =>
      (await http.call('GET', '/api/service-provider/access-merits', accessMeritsSchema)).data.merits,
    /** The claim form's lookup of a provider number. */
    lookUp: async (number: string) =>
      (await http.call('GET', '/api/service-provider/number/{number}', providerLookupSchema, { path: { number } }))
        .data,
    get: async (organisationId: string) =>
      (await http.call('GET', '/api/service-provider/{id}', providerDetailsSchema, { path: { id: organisationId } }))
        .data,
    register: async (input: {
      organisationId: string;
      name: string;
      number?: string;
      isFauxServiceProvider?: boolean;
    }) => (await http.call('POST', '/api/service-provider', providerDetailsSchema, { json: input })).data,
    /** Answers the provider and the sentence to show ('Service Provider status successfully updated from …'). */
    changeStatus: (number: string, status: ProviderStatus) =>
      http.call('PATCH', '/api/service-provider/status', serviceProviderSchema, { json: { number, status } }),
  };
}

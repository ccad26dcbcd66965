import { meritCsUserSchema, parentUserSchema, registrationsSchema, serviceProviderUserSchema } from '@ace/domain';
import type { Http } from './http.ts';

export function usersApi(http: Http) {
  return {
    registrations: async () => (await http.call('GET', '/user/', registrationsSchema)).data,
    parent: async () => (await http.call('GET', '/user/parent', parentUserSchema)).data,
    meritCs: async () => (await http.call('GET', '/user/merit-cs', meritCsUserSchema)).data,
    serviceProvider: async (organisationId: string) =>
      (
        await http.call(
          'GET',
          `/user/service-provider/${encodeURIComponent(organisationId)}`,
          serviceProviderUserSchema,
        )
      ).data,
  };
}

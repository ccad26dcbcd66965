import {
  languageChoiceSchema,
  meritCsUserSchema,
  parentUserSchema,
  registrationsSchema,
  serviceProviderUserSchema,
  type Locale,
} from '@ace/domain';
import type { Http } from './http.ts';

export function usersApi(http: Http) {
  return {
    registrations: async () => (await http.call('GET', '/api/user', registrationsSchema)).data,
    parent: async () => (await http.call('GET', '/api/user/parent', parentUserSchema)).data,
    meritCs: async () => (await http.call('GET', '/api/user/merit-cs', meritCsUserSchema)).data,
    serviceProvider: async (organisationId: string) =>
      (
        await http.call('GET', '/api/user/service-provider/{id}', serviceProviderUserSchema, {
          path: { id: organisationId },
        })
      ).data,
    /** The language the signed-in person chose, or null until they choose one. */
    language: async () => (await http.call('GET', '/api/user/language', languageChoiceSchema)).data.language,
    /** Keeps the signed-in person's language: their screens and e-mails follow it. */
    setLanguage: async (language: Locale) =>
      (await http.call('PUT', '/api/user/language', languageChoiceSchema, { json: { language } })).data.language,
  };
}

import { programmeYearsSchema, programmeYears } from '@ace/domain';
import type { Http } from './http.ts';

export function schoolYearsApi(http: Http) {
  return {
    /** The programme's school years (GET /api/school-years), the first first; asked without a token. */
    list: async () =>
      programmeYears((await http.call('GET', '/school-years', programmeYearsSchema, { anonymous: true })).data),
  };
}

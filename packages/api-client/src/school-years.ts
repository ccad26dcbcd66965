import {
  openSchoolYearPayload,
  programmeYears,
  programmeYearsSchema,
  schoolYearEventsSchema,
  schoolYearRecordSchema,
  type SchoolYearOpening,
} from '@ace/domain';
import type { Http } from './http.ts';

export function schoolYearsApi(http: Http) {
  return {
    /** The programme's school years (GET /api/school-years), the first first; asked without a token. */
    list: async () =>
      programmeYears((await http.call('GET', '/api/school-years', programmeYearsSchema, { anonymous: true })).data),
    /** POST /api/merit-cs/school-years (support staff): opens the next year; answers it and the success sentence. */
    open: (opening: SchoolYearOpening) =>
      http.call('POST', '/api/merit-cs/school-years', schoolYearRecordSchema, { json: openSchoolYearPayload(opening) }),
    /** GET /api/merit-cs/school-years/events (support staff): the years' audit trail, the newest first. */
    events: async () => (await http.call('GET', '/api/merit-cs/school-years/events', schoolYearEventsSchema)).data,
  };
}

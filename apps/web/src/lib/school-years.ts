import { useSchoolYears } from '@ace/app-core/school-years';
import { api } from './api.ts';

/** The programme's school years on the web (app-core's useSchoolYears with the web's client); undefined until read. */
export function useProgrammeYears() {
  return useSchoolYears(api);
}

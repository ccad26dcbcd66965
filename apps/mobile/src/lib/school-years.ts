import { useSchoolYears } from '@ace/app-core/school-years';
import { api } from './api';

/** The programme's school years in the app (app-core's useSchoolYears with the app's client); undefined until read. */
export function useProgrammeYears() {
  return useSchoolYears(api);
}

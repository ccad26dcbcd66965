import { meritCsUserSchema, parentUserSchema, serviceProviderUserSchema } from '@ace/domain';
import type { Http } from './http.ts';

/** Login-success for each redirect type (spec section 4, step 4): links the identity to the registered record. */
export function loginApi(http: Http) {
  return {
    parentLoginSuccess: () => http.call('POST', '/api/login/parent/login/success', parentUserSchema),
    meritCsLoginSuccess: () => http.call('POST', '/api/login/merit-cs/login/success', meritCsUserSchema),
    serviceProviderLoginSuccess: (organisationId: string) =>
      http.call('POST', '/api/login/service-provider/{id}/login/success', serviceProviderUserSchema, {
        path: { id: organisationId },
      }),
  };
}

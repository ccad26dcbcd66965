import { meritCsUserSchema, parentUserSchema, serviceProviderUserSchema } from '@ace/domain';
import type { Http } from './http.ts';

/** Login-success for each redirect type (spec section 4, step 4): links the identity to the registered record. */
export function loginApi(http: Http) {
  return {
    parentLoginSuccess: () => http.call('POST', '/login/parent/login/success', parentUserSchema),
    meritCsLoginSuccess: () => http.call('POST', '/login/merit-cs/login/success', meritCsUserSchema),
    serviceProviderLoginSuccess: (organisationId: string) =>
      http.call(
        'POST',
        `/login/service-provider/${encodeURIComponent(organisationId)}/login/success`,
        serviceProviderUserSchema,
      ),
  };
}

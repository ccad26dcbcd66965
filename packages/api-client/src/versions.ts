import { versionCheckSchema } from '@ace/domain';
import type { Http } from './http.ts';

export function versionsApi(http: Http) {
  return {
    /** Whether this app version must be updated before sign-in (native only; asked without a token). */
    mustUpdate: async (version: string) =>
      (
        await http.call('GET', '/api/version/{id}/update', versionCheckSchema, {
          path: { id: version },
          anonymous: true,
        })
      ).data.updateApp,
  };
}

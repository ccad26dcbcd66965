import { dataArchiveLinkSchema } from '@ace/domain';
import type { Http } from './http.ts';

export function dataArchiveApi(http: Http) {
  return {
    /**
     * A one-minute link to the signed-in parent's data archive (a zip): followed by the browser, it downloads
     * straight to disk, never through the app's memory.
     */
    link: async () => (await http.call('POST', '/api/user/data-archive/link', dataArchiveLinkSchema)).data.url,
  };
}

import { createQueryClient } from '@ace/app-core/query-client';

/** The web app's one cache of server state. */
export const queryClient = createQueryClient();

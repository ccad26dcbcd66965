import { createParentAccess } from '@ace/app-core/parent-access';
import { api } from '../../lib/api.ts';
import { showToast } from '../../lib/toasts.ts';
import { refreshUser, useSession } from '../../lib/session-store.ts';

/** The signed-in parent on the web: app-core's parent access with the web's session store and toasts. */
export const { reloadParent, useParent } = createParentAccess({ api, useSession, refreshUser, toast: showToast });

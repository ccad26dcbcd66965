import { createParentAccess } from '@ace/app-core/parent-access';
import { api } from '../../lib/api';
import { showToast } from '../../lib/toasts';
import { refreshUser, useSession } from '../../lib/session-store';

/** The signed-in parent in the app: app-core's parent access with the app's session store and toasts. */
export const { reloadParent, useParent } = createParentAccess({ api, useSession, refreshUser, toast: showToast });

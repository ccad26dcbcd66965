import { createKeptLanguage } from '@ace/app-core/kept-language';
import { api } from './api';
import { language } from './language';
import { sessionStore } from './session-store';
import { showToast } from './toasts';

/** The language of a signed-in person on this phone (docs/adr/0023), as app-core writes it for both apps. */
export const keptLanguage = createKeptLanguage({ language, sessionStore, users: api.users, showToast });

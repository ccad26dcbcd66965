import { languageKeptIn } from '@ace/app-core/language';

/** Where the web build keeps the language chosen on this browser: local storage, as the session. */
export const languageStorage = languageKeptIn(() => window.localStorage);

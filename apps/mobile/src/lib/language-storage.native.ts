import { languageKeptIn } from '@ace/app-core/language';
import * as SecureStore from 'expo-secure-store';

/**
 * The language chosen on this phone, in the platform's store beside the session. Read and written synchronously (a
 * few bytes), so the first screen is drawn in it.
 */
export const languageStorage = languageKeptIn(() => SecureStore);

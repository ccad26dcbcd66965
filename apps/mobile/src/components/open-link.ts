import { openURL } from 'expo-linking';
import { showToast } from '../lib/toasts';

/** Opens a help, terms or store address (or a mailto:) outside the app; a refusal is told in a toast. */
export function openLink(url: string): void {
  openURL(url).catch((error: unknown) => {
    showToast('danger', error instanceof Error ? error.message : String(error));
  });
}

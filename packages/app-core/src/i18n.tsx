import { createTranslator, en, type Catalogue, type Translate } from '@ace/domain';
import type { ReactNode } from 'react';
import { TranslatorProvider } from './translator.tsx';

export { useT } from './translator.tsx';

/**
 * The one translation layer of a screen: every text comes from a catalogue through `t`. English is the only
 * catalogue today; another language is another `Catalogue` added here, and no screen changes.
 */
export const catalogues = { en } satisfies Record<string, Catalogue>;
export type Locale = keyof typeof catalogues;

const translators: Record<Locale, Translate> = { en: createTranslator(catalogues.en) };

let current: Translate = translators.en;

/** The translator outside React (toasts raised from callbacks, error reports). */
export function currentTranslator(): Translate {
  return current;
}

export function I18nProvider({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  current = translators[locale];
  return <TranslatorProvider translator={translators[locale]}>{children}</TranslatorProvider>;
}

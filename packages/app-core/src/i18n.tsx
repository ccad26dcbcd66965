import { translatorFor, type Locale, type Translate } from '@ace/domain';
import type { ReactNode } from 'react';
import { TranslatorProvider } from './translator.tsx';

export { useT } from './translator.tsx';

let current: Translate = translatorFor('en');

/** The translator outside React (toasts raised from callbacks, error reports): the language last drawn. */
export function currentTranslator(): Translate {
  return current;
}

/**
 * The one translation layer of a screen: every text comes from the catalogue of `locale` through `t`
 * (docs/adr/0023). The app passes the language of its language store; tests draw in English unless told.
 */
export function I18nProvider({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  current = translatorFor(locale);
  return <TranslatorProvider translator={current}>{children}</TranslatorProvider>;
}

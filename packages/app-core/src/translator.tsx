import type { Translate } from '@ace/domain';
import { createContext, useContext, type ReactNode } from 'react';

const TranslatorContext = createContext<Translate | null>(null);

/**
 * Gives the screens under it their translator: I18nProvider's, over the whole catalogue, or one over part of it for
 * a screen that shows before the rest is loaded (the web's login screens, docs/adr/0012).
 */
export function TranslatorProvider({ translator, children }: { translator: Translate; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

export function useT(): Translate {
  const translator = useContext(TranslatorContext);
  if (translator === null) throw new Error('useT() needs an I18nProvider (or a TranslatorProvider) above it');
  return translator;
}

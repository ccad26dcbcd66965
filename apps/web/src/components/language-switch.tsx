import { locales, type Locale } from '@ace/domain';
import { Button, Group } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useT } from '@ace/app-core/translator';
import { chooseOnThisBrowser, useLocale } from '../lib/language.ts';

/**
 * What choosing a language does: on this browser only, until the portal (signed in) also hands the choice to the
 * API. A context, as logout is, so the login screens drawn without the portal do not load the API's code.
 */
export const ChooseLanguageContext = createContext<(locale: Locale) => void>(chooseOnThisBrowser);

/**
 * English | Español, each named in its own language: the screen changes at once, in place, keeping what was typed.
 * The language shown is the pressed one.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLocale();
  const choose = useContext(ChooseLanguageContext);
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('app.language.label')}>
      {locales.map((locale) => (
        <Button
          key={locale}
          lang={locale}
          size="compact-sm"
          variant={locale === current ? 'light' : 'subtle'}
          aria-pressed={locale === current}
          onClick={() => {
            choose(locale);
          }}
        >
          {t(`app.language.${locale}`)}
        </Button>
      ))}
    </Group>
  );
}

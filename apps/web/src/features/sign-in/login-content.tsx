import type { UserType } from '@ace/domain';
import type { ReactNode } from 'react';
import { useT } from '@ace/app-core/translator';
import { ExternalLink } from '../../components/external-link.tsx';
import { config } from '../../lib/config.ts';

export interface LoginContent {
  title: string;
  subtitle: string;
  buttonLabel: string;
  /** What the screen shows under its button. */
  more?: ReactNode;
}

/**
 * What each login screen says (spec section 2): the parent splash ('Login to manage your account', help for
 * parents without an e-mail), the support staff login ('Merit CS Portal') and the service provider login ('Link
 * with Merit').
 */
export function useLoginContent(userType: UserType): LoginContent {
  const t = useT();
  const programme = t('app.programmeName');
  switch (userType) {
    case 'Parent':
      return {
        title: t('login.parent.title', { programme }),
        subtitle: t('login.parent.subtitle'),
        buttonLabel: t('login.parent.button'),
        more: <ExternalLink href={config.helpCenterUrl}>{t('login.parent.noEmailHelp')}</ExternalLink>,
      };
    case 'MeritCS':
      return {
        title: t('login.meritCs.title'),
        subtitle: t('login.meritCs.subtitle'),
        buttonLabel: t('login.parent.button'),
      };
    case 'ServiceProvider':
      return {
        title: t('login.provider.title', { programme }),
        subtitle: t('login.provider.subtitle'),
        buttonLabel: t('login.provider.button'),
      };
  }
}

import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@ace/app-core/translator';

/** A link that leaves the portal: a new tab, and a screen reader is told so. */
export function ExternalLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span style={visuallyHidden}> {t('app.opensInNewTab')}</span>
    </Anchor>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function MailLink({ email, ...props }: AnchorProps & { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} {...props}>
      {email}
    </Anchor>
  );
}

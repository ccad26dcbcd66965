import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@ace/app-core/i18n';
import { wayBackState, type WayBack } from '../../lib/way-back.ts';
import { inAppPath } from '../../lib/portal-path.ts';

/**
 * 'Review' of a claim waiting for the provider: its review screen, opened in the same tab with the way back to the
 * list the provider was at (issue 36); a link to another address opens as it is.
 */
export function ReviewLinkButton({
  id,
  link,
  wayBack,
  variant = 'filled',
}: {
  id: number;
  link: string;
  wayBack: WayBack;
  variant?: 'filled' | 'light';
}) {
  const t = useT();
  const path = inAppPath(link);
  const label = t('providerScreen.reviewClaim', { id });
  const text = t('providerScreen.review');
  return path === null ? (
    <Button component="a" href={link} size="sm" variant={variant} aria-label={label}>
      {text}
    </Button>
  ) : (
    <Button component={Link} to={path} state={wayBackState(wayBack)} size="sm" variant={variant} aria-label={label}>
      {text}
    </Button>
  );
}

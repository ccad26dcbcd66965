import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@ace/app-core/i18n';
import { wayBackLabel, type WayBack } from '../../lib/way-back.ts';

/** 'Back to …' above a screen's title: where the signed-in reviewer came from (issue 36). */
export function WayBackLink({ wayBack }: { wayBack: WayBack }) {
  const t = useT();
  return (
    <Anchor component={Link} to={wayBack.path} size="sm">
      {t(wayBackLabel[wayBack.place])}
    </Anchor>
  );
}

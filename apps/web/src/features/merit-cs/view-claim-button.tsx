import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '@ace/app-core/i18n';
import { wayBackState } from '../../lib/way-back.ts';
import { api } from '../../lib/api.ts';
import { inAppPath } from '../../lib/portal-path.ts';
import { showToast } from '../../lib/toasts.ts';
import { failureMessage } from '@ace/app-core/failure-message';

/**
 * 'View claim' of a listed claim: its review screen while it waits for internal review (the link is asked for
 * when pressed, as it is made for the one who opens it), with its way back to the work queue as it was; else the
 * claim in 'Manage claims'.
 */
export function ViewClaimButton({ id, onManage }: { id: number; onManage: (id: number) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const open = useMutation({
    mutationFn: () => api.meritCs.reviewLink(id),
    onSuccess: (claim) => {
      const link = claim.internalReviewLink;
      if (link === null) {
        onManage(id);
        return;
      }
      const path = inAppPath(link);
      if (path === null) window.location.assign(link);
      else void navigate(path, { state: wayBackState({ path: `${pathname}${search}`, place: 'workQueue' }) });
    },
    onError: (error) => {
      showToast('danger', failureMessage(error, t));
    },
  });
  return (
    <Button
      size="xs"
      variant="light"
      loading={open.isPending}
      aria-label={t('meritCsScreen.viewClaimOf', { id })}
      onClick={() => {
        open.mutate();
      }}
    >
      {t('meritCs.viewClaim')}
    </Button>
  );
}

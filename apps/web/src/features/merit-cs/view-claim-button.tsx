import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '@ace/app-core/i18n';
import { api } from '../../lib/api.ts';
import { showToast } from '../../lib/toasts.ts';
import { failureMessage } from '@ace/app-core/failure-message';

/** The path of a review link of this portal: the screen to open in the same tab. */
function pathOf(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/**
 * 'View claim' of a listed claim: its review screen while it waits for internal review (the link is asked for
 * when pressed, as it is made for the one who opens it), else the claim in 'Manage claims'.
 */
export function ViewClaimButton({ id, onManage }: { id: number; onManage: (id: number) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => api.meritCs.claim(id),
    onSuccess: (claim) => {
      if (claim.internalReviewLink === null) onManage(id);
      else void navigate(pathOf(claim.internalReviewLink));
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

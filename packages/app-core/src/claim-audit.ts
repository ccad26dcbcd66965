import type { ApiClient, UploadBody } from '@ace/api-client';
import { formatMoney, type ParentAudit, type Translate } from '@ace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isUnexpectedError } from './query-client.ts';

/** The query key of the audit of a parent's claim. */
export const claimAuditQueryKey = (claimId: number) => ['claim-audit', claimId] as const;

/**
 * The audit of one of the signed-in parent's claims (issue 34): its questions, the finding and what it recovered;
 * null when there is nothing to show them. Read again whenever shown: staff may ask while the parent is away.
 */
export function useClaimAudit(api: Pick<ApiClient, 'audits'>, claimId: number) {
  return useQuery({
    queryKey: claimAuditQueryKey(claimId),
    queryFn: () => api.audits.ofClaim(claimId),
    staleTime: 0,
    refetchOnMount: 'always',
    throwOnError: isUnexpectedError,
  });
}

/** A file of an answer as the app chose it: its content and the name the person knows. */
export interface AnswerFile {
  body: UploadBody;
  name: string;
}

/** Sends the parent's answer with its files; the audit is read again once it is taken. */
export function useAnswerAudit(api: Pick<ApiClient, 'audits'>, claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answer, files }: { answer: string; files: readonly AnswerFile[] }) =>
      api.audits.answer(claimId, answer, files),
    onSuccess: (audit) => {
      queryClient.setQueryData(claimAuditQueryKey(claimId), audit);
    },
  });
}

/** What the family reads of a closed case: nothing wrong, or what was misspent, taken from the funds and owed. */
export function auditOutcomeLines(audit: ParentAudit, t: Translate): string[] {
  const { finding, recovery } = audit;
  if (finding === null) return [];
  if (finding.outcome === 'noFinding') return [t('audit.parent.noFinding')];
  const reason = finding.reason === null ? '' : t(`audits.reason.${finding.reason}`);
  const lines = [
    t('audit.parent.misspent', { amount: formatMoney(Math.round((recovery?.misspent ?? 0) * 100)), reason }),
  ];
  if (finding.explanation !== '') lines.push(finding.explanation);
  if (recovery !== null && recovery.fromFunds > 0) {
    lines.push(t('audit.parent.fromFunds', { amount: formatMoney(Math.round(recovery.fromFunds * 100)) }));
  }
  if (recovery !== null && recovery.owed > 0) {
    lines.push(
      t(recovery.debtor === 'provider' ? 'audit.parent.providerOwes' : 'audit.parent.owed', {
        amount: formatMoney(Math.round(recovery.owed * 100)),
      }),
    );
  }
  return lines;
}

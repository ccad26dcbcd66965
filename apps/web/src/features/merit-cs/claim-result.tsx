import { formatStaffTime, staffStatusId, type MeritCsClaim } from '@ace/domain';
import { Anchor, Button } from '@mantine/core';
import { meritCsClaimPath } from '../../lib/paths.ts';
import { ClaimField, ClaimSummary } from '../../components/claim-summary.tsx';
import { visuallyHidden } from '../../components/external-link.tsx';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { OpenAuditCase } from './open-audit-case.tsx';
import { ClaimChanges } from './claim-changes.tsx';
import { StaffPanel } from './staff-panel.tsx';

/**
 * A claim support staff found, whatever its status (issue 36): every fact its review screen shows, read-only, with
 * its files opening through links made for this staff member (each opening is in the access record, ADR 0019), its
 * status in the staff's words, its family (details open with `onOpenFamily`), the student's funds, the internal review
 * as an action while there is one, and what can be changed in its status (ClaimChanges). Opened by staff, it is
 * brought into view (`revealRequest`, StaffPanel).
 */
export function ClaimResult({
  claim,
  revealRequest,
  onOpenFamily,
}: {
  claim: MeritCsClaim;
  revealRequest: number;
  onOpenFamily: (parentUserId: number) => void;
}) {
  const t = useT();
  return (
    <StaffPanel
      heading={t('meritCsScreen.claim.heading', { id: claim.id })}
      revealRequest={revealRequest}
      {...(claim.internalReviewLink === null
        ? {}
        : {
            aside: (
              <Button component="a" href={claim.internalReviewLink} target="_blank" rel="noopener noreferrer">
                {t('meritCs.viewClaim')}
                <span style={visuallyHidden}> {t('app.opensInNewTab')}</span>
              </Button>
            ),
          })}
    >
      <ClaimSummary audience="reviewer" claim={claim} otherClaimPath={meritCsClaimPath}>
        <ClaimField label={t('meritCsScreen.claim.status')}>{t(staffStatusId(claim.status))}</ClaimField>
        {claim.decision !== null && (
          <ClaimField label={t('meritCsScreen.claim.decided')}>
            {claim.decision.reviewerName === null
              ? formatStaffTime(claim.decision.reviewedAt, t)
              : t('meritCsScreen.claim.decidedBy', {
                  date: formatStaffTime(claim.decision.reviewedAt, t),
                  name: claim.decision.reviewerName,
                })}
          </ClaimField>
        )}
        {claim.decision?.rejectionReason != null && (
          <ClaimField label={t('meritCsScreen.claim.rejectionReason')}>{claim.decision.rejectionReason}</ClaimField>
        )}
        {claim.appealOpen && (
          <ClaimField label={t('meritCsScreen.claim.appeal')}>{t('meritCsScreen.claim.appealOpen')}</ClaimField>
        )}
        <ClaimField label={t('accessRecord.family.label')}>
          <Anchor
            component="button"
            type="button"
            title={t('accessRecord.family.openHint')}
            onClick={() => {
              onOpenFamily(claim.parent.userId);
            }}
          >
            {claim.parent.firstName} {claim.parent.lastName}
          </Anchor>
        </ClaimField>
        <ClaimField label={t('reviewScreen.facts.available')}>{formatDollars(claim.amountInfo.available)}</ClaimField>
        <ClaimField label={t('reviewScreen.facts.pending')}>{formatDollars(claim.amountInfo.pending)}</ClaimField>
      </ClaimSummary>
      <ClaimChanges claim={claim} />
      {(claim.status === 'Accepted' || claim.auditCaseId !== null) && (
        <OpenAuditCase claimId={claim.id} caseId={claim.auditCaseId} />
      )}
    </StaffPanel>
  );
}

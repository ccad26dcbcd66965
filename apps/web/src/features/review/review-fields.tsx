import { displayStatusId, earliestDateOfServiceText, staffStatusId, type OpenReview } from '@ace/domain';
import { ClaimField } from '../../components/claim-summary.tsx';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { useProgrammeYears } from '../../lib/school-years.ts';

/**
 * What a review adds to the claim's fields: the status (in support staff's precise words for an internal review),
 * the student's remaining funds, and the date-of-service rule of the claim's school year.
 */
export function ReviewFields({ review }: { review: OpenReview }) {
  const t = useT();
  const { claim, amountInfo, reviewType } = review;
  const years = useProgrammeYears();
  const status = reviewType === 'internal' ? staffStatusId(claim.status) : displayStatusId(claim.status);
  return (
    <>
      <ClaimField label={t('reviewScreen.facts.status')}>{t(status)}</ClaimField>
      <ClaimField label={t('reviewScreen.facts.available')}>{formatDollars(amountInfo.available)}</ClaimField>
      <ClaimField label={t('reviewScreen.facts.pending')}>{formatDollars(amountInfo.pending)}</ClaimField>
      {claim.schoolYear !== null && years !== undefined && (
        <ClaimField label={t('reviewScreen.facts.earliestDate')}>
          {earliestDateOfServiceText(years, claim.schoolYear, t)}
        </ClaimField>
      )}
    </>
  );
}

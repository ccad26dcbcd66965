import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import {
  displayStatusId,
  formatListDate,
  PARENT_BANK_PATH,
  parentClaimPath,
  parentClaimProviderText,
  resubmissionLinks,
  payToLabelId,
  serviceCategoryLabelId,
  type ParentClaimDetails,
} from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { statusColour } from '../../components/status-colour';
import { colours, space, text } from '../../components/theme';
import { ClaimFiles } from './claim-files';
import { ClaimTimeline } from './claim-timeline';

/** One fact of the claim, read out as 'label, value'. */
function ClaimField({ label, value, colour }: { label: string; value: string; colour?: string | undefined }) {
  return (
    <View style={styles.field} accessible accessibilityLabel={`${label}, ${value}`}>
      <Text style={[text.small, styles.label]}>{label}</Text>
      <Text style={[text.body, colour !== undefined && { color: colour, fontWeight: '700' }]}>{value}</Text>
    </View>
  );
}

/** The claim that corrected this one, and the claim this one corrects, each a link to its details. */
function ResubmissionLinks({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  const router = useRouter();
  return resubmissionLinks(claim, t).map((link) => (
    <Button
      key={link.claimId}
      variant="link"
      label={link.text}
      onPress={() => {
        router.push(parentClaimPath(link.claimId));
      }}
    />
  ));
}

/** A payment held for the parent's bank: what to do, and the link to do it (issue 36). */
function ReconnectBankNotice({ payout }: { payout: ParentClaimDetails['payout'] }) {
  const t = useT();
  const router = useRouter();
  if (payout?.state !== 'waitingForYourBank') return null;
  return (
    <View style={styles.waiting}>
      <Text style={text.label}>{t('parentClaim.payout.waitingForYourBank')}</Text>
      <Text style={text.body}>{t('parentClaim.payout.reconnectHint')}</Text>
      <Button
        variant="link"
        label={t('parentClaim.payout.reconnect')}
        onPress={() => {
          router.push(PARENT_BANK_PATH);
        }}
      />
    </View>
  );
}

/** A claim as its parent reads it: the reason when rejected, the facts they gave, its progress and its files. */
export function ParentClaimDetailsView({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  const payout = claim.payout;
  return (
    <View style={styles.details}>
      <ResubmissionLinks claim={claim} />
      <ReconnectBankNotice payout={payout} />
      {claim.rejectionReason !== null && (
        <View style={styles.reason} accessible accessibilityRole="alert">
          <Text style={[text.label, styles.reasonTitle]}>{t('parentClaim.rejectionReason')}</Text>
          <Text style={text.body}>{claim.rejectionReason}</Text>
        </View>
      )}
      <View style={styles.fields}>
        <ClaimField label={t('claimView.claimId')} value={String(claim.id)} />
        <ClaimField
          label={t('parentClaim.status')}
          value={t(displayStatusId(claim.status))}
          colour={statusColour[claim.status]}
        />
        <ClaimField label={t('claimView.amount')} value={formatDollars(claim.amount)} />
        {payout !== null && (
          <ClaimField
            label={t('parentClaim.payment')}
            value={`${t(`parentClaim.payout.${payout.state}`)} (${formatListDate(payout.at)})`}
          />
        )}
        <ClaimField label={t('claimView.student')} value={`${claim.child.firstName} ${claim.child.lastName}`} />
        <ClaimField label={t('claimView.category')} value={t(serviceCategoryLabelId(claim.category))} />
        <ClaimField label={t('claimView.description')} value={claim.description} />
        <ClaimField label={t('claimView.dateOfService')} value={formatListDate(claim.dateOfService)} />
        <ClaimField
          label={t('parentClaim.provider')}
          value={parentClaimProviderText(claim.provider, t('parentClaim.noProvider'))}
        />
        <ClaimField label={t('payTo.label')} value={t(payToLabelId(claim.payTo, 'parent'))} />
        <ClaimField label={t('claimView.submitted')} value={formatListDate(claim.createdAt)} />
      </View>
      <View style={styles.section}>
        <Text style={text.heading} accessibilityRole="header">
          {t('parentClaim.progress')}
        </Text>
        <ClaimTimeline timeline={claim.timeline} />
      </View>
      <ClaimFiles files={claim.files} />
    </View>
  );
}

const styles = StyleSheet.create({
  details: { gap: space.lg },
  reason: {
    borderLeftWidth: 4,
    borderLeftColor: colours.danger,
    backgroundColor: colours.surface,
    borderRadius: 8,
    padding: space.md,
    gap: space.xs,
  },
  reasonTitle: { color: colours.danger },
  waiting: {
    borderLeftWidth: 4,
    borderLeftColor: colours.warning,
    backgroundColor: colours.warningSurface,
    borderRadius: 8,
    padding: space.md,
    gap: space.sm,
  },
  fields: { gap: space.md },
  field: { gap: 2 },
  label: { fontWeight: '600' },
  section: { gap: space.sm },
});

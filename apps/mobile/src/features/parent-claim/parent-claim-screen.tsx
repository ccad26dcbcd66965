import { useT } from '@ace/app-core/i18n';
import type { ParentClaimDetails } from '@ace/domain';
import { useLocalSearchParams } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { ParentScreen } from '../../components/screen';
import { panel, space, text } from '../../components/theme';
import { paramText } from '../../lib/route-params';
import { ClaimActions } from './claim-actions';
import { ClaimAppeal } from './claim-appeal';
import { ClaimAudit } from './claim-audit';
import { ClaimLoading } from './claim-loading';
import { ClaimNotFound } from './claim-not-found';
import { ParentClaimDetailsView } from './parent-claim-details';
import { claimIdOf, useParentClaim } from './use-parent-claim';

/** The claim under its heading, then what the parent can do with it. */
function ClaimPage({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  return (
    <>
      <View style={styles.intro}>
        <Text style={text.title} accessibilityRole="header">
          {t('parentClaim.title', { id: claim.id })}
        </Text>
        <Text style={text.body}>
          {t('parentClaim.forStudent', { name: `${claim.child.firstName} ${claim.child.lastName}` })}
        </Text>
      </View>
      <View style={panel}>
        <ParentClaimDetailsView claim={claim} />
      </View>
      <ClaimAppeal claim={claim} />
      <ClaimAudit claimId={claim.id} />
      <ClaimActions claim={claim} />
    </>
  );
}

/** A claim's details for its parent at /claims/{id} (issue 15); another family's claim, or none, is not found. */
export function ParentClaimScreen() {
  const claimId = claimIdOf(paramText(useLocalSearchParams<{ claimId?: string }>().claimId));
  const query = useParentClaim(claimId);
  let content;
  if (claimId === null || query.isError) content = <ClaimNotFound />;
  else if (query.isPending) content = <ClaimLoading />;
  else content = <ClaimPage claim={query.data} />;
  return <ParentScreen>{content}</ParentScreen>;
}

const styles = StyleSheet.create({
  intro: { gap: space.xs },
});

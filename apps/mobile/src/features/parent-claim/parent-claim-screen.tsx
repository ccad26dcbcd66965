import { useT } from '@ace/app-core/i18n';
import { isUnexpectedError } from '@ace/app-core/query-client';
import type { ParentClaimDetails } from '@ace/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocalSearchParams, useRouter } from 'expo-router';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { InfoPanel, ParentHeader, Screen } from '../../components/screen';
import { colours, panel, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import { paramText } from '../claims/route-params';
import { ClaimActions } from './claim-actions';
import { ParentClaimDetailsView } from './parent-claim-details';

/** The claim id of the route, or null when it names no claim. */
function claimIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

function NotFound() {
  const t = useT();
  const router = useRouter();
  return (
    <InfoPanel
      title={t('parentClaim.notFound.title')}
      actions={
        <Button
          label={t('app.goToDashboard')}
          onPress={() => {
            router.dismissTo('/dashboard');
          }}
        />
      }
    >
      {t('parentClaim.notFound.body')}
    </InfoPanel>
  );
}

function Loading() {
  const t = useT();
  return (
    <View style={styles.loading} accessibilityRole="progressbar" accessibilityLabel={t('parentClaim.loading')}>
      <ActivityIndicator color={colours.brand} />
      <Text style={text.body}>{t('parentClaim.loading')}</Text>
    </View>
  );
}

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
      <ClaimActions claim={claim} />
    </>
  );
}

/** A claim's details for its parent at /claims/{id} (issue 15); another family's claim, or none, is not found. */
export function ParentClaimScreen() {
  const claimId = claimIdOf(paramText(useLocalSearchParams<{ claimId?: string }>().claimId));
  const query = useQuery({
    queryKey: ['parent-claim', claimId],
    queryFn: () => api.claims.details(claimId ?? 0),
    enabled: claimId !== null,
    // Not found (or not this family's) is the not-found state; a server failure is unexpected.
    throwOnError: isUnexpectedError,
  });
  let content;
  if (claimId === null || query.isError) content = <NotFound />;
  else if (query.isPending) content = <Loading />;
  else content = <ClaimPage claim={query.data} />;
  return <Screen header={<ParentHeader />}>{content}</Screen>;
}

const styles = StyleSheet.create({
  intro: { gap: space.xs },
  loading: { alignItems: 'center', gap: space.sm, padding: space.lg },
});

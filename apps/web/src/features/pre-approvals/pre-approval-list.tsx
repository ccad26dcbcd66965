import { isUsablePreApproval } from '@ace/app-core/claim-pre-approval';
import { usePreApprovals } from '@ace/app-core/pre-approval-form';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import {
  formatListDate,
  preApprovalStandingText,
  serviceCategoryLabelId,
  type PreApprovalStatus,
  type PreApprovalView,
} from '@ace/domain';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { api } from '../../lib/api.ts';
import { claimAgainstPreApprovalPath } from '../../lib/paths.ts';
import { statusColour } from '../../components/status-colour.ts';

/** The colour of a pre-approval's standing: a claim's for its statuses, dimmed once expired. */
function colourOf(status: PreApprovalStatus): string {
  return status === 'Expired' ? 'dark.7' : statusColour[status];
}

function PreApprovalItem({ preApproval }: { preApproval: PreApprovalView }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fw={600}>
          {t('preApproval.item.title', {
            amount: formatDollars(preApproval.amount),
            category: t(serviceCategoryLabelId(preApproval.category)),
          })}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('preApproval.item.details', {
            provider: preApproval.provider.name,
            date: formatListDate(preApproval.expectedDate),
          })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {preApproval.description}
        </Text>
        {preApproval.quoteFile !== undefined && (
          <Anchor
            size="sm"
            href={preApproval.quoteFile.url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('preApproval.item.quoteFile', { name: preApproval.quoteFile.name })}
          </Anchor>
        )}
        <Text fw={600} c={colourOf(preApproval.status)} style={{ overflowWrap: 'anywhere' }}>
          {preApprovalStandingText(preApproval, t)}
        </Text>
        {isUsablePreApproval(preApproval, new Date()) && (
          <Anchor component={Link} to={claimAgainstPreApprovalPath(preApproval.childId, preApproval.id)} fw={600}>
            {t('preApproval.item.claim')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** A child's pre-approvals, the newest first, each with where it stands (issue 35 part 1). */
export function PreApprovalList({ childId, name }: { childId: number; name: string }) {
  const t = useT();
  const query = usePreApprovals(api);
  const heading = (
    <Title order={2} size="h3" id="pre-approval-list">
      {t('preApproval.list.title')}
    </Title>
  );
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            <Text c="dark.8">{t('preApproval.list.loadFailed')}</Text>
            <Button
              variant="outline"
              onClick={() => {
                void query.refetch();
              }}
            >
              {t('preApproval.list.retry')}
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
  const mine = query.data.filter((preApproval) => preApproval.childId === childId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="pre-approval-list">
      {heading}
      {mine.length === 0 ? (
        <Text c="dimmed">{t('preApproval.list.empty', { name })}</Text>
      ) : (
        <List listStyleType="none" spacing="sm" styles={{ itemWrapper: { display: 'block' } }}>
          {mine.map((preApproval) => (
            <List.Item key={preApproval.id}>
              <PreApprovalItem preApproval={preApproval} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

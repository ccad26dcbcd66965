import { formatListDate, parentTimelineMessageId, type ParentClaimDetails } from '@ace/domain';
import { List, Text } from '@mantine/core';
import { useT } from '@ace/app-core/i18n';

/** The claim's steps as its parent reads them, oldest first, each with its date. */
export function ClaimTimeline({ timeline }: { timeline: ParentClaimDetails['timeline'] }) {
  const t = useT();
  return (
    <List type="ordered" spacing="xs">
      {timeline.map((entry) => (
        <List.Item key={`${entry.step}:${entry.at}`}>
          <Text span fw={600}>
            {t(parentTimelineMessageId(entry.step))}
          </Text>{' '}
          <Text span c="dimmed">
            <time dateTime={entry.at}>{formatListDate(entry.at)}</time>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

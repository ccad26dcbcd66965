import { useT } from '@ace/app-core/i18n';
import { formatListDate, parentTimelineMessageId, type ParentClaimDetails } from '@ace/domain';
import { StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from '../../components/theme';

/**
 * The claim's steps as its parent reads them, oldest first, each with its date: a list of items (`role`, for
 * `accessibilityRole` names no list item, and a list on the web may hold nothing else).
 */
export function ClaimTimeline({ timeline }: { timeline: ParentClaimDetails['timeline'] }) {
  const t = useT();
  return (
    <View role="list" style={styles.list}>
      {timeline.map((entry, index) => {
        const step = t(parentTimelineMessageId(entry.step));
        const date = formatListDate(entry.at);
        return (
          <View
            key={`${entry.step}:${entry.at}`}
            style={styles.step}
            role="listitem"
            accessible
            accessibilityLabel={`${index + 1}. ${step}, ${date}`}
            testID="timeline-step"
          >
            <View style={styles.dot} />
            <Text style={[text.body, styles.name]}>{step}</Text>
            <Text style={text.small}>{date}</Text>
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.sm },
  step: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: space.sm },
  dot: { width: 10, height: 10, borderRadius: 5, backgroundColor: colours.brand },
  name: { fontWeight: '600', flexShrink: 1 },
});

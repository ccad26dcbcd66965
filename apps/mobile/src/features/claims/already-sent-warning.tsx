import { useT } from '@ace/app-core/i18n';
import { StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from '../../components/theme';

/**
 * Under a chosen file: that the family already sent this receipt with another claim (issue 36), announced when it
 * appears (a reading or a number check answers after the file is picked).
 */
export function AlreadySentWarning({ warning }: { warning: string | null }) {
  const t = useT();
  return (
    <View accessibilityLiveRegion="polite">
      {warning !== null && (
        <View style={styles.warning} testID="already-sent-warning">
          <Text style={text.body} accessibilityRole="alert">
            {`${t('receipt.flag.warning')}: ${warning}`}
          </Text>
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  warning: {
    borderLeftWidth: 4,
    borderLeftColor: colours.warning,
    backgroundColor: colours.warningSurface,
    borderRadius: 8,
    padding: space.sm,
  },
});

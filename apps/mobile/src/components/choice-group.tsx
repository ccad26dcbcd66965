import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from './theme';
import { FieldError } from './field-error';

export interface Choice {
  value: string;
  label: string;
  /** More of the choice, shown under it: why it cannot be made, or what it is. */
  hint?: string | undefined;
  disabled?: boolean;
}

/** One choice among a few (radio buttons): each announced as a radio with its checked state. */
export function ChoiceGroup({
  label,
  choices,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
}: {
  label: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}) {
  return (
    <View style={styles.group} accessibilityRole="radiogroup" accessibilityLabel={label}>
      <Text style={text.label}>
        {label}
        {required ? ' *' : ''}
      </Text>
      {choices.map((choice) => {
        const checked = choice.value === value;
        const inactive = disabled || choice.disabled === true;
        return (
          <Pressable
            key={choice.value}
            accessibilityRole="radio"
            accessibilityLabel={choice.label}
            accessibilityHint={choice.hint}
            accessibilityState={{ checked, disabled: inactive }}
            aria-checked={checked}
            disabled={inactive}
            onPress={() => {
              onChange(choice.value);
            }}
            style={[styles.choice, checked && styles.checked, inactive && styles.inactive]}
          >
            <View style={[styles.dot, checked && styles.dotChecked]} />
            <View style={styles.choiceText}>
              <Text style={text.body}>{choice.label}</Text>
              {choice.hint !== undefined && <Text style={text.small}>{choice.hint}</Text>}
            </View>
          </Pressable>
        );
      })}
      <FieldError message={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  group: { gap: space.sm },
  choice: {
    minHeight: 48,
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.md,
    paddingHorizontal: space.md,
    paddingVertical: space.sm,
    borderWidth: 1,
    borderColor: colours.border,
    borderRadius: 8,
    backgroundColor: colours.surface,
  },
  checked: { borderColor: colours.brand, borderWidth: 2 },
  inactive: { opacity: 0.55 },
  dot: { width: 20, height: 20, borderRadius: 10, borderWidth: 2, borderColor: colours.muted },
  dotChecked: { borderColor: colours.brand, backgroundColor: colours.brand },
  choiceText: { flex: 1, gap: 2 },
});

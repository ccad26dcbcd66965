import type { ClaimFormApi } from '@ace/app-core/claim-form';
import { preApprovalOptions, type PreApprovalChoice } from '@ace/app-core/claim-pre-approval';
import { useT } from '@ace/app-core/i18n';
import { useController } from 'react-hook-form';
import { StyleSheet, Text, View } from 'react-native';
import { ChoiceGroup } from '../../components/choice-group';
import { colours, space, text } from '../../components/theme';

/**
 * Use a pre-approval (issue 35): the child's pre-approvals a claim can use, or none, as radios under their label;
 * under them why the claim cannot use the one chosen, what the claim must be for, and what happens to it.
 */
export function PreApprovalChoiceField({
  form,
  choice,
  disabled,
}: {
  form: ClaimFormApi;
  choice: PreApprovalChoice;
  disabled: boolean;
}) {
  const t = useT();
  const { field } = useController({ control: form.control, name: 'preApprovalId' });
  const { offered, rules, outcome, issue } = choice;
  return (
    <View style={styles.choice}>
      <ChoiceGroup
        label={t('preApproval.claim.choice')}
        choices={preApprovalOptions(offered, t).map(({ value, label, details }) => ({ value, label, hint: details }))}
        value={field.value}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
        error={issue ?? undefined}
        disabled={disabled}
      />
      {/* Said as the claim changes: what it must be for and what happens to it. */}
      <View accessibilityLiveRegion="polite" style={styles.said}>
        {rules !== null && <Text style={text.small}>{rules}</Text>}
        {outcome !== null && <Text style={[text.label, styles.outcome]}>{outcome}</Text>}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  choice: { gap: space.sm },
  said: { gap: space.xs },
  outcome: { color: colours.brandDark },
});

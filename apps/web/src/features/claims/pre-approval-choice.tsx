import type { ClaimFormApi } from '@ace/app-core/claim-form';
import { preApprovalOptions, type PreApprovalChoice } from '@ace/app-core/claim-pre-approval';
import { useT } from '@ace/app-core/i18n';
import { Fieldset, Input, Radio, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Controller } from 'react-hook-form';

const legendStyles = {
  legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 'var(--mantine-spacing-xs)' },
};
const wrapping = { label: { overflowWrap: 'anywhere' as const }, description: { overflowWrap: 'anywhere' as const } };

/**
 * Use a pre-approval (issue 35): the child's pre-approvals a claim can use, or none, as radios under a legend; under
 * them what the claim must be for, what happens to it, and why it cannot use the one chosen.
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
  const id = useId();
  const { offered, rules, outcome, issue } = choice;
  const said = [
    rules === null ? null : `${id}-rules`,
    outcome === null ? null : `${id}-outcome`,
    issue === null ? null : `${id}-issue`,
  ].filter((name) => name !== null);
  const options = preApprovalOptions(offered, t);
  return (
    <Controller
      control={form.control}
      name="preApprovalId"
      render={({ field }) => (
        <Fieldset
          legend={t('preApproval.claim.choice')}
          variant="unstyled"
          styles={legendStyles}
          aria-describedby={said.length === 0 ? undefined : said.join(' ')}
        >
          <Stack gap="xs">
            {options.map((option) => (
              <Radio
                key={option.value}
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                // A failed submit focuses the choice made, where the reason it cannot be used is said.
                ref={field.value === option.value ? field.ref : undefined}
                label={option.label}
                description={option.details}
                styles={wrapping}
                onChange={() => {
                  field.onChange(option.value);
                  field.onBlur();
                }}
                disabled={disabled}
              />
            ))}
          </Stack>
          {/* Said as the claim changes: what it must be for, what happens to it, or why it cannot use the choice. */}
          <Stack gap={4} mt={said.length === 0 ? 0 : 'sm'} aria-live="polite">
            {rules !== null && <Input.Description id={`${id}-rules`}>{rules}</Input.Description>}
            {outcome !== null && (
              <Text id={`${id}-outcome`} size="sm" fw={600} c="ace.8">
                {outcome}
              </Text>
            )}
            {issue !== null && <Input.Error id={`${id}-issue`}>{issue}</Input.Error>}
          </Stack>
        </Fieldset>
      )}
    />
  );
}

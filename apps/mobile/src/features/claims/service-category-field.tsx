import { useT } from '@ace/app-core/i18n';
import { serviceCategoriesFor, serviceCategoryLabelId } from '@ace/domain';
import { ChoiceGroup } from '../../components/choice-group';

/**
 * The kind of purchase, among those the child's schooling allows (home-schooled children have more): a claim's and a
 * pre-approval's alike. A choice counts as the field being left (blur), so that its error clears at once.
 */
export function ServiceCategoryField({
  homeSchooled,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  homeSchooled: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <ChoiceGroup
      label={t('claimForm.category.label')}
      required
      choices={serviceCategoriesFor(homeSchooled).map((category) => ({
        value: category,
        label: t(serviceCategoryLabelId(category)),
      }))}
      value={value}
      onChange={(chosen) => {
        onChange(chosen);
        onBlur();
      }}
      error={error}
      disabled={disabled}
    />
  );
}

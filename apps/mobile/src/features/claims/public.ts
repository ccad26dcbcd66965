// What other features may use of the claim form (docs/adr/0029): its provider choice, category, date field and file sources, as
// asking before buying asks them.
export { DateField } from './date-field';
export { ChosenFileName, FileSourceButtons } from './file-sources';
export { NonAceProviderForm } from './non-ace-provider-form';
export { ProviderSection } from './provider-section';
export { ServiceCategoryField } from './service-category-field';

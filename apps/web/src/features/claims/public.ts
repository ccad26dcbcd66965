// What other features may use of the claim form (docs/adr/0029): its provider choice, as asking before buying asks it,
// and its place to drop a file, where a pre-approval's quote is chosen.
export { FileDrop, fileSizeText } from './file-drop.tsx';
export { NonAceProviderForm } from './non-ace-provider-form.tsx';
export { ProviderSection } from './provider-section.tsx';

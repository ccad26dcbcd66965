import type { signalTexts } from './en-signals.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-signals.ts (the programme's terms: docs/glossary-es.md). */
export const esSignalTexts = {
  'error.reference': 'Referencia: {id}',
} satisfies Translation<typeof signalTexts>;

import type { MessageId } from './en.ts';

/**
 * Ids whose Spanish is rightly the English text. Anything else equal to English is a text nobody translated: the
 * catalogue check fails on it, and the Spanish browser story reports it on a page.
 */
export const sameInSpanish: ReadonlySet<MessageId> = new Set<MessageId>([
  // The programme's proper nouns, and each language's own name (the language switch).
  'app.programmeName',
  'app.productName',
  'app.language.en',
  'app.language.es',
  // Only a count, a name and number, a status and count, or a dash: nothing to translate.
  'meritCsScreen.queue.count',
  'providerScreen.tab.count',
  'providerScreen.column.none',
  'programme.providers.name',
  'programme.status.item',
  // Merit CS is the support team's proper noun, named as the actor of a change.
  'meritCsScreen.actor.meritCs',
  // A word spelt the same in both languages.
  'physicalGood.no',
]);

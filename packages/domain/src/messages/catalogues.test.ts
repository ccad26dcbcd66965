import { describe, expect, it } from 'vitest';
import { placeholdersOf, textsOf } from './create-translator.ts';
import { en, type MessageId } from './en.ts';
import { es } from './es.ts';

/**
 * Ids whose Spanish is rightly the English text: the programme's proper nouns, each language's own name, texts
 * made only of placeholders and signs. Anything else equal to English is a text nobody translated.
 */
const sameInSpanish: ReadonlySet<MessageId> = new Set<MessageId>([
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

const ids = Object.keys(en) as MessageId[];

describe('the Spanish catalogue', () => {
  it('has a text for every message id, and no id English lacks', () => {
    expect(Object.keys(es).sort()).toEqual([...ids].sort());
  });

  it('keeps every placeholder of every text, and drops none', () => {
    const changed = ids.filter((id) => placeholdersOf(es[id]).join() !== placeholdersOf(en[id]).join());
    expect(changed).toEqual([]);
  });

  it('gives plural forms exactly where English has them', () => {
    expect(ids.filter((id) => typeof es[id] !== typeof en[id])).toEqual([]);
  });

  it('translates every text but the proper nouns and the languages’ own names', () => {
    const untranslated = ids.filter(
      (id) => !sameInSpanish.has(id) && textsOf(es[id]).join('|') === textsOf(en[id]).join('|'),
    );
    expect(untranslated).toEqual([]);
  });
});

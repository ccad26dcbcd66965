import { describe, expect, it } from 'vitest';
import { placeholdersOf, textsOf } from './create-translator.ts';
import { en, type MessageId } from './en.ts';
import { es } from './es.ts';
import { sameInSpanish } from './same-in-spanish.ts';

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

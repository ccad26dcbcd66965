import type { MessageId } from './en.ts';
import type { Translate } from './translate.ts';

// Apart from translate.ts, which holds the English translator: a screen that brings its own texts (the web's first
// screen, docs/adr/0012) makes its translator without loading the whole catalogue.

/** A placeholder in a text: `{name}`. */
const placeholder = /\{(\w+)\}/g;

/** Part of a catalogue: the texts of a screen that shows before the rest is loaded (the web's login screens). */
export type PartialCatalogue = Readonly<Partial<Record<MessageId, string>>>;

/** A translator over a catalogue, or over part of one (an id outside that part is a programming error). */
export function createTranslator(catalogue: PartialCatalogue): Translate {
  return (id, ...params) => {
    const values: Readonly<Record<string, string | number>> = params[0] ?? {};
    const text = catalogue[id];
    if (text === undefined) throw new Error(`Message ${id} is not in this catalogue`);
    return text.replace(placeholder, (_whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Message ${id} needs a value for {${name}}`);
      return String(value);
    });
  };
}

/** The placeholders of a text, for checking that a translation keeps them all. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1] ?? '').sort();
}

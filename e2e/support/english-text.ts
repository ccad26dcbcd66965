import { catalogues, sameInSpanish, textsOf, type MessageId } from '@ace/domain';
import type { Page } from '@playwright/test';

/**
 * Finds the English catalogue's texts on a page that should be in Spanish (issue 18): every text a person reads or
 * hears there (the visible text, the names and hints of elements, the document's title) is cut into segments, and
 * each segment that is an English text of the catalogue, whole, is reported with its message id. Names, numbers
 * and the programme's proper nouns are never catalogue texts, so they pass.
 */

/** A placeholder of a catalogue text: `{name}`. */
const placeholder = /\{\w+\}/g;

/** How a segment and a text are compared: spaces collapsed, case ignored (CSS may write a label in capitals). */
function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface EnglishMatcher {
  id: MessageId;
  english: string;
  /** The whole text, its placeholders any characters. */
  whole: RegExp;
  /** The text found inside a longer segment: only for texts of three or more words, which Spanish never holds. */
  inside: RegExp | null;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function patternOf(text: string): string {
  return normalised(text)
    .split(/\{\w+\}/)
    .map(escaped)
    .join('.+?');
}

/** The Spanish catalogue's translated texts (those that differ from their English), as a page shows them. */
function spanishTexts(): ReadonlySet<string> {
  const { en, es } = catalogues;
  const ids = Object.keys(en) as MessageId[];
  return new Set(
    ids
      .filter((id) => sameInSpanish.has(id) || textsOf(es[id]).join('|') !== textsOf(en[id]).join('|'))
      .flatMap((id) => textsOf(es[id]).map(normalised)),
  );
}

/**
 * A matcher for every English text a Spanish page must not show: each form of each entry, without those made only
 * of placeholders and signs, the proper nouns, and the texts a translated Spanish entry also has (the same words
 * in both languages, which the page rightly shows). An entry whose Spanish is still its English stays in. The
 * longest texts come first, so a segment is named by the entry it is rather than by a shorter one it starts with.
 */
export function englishMatchers(): EnglishMatcher[] {
  const spanish = spanishTexts();
  const { en } = catalogues;
  return (Object.keys(en) as MessageId[])
    .filter((id) => !sameInSpanish.has(id))
    .flatMap((id) => textsOf(en[id]).map((english) => ({ id, english })))
    .filter(({ english }) => /\p{L}/u.test(english.replace(placeholder, '')))
    .filter(({ english }) => !spanish.has(normalised(english)))
    .map(({ id, english }) => {
      const words = english
        .replace(placeholder, ' ')
        .split(/\s+/)
        .filter((word) => /\p{L}/u.test(word));
      return {
        id,
        english,
        whole: new RegExp(`^${patternOf(english)}$`, 'su'),
        inside: words.length >= 3 ? new RegExp(`(?<!\\p{L})${patternOf(english)}(?!\\p{L})`, 'su') : null,
      };
    })
    .sort((a, b) => literalLength(b.english) - literalLength(a.english));
}

/** The length of a text without its placeholders: a segment is named by the most specific text it matches. */
function literalLength(text: string): number {
  return text.replace(placeholder, '').length;
}

/** The segments of what a person reads or hears on the page. */
export interface PageText {
  /** The document's language (`<html lang>`). */
  lang: string;
  segments: string[];
}

/**
 * What the page says as it stands: the lines of the body's text, each text node of a rendered element (a part of a
 * line), the names and hints of rendered elements (aria-label, title, placeholder, alt, a button's value), the
 * options of a rendered list, and the document's title.
 */
export async function pageText(page: Page): Promise<PageText> {
  return page.evaluate(() => {
    const rendered = (element: Element | null): boolean =>
      element?.checkVisibility({ visibilityProperty: true }) === true;
    const segments: string[] = [document.title, ...document.body.innerText.split('\n')];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const shown = parent?.closest('option') ? rendered(parent.closest('select')) : rendered(parent);
      if (shown && parent?.closest('script, style, noscript') === null) segments.push(node.textContent ?? '');
    }
    const attributes = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt'];
    for (const element of document.body.querySelectorAll('*')) {
      if (!rendered(element)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value !== null) segments.push(value);
      }
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) {
        segments.push(element.value);
      }
    }
    return {
      lang: document.documentElement.lang,
      segments: segments.map((segment) => segment.trim()).filter((segment) => segment !== ''),
    };
  });
}

/** An English text found on the page: the segment, and the catalogue entry it is (null: a month or day's name). */
export interface EnglishFound {
  segment: string;
  id: MessageId | null;
  english: string;
}

/**
 * English names of months and days, as `Intl` writes them (a date picker, a formatted date): not catalogue
 * texts, but English all the same. Long names only: short ones ('Nov', 'Feb') are Spanish abbreviations as well.
 */
function calendarNames(): RegExp {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 1))),
  );
  const days = Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(at(day + 1)),
  );
  return new RegExp(`(?<!\\p{L})(${[...months, ...days].join('|')})(?!\\p{L})`, 'iu');
}

let matchers: EnglishMatcher[] | undefined;
let calendar: RegExp | undefined;

/** The English catalogue texts, and English names of months and days, among these segments, each segment once. */
export function englishIn(segments: readonly string[]): EnglishFound[] {
  matchers ??= englishMatchers();
  calendar ??= calendarNames();
  const found: EnglishFound[] = [];
  for (const segment of new Set(segments)) {
    const text = normalised(segment);
    const match =
      matchers.find((matcher) => matcher.whole.test(text)) ??
      matchers.find((matcher) => matcher.inside?.test(text) === true);
    const name = calendar.exec(segment)?.[1];
    if (match !== undefined) found.push({ segment, id: match.id, english: match.english });
    else if (name !== undefined) found.push({ segment, id: null, english: name });
  }
  return found;
}

/** The page's language, and the English texts it shows. */
export async function englishTextsOn(page: Page): Promise<{ lang: string; english: EnglishFound[] }> {
  const { lang, segments } = await pageText(page);
  return { lang, english: englishIn(segments) };
}

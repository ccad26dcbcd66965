import { Fragment, type ReactNode } from 'react';

const mark = '\u0001';

/** A placeholder value that richText later swaps for an element (a link inside a translated sentence). */
export function slot(name: string): string {
  return `${mark}${name}${mark}`;
}

/**
 * A translated sentence with elements in it: translate with `slot('email')` as the value, then hand the text and
 * the elements here. The words stay in the catalogue, in the translation's own order.
 */
export function richText(text: string, elements: Record<string, ReactNode>): ReactNode {
  const parts = text.split(new RegExp(`${mark}(\\w+)${mark}`));
  return parts.map((part, index) =>
    index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : <Fragment key={index}>{part}</Fragment>,
  );
}

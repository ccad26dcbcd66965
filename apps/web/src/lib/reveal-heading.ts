import { useEffect, useRef, type RefObject } from 'react';

/** Puts focus on a heading, which takes focus from a script only (tabindex -1), not from the Tab key. */
export function focusHeading(heading: HTMLElement, options?: FocusOptions): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus(options);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings a section that opened elsewhere on the page into view with focus on its heading: a screen reader says where
 * the person now is, and the page scrolls to it, smoothly unless they asked for less motion.
 */
export function revealHeading(heading: HTMLElement): void {
  focusHeading(heading, { preventScroll: true });
  heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * The ref of a section's heading that is revealed (revealHeading) whenever `request` changes to a number above 0, and
 * when the section is drawn with one: a person's 'Open' that the section answers once its data has loaded.
 */
export function useRevealedHeading<T extends HTMLElement>(request: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (request > 0 && ref.current !== null) revealHeading(ref.current);
  }, [request]);
  return ref;
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID } from '../components/page-layout.tsx';
import { focusHeading } from '../lib/reveal-heading.ts';

/** How long a new screen may take to draw its heading (its code or its data loading) before focus goes to main. */
const HEADING_WAIT_MS = 5000;

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${MAIN_ID} h1`) ?? document.querySelector<HTMLElement>('h1');
}

/**
 * Moves focus to the main heading of the screen, once it is drawn; if none is drawn in time, to the main content.
 * Stops waiting if the person moves focus themselves. Returns what stops the wait.
 */
export function focusMainHeading(): () => void {
  const heading = mainHeading();
  if (heading !== null) {
    focusHeading(heading);
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timeout);
    document.removeEventListener('focusin', stop);
  };
  const observer = new MutationObserver(() => {
    const drawn = mainHeading();
    if (drawn !== null) {
      stop();
      focusHeading(drawn);
    }
  });
  const timeout = window.setTimeout(() => {
    stop();
    document.getElementById(MAIN_ID)?.focus();
  }, HEADING_WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
  return stop;
}

/**
 * After a move to another screen (not on the first one, where a keyboard starts at the skip link), focus goes to
 * the new screen's main heading, so a screen reader announces where the person now is and reads on from there.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    return focusMainHeading();
  }, [pathname]);
}

import { useEffect, useRef } from 'react';

/**
 * While a modal of the login flow is open, the browser's back button leaves it as Cancel and Close do (spec
 * section 4, step 7): the modal adds a history entry at the same address, and going back from it calls `onBack`.
 */
export function useBackLogsOut(open: boolean, onBack: () => void): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    if (!open) return;
    window.history.pushState(window.history.state, '');
    const back = () => {
      latest.current();
    };
    window.addEventListener('popstate', back);
    return () => {
      window.removeEventListener('popstate', back);
    };
  }, [open]);
}

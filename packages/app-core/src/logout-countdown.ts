import { WAITING_NOTICE_LOGOUT_MS } from '@ace/domain';
import { useEffect, useState } from 'react';

/**
 * The waiting notice's countdown (spec section 2): the whole seconds left before the person is logged out, counted
 * down from WAITING_NOTICE_LOGOUT_MS; logout runs once when they are up.
 */
export function useLogoutCountdown(logout: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(Math.round(WAITING_NOTICE_LOGOUT_MS / 1000));
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.ceil((WAITING_NOTICE_LOGOUT_MS - (Date.now() - started)) / 1000);
      if (left <= 0) {
        clearInterval(timer);
        logout();
      } else {
        setSecondsLeft(left);
      }
    }, 250);
    return () => {
      clearInterval(timer);
    };
  }, [logout]);
  return secondsLeft;
}

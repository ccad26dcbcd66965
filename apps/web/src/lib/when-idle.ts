/** Runs `task` once the browser has nothing better to do (at once where it cannot tell). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task);
  else setTimeout(task, 0);
}

import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { setLocaleSource } from '@ace/domain';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { language } from '../lib/language.ts';

// A screen that answers in a second on a quiet machine can take several while other test runs share its two cores
// (npm test runs two at a time, ADR 0026): findBy and waitFor wait up to 5 s before they fail.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks what Mantine asks the browser for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

// Test files share their worker's modules (vite.config.ts): nothing one leaves, a toast or a language (a store a test
// made itself takes domain's locale source), reaches the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  setLocaleSource(() => language.store.get().locale);
  language.store.set({ locale: 'en', chosen: false });
  window.localStorage.clear();
});

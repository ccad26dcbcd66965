import { createExternalStore } from '@ace/app-core/external-store';
import { TOAST_DURATION_MS, type ToastKind } from '@ace/domain';

/** Toasts in the spec's three kinds and durations (spec section 9): 4 s by default, login errors at the top. */
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  position: 'top' | 'bottom';
}

export interface ToastOptions {
  autoCloseMs?: number;
  position?: 'top' | 'bottom';
}

export const toastStore = createExternalStore<readonly Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.set(toastStore.get().filter((toast) => toast.id !== id));
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  const toast: Toast = { id: nextId++, kind, message, position: options.position ?? 'bottom' };
  toastStore.set([...toastStore.get(), toast]);
  setTimeout(() => {
    dismissToast(toast.id);
  }, options.autoCloseMs ?? TOAST_DURATION_MS.default);
}

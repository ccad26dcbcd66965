import { TOAST_DURATION_MS, type ToastKind } from '@ace/domain';
import { notifications } from '@mantine/notifications';
import { currentTranslator } from '@ace/app-core/i18n';

/** Toasts in the spec's three colours and durations (spec section 9): 4 s by default. */
const colour: Record<ToastKind, string> = { danger: 'red', success: 'green', warning: 'yellow' };

export interface ToastOptions {
  autoCloseMs?: number;
  /** Login errors show at the top (spec section 8); the rest at the bottom. */
  position?: 'top-center' | 'bottom-center';
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  notifications.show({
    color: colour[kind],
    message,
    autoClose: options.autoCloseMs ?? TOAST_DURATION_MS.default,
    position: options.position ?? 'bottom-center',
    withBorder: true,
    closeButtonProps: { 'aria-label': currentTranslator()('app.close') },
    // Errors interrupt a screen reader; successes wait their turn.
    ...(kind === 'danger' ? { role: 'alert' } : { role: 'status' }),
  });
}

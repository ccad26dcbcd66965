/** Presentation constants that the web and the native app share (spec section 9). */

export const TOAST_KINDS = ['danger', 'success', 'warning'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export const TOAST_DURATION_MS = {
  default: 4000,
  /** Login failures show at the top, briefly, before the user is logged out. */
  loginError: 1500,
  assignFailure: 3000,
} as const;

export const BREAKPOINTS_PX = { desktop: 1024, tablet: 768, tiny: 380 } as const;
export const BUTTON_HEIGHTS_PX = { small: 32, medium: 40, large: 48 } as const;

/** Claims shown on a student's card before 'See more history'. */
export const PARENT_HISTORY_ROWS = 2;

/** Screens with a waiting notice log the user out after this long. */
export const WAITING_NOTICE_LOGOUT_MS = 10_000;

/** Error reports and session replays are sampled at 100%. */
export const TELEMETRY_SAMPLE_RATE = 1;

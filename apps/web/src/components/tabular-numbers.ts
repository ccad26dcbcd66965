import type { CSSProperties } from 'react';

/** Figures of equal width, so amounts one above the other line up digit by digit. */
export const tabularNumbers: CSSProperties = { fontVariantNumeric: 'tabular-nums' };

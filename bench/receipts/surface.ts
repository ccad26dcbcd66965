import type { Face } from './receipt-document.ts';

/** Where a layout draws: a page in points, y growing downwards, baseline at y. A PDF page or a canvas. */
export interface TextStyle {
  face: Face;
  size: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  gray?: number;
}

export interface Surface {
  readonly width: number;
  readonly height: number;
  text(value: string, x: number, y: number, style: TextStyle): void;
  measure(value: string, style: TextStyle): number;
  rule(x1: number, y1: number, x2: number, y2: number, thickness?: number): void;
  fill(x: number, y: number, width: number, height: number, gray: number): void;
  /** Ink written by hand over the printed form: slanted, uneven, blue. */
  handwriting(value: string, x: number, y: number, size: number): void;
}

export function alignedX(x: number, width: number, align: TextStyle['align']): number {
  if (align === 'right') return x - width;
  if (align === 'center') return x - width / 2;
  return x;
}

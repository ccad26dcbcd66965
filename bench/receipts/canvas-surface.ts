import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Random } from './random.ts';
import type { Face } from './receipt-document.ts';
import { alignedX } from './surface.ts';
import type { Surface, TextStyle } from './surface.ts';

export type FontFamilies = Record<Face, string>;

export const liberationFamilies: FontFamilies = {
  sans: 'Liberation Sans',
  serif: 'Liberation Serif',
  mono: 'Liberation Mono',
};

export const dejaVuFamilies: FontFamilies = { sans: 'DejaVu Sans', serif: 'DejaVu Serif', mono: 'DejaVu Sans Mono' };

/** A page drawn on a canvas context already scaled to points; ink is slightly uneven, as printers and pens are. */
export function canvasSurface(
  context: SKRSContext2D,
  width: number,
  height: number,
  families: FontFamilies,
  random: Random,
): Surface {
  const font = (style: TextStyle): string =>
    `${style.bold === true ? 'bold ' : ''}${style.size}px "${families[style.face]}"`;
  const measure = (value: string, style: TextStyle): number => {
    context.font = font(style);
    return context.measureText(value).width;
  };
  return {
    width,
    height,
    measure,
    text(value, x, y, style) {
      context.font = font(style);
      const shade = Math.round(255 * (style.gray ?? 0)) + random.int(10, 40);
      context.fillStyle = `rgb(${shade}, ${shade}, ${shade + 4})`;
      context.fillText(value, alignedX(x, context.measureText(value).width, style.align), y);
    },
    rule(x1, y1, x2, y2, thickness = 0.6) {
      context.strokeStyle = 'rgb(70, 70, 74)';
      context.lineWidth = thickness;
      context.beginPath();
      context.moveTo(x1, y1);
      context.lineTo(x2, y2);
      context.stroke();
    },
    fill(x, y, boxWidth, boxHeight, gray) {
      const shade = Math.round(255 * gray);
      context.fillStyle = `rgb(${shade}, ${shade}, ${shade})`;
      context.fillRect(x, y, boxWidth, boxHeight);
    },
    handwriting(value, x, y, size) {
      const slant = random.between(0.18, 0.32);
      let cursor = x;
      let baseline = y;
      for (const glyph of value) {
        const glyphSize = size * random.between(0.9, 1.12);
        context.font = `italic ${glyphSize}px "${random.next() < 0.5 ? 'DejaVu Serif' : 'Liberation Serif'}"`;
        const advance = context.measureText(glyph).width;
        baseline += random.between(-0.35, 0.35);
        context.save();
        context.translate(cursor + random.between(-0.4, 0.4), baseline + random.between(-0.6, 0.6));
        context.rotate(random.between(-0.09, 0.09));
        context.transform(1, 0, -slant, 1, 0, 0);
        const ink = random.int(0, 25);
        context.fillStyle = `rgba(${20 + ink}, ${35 + ink}, ${120 + ink}, ${random.between(0.82, 0.97)})`;
        context.fillText(glyph, 0, 0);
        context.fillText(glyph, 0.25, 0.1);
        context.restore();
        cursor += advance * random.between(0.92, 1.08) + size * 0.03;
      }
    },
  };
}

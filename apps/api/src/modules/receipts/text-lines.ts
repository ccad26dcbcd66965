/**
 * A page's words, wherever they come from (a PDF's text layer, OCR's word boxes), put back into the lines a reader
 * sees: what stands on one row, left to right, however the source split it into runs, blocks or columns. Cells of a
 * row stay apart by two spaces, so that a label and the value beside it, or a label over its value, can be paired.
 */
export interface PlacedText {
  str: string;
  /** Left edge. */
  x: number;
  /** Baseline, growing upwards (PDF space); OCR's top-down rows are given negated. */
  y: number;
  width: number;
  /** The height of its letters. */
  size: number;
}

/**
 * Items whose baselines are within half a letter of each other share a line, left to right, two spaces where a gap
 * wider than a letter separates them (columns of a table); lines top to bottom.
 */
export function linesOf(items: readonly PlacedText[]): string[] {
  const sorted = items.filter((item) => item.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line !== undefined && first !== undefined && Math.abs(first.y - item.y) <= first.size / 2) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    const ordered = line.sort((a, b) => a.x - b.x);
    return ordered
      .map((item, index) => {
        const previous = ordered[index - 1];
        if (previous === undefined) return item.str;
        return `${previous.x + previous.width + item.size < item.x ? '  ' : ' '}${item.str}`;
      })
      .join('')
      .trim();
  });
}

/** A word OCR read, with its box in image pixels (top-down) and the baseline of the line it was read in. */
export interface BoxedWord {
  text: string;
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Where its line's baseline runs under the word's left edge. */
  baseline: number;
  /** The slope of its line's baseline (dy/dx): how far the photo is turned. */
  slope: number;
  /** The height of its line. */
  lineHeight: number;
  /** How sure OCR is of the word, 0 to 100. */
  confidence: number;
}

/**
 * OCR's words as lines. Tesseract reads a page in blocks, so a label and its amount in two columns come out far apart;
 * here the words are turned back by the page's tilt (the median slope of its lines) and grouped into rows again.
 */
export function ocrLinesOf(words: readonly BoxedWord[]): string[] {
  const slopes = words.map((word) => word.slope).sort((a, b) => a - b);
  const slope = slopes[Math.floor(slopes.length / 2)] ?? 0;
  return linesOf(
    words.map((word) => {
      const { x0, y0, x1, y1 } = word.box;
      const size = Math.max(1, word.lineHeight > 0 ? word.lineHeight : y1 - y0);
      return { str: word.text, x: x0, y: -(word.baseline - slope * x0), width: x1 - x0, size };
    }),
  );
}

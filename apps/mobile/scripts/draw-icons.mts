/**
 * Draws the app's icons (a white mortarboard on the programme's blue) as PNG files in assets/, with Node alone:
 * the store icon, Android's adaptive-icon foreground (transparent, inside the safe zone) and the web favicon.
 * Run it again after changing the drawing: `node scripts/draw-icons.mts`; the PNG files are committed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { colours } from '../src/components/colours.ts';

type Point = readonly [number, number];
type Rgba = readonly [number, number, number, number];

/** '#0b5394' as red, green, blue and full opacity. */
function rgba(hex: string): Rgba {
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return [channel(1), channel(3), channel(5), 255];
}

const BLUE = rgba(colours.brand);
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** The mark on a 1,000-unit square: the board (a diamond), the cap under it, the tassel's cord and its end. */
const MARK: readonly (readonly Point[])[] = [
  [
    [500, 250],
    [830, 400],
    [500, 550],
    [170, 400],
  ],
  // The cap follows the board's lower edges a little below them, so the two read apart.
  [
    [320, 498],
    [500, 580],
    [680, 498],
    [680, 640],
    [500, 700],
    [320, 640],
  ],
  [
    [742, 430],
    [766, 430],
    [766, 640],
    [742, 640],
  ],
  [
    [724, 630],
    [784, 630],
    [796, 720],
    [712, 720],
  ],
];

function inside(polygon: readonly Point[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i] ?? [0, 0];
    const [xj, yj] = polygon[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Coverage of the mark in one pixel, from 4 × 4 samples, for smooth edges. */
function coverage(px: number, py: number, scale: number, offset: number): number {
  let covered = 0;
  for (let sy = 0; sy < 4; sy += 1) {
    for (let sx = 0; sx < 4; sx += 1) {
      const x = (px + (sx + 0.5) / 4 - offset) / scale;
      const y = (py + (sy + 0.5) / 4 - offset) / scale;
      if (MARK.some((polygon) => inside(polygon, x, y))) covered += 1;
    }
  }
  return covered / 16;
}

function mix(under: Rgba, over: Rgba, amount: number): Rgba {
  const alpha = over[3] * amount + under[3] * (1 - amount);
  if (alpha === 0) return CLEAR;
  const channel = (k: 0 | 1 | 2) =>
    Math.round((over[k] * over[3] * amount + under[k] * under[3] * (1 - amount)) / alpha);
  return [channel(0), channel(1), channel(2), Math.round(alpha)];
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A size × size RGBA PNG: the mark scaled to `markSize` pixels and centred, over `background`. */
function drawPng(size: number, markSize: number, background: Rgba): Buffer {
  const scale = markSize / 1000;
  const offset = (size - markSize) / 2;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x += 1) {
      const pixel = mix(background, WHITE, coverage(x, y, scale, offset));
      rows.set(pixel, row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const assets = join(import.meta.dirname, '..', 'assets');
writeFileSync(join(assets, 'icon.png'), drawPng(1024, 1024, BLUE));
// Android crops the adaptive icon to a shape inside its middle 66 %: the mark stays well within it.
writeFileSync(join(assets, 'adaptive-icon.png'), drawPng(1024, 620, CLEAR));
writeFileSync(join(assets, 'favicon.png'), drawPng(48, 48, BLUE));

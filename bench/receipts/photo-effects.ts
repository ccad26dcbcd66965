import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import type { Random } from './random.ts';

/**
 * How a page reaches the portal when it is not a PDF: photographed on a table with a phone (tilted, keystoned,
 * unevenly lit, noisy, a little soft) or run through an office scanner (skewed, grey, specks).
 */
export interface PhotoOptions {
  maxSide: number;
  noise: number;
  blur: number;
}

const tables = [
  [148, 108, 72],
  [112, 114, 120],
  [58, 60, 66],
  [196, 194, 186],
  [132, 96, 64],
] as const;

function addNoise(canvas: Canvas, random: Random, sigma: number, specks: number): void {
  const context = canvas.getContext('2d');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const data = image.data;
  for (let index = 0; index < data.length; index += 4) {
    const shared = sigma * random.gaussian();
    for (let channel = 0; channel < 3; channel += 1) {
      const value = (data[index + channel] ?? 0) + shared + sigma * 0.3 * random.gaussian();
      data[index + channel] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  context.putImageData(image, 0, 0);
  context.fillStyle = 'rgba(40, 40, 40, 0.55)';
  for (let speck = 0; speck < specks; speck += 1) {
    context.fillRect(
      random.int(0, canvas.width),
      random.int(0, canvas.height),
      random.between(1, 3),
      random.between(1, 3),
    );
  }
}

function softened(canvas: Canvas, blur: number): Canvas {
  const result = createCanvas(canvas.width, canvas.height);
  const context = result.getContext('2d');
  context.filter = `blur(${blur}px)`;
  context.drawImage(canvas, 0, 0);
  return result;
}

/** The paper as a phone sees it: keystoned (top narrower than bottom), tilted, on a table, lit from one side. */
export function photograph(paper: Canvas, random: Random, options: PhotoOptions): Canvas {
  const scale = options.maxSide / Math.max(paper.width, paper.height);
  const width = Math.round(paper.width * scale);
  const height = Math.round(paper.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const [red, green, blue] = random.pick(tables);
  const table = context.createLinearGradient(0, 0, width, height);
  table.addColorStop(0, `rgb(${red + 20}, ${green + 20}, ${blue + 20})`);
  table.addColorStop(1, `rgb(${red - 25}, ${green - 25}, ${blue - 25})`);
  context.fillStyle = table;
  context.fillRect(0, 0, width, height);

  const angle = (random.pick([-1, 1]) * random.between(1, 6) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.abs(Math.sin(angle))];
  const fit = Math.min(
    random.between(0.84, 0.9),
    (0.95 * width) / (width * cos + height * sin),
    (0.95 * height) / (width * sin + height * cos),
  );
  const paperWidth = paper.width * scale * fit;
  const paperHeight = paper.height * scale * fit;
  const keystone = random.between(0.02, 0.06);
  context.save();
  context.translate(width / 2 + random.between(-0.02, 0.02) * width, height / 2 + random.between(-0.02, 0.02) * height);
  context.rotate(angle);
  context.shadowColor = 'rgba(0, 0, 0, 0.45)';
  context.shadowBlur = 30;
  context.shadowOffsetX = 8;
  context.shadowOffsetY = 10;
  context.fillStyle = 'rgb(235, 232, 224)';
  context.beginPath();
  context.moveTo((-paperWidth * (1 - keystone)) / 2, -paperHeight / 2);
  context.lineTo((paperWidth * (1 - keystone)) / 2, -paperHeight / 2);
  context.lineTo(paperWidth / 2, paperHeight / 2);
  context.lineTo(-paperWidth / 2, paperHeight / 2);
  context.closePath();
  context.fill();
  context.shadowColor = 'transparent';
  const strip = 3;
  for (let row = 0; row < paper.height; row += strip) {
    const narrowing = 1 - keystone * (1 - row / paper.height);
    const rowWidth = paperWidth * narrowing;
    const y = -paperHeight / 2 + (row / paper.height) * paperHeight;
    context.drawImage(
      paper,
      0,
      row,
      paper.width,
      strip,
      -rowWidth / 2,
      y,
      rowWidth,
      (strip / paper.height) * paperHeight + 0.5,
    );
  }
  context.restore();

  const light = context.createRadialGradient(
    width * random.between(0.2, 0.8),
    height * random.between(0.1, 0.5),
    width * 0.1,
    width / 2,
    height / 2,
    Math.max(width, height) * 0.85,
  );
  light.addColorStop(0, 'rgb(255, 253, 246)');
  light.addColorStop(1, `rgb(${random.int(150, 185)}, ${random.int(148, 180)}, ${random.int(140, 170)})`);
  context.globalCompositeOperation = 'multiply';
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  context.globalCompositeOperation = 'source-over';

  const result = softened(canvas, options.blur);
  addNoise(result, random, options.noise, 0);
  return result;
}

/** The paper through a flatbed or office scanner: a small skew, grey levels, dust. */
export function scan(paper: Canvas, random: Random): Canvas {
  const canvas = createCanvas(paper.width, paper.height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'rgb(246, 246, 246)';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.save();
  context.translate(canvas.width / 2 + random.between(-12, 12), canvas.height / 2 + random.between(-10, 10));
  context.rotate((random.pick([-1, 1]) * random.between(0.4, 1.6) * Math.PI) / 180);
  context.filter = 'grayscale(1) contrast(1.15)';
  context.drawImage(paper, -paper.width / 2, -paper.height / 2);
  context.restore();
  const result = softened(canvas, random.between(0.4, 0.8));
  addNoise(result, random, random.between(5, 9), random.int(150, 600));
  return result;
}

/**
 * What a phone's document-scanner app exports as PNG from such a photo: grey, the paper pushed towards white, and
 * only a few grey levels (which is also why its PNG stays small).
 */
export function scannerAppPng(canvas: Canvas, levels: number): Buffer {
  const context = canvas.getContext('2d');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const data = image.data;
  const step = 255 / (levels - 1);
  for (let index = 0; index < data.length; index += 4) {
    const grey = 0.3 * (data[index] ?? 0) + 0.59 * (data[index + 1] ?? 0) + 0.11 * (data[index + 2] ?? 0);
    const stretched = Math.max(0, Math.min(255, ((grey - 40) * 255) / 160));
    const value = Math.round(stretched / step) * step;
    data[index] = value;
    data[index + 1] = value;
    data[index + 2] = value;
  }
  context.putImageData(image, 0, 0);
  return canvas.toBuffer('image/png');
}

/** JPEG at the highest of a few qualities that fits the byte budget. */
export function jpegWithin(canvas: Canvas, bytes: number, startQuality: number): Buffer {
  for (let quality = startQuality; quality >= 40; quality -= 6) {
    const encoded = canvas.toBuffer('image/jpeg', quality);
    if (encoded.length <= bytes) return encoded;
  }
  throw new Error(`no JPEG quality fits ${bytes} bytes`);
}
